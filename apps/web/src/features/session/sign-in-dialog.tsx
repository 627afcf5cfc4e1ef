import * as Dialog from '@radix-ui/react-dialog';
import type { LoginResult } from '@sanchay/contract';
import { useNavigate } from 'react-router';
import { CloseIcon, useReturnFocus } from '../../ui';
import { pathAfterLogin } from './after-login';
import { useSignIn } from './session-context';
import { SignInFlow } from './sign-in-flow';

function DialogHeading({ title, description }: { title: string; description: string }) {
  return (
    <>
      <Dialog.Title className="dialog-title">{title}</Dialog.Title>
      <Dialog.Description className="dialog-description">{description}</Dialog.Description>
    </>
  );
}

/** The sign-in steps inside a Radix Dialog (the title and description name the dialog). */
export function DialogSignInFlow({ onFinished }: { onFinished: (result: LoginResult) => void }) {
  return <SignInFlow onFinished={onFinished} Heading={DialogHeading} />;
}

/** The sign-in dialog (spec 1 §2 "Sign-in dialog"), a Radix Dialog: labelled, focus-trapped, Esc closes. */
export default function SignInDialogImpl() {
  const signIn = useSignIn();
  const returnFocus = useReturnFocus();
  const navigate = useNavigate();
  return (
    <Dialog.Root open={signIn.isOpen} onOpenChange={(open) => (open ? signIn.open() : signIn.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content signin-dialog" {...returnFocus}>
          {signIn.isOpen ? (
            <DialogSignInFlow
              onFinished={(result) => {
                signIn.close();
                // Spec 1 §4: a minor goes to the portfolio, and so does a statement-share link.
                const to = pathAfterLogin(result, window.location.href);
                if (to) navigate(to);
              }}
            />
          ) : null}
          <Dialog.Close className="dialog-close" aria-label="Close">
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

