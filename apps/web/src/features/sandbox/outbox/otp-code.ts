/**
 * The one-time code of a message, when it carries one: a 6-digit number in a message whose kind
 * is an OTP ('login-otp', 'signup-otp', …) or whose text speaks of an OTP.
 */
export function otpCodeOf(message: { kind: string; body: string }): string | null {
  const looksLikeOtp = /otp$/i.test(message.kind) || /\b(otp|one[- ]time)\b/i.test(message.body);
  if (!looksLikeOtp) return null;
  return /(?<!\d)(\d{6})(?!\d)/.exec(message.body)?.[1] ?? null;
}
