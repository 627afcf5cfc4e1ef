import { z } from 'zod';
import { messages, productMessages } from '../messages';
import { emailAddress, mobileNumber, personName } from './contact-fields';
import { text } from './typeable-text';

// The sign-in dialog's rules (spec 1 §5 "Login"): mobile is required; password is required; the
// OTP is exactly 6 characters (digits); the confirm password must equal the new one ('Please
// enter same password'). The browser checks with these for comfort, the server with the same
// schemas for real (DESIGN.md "Security model").

/** Our own wording where spec 1 is silent (the new-password policy). */
export const signInMessages = {
  passwordRequired: productMessages.session.passwordRequired,
  otpLength: productMessages.session.otpLength,
  newPasswordRequired: 'Please enter a new password',
  newPasswordLength: 'Your password must be 8 to 64 characters long',
  newPasswordLetterAndDigit: 'Your password must contain at least one letter and one number',
  /** The server's check against a list of breached and common passwords (OWASP ASVS 2.1.7). */
  newPasswordCommon: 'This password is too common and easy to guess. Please choose another',
  confirmPasswordRequired: 'Please confirm your password',
} as const;

/** The sign-in OTP's length (spec 1 §5). */
export const OTP_LENGTH = 6;
/** A new password: 8 to 64 characters (NIST SP 800-63B length), a letter and a number. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** A password typed at login is never longer than this (a longer one cannot be right). */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;

/** The mobile number of the dialog's first step. */
export const loginMobileSchema = mobileNumber();

/** The password typed at login: required, never trimmed (spaces are part of a password). */
export const loginPasswordSchema = text({ required: signInMessages.passwordRequired })
  .min(1, { error: signInMessages.passwordRequired, abort: true })
  .max(LOGIN_PASSWORD_MAX_LENGTH, messages.session.incorrectPassword);

/** Exactly 6 digits (white space around them is dropped). */
export const otpCodeSchema = z
  .string({ error: signInMessages.otpLength })
  .trim()
  .regex(/^\d{6}$/, signInMessages.otpLength);

/** A new password (first password after an OTP, or a reset). */
export const newPasswordSchema = text({ required: signInMessages.newPasswordRequired })
  .min(1, { error: signInMessages.newPasswordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: signInMessages.newPasswordLength, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: signInMessages.newPasswordLength, abort: true })
  .regex(/\p{L}/u, signInMessages.newPasswordLetterAndDigit)
  .regex(/\p{N}/u, signInMessages.newPasswordLetterAndDigit);

/** The password step: mobile and password. */
export const passwordLoginFields = {
  mobile: loginMobileSchema,
  password: loginPasswordSchema,
};
export const passwordLoginSchema = z.object(passwordLoginFields);

/** The OTP step: mobile and the 6-digit code. */
export const otpLoginFields = {
  mobile: loginMobileSchema,
  otp: otpCodeSchema,
};
export const otpLoginSchema = z.object(otpLoginFields);

/**
 * The confirmpassword / updatepassword step: a new password typed twice. The mismatch message
 * sits on confirmPassword, the field the person is looking at.
 */
export const setPasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: text({ required: signInMessages.confirmPasswordRequired })
      .min(1, { error: signInMessages.confirmPasswordRequired, abort: true }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: messages.session.passwordMismatch,
  });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** The userdetails step of a new user: name, e-mail and mobile (spec 1 §5 field rules). */
export const signUpDetailsSchema = z.object({
  name: personName(),
  email: emailAddress(),
  mobile: loginMobileSchema,
});
export type SignUpDetails = z.infer<typeof signUpDetailsSchema>;
