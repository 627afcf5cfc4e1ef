import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog-types';
import { DialogRoot } from './dialog-root';
import { DialogCloseButton } from './dialog-close';
import { useReturnFocus } from './use-return-focus';
import './ui.css';

/**
 * The Yes/No dialog of the dialog layer (spec 1 §2). Radix Dialog traps focus inside, starts on
 * No (the safe answer), closes on Escape, Back and a click outside, and returns focus to whatever
 * opened it.
 */
export default function ConfirmDialogImpl({ open, title, description, yesLabel = 'Yes', noLabel = 'No', onAnswer }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content"
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="dialog-description">{description}</Dialog.Description> : null}
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => onAnswer(false)}>
              {noLabel}
            </Button>
            <Button variant="primary" onClick={() => onAnswer(true)}>
              {yesLabel}
            </Button>
          </div>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
