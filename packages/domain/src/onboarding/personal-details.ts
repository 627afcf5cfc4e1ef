import { z } from 'zod';
import { shiftIsoDate } from '../ist-date';
import { isBirthDate } from '../validation/calendar-date';
import { EMAIL, EMAIL_MAX_LENGTH } from '../validation/contact-fields';
import { text } from '../validation/typeable-text';
import { onboardingMessages } from './onboarding-messages';

// Spec 2 §5 "Personal details" (onboarding step 1 and the profile's Personal tab).

const m = onboardingMessages.personal;

/** Spec 2 §3 "Declaration flags": whose mobile / e-mail it is. Default SE. */
export const declarationFlags = {
  SE: 'Self',
  SP: 'Spouse',
  DC: 'Dependent Children',
  DS: 'Dependent Siblings',
  DP: 'Dependent Parents',
  GD: 'Guardian',
  PM: 'PMS',
  CD: 'Custodian',
  PO: 'POA',
} as const;
export type DeclarationFlag = keyof typeof declarationFlags;
export const DEFAULT_DECLARATION_FLAG: DeclarationFlag = 'SE';

export const genders = { M: 'Male', F: 'Female', O: 'Other' } as const;
export type Gender = keyof typeof genders;

export const ADULT_AGE = 18;
/** Spec 2 §5, §9: the address is at most 40 characters (the exchange's field length). */
export const ADDRESS_MAX_LENGTH = 40;
export const PINCODE = /^[1-9][0-9]{5}$/;

/**
 * True when a person born on `dob` is `years` old or more on `today` (both YYYY-MM-DD, IST).
 * A 29 February birthday counts on 28 February in common years (shiftIsoDate clamps).
 */
export function hasTurned(dob: string, years: number, today: string): boolean {
  return shiftIsoDate(dob, { years }) <= today;
}

/**
 * Cuts an address to the 40 characters the exchange takes (onboarding and e-KYC auto-populate),
 * without the space a cut between two words leaves at the end.
 */
export function trimAddress(address: string): string {
  return address.trim().slice(0, ADDRESS_MAX_LENGTH).trimEnd();
}

export const declarationFlagSchema = z.enum(Object.keys(declarationFlags) as [DeclarationFlag, ...DeclarationFlag[]], {
  error: m.declarationRequired,
});

export const genderSchema = z.enum(Object.keys(genders) as [Gender, ...Gender[]], { error: m.genderRequired });

/**
 * An investor's date of birth: a real date of birth (the shared bounds: from 1900, not in the
 * future), 18 or more years before `today` (IST). One message, the spec's, for all of it.
 */
export function adultDateOfBirthSchema(today: string) {
  return z
    .string({ error: m.dobAdult })
    .trim()
    .refine((dob) => isBirthDate(dob, today), { error: m.dobAdult, abort: true })
    .refine((dob) => hasTurned(dob, ADULT_AGE, today), { error: m.dobAdult });
}

export const profileEmailSchema = text({ required: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, m.emailInvalid)
  .regex(EMAIL, m.emailInvalid);

export const addressSchema = text({ required: m.addressRequired })
  .trim()
  .min(1, { error: m.addressRequired, abort: true })
  .max(ADDRESS_MAX_LENGTH, m.addressTooLong);

/** Six digits, not starting with 0 (India Post). Existence is checked against the pincode data. */
export const pincodeSchema = text({ required: m.pincodeRequired })
  .trim()
  .min(1, { error: m.pincodeRequired, abort: true })
  .regex(PINCODE, m.pincodeInvalid);

/** Onboarding step 1 and the profile's personal edit; `today` is the IST date of the request. */
export function personalDetailsSchema(today: string) {
  return z.object({
    gender: genderSchema,
    dob: adultDateOfBirthSchema(today),
    email: profileEmailSchema,
    emailDeclarationFlag: declarationFlagSchema,
    mobileDeclarationFlag: declarationFlagSchema,
    address: addressSchema,
    pincode: pincodeSchema,
  });
}
export type PersonalDetails = z.infer<ReturnType<typeof personalDetailsSchema>>;

/**
 * The profile area's Personal tab (spec 2 §4 "Profile personal edit", §6): only e-mail, address
 * and pincode can change once onboarded; name, mobile, gender, DOB, PAN and tax status cannot.
 * Strict, so a request that tries to change anything else is refused rather than half-applied.
 */
export const profilePersonalEditSchema = z
  .object({
    email: profileEmailSchema,
    address: addressSchema,
    pincode: pincodeSchema,
  })
  .strict();
export type ProfilePersonalEdit = z.infer<typeof profilePersonalEditSchema>;
