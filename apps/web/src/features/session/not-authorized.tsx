import { useEffect, type ReactNode } from 'react';
import { messages } from '@sanchay/domain';
import { Button, Card, UserIcon } from '../../ui';
import { useSession, useSignIn } from './session-context';
import './session.css';

/** Spec 1 §2 / §8: what an account page shows to a visitor who is not signed in. */
export function NotAuthorized({ title }: { title: string }) {
  const signIn = useSignIn();
  return (
    <div className="not-authorized">
      <h1 className="not-authorized__title">{title}</h1>
      <Card as="section" className="not-authorized__card" aria-label="Sign in required">
        <span className="not-authorized__icon">
          <UserIcon size={32} />
        </span>
        <p className="not-authorized__text">{messages.session.notAuthorized}</p>
        <Button variant="primary" onClick={signIn.open}>
          {messages.session.loginRegister}
        </Button>
      </Card>
    </div>
  );
}

/**
 * Guards an account page: signed out → the not-authorized panel (and, for portfolio, profile and
 * mandates, the sign-in dialog opens by itself: spec 1 §6, spec 3 §2).
 */
export function RequireSignIn({
  title,
  openSignInOnEntry = false,
  children,
}: {
  title: string;
  openSignInOnEntry?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  const signIn = useSignIn();
  const signedOut = session.status === 'signed-out';
  const { open } = signIn;
  // On entry (and when the session ends); `open` is stable, so closing the dialog does not reopen it.
  useEffect(() => {
    if (signedOut && openSignInOnEntry) open();
  }, [signedOut, openSignInOnEntry, open]);
  if (signedOut) return <NotAuthorized title={title} />;
  return <>{children}</>;
}
