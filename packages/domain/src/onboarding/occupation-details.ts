import { z } from 'zod';
import { text } from '../validation/typeable-text';
import { aadhaarSchema, incomeSlabSchema, occupationTypeSchema } from './occupation';
import { onboardingMessages } from './onboarding-messages';
import { occupationNomineeOwnMessages as own } from './occupation-nominee-messages';

// Spec 2 §2 "/profile/occupation-nominee-details", §3 "Save profile payload", §5 "Occupation
// page": the step-4 fields other than the nominees (nomineesSchema needs the investor and today's
// date, so it is applied beside this one). Browser and server use the same schema.

const m = onboardingMessages.occupation;

export const occupationDetailsFields = {
  occupationType: occupationTypeSchema,
  incomeSlab: incomeSlabSchema,
  /** Twelve digits; only the last four are kept (see aadhaarLast4). */
  aadhar: aadhaarSchema,
  /** The id of a signature this investor uploaded (upload-signature). */
  signatureId: text({ required: m.signatureRequired })
    .trim()
    .min(1, m.signatureRequired),
  /**
   * The terms tick, which carries the FATCA self-declaration (docs/decisions/0018): it must be
   * ticked. Unticked, the page asks in the FATCA modal first.
   */
  termsAccepted: z.literal(true, { error: own.termsRequired }),
  /** The FATCA answer: "I am Compliant" (or the tick) is true, "Not Compliant" false. */
  fatcaCompliant: z.boolean({ error: own.fatcaRefused }),
  /** "Do you want to add Nominee Details?" */
  nomineeOptIn: z.boolean({ error: own.optInRequired }),
};

export const occupationDetailsSchema = z.object(occupationDetailsFields);
export type OccupationDetails = z.output<typeof occupationDetailsSchema>;
export type OccupationDetailsInput = z.input<typeof occupationDetailsSchema>;
