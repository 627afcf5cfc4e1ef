import type { ReactNode } from 'react';
import { AccountSidebar } from '../../app/shell/account-sidebar';
import { RequireSignIn, useSession } from '../session';
import { useIsMobile } from '../../ui';
import './portfolio.css';

/**
 * The portfolio screens' frame (spec 3 §2 Account area): signed out → 'You are not authorized to
 * view this page.' with LOGIN/REGISTER, and the sign-in dialog opens by itself; the account
 * sidebar on desktop, disabled when the session has a majorStatus.
 */
export function PortfolioFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireSignIn title={title} openSignInOnEntry>
      <Framed>{children}</Framed>
    </RequireSignIn>
  );
}

function Framed({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const session = useSession();
  if (isMobile) return <div className="portfolio-page">{children}</div>;
  const disabled = session.status === 'signed-in' && Boolean(session.majorStatus);
  return (
    <div className="account-layout">
      <AccountSidebar disabled={disabled} />
      <div className="portfolio-page">{children}</div>
    </div>
  );
}
