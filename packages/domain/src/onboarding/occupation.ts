import { z } from 'zod';
import { onboardingMessages, onboardingOwnMessages } from './onboarding-messages';

// Spec 2 §3 "Occupation codes", "Income slab", §5 "Occupation page".

const m = onboardingMessages.occupation;

export const occupationTypes = { S: 'Service', B: 'Business', O: 'Others' } as const;
export type OccupationType = keyof typeof occupationTypes;

/** The server's many spellings of an occupation (spec 2 §3), to the form's S, B or O. */
const OCCUPATION_CODES: Record<string, OccupationType> = {
  '01': 'S', '02': 'S', '04': 'S', '10': 'S', S: 'S', SERVICE: 'S',
  '11': 'B', '03': 'B', B: 'B', BUSINESS: 'B',
  '99': 'O', '12': 'O', '06': 'O', '07': 'O', '08': 'O', O: 'O', OTHERS: 'O',
};

/** Null for a code the spec does not list. */
export function occupationTypeOf(code: string | null | undefined): OccupationType | null {
  if (code == null) return null;
  return OCCUPATION_CODES[code.trim().toUpperCase()] ?? null;
}

/** Spec 2 §3: the six income slabs, keyed by our value, with the label the form shows. */
export const incomeSlabs = {
  BELOW_1L: 'Below 1 Lakh',
  '1L_5L': 'Between 1 and 5 lakhs',
  '5L_10L': '5-10 lakhs',
  '10L_25L': '10-25 lakhs',
  '25L_1CR': '25 lakhs to 1 cr',
  ABOVE_1CR: 'Above 1 cr',
} as const;
export type IncomeSlab = keyof typeof incomeSlabs;

/** Twelve digits, optionally in groups of four split by one hyphen or space (spec 2 §5). */
export const AADHAAR = /^[0-9]{4}([ -]?)[0-9]{4}\1[0-9]{4}$/;

export const aadhaarSchema = z
  .string({ error: m.aadhaarInvalid })
  .trim()
  .regex(AADHAAR, m.aadhaarInvalid)
  .transform((v) => v.replace(/[ -]/g, ''));

/** The last four digits: all that is kept to compare with a nominee's Aadhaar (spec 2 §5). */
export const aadhaarLast4 = (aadhaar: string) => aadhaar.replace(/[^0-9]/g, '').slice(-4);

export const occupationTypeSchema = z.enum(['S', 'B', 'O'], { error: m.occupationRequired });
export const incomeSlabSchema = z.enum(Object.keys(incomeSlabs) as [IncomeSlab, ...IncomeSlab[]], {
  error: onboardingOwnMessages.incomeSlabRequired,
});
