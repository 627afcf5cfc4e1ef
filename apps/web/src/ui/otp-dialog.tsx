import * as Dialog from '@radix-ui/react-dialog';
import { DialogRoot } from './dialog-root';
import { DialogCloseButton } from './dialog-close';
import { OtpForm, type OtpFormProps, type OtpFormTexts } from './otp-form';
import { useReturnFocus } from './use-return-focus';

/** What a send answered: where the code went and when Resend opens. */
export interface OtpSent {
  mobile: string;
  resendAfterSeconds: number;
}

export interface OtpDialogTexts extends OtpFormTexts {
  title: string;
  description: (mobile: string) => string;
}

export interface OtpDialogProps extends Omit<OtpFormProps<OtpSent>, 'sent' | 'heading' | 'texts'> {
  /** The answer of the send that opened the dialog; null keeps it closed. */
  sent: OtpSent | null;
  texts: OtpDialogTexts;
  /** Close button, Escape, Back and a click outside; without it the dialog cannot be closed. */
  onClose?: () => void;
  className?: string;
}

/**
 * The one OTP dialog of the step-up codes (spec 2 §2, §4, §5 "OTP": profile and bank edits, the
 * account opening; spec 3 §4 "Generic OTP dialog"): the shared OtpForm (ui/otp-form.tsx) in a
 * Radix Dialog: focus stays inside, focus returns to the button that opened it, Back closes it.
 */
export function OtpDialog({ sent, onClose, className, texts, ...form }: OtpDialogProps) {
  const returnFocus = useReturnFocus();
  const prevent = (event: Event) => event.preventDefault();
  const lock = onClose ? {} : { onEscapeKeyDown: prevent, onPointerDownOutside: prevent, onInteractOutside: prevent };
  return (
    <DialogRoot open={sent !== null} onOpenChange={(open) => (open || !onClose ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={['dialog-content', className].filter(Boolean).join(' ')} {...returnFocus} {...lock}>
          {sent ? (
            <OtpForm
              sent={sent}
              texts={texts}
              heading={(current) => (
                <>
                  <Dialog.Title className="dialog-title">{texts.title}</Dialog.Title>
                  <Dialog.Description className="dialog-description">{texts.description(current.mobile)}</Dialog.Description>
                </>
              )}
              {...form}
            />
          ) : null}
          {onClose ? (
            <DialogCloseButton />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
