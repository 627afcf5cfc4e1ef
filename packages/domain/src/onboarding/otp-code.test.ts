import { describe, expect, it } from 'vitest';
import { onboardingMessages } from './onboarding-messages';
import { profileOtpSchema } from './otp-code';

const errorOf = (value: unknown) => {
  const parsed = profileOtpSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('profileOtpSchema (spec 2 §5 OTP)', () => {
  it('accepts six digits, trimmed', () => {
    expect(profileOtpSchema.parse(' 042519 ')).toBe('042519');
  });
  it.each(['', '   ', undefined])('an empty code %j: "Please enter OTP."', (value) => {
    expect(errorOf(value)).toBe(onboardingMessages.otp.required);
  });
  it.each(['12345', '1234567', '12a456', '12 456'])('%j: "Please enter a valid 6-digit OTP."', (value) => {
    expect(errorOf(value)).toBe(onboardingMessages.otp.length);
  });
});
