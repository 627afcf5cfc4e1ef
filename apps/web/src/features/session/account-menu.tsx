import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { UserIcon, VisuallyHidden, lazyComponent } from '../../ui';
import { goHomeAfterLogout, useSession, useSessionMeta, useSignIn, useSignOut } from './session-context';
import './session.css';

// The signed-in menu (Radix DropdownMenu) loads only for a signed-in visitor.
const SignedInMenu = lazyComponent('session/SignedInMenu', () => import('./signed-in-menu'));

/**
 * The header's account entry. Signed out: a login / sign-up control that opens the sign-in dialog.
 * Signed in: a menu of the account pages and Logout.
 */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const { advisorHost } = useSessionMeta();
  const signOut = useSignOut(() => goHomeAfterLogout(navigate, advisorHost));

  if (session.status === 'signed-out') {
    return (
      <button type="button" className="account-entry" onClick={signIn.open}>
        <UserIcon size={22} />
        {compact ? <VisuallyHidden>Login / Sign up</VisuallyHidden> : <span>Login / Sign up</span>}
      </button>
    );
  }

  return (
    <Suspense fallback={<span className="account-entry" aria-hidden="true"><UserIcon size={22} /></span>}>
      <SignedInMenu displayName={session.displayName} compact={compact} onSignOut={signOut} />
    </Suspense>
  );
}
