import { z } from 'zod';
import { onboardingMessages } from './onboarding-messages';

/** Five letters, four digits, a letter (spec 2 §5 "PAN"), after upper-casing. */
export const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The KYC page's PAN: required, trimmed, upper-cased, then the format. */
export const panSchema = z
  .string({ error: onboardingMessages.pan.required })
  .trim()
  .toUpperCase()
  .min(1, { error: onboardingMessages.pan.required, abort: true })
  .regex(PAN, onboardingMessages.pan.invalid);

/** ABCDE1234F → XXXXX1234X: the duplicate-PAN panel shows only the digits (spec 2 §2). */
export function maskPan(pan: string): string {
  return pan.replace(/[A-Za-z]/g, 'X');
}
