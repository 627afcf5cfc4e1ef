import { lazyComponent } from '../../ui';
import { Suspense, useState } from 'react';
import { useSignIn } from './session-context';

// The dialog's code (Radix Dialog and, with the identity issue, the sign-in steps) loads the
// first time sign-in opens, not with the home page.
const SignInDialogImpl = lazyComponent('session/SignInDialogImpl', () => import('./sign-in-dialog'));

/** Mounted once by the shell; renders the sign-in dialog from its first opening on. */
export function SignInDialog() {
  const { isOpen } = useSignIn();
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialogImpl />
    </Suspense>
  );
}
