import { profileOtpSchema } from '@sanchay/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { OTP_LENGTH, OtpInput } from './otp-input';
import { useResendCountdown } from './use-resend-countdown';
import './otp-dialog.css';

/** What a send answered: when Resend opens again (and, for the step-up codes, where the code went). */
export interface OtpSendAnswer {
  resendAfterSeconds: number;
}

export interface OtpFormTexts {
  submit: string;
  resend: string;
  resendIn: (seconds: number) => string;
  /** Shown under the boxes after each send, until an error takes its place. */
  sent?: string;
  /** Shown instead of `sent` after a Resend. */
  resent?: string;
}

export interface OtpFormProps<Sent extends OtpSendAnswer> {
  /** The answer of the send that showed the form; Resend's answers replace it. */
  sent: Sent;
  /** Drawn above the boxes (a dialog's title and description); Resend's answer is passed in. */
  heading?: (sent: Sent) => ReactNode;
  texts: OtpFormTexts;
  /** Asks for a new code (Resend, after the countdown). */
  sendOtp: () => Promise<Sent>;
  /**
   * Checks the code and does what it allows: null when done, or the message of a refused code. A
   * refused code is cleared: the boxes empty, focus back on the first, the message stays until the
   * person types again. A throw is a failed call (`failureText` words it); the digits stay.
   */
  verify: (otp: string) => Promise<string | null>;
  failureText: (failure: unknown, during: 'verify' | 'send') => string;
  /** The typed code's check before it is sent: the first message, or null (the step-up codes' by default). */
  check?: (otp: string) => string | null;
  /** Verify stays disabled until all six digits are in (spec 3 §4, the sign-in step). */
  verifyWhenComplete?: boolean;
  /** Resend as a small link beside the countdown (sign-in, profile edits) or a button beside Verify. */
  resendAs?: 'link' | 'button';
}

function checkStepUpOtp(otp: string): string | null {
  const parsed = profileOtpSchema.safeParse(otp);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

/**
 * The one OTP form (spec 2 §4, §5 "OTP"; spec 3 §4 "Generic OTP dialog"): six digit boxes, the
 * error or notice under them, Resend after the countdown, Verify. Sign-in, account opening and
 * the profile and bank edits all use it, in the OtpDialog or (sign-in) inside the sign-in steps.
 */
export function OtpForm<Sent extends OtpSendAnswer>({
  sent: first,
  heading,
  texts,
  sendOtp,
  verify,
  failureText,
  check = checkStepUpOtp,
  verifyWhenComplete = false,
  resendAs = 'link',
}: OtpFormProps<Sent>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(first);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped when a refused code is cleared: focus goes back to the (now first) box once enabled.
  const [cleared, setCleared] = useState(0);
  const wait = useResendCountdown(sent);

  useEffect(() => {
    if (cleared > 0) input.current?.focus();
  }, [cleared]);

  const submit = async () => {
    const invalid = check(code);
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      const refused = await verify(code.trim());
      if (refused !== null) {
        setError(refused);
        // Empty boxes, so the next code is typed, pasted or autofilled without deleting this one.
        setCode('');
        setCleared((n) => n + 1);
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
      setResent(true);
    } catch (failure) {
      setError(failureText(failure, 'send'));
    }
  };

  const notice = resent ? (texts.resent ?? texts.sent) : texts.sent;
  return (
    <form
      className="otp-dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog is portalled out of the DOM but not out of React's tree: unstopped, this
        // submit would also reach the form that opened the dialog (the profile tab's Save
        // Changes), which would ask for another OTP.
        event.stopPropagation();
        void submit();
      }}
    >
      {heading?.(sent)}
      <label htmlFor={`${id}-otp`} className="otp-dialog__label">
        OTP
      </label>
      <OtpInput
        ref={input}
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
      ) : notice ? (
        <p className="otp-dialog__notice" role="status">
          {notice}
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
        {resendAs === 'button' ? (
          <Button variant="secondary" onClick={() => void resend()} disabled={wait > 0 || busy}>
            {wait > 0 ? texts.resendIn(wait) : texts.resend}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={busy || (verifyWhenComplete && code.length !== OTP_LENGTH)}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
