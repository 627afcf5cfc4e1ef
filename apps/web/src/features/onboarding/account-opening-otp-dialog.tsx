import * as Dialog from '@radix-ui/react-dialog';
import type { AccountOpened, StepUpOtpSent } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { useEffect, useId, useState } from 'react';
import { Button, OtpInput, OTP_LENGTH } from '../../ui';
import { sendAccountOtp, verifyAccountOtp } from './occupation-nominee-api';
import { failureOf } from '../../app/api-client';

const own = productMessages.occupationNominee;
const otpText = messages.onboarding.otp;

/** Seconds left until `until` (a Date.now() instant), never below zero. */
const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * The account-opening OTP (spec 2 §2, §4): it cannot be closed (no close button, Escape and a
 * click outside do nothing); Resend is disabled for 30 seconds after each send. The right code
 * opens the account and hands back where to go next.
 */
export function AccountOpeningOtpDialog({ sent, onOpened }: { sent: StepUpOtpSent; onOpened: (opened: AccountOpened) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(own.otpSent);
  const [busy, setBusy] = useState(false);
  const [mobile, setMobile] = useState(sent.mobile);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfterSeconds * 1000);
  const [wait, setWait] = useState(sent.resendAfterSeconds);

  useEffect(() => {
    const timer = window.setInterval(() => setWait(secondsUntil(resendAt)), 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);

  const verify = async (typed: string) => {
    if (typed.trim() === '') return setError(otpText.required);
    if (typed.length !== OTP_LENGTH) return setError(otpText.length);
    setBusy(true);
    setError(null);
    try {
      onOpened(await verifyAccountOtp(typed));
    } catch (err) {
      setError(failureOf(err).message);
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      const again = await sendAccountOtp();
      setMobile(again.mobile);
      setResendAt(Date.now() + again.resendAfterSeconds * 1000);
      setWait(again.resendAfterSeconds);
      setCode('');
      setNotice(own.otpSent);
    } catch (err) {
      setError(failureOf(err).message || otpText.sendFailed);
    }
  };

  const prevent = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" onEscapeKeyDown={prevent} onPointerDownOutside={prevent} onInteractOutside={prevent}>
          <Dialog.Title className="dialog-title">{own.otpTitle}</Dialog.Title>
          <Dialog.Description className="dialog-description">{own.otpLead(mobile)}</Dialog.Description>
          <form
            className="otp-dialog__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void verify(code);
            }}
          >
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="onboarding-field__error">
                {error}
              </p>
            ) : notice ? (
              <p className="otp-dialog__notice" aria-live="polite">
                {notice}
              </p>
            ) : null}
            <div className="dialog-actions">
              <Button variant="secondary" onClick={() => void resend()} disabled={wait > 0 || busy}>
                {wait > 0 ? own.resendIn(wait) : own.resend}
              </Button>
              <Button type="submit" variant="primary" disabled={busy}>
                {own.verify}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
