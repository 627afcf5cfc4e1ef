import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon, useReturnFocus } from '../../ui';
import { useSignIn } from './session-context';

/**
 * The sign-in dialog (spec 1 §2 "Sign-in dialog"). Its steps (mobile, OTP, password, user
 * details, multiple users) come with the identity issue; this is the dialog frame they live in.
 */
export default function SignInDialogImpl() {
  const signIn = useSignIn();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={signIn.isOpen} onOpenChange={(open) => (open ? signIn.open() : signIn.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" {...returnFocus}>
          <Dialog.Title className="dialog-title">Login / Register</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Sign in with your mobile number to invest, track your portfolio and manage your SIPs.
          </Dialog.Description>
          <Dialog.Close className="dialog-close" aria-label="Close">
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
