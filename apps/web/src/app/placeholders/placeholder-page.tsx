import { Navigate, useMatches } from 'react-router';
import { AccountFrame } from '../../features/session';
import { Card, useIsMobile } from '../../ui';
import { currentHandle } from '../route-handle';
import './placeholder-page.css';

/**
 * The screen of a route whose feature comes in a later issue: its title, what it is for, and the
 * guards it will keep (sign-in and the account sidebar for account pages, the one AccountFrame;
 * mobile only for premium services).
 */
export default function PlaceholderPage() {
  const handle = currentHandle(useMatches());
  const isMobile = useIsMobile();
  const title = handle.title ?? 'Sanchay';

  if (handle.mobileOnly && !isMobile) return <Navigate to="/home?error=404" replace />;
  const body = <ScreenBody title={title} purpose={handle.purpose} />;
  if (handle.access === 'account') {
    return (
      <AccountFrame
        title={title}
        className="placeholder-page"
        openSignInOnEntry={Boolean(handle.openSignInOnEntry)}
        sidebar={Boolean(handle.sidebar)}
      >
        {body}
      </AccountFrame>
    );
  }
  return <div className="placeholder-page">{body}</div>;
}

function ScreenBody({ title, purpose }: { title: string; purpose?: string }) {
  return (
    <>
      <h1>{title}</h1>
      {purpose ? (
        <Card>
          <p className="placeholder-page__purpose">{purpose}</p>
        </Card>
      ) : null}
    </>
  );
}
