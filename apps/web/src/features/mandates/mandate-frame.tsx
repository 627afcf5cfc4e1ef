import type { ReactNode } from 'react';
import { AccountSidebar } from '../../app/shell/account-sidebar';
import { RequireSignIn, useSession } from '../session';
import { useIsMobile } from '../../ui';
import './mandates.css';

/** The mandates screens' frame: signed in only; the account sidebar on desktop unless told not to. */
export function MandateFrame({ title, sidebar = true, children }: { title: string; sidebar?: boolean; children: ReactNode }) {
  return (
    <RequireSignIn title={title} openSignInOnEntry>
      <Framed sidebar={sidebar}>{children}</Framed>
    </RequireSignIn>
  );
}

function Framed({ sidebar, children }: { sidebar: boolean; children: ReactNode }) {
  const isMobile = useIsMobile();
  const session = useSession();
  if (!sidebar || isMobile) return <div className="mandates-page">{children}</div>;
  const disabled = session.status === 'signed-in' && Boolean(session.majorStatus);
  return (
    <div className="account-layout">
      <AccountSidebar disabled={disabled} />
      <div className="mandates-page">{children}</div>
    </div>
  );
}
