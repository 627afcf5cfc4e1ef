import * as Dialog from '@radix-ui/react-dialog';
import { messages, productMessages } from '@sanchay/domain';
import { Button, DialogRoot, useReturnFocus } from '../../ui';

const own = productMessages.occupationNominee;

/**
 * Spec 2 §4: submitting step 4 with the terms unticked asks for the FATCA declaration first.
 * "I am Compliant" ticks the terms and goes on; "Not Compliant" records the answer (the account
 * cannot be opened online). Escape or a click outside closes it without an answer.
 */
export function FatcaDialog({ open, onAnswer, onDismiss }: { open: boolean; onAnswer: (compliant: boolean) => void; onDismiss: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" {...returnFocus}>
          <Dialog.Title className="dialog-title">{own.fatcaTitle}</Dialog.Title>
          <Dialog.Description className="dialog-description">{own.fatcaBody}</Dialog.Description>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => onAnswer(false)}>
              {messages.onboarding.fatca.notCompliant}
            </Button>
            <Button variant="primary" onClick={() => onAnswer(true)}>
              {messages.onboarding.fatca.compliant}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
