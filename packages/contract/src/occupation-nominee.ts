import { isCalendarDate, MAX_NOMINEES, messages, occupationDetailsFields, text } from '@sanchay/domain';
import { z } from 'zod';
import { profileView } from './onboarding';
import { stepUpOtpBody, stepUpOtpSent } from './profile';
import { defineRoute } from './route';

/**
 * Onboarding step 4 (spec 2 §2 "/profile/occupation-nominee-details", §3 "Save profile payload",
 * "Nominee"), the account-opening OTP (§4 "Occupation submit", §7 send-otp / verify-otp) and the
 * profile's nominee edit (§4 "Nominee edit", §7 update-nominee-details). Every route is for the
 * signed-in investor's own profile: none takes a ucc.
 *
 * The nominee rules need the investor (own name, PAN, Aadhaar) and today's IST date, so the
 * server applies the domain's nomineesSchema(investor, today) in the service, exactly as the
 * browser does; here a nominee is only shaped (strings), so that every message is the spec's.
 */

const loose = text().max(200).optional();

/** One nominee block as the form sends it (spec 2 §3 "Nominee"; DOB as YYYY-MM-DD). */
export const nomineeInput = z.object({
  nomineeName: loose,
  relationship: loose,
  nomineePercentage: loose,
  isNomineeMinor: z.boolean().optional(),
  /** Empty when not a minor; otherwise a real date (the service checks it against today). */
  nomineeDOB: text()
    .trim()
    .refine((dob) => dob === '' || isCalendarDate(dob), { error: messages.onboarding.nominee.dobRequired })
    .optional(),
  guardianName: loose,
  nomineeIdentityType: loose,
  nomineeIDNumber: loose,
  nomineeEmail: loose,
  nomineeMobile: loose,
  nomineeAddress: loose,
  nomineePincode: loose,
});
export type NomineeInputBody = z.input<typeof nomineeInput>;

const nomineeList = z.array(nomineeInput).max(MAX_NOMINEES);

/** Step 4's body: the occupation fields (domain rules) and the nominees (empty when opted out). */
export const occupationNomineeBody = z.object({ ...occupationDetailsFields, nomineeList });
export type OccupationNomineeBody = z.input<typeof occupationNomineeBody>;

/** The profile's Nominee tab: opt-in and the list that replaces the saved one. */
export const nomineeDetailsBody = z.object({
  nomineeOptIn: occupationDetailsFields.nomineeOptIn,
  nomineeList,
});
export type NomineeDetailsBody = z.input<typeof nomineeDetailsBody>;

/** Spec 2 §5 "OTP" (the same body as the profile's OTP). */
export const accountOtpBody = stepUpOtpBody;

export const accountOpened = z.object({
  ucc: z.string(),
  registeredWithBse: z.number().int(),
  /** Where the web goes next (spec 2 §4): the mandate step of checkout, for this ucc. */
  next: z.string(),
});
export type AccountOpened = z.infer<typeof accountOpened>;

export const occupationNomineeRoutes = {
  saveOccupationNominee: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/occupation-nominee-details',
    summary:
      "Step 4: occupation, income slab, Aadhaar (last 4 digits kept), the investor's own uploaded signature, terms with the FATCA answer, nominee opt-in and the nominee list replaced (spec 2 §5 rules); 403 once registeredWithBse is 3",
    tags: ['onboarding'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'signatureId', names: 'file' }] } },
    body: occupationNomineeBody,
    response: profileView,
  }),
  sendAccountOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/send-otp',
    summary:
      "Account opening: an OTP to the investor's own mobile (outbox), 5 minutes, 5 tries, resend after 30 s; 400 until steps 1, 2 and 4 are saved; 403 once opened",
    tags: ['onboarding'],
    access: 'signedIn',
    response: stepUpOtpSent,
  }),
  verifyAccountOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/verify-otp',
    summary:
      "Account opening: checks the OTP ('Invalid OTP.'), registers the client with the exchange and sets registeredWithBse to 3, once (a repeat answers the same)",
    tags: ['onboarding'],
    access: 'signedIn',
    body: accountOtpBody,
    response: accountOpened,
  }),
  updateNomineeDetails: defineRoute({
    method: 'POST',
    path: '/api/v1/profile/update-nominee-details',
    summary:
      "The profile's Nominee tab: opt-in and the nominee list replaced (spec 2 §5 rules); only when registeredWithBse is 3 and after a profile OTP in this session",
    tags: ['profile'],
    access: 'signedIn',
    body: nomineeDetailsBody,
    response: profileView,
  }),
};
