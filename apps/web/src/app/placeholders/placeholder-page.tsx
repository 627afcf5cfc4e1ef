import { Navigate, useMatches } from 'react-router';
import { RequireSignIn, useSession } from '../../features/session';
import { Card, useIsMobile } from '../../ui';
import { currentHandle, type RouteHandle } from '../route-handle';
import { AccountSidebar } from '../shell/account-sidebar';
import './placeholder-page.css';

/**
 * The screen of a route whose feature comes in a later issue: its title, what it is for, and the
 * guards it will keep (sign-in for account pages, mobile only for premium services).
 */
export default function PlaceholderPage() {
  const handle = currentHandle(useMatches());
  const isMobile = useIsMobile();
  const title = handle.title ?? 'Sanchay';

  if (handle.mobileOnly && !isMobile) return <Navigate to="/home?error=404" replace />;
  if (handle.access === 'account') {
    return (
      <RequireSignIn title={title} openSignInOnEntry={handle.openSignInOnEntry}>
        <AccountScreen handle={handle} title={title} isMobile={isMobile} />
      </RequireSignIn>
    );
  }
  return <ScreenBody title={title} purpose={handle.purpose} />;
}

function AccountScreen({ handle, title, isMobile }: { handle: RouteHandle; title: string; isMobile: boolean }) {
  const session = useSession();
  const disabled = session.status === 'signed-in' && Boolean(session.majorStatus);
  if (!handle.sidebar || isMobile) return <ScreenBody title={title} purpose={handle.purpose} />;
  return (
    <div className="account-layout">
      <AccountSidebar disabled={disabled} />
      <ScreenBody title={title} purpose={handle.purpose} />
    </div>
  );
}

function ScreenBody({ title, purpose }: { title: string; purpose?: string }) {
  return (
    <div className="placeholder-page">
      <h1>{title}</h1>
      {purpose ? (
        <Card>
          <p className="placeholder-page__purpose">{purpose}</p>
        </Card>
      ) : null}
    </div>
  );
}
