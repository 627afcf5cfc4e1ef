import { z } from 'zod';
import { Decimal } from '../money';
import { isBirthDate } from '../validation/calendar-date';
import { EMAIL, MOBILE_NUMBER } from '../validation/contact-fields';
import { text } from '../validation/typeable-text';
import { onboardingMessages, onboardingOwnMessages } from './onboarding-messages';
import { PAN } from './pan';
import { ADDRESS_MAX_LENGTH, ADULT_AGE, addressSchema, hasTurned, pincodeSchema } from './personal-details';

// Spec 2 §5 "Nominee": up to three nominees whose shares add up to 100%, none of them the
// investor, none sharing a name or an ID of the same type, minors with a guardian.

const m = onboardingMessages.nominee;
const personal = onboardingMessages.personal;

export const MAX_NOMINEES = 3;
export const NOMINEE_EMAIL_MAX_LENGTH = 120;
export const NOMINEE_ID_MAX_LENGTH = 30;

/** Spec 1 §3, spec 2 §3: relationship codes. */
export const nomineeRelationships = {
  '01': 'Aunt', '02': 'Brother-in-Law', '03': 'Brother', '04': 'Daughter', '05': 'Daughter-in-Law',
  '06': 'Father', '07': 'Father-in-Law', '08': 'Grand Daughter', '09': 'Grand Father', '10': 'Grand Mother',
  '11': 'Grand Son', '12': 'Mother-in-Law', '13': 'Mother', '14': 'Nephew', '15': 'Niece', '16': 'Sister',
  '17': 'Sister-in-Law', '18': 'Son', '19': 'Son-in-Law', '20': 'Spouse', '21': 'Uncle', '22': 'Others',
} as const;
export type NomineeRelationship = keyof typeof nomineeRelationships;

/** Spec 2 §3: 1 PAN, 2 the last 4 digits of Aadhaar, 3 driving licence. */
export const nomineeIdentityTypes = { '1': 'PAN', '2': 'Aadhaar (last 4 digits)', '3': 'Driving License' } as const;
export type NomineeIdentityType = keyof typeof nomineeIdentityTypes;

const ID_FORMATS: Record<NomineeIdentityType, { pattern: RegExp; message: string }> = {
  '1': { pattern: PAN, message: m.panInvalid },
  '2': { pattern: /^[0-9]{4}$/, message: m.aadhaarLast4 },
  // Two letters (the state), two digits (the RTO), an optional space, eleven digits.
  '3': { pattern: /^[A-Z]{2}[0-9]{2} ?[0-9]{11}$/, message: m.drivingLicenseInvalid },
};

/** Letters and single spaces (spec 2 §5: "letters and spaces only"). */
const LETTERS_AND_SPACES = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
/** 1 to 100 with at most two decimals. */
const PERCENTAGE = /^(?:100(?:\.0{1,2})?|[1-9][0-9]?(?:\.[0-9]{1,2})?)$/;

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

function nomineeSchema(today: string) {
  return z
    .object({
      nomineeName: text({ required: m.nameRequired })
        .trim()
        .overwrite((v) => v.replace(/\s+/g, ' '))
        .min(1, { error: m.nameRequired, abort: true })
        .max(100, m.nameInvalid)
        .regex(LETTERS_AND_SPACES, m.nameInvalid),
      relationship: z.enum(Object.keys(nomineeRelationships) as [NomineeRelationship, ...NomineeRelationship[]], {
        error: m.relationshipRequired,
      }),
      nomineePercentage: text({ required: m.percentageRequired })
        .trim()
        .min(1, { error: m.percentageRequired, abort: true })
        .regex(PERCENTAGE, m.percentageInvalid),
      isNomineeMinor: z.boolean().default(false),
      // A DOB sent for an adult nominee is not kept, but it must still be a real date of birth.
      nomineeDOB: text()
        .trim()
        .refine((dob) => dob === '' || isBirthDate(dob, today), { error: m.dobRequired })
        .optional(),
      guardianName: text().trim().optional(),
      nomineeIdentityType: z.enum(['1', '2', '3'], { error: m.identityTypeRequired }),
      nomineeIDNumber: text({ required: m.idNumberRequired })
        .trim()
        .toUpperCase()
        .min(1, { error: m.idNumberRequired, abort: true })
        .max(NOMINEE_ID_MAX_LENGTH, m.idNumberTooLong),
      nomineeEmail: text({ required: personal.emailRequired })
        .trim()
        .min(1, { error: personal.emailRequired, abort: true })
        .max(NOMINEE_EMAIL_MAX_LENGTH, { error: m.emailTooLong, abort: true })
        .regex(EMAIL, personal.emailInvalid),
      nomineeMobile: text({ required: m.mobileRequired })
        .trim()
        .min(1, { error: m.mobileRequired, abort: true })
        .regex(MOBILE_NUMBER, m.mobileInvalid),
      nomineeAddress: addressSchema,
      nomineePincode: pincodeSchema,
    })
    .superRefine((n, ctx) => {
      const format = ID_FORMATS[n.nomineeIdentityType];
      if (!format.pattern.test(n.nomineeIDNumber)) {
        ctx.addIssue({ code: 'custom', path: ['nomineeIDNumber'], message: format.message });
      }
      if (!n.isNomineeMinor) return;
      // A minor nominee: born within the last 18 years, not in the future, with a guardian.
      const dob = n.nomineeDOB ?? '';
      if (!isBirthDate(dob, today) || hasTurned(dob, ADULT_AGE, today)) {
        ctx.addIssue({ code: 'custom', path: ['nomineeDOB'], message: m.dobRequired });
      }
      const guardian = n.guardianName ?? '';
      if (guardian === '') ctx.addIssue({ code: 'custom', path: ['guardianName'], message: m.guardianRequired });
      else if (!LETTERS_AND_SPACES.test(guardian) || guardian.length > 100) {
        ctx.addIssue({ code: 'custom', path: ['guardianName'], message: m.guardianInvalid });
      }
    })
    .transform((n) =>
      n.isNomineeMinor ? n : { ...n, nomineeDOB: undefined, guardianName: undefined },
    );
}
export type Nominee = z.output<ReturnType<typeof nomineeSchema>>;
export type NomineeInput = z.input<ReturnType<typeof nomineeSchema>>;

/** Who the nominees are checked against: the investor's own name, PAN and Aadhaar. */
export interface NominatingInvestor {
  name: string;
  /** Other spellings of the investor's name (the name on the KYC record): none may be nominated either. */
  otherNames?: readonly string[];
  pan: string | null;
  /** The last 4 digits of the investor's Aadhaar, when known. */
  aadhaarLast4: string | null;
}

/**
 * The nominee list of onboarding step 4 and the profile's Nominee tab. Messages sit on the field
 * they are about (`[i, field]`); the 100% total sits on the first nominee's percentage.
 * `today` is the IST date of the request (for the minors' dates of birth).
 */
export function nomineesSchema(investor: NominatingInvestor, today: string) {
  return z
    .array(nomineeSchema(today))
    .max(MAX_NOMINEES, onboardingOwnMessages.tooManyNominees)
    .superRefine((list, ctx) => {
      list.forEach((n, i) => {
        if ([investor.name, ...(investor.otherNames ?? [])].some((own) => sameName(n.nomineeName, own))) {
          ctx.addIssue({ code: 'custom', path: [i, 'nomineeName'], message: m.notYourself });
        } else if (list.slice(0, i).some((earlier) => sameName(earlier.nomineeName, n.nomineeName))) {
          ctx.addIssue({ code: 'custom', path: [i, 'nomineeName'], message: m.namesUnique });
        }
        if (n.nomineeIdentityType === '1' && investor.pan && n.nomineeIDNumber === investor.pan.toUpperCase()) {
          ctx.addIssue({ code: 'custom', path: [i, 'nomineeIDNumber'], message: m.ownPan });
        } else if (n.nomineeIdentityType === '2' && investor.aadhaarLast4 && n.nomineeIDNumber === investor.aadhaarLast4) {
          ctx.addIssue({ code: 'custom', path: [i, 'nomineeIDNumber'], message: m.ownAadhaar });
        } else if (
          list.slice(0, i).some((earlier) => earlier.nomineeIdentityType === n.nomineeIdentityType && earlier.nomineeIDNumber === n.nomineeIDNumber)
        ) {
          ctx.addIssue({ code: 'custom', path: [i, 'nomineeIDNumber'], message: m.idRepeated });
        }
      });
      if (list.length > 0 && !totalIsHundred(list.map((n) => n.nomineePercentage))) {
        ctx.addIssue({ code: 'custom', path: [0, 'nomineePercentage'], message: m.totalNot100 });
      }
    });
}

/** The shares add up to exactly 100.00 (two decimals; 33.33 + 33.33 + 33.33 does not). */
export function totalIsHundred(percentages: readonly string[]): boolean {
  try {
    return percentages.reduce((sum, p) => sum.plus(new Decimal(p)), new Decimal(0)).eq(100);
  } catch {
    return false;
  }
}

export { ADDRESS_MAX_LENGTH as NOMINEE_ADDRESS_MAX_LENGTH };
