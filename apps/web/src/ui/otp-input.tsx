import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import type { Ref } from 'react';
import './otp-input.css';

/** Spec 3 §4 "Generic OTP dialog": six digit boxes. */
export const OTP_LENGTH = 6;

export interface OtpInputProps {
  /** The field's id: a <label htmlFor> names the one real input. */
  id: string;
  /** The one real input (to give it focus back, e.g. after a refused code). */
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** Called with the code once all six digits are in (typed, pasted or filled from the SMS). */
  onComplete?: (value: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The OTP as six digit boxes (spec 3 §4; spec 3 §5: digits only, a paste takes up to 6). Built on
 * `input-otp` (docs/decisions/0012-otp-input.md): one real, invisible text input sits under the
 * boxes, so the SMS autofill (autocomplete="one-time-code"), paste, undo and screen readers see
 * one ordinary field; the boxes only draw its value and caret, hidden from assistive technology.
 */
export function OtpInput({ id, ref, value, onChange, onComplete, autoFocus, disabled, ...aria }: OtpInputProps) {
  return (
    <OTPInput
      ref={ref}
      id={id}
      maxLength={OTP_LENGTH}
      value={value}
      onChange={onChange}
      {...(onComplete ? { onComplete } : {})}
      pattern={REGEXP_ONLY_DIGITS}
      // A pasted "OTP: 123 456" or a code with spaces keeps its digits (at most six).
      pasteTransformer={(pasted) => pasted.replace(/\D/g, '').slice(0, OTP_LENGTH)}
      // A paste is a whole new code (the SMS's), not digits to insert at the caret: select what is
      // there first, so input-otp's own paste handler (which runs after this capture) replaces it.
      onPasteCapture={(event) => event.currentTarget.setSelectionRange(0, event.currentTarget.value.length)}
      inputMode="numeric"
      autoComplete="one-time-code"
      // No probing for password-manager badges (it measures the page with elementFromPoint on a
      // timer): an OTP is not a password, and the boxes keep their width.
      pushPasswordManagerStrategy="none"
      autoFocus={autoFocus}
      disabled={disabled}
      aria-invalid={aria['aria-invalid'] ?? false}
      aria-describedby={aria['aria-describedby']}
      containerClassName="otp-input"
      render={({ slots }) => (
        <div className="otp-input__boxes" aria-hidden="true">
          {slots.map((slot, i) => (
            <OtpBox key={i} {...slot} invalid={Boolean(aria['aria-invalid'])} />
          ))}
        </div>
      )}
    />
  );
}

function OtpBox({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  const className = ['otp-input__box', isActive ? 'otp-input__box--active' : '', invalid ? 'otp-input__box--invalid' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-testid="otp-box">
      {char}
      {hasFakeCaret ? <span className="otp-input__caret" /> : null}
    </div>
  );
}
