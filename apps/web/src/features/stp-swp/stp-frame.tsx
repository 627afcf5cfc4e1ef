import type { ReactNode } from 'react';
import { AccountSidebar } from '../../app/shell/account-sidebar';
import { RequireSignIn, useSession } from '../session';
import { useIsMobile } from '../../ui';
import './stps.css';

/** The STP screens' frame: signed in only; the account sidebar on desktop. */
export function StpFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireSignIn title={title}>
      <Framed>{children}</Framed>
    </RequireSignIn>
  );
}

function Framed({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const session = useSession();
  if (isMobile) return <div className="stps-page">{children}</div>;
  const disabled = session.status === 'signed-in' && Boolean(session.majorStatus);
  return (
    <div className="account-layout">
      <AccountSidebar disabled={disabled} />
      <div className="stps-page">{children}</div>
    </div>
  );
}
