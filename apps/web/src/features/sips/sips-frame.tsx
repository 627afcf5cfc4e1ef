import type { ReactNode } from 'react';
import { AccountSidebar } from '../../app/shell/account-sidebar';
import { useIsMobile } from '../../ui';
import { RequireSignIn, useSession } from '../session';
import './sips.css';

/** My SIPs' frame: signed in only; the account sidebar on desktop (disabled with a major status). */
export function SipsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireSignIn title={title}>
      <Framed>{children}</Framed>
    </RequireSignIn>
  );
}

function Framed({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const session = useSession();
  if (isMobile) return <div className="sips-page">{children}</div>;
  const disabled = session.status === 'signed-in' && Boolean(session.majorStatus);
  return (
    <div className="account-layout">
      <AccountSidebar disabled={disabled} />
      <div className="sips-page">{children}</div>
    </div>
  );
}
