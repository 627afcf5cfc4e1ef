import * as Dialog from '@radix-ui/react-dialog';
import { profileOtpSchema } from '@sanchay/domain';
import { useId, useState } from 'react';
import { Button } from './button';
import { CloseIcon } from './icons';
import { OtpInput } from './otp-input';
import { useResendCountdown } from './use-resend-countdown';
import { useReturnFocus } from './use-return-focus';
import './otp-dialog.css';

/** What a send answered: where the code went and when Resend opens. */
export interface OtpSent {
  mobile: string;
  resendAfterSeconds: number;
}

export interface OtpDialogTexts {
  title: string;
  description: (mobile: string) => string;
  submit: string;
  resend: string;
  resendIn: (seconds: number) => string;
  /** Shown under the boxes after each send, until an error takes its place. */
  sent?: string;
}

export interface OtpDialogProps {
  /** The answer of the send that opened the dialog; null keeps it closed. */
  sent: OtpSent | null;
  texts: OtpDialogTexts;
  /** Asks for a new code (Resend, after the countdown). */
  sendOtp: () => Promise<OtpSent>;
  /**
   * Checks the code and does what it allows: null when done, or the message of a wrong code (the
   * boxes are emptied for the next one). A throw is a failed call: `failureText` words it.
   */
  verify: (otp: string) => Promise<string | null>;
  failureText: (failure: unknown, during: 'verify' | 'send') => string;
  /** Close button, Escape and a click outside; without it the dialog cannot be closed. */
  onClose?: () => void;
  /** Resend as a small link beside the countdown (profile edits) or a button beside Verify. */
  resendAs?: 'link' | 'button';
  className?: string;
}

/**
 * The one OTP dialog of the step-up codes (spec 2 §2, §4, §5 "OTP": profile and bank edits, the
 * account opening; spec 3 §4 "Generic OTP dialog"): six digit boxes, the spec's messages ("Please
 * enter OTP.", "Please enter a valid 6-digit OTP.", the caller's wrong-code text), Resend after
 * the countdown. Radix Dialog: focus stays inside, focus returns to the button that opened it.
 */
export function OtpDialog({ sent, onClose, className, ...form }: OtpDialogProps) {
  const returnFocus = useReturnFocus();
  const prevent = (event: Event) => event.preventDefault();
  const lock = onClose ? {} : { onEscapeKeyDown: prevent, onPointerDownOutside: prevent, onInteractOutside: prevent };
  return (
    <Dialog.Root open={sent !== null} onOpenChange={(open) => (open || !onClose ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={['dialog-content', className].filter(Boolean).join(' ')} {...returnFocus} {...lock}>
          {sent ? <OtpForm sent={sent} {...form} /> : null}
          {onClose ? (
            <Dialog.Close className="dialog-close" aria-label="Close">
              <CloseIcon size={20} />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OtpForm({
  sent: first,
  texts,
  sendOtp,
  verify,
  failureText,
  resendAs = 'link',
}: Omit<OtpDialogProps, 'onClose' | 'sent' | 'className'> & { sent: OtpSent }) {
  const id = useId();
  const [sent, setSent] = useState(first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wait = useResendCountdown(sent);

  const submit = async () => {
    const parsed = profileOtpSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    setError(null);
    try {
      const wrong = await verify(parsed.data);
      if (wrong !== null) {
        setError(wrong);
        // Empty boxes, so the next code is typed (or autofilled) without deleting this one.
        setCode('');
      }
    } catch (failure) {
      setError(failureText(failure, 'verify'));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setCode('');
    try {
      setSent(await sendOtp());
    } catch (failure) {
      setError(failureText(failure, 'send'));
    }
  };

  const resendButton =
    resendAs === 'button' ? (
      <Button variant="secondary" onClick={() => void resend()} disabled={wait > 0 || busy}>
        {wait > 0 ? texts.resendIn(wait) : texts.resend}
      </Button>
    ) : null;
  return (
    <form
      className="otp-dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Dialog.Title className="dialog-title">{texts.title}</Dialog.Title>
      <Dialog.Description className="dialog-description">{texts.description(sent.mobile)}</Dialog.Description>
      <label htmlFor={`${id}-otp`} className="otp-dialog__label">
        OTP
      </label>
      <OtpInput
        id={`${id}-otp`}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        autoFocus
        disabled={busy}
        aria-invalid={error !== null}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="otp-dialog__error">
          {error}
        </p>
      ) : texts.sent ? (
        <p className="otp-dialog__notice" aria-live="polite">
          {texts.sent}
        </p>
      ) : null}
      {resendAs === 'link' ? (
        <div className="otp-dialog__resend">
          {wait > 0 ? (
            <span aria-live="off">{texts.resendIn(wait)}</span>
          ) : (
            <Button type="button" variant="ghost" size="small" onClick={() => void resend()} disabled={busy}>
              {texts.resend}
            </Button>
          )}
        </div>
      ) : null}
      <div className="dialog-actions">
        {resendButton}
        <Button type="submit" variant="primary" disabled={busy}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
