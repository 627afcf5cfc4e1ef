import {
  OTP_RESEND_AFTER_SECONDS,

  sessionRoutes,
  type LoginResult,
  type OtpPurpose,
} from '@sanchay/contract';
import {
  emailSchema,
  loginMobileSchema,
  loginPasswordSchema,
  nameSchema,
  otpCodeSchema,
  setPasswordSchema,
} from '@sanchay/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError, callApi, failureOf } from '../../app/api-client';
import { Button, OtpForm } from '../../ui';

/** One account of a mobile (multipleUsers). */
export interface MobileUser {
  accountHandle: string;
  name: string;
  hasPassword: boolean;
}

/** The first message of a failed schema check, or null. */
export function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The catalogue message the server sent (429s included), or the generic one (the API client's failureOf). */
export function apiMessage(error: unknown): string {
  return failureOf(error).message;
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | null;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="signin-field">
      <label htmlFor={id} className="signin-field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="signin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="signin-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="signin-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Step 1: the mobile number; the server says which step follows. */
export function MobileStep({
  initialMobile,
  agentCode,
  onNext,
}: {
  initialMobile: string;
  agentCode: string | null;
  onNext: (mobile: string, result: { signinStep: 'userdetails' | 'password' | 'updatepassword' | 'multipleUsers'; users: MobileUser[] }) => void;
}) {
  const [mobile, setMobile] = useState(initialMobile);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = firstError(loginMobileSchema, mobile);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const result = await callApi(sessionRoutes.checkMobileNumber, {
        query: { mobile: mobile.trim(), ...(agentCode ? { agentCode } : {}) },
      });
      onNext(mobile.trim(), result);
    } catch (err) {
      setError(apiMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="signin-form">
      <Field label="Mobile number" error={error}>
        {(p) => (
          <input
            {...p}
            className="signin-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={mobile}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" variant="primary" block disabled={busy}>
        Continue
      </Button>
    </form>
  );
}

/** A known account with a password. */
export function PasswordStep({
  mobile,
  accountHandle,
  onSignedIn,
  onUseOtp,
}: {
  mobile: string;
  accountHandle?: string;
  onSignedIn: (result: LoginResult) => void;
  onUseOtp: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = firstError(loginPasswordSchema, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      onSignedIn(await callApi(sessionRoutes.userLogin, { body: { mobile, password, ...(accountHandle ? { accountHandle } : {}) } }));
    } catch (err) {
      setError(apiMessage(err));
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="signin-form">
      <p className="signin-form__context">Signing in as {mobile}</p>
      <Field label="Password" error={error}>
        {(p) => (
          <input
            {...p}
            className="signin-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" variant="primary" block disabled={busy}>
        Login
      </Button>
      <Button variant="ghost" block onClick={onUseOtp}>
        Login with OTP
      </Button>
    </form>
  );
}

/**
 * The OTP step (login, first password, or sign-up): the OTP was sent before this step shows. The
 * one OTP form of the app (ui/OtpForm): six boxes over one input with autocomplete one-time-code,
 * Verify disabled until all six digits are in (spec 3 §4 "Generic OTP dialog"), a refused code
 * cleared, a paste replacing the whole code, Resend after the countdown.
 */
export function OtpStep({
  mobile,
  purpose,
  accountHandle,
  resendAfterSeconds = OTP_RESEND_AFTER_SECONDS,
  onVerified,
}: {
  mobile: string;
  purpose: OtpPurpose;
  accountHandle?: string;
  resendAfterSeconds?: number;
  onVerified: (login: LoginResult | null) => void;
}) {
  const [first] = useState(() => ({ resendAfterSeconds }));
  return (
    <div className="signin-form">
      <OtpForm
        sent={first}
        heading={() => <p className="signin-form__context">We have sent a 6-digit OTP by SMS to {mobile}.</p>}
        texts={OTP_TEXTS}
        check={(otp) => firstError(otpCodeSchema, otp)}
        verifyWhenComplete
        sendOtp={() => callApi(sessionRoutes.sendOtp, { body: { mobile, purpose } })}
        verify={async (otp) => {
          try {
            const result = await callApi(sessionRoutes.verifyLoginOtp, {
              body: { mobile, otp, purpose, ...(accountHandle ? { accountHandle } : {}) },
            });
            onVerified(result.login);
            return null;
          } catch (err) {
            // A refused code (wrong, expired, too many tries) clears the boxes; a failed call keeps them.
            if (err instanceof ApiError && err.status >= 400 && err.status < 500) return apiMessage(err);
            throw err;
          }
        }}
        failureText={(err) => apiMessage(err)}
      />
    </div>
  );
}

const OTP_TEXTS = {
  submit: 'Verify OTP',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
  resent: 'A new OTP has been sent.',
};

/** A new user's name and e-mail (userdetails); the signup OTP is sent on continue. */
export function UserDetailsStep({
  mobile,
  onOtpSent,
}: {
  mobile: string;
  onOtpSent: (details: { name: string; email: string }, resendAfterSeconds: number) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name: string | null; email: string | null; form: string | null }>({
    name: null,
    email: null,
    form: null,
  });
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = { name: firstError(nameSchema, name), email: firstError(emailSchema, email), form: null };
    setErrors(next);
    if (next.name || next.email) return;
    setBusy(true);
    try {
      const sent = await callApi(sessionRoutes.sendOtp, { body: { mobile, purpose: 'signup' } });
      onOtpSent({ name: name.trim(), email: email.trim() }, sent.resendAfterSeconds);
    } catch (err) {
      setErrors({ name: null, email: null, form: apiMessage(err) });
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="signin-form">
      <p className="signin-form__context">New to Sanchay? Tell us your name and e-mail to create your account for {mobile}.</p>
      <Field label="Full name" error={errors.name}>
        {(p) => (
          <input {...p} className="signin-input" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        )}
      </Field>
      <Field label="E-mail" error={errors.email}>
        {(p) => (
          <input {...p} className="signin-input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </Field>
      <FormError message={errors.form} />
      <Button type="submit" variant="primary" block disabled={busy}>
        Send OTP
      </Button>
    </form>
  );
}

/** Several accounts share the mobile: pick one (names are masked by the server). */
export function MultipleUsersStep({ users, onPick }: { users: MobileUser[]; onPick: (user: MobileUser) => void }) {
  const [picked, setPicked] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="signin-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const user = users.find((u) => u.accountHandle === picked);
        if (!user) setError('Please choose an account');
        else onPick(user);
      }}
    >
      <fieldset className="signin-fieldset" aria-describedby={error ? 'signin-users-error' : undefined}>
        <legend className="signin-field__label">This mobile number has more than one account. Choose yours.</legend>
        {users.map((u) => (
          <label key={u.accountHandle} className="signin-choice">
            <input type="radio" name="signin-user" value={u.accountHandle} checked={picked === u.accountHandle} onChange={() => setPicked(u.accountHandle)} />
            {u.name}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="signin-users-error" className="signin-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block>
        Continue
      </Button>
    </form>
  );
}

/** The first password, after an OTP sign-in (updatepassword). */
export function SetPasswordStep({ onDone }: { onDone: () => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; confirmPassword?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = setPasswordSchema.safeParse({ newPassword, confirmPassword });
    if (!result.success) {
      const next: typeof errors = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as 'newPassword' | 'confirmPassword';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await callApi(sessionRoutes.updatePassword, { body: { newPassword, confirmPassword } });
      onDone();
    } catch (err) {
      // The server's own checks (a common password) name the field: show it there.
      const fieldError = err instanceof ApiError ? err.envelope?.fieldErrors?.newPassword : undefined;
      setErrors(fieldError ? { newPassword: fieldError } : { form: apiMessage(err) });
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="signin-form">
      <p className="signin-form__context">Set a password for your next sign-in.</p>
      <Field label="New password" error={errors.newPassword ?? null} hint="8 to 64 characters, with a letter and a number">
        {(p) => (
          <input {...p} className="signin-input" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} autoFocus />
        )}
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword ?? null}>
        {(p) => (
          <input {...p} className="signin-input" type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
        )}
      </Field>
      <FormError message={errors.form ?? null} />
      <Button type="submit" variant="primary" block disabled={busy}>
        Save password
      </Button>
    </form>
  );
}

