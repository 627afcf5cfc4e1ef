import type { ReactNode } from 'react';
import { AccountSidebar } from '../../app/shell/account-sidebar';
import { useIsMobile } from '../../ui';
import { RequireSignIn } from './not-authorized';
import { useSession } from './session-context';

/**
 * An account screen's frame (spec 3 §2 Account area): signed in only (RequireSignIn); on desktop
 * the account sidebar beside the page, disabled when the session has a majorStatus (a minor's).
 * `className` is the page's own content class; `sidebar={false}` keeps a desktop page full width.
 */
export function AccountFrame({
  title,
  className,
  openSignInOnEntry = false,
  sidebar = true,
  children,
}: {
  title: string;
  className: string;
  openSignInOnEntry?: boolean;
  sidebar?: boolean;
  children: ReactNode;
}) {
  return (
    <RequireSignIn title={title} openSignInOnEntry={openSignInOnEntry}>
      <Framed className={className} sidebar={sidebar}>
        {children}
      </Framed>
    </RequireSignIn>
  );
}

function Framed({ className, sidebar, children }: { className: string; sidebar: boolean; children: ReactNode }) {
  const isMobile = useIsMobile();
  const session = useSession();
  if (!sidebar || isMobile) return <div className={className}>{children}</div>;
  const disabled = session.status === 'signed-in' && Boolean(session.majorStatus);
  return (
    <div className="account-layout">
      <AccountSidebar disabled={disabled} />
      <div className={className}>{children}</div>
    </div>
  );
}
