import * as Dialog from '@radix-ui/react-dialog';
import type { StepUpOtpSent, StepUpOtpVerified } from '@sanchay/contract';
import { messages, productMessages, profileOtpSchema } from '@sanchay/domain';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { Button, CloseIcon, OtpInput, useReturnFocus } from '../../ui';

const otpText = messages.onboarding.otp;
const own = productMessages.profileArea;

export interface ProfileOtpDialogProps {
  /** The answer of the send that opened the dialog; null keeps it closed. */
  sent: StepUpOtpSent | null;
  /** Asks for a new code (the Resend button, after the countdown). */
  sendOtp: () => Promise<StepUpOtpSent>;
  verifyOtp: (otp: string) => Promise<StepUpOtpVerified>;
  /** Runs once the code matched (the save); a throw keeps the dialog open with its message. */
  onVerified: () => Promise<void>;
  onClose: () => void;
}

/**
 * The OTP dialog of every profile edit (spec 2 §2, §4: submit → OTP → "Verify & Proceed" → save).
 * Six digit boxes; the spec's messages ("Please enter OTP.", "Please enter a valid 6-digit OTP.",
 * "Invalid OTP.", the server's text plus a period); Resend after the 30-second countdown. Radix
 * Dialog: focus stays inside, Escape closes, focus returns to the button that opened it.
 */
export function ProfileOtpDialog({ sent, sendOtp, verifyOtp, onVerified, onClose }: ProfileOtpDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={sent !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content profile-otp" {...returnFocus}>
          {sent ? <OtpForm sent={sent} sendOtp={sendOtp} verifyOtp={verifyOtp} onVerified={onVerified} /> : null}
          <Dialog.Close className="dialog-close" aria-label="Close">
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OtpForm({ sent: first, sendOtp, verifyOtp, onVerified }: Omit<ProfileOtpDialogProps, 'onClose' | 'sent'> & { sent: StepUpOtpSent }) {
  const id = useId();
  const [sent, setSent] = useState(first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wait = useCountdown(sent);

  const verify = async () => {
    const parsed = profileOtpSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    setError(null);
    try {
      const answer = await verifyOtp(parsed.data);
      if (!answer.otpMatched) {
        setError(answer.expired ? messages.session.otpExpired : otpText.invalid);
        // Empty boxes, so the next code is typed (or autofilled) without deleting this one.
        setCode('');
        return;
      }
      await onVerified();
    } catch (failure) {
      setError(failureText(failure));
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
      setError(failure instanceof ApiError && failure.envelope ? failure.envelope.message : otpText.sendFailed);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <Dialog.Title className="dialog-title">{own.otpDialogTitle}</Dialog.Title>
      <Dialog.Description className="dialog-description">{own.otpSentTo(sent.mobile)}</Dialog.Description>
      <label htmlFor={`${id}-otp`} className="profile-otp__label">
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
        <p id={`${id}-error`} role="alert" className="profile-otp__error">
          {error}
        </p>
      ) : null}
      <div className="profile-otp__resend">
        {wait > 0 ? (
          <span aria-live="off">{own.resendIn(wait)}</span>
        ) : (
          <Button type="button" variant="ghost" size="small" onClick={() => void resend()} disabled={busy}>
            {own.resendOtp}
          </Button>
        )}
      </div>
      <div className="dialog-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {messages.profileArea.personal.verifyAndProceed}
        </Button>
      </div>
    </form>
  );
}

/** Spec 2 §8: the server's error text plus a period; a call that never arrived, the long form. */
function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.envelope) {
    const text = failure.envelope.message;
    return text.endsWith('.') ? text : `${text}.`;
  }
  return messages.profileArea.otpNetworkFailed;
}

/** Seconds until Resend is allowed (spec 2 §4: 30 s after each send). */
function useCountdown(sent: StepUpOtpSent): number {
  const [left, setLeft] = useState(sent.resendAfterSeconds);
  useEffect(() => {
    const until = Date.now() + sent.resendAfterSeconds * 1000;
    setLeft(sent.resendAfterSeconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sent]);
  return left;
}
