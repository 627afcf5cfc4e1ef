import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages, productMessages } from '../messages';
import {
  loginMobileSchema,
  loginPasswordSchema,
  newPasswordSchema,
  otpCodeSchema,
  otpLoginSchema,
  passwordLoginSchema,
  setPasswordSchema,
  signInMessages,
  signUpDetailsSchema,
} from './sign-in';

/** The parsed value, or the first error message with its field path. */
function check(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { ok: result.data };
  const issue = result.error.issues[0];
  return { error: issue?.message, path: issue?.path.join('.') };
}

describe('login (spec 1 §5)', () => {
  it('requires the mobile number and checks it', () => {
    expect(check(loginMobileSchema, '')).toMatchObject({ error: productMessages.validation.mobileRequired });
    expect(check(loginMobileSchema, '5123456789')).toMatchObject({ error: 'Please enter a valid mobile number' });
    expect(check(loginMobileSchema, ' 9000000001 ')).toEqual({ ok: '9000000001' });
  });

  it('requires the password and keeps it as typed', () => {
    expect(check(loginPasswordSchema, '')).toMatchObject({ error: productMessages.session.passwordRequired });
    expect(check(loginPasswordSchema, undefined)).toMatchObject({ error: productMessages.session.passwordRequired });
    expect(check(loginPasswordSchema, ' secret ')).toEqual({ ok: ' secret ' });
    expect(check(loginPasswordSchema, 'x'.repeat(129))).toMatchObject({ error: messages.session.incorrectPassword });
  });

  it('checks the password step as a whole', () => {
    expect(check(passwordLoginSchema, { mobile: '9000000001', password: 'Sanchay@123' })).toEqual({
      ok: { mobile: '9000000001', password: 'Sanchay@123' },
    });
    expect(check(passwordLoginSchema, { mobile: '9000000001' })).toMatchObject({
      error: productMessages.session.passwordRequired,
      path: 'password',
    });
  });
});

describe('OTP (spec 1 §5: exactly 6)', () => {
  it.each(['123456', ' 000001 '])('accepts %j', (code) => {
    expect(check(otpCodeSchema, code)).toEqual({ ok: code.trim() });
  });
  it.each(['12345', '1234567', '12345a', '', '12 456'])('rejects %j', (code) => {
    expect(check(otpCodeSchema, code)).toMatchObject({ error: productMessages.session.otpLength });
  });
  it('checks mobile and OTP together', () => {
    expect(check(otpLoginSchema, { mobile: '9000000001', otp: '12' })).toMatchObject({ path: 'otp' });
  });
});

describe('new password', () => {
  it('asks for 8 to 64 characters with a letter and a number', () => {
    expect(check(newPasswordSchema, '')).toMatchObject({ error: signInMessages.newPasswordRequired });
    expect(check(newPasswordSchema, 'abc1')).toMatchObject({ error: signInMessages.newPasswordLength });
    expect(check(newPasswordSchema, `a1${'x'.repeat(63)}`)).toMatchObject({ error: signInMessages.newPasswordLength });
    expect(check(newPasswordSchema, 'abcdefgh')).toMatchObject({ error: signInMessages.newPasswordLetterAndDigit });
    expect(check(newPasswordSchema, '12345678')).toMatchObject({ error: signInMessages.newPasswordLetterAndDigit });
    expect(check(newPasswordSchema, 'Sanchay@123')).toEqual({ ok: 'Sanchay@123' });
  });

  it("says 'Please enter same password' on the confirm field when they differ", () => {
    expect(check(setPasswordSchema, { newPassword: 'Sanchay@123', confirmPassword: 'Sanchay@124' })).toEqual({
      error: 'Please enter same password',
      path: 'confirmPassword',
    });
    expect(check(setPasswordSchema, { newPassword: 'Sanchay@123', confirmPassword: '' })).toMatchObject({
      error: signInMessages.confirmPasswordRequired,
      path: 'confirmPassword',
    });
    expect(check(setPasswordSchema, { newPassword: 'Sanchay@123', confirmPassword: 'Sanchay@123' })).toEqual({
      ok: { newPassword: 'Sanchay@123', confirmPassword: 'Sanchay@123' },
    });
  });
});

describe('new user details (spec 1 §5)', () => {
  it('checks name, e-mail and mobile with the spec messages', () => {
    const good = { name: 'Asha Verma', email: 'asha@example.com', mobile: '9876543210' };
    expect(check(signUpDetailsSchema, good)).toEqual({ ok: good });
    expect(check(signUpDetailsSchema, { ...good, name: 'Asha 2' })).toMatchObject({ error: 'Please enter a valid name' });
    expect(check(signUpDetailsSchema, { ...good, email: 'asha@example.C' })).toMatchObject({
      error: 'Please enter a valid email',
    });
    expect(check(signUpDetailsSchema, { ...good, mobile: '12345' })).toMatchObject({
      error: 'Please enter a valid mobile number',
    });
  });
});
