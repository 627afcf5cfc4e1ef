import {
  addressSchema,
  calendarDate,
  messages,
  declarationFlagSchema,
  genderSchema,
  incomeSlabs,
  kycStatuses,
  nomineeIdentityTypes,
  panSchema,
  pincodeSchema,
  profileEmailSchema,
  type IncomeSlab,
  type NomineeIdentityType,
  text,
} from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';
import { decimalString, isoDate } from './wire';

/**
 * Onboarding (spec 2 §2, §4, §7): the KYC check by PAN, opening the account, the e-KYC redirect
 * and its callback, the investor profile, and step 1 (personal details). Every route is for the
 * signed-in investor's own profile only (401 signed out); none takes a ucc, so none can reach
 * another investor's. The PAN travels in bodies, never in a URL (URLs end up in logs).
 */

export const kycStatus = z.enum(kycStatuses);

/** Spec 2 §3 "KYC details". */
export const kycDetails = z.object({
  status: kycStatus,
  rawStatus: z.string(),
  kycName: z.string().nullable(),
  error: z.string().nullable(),
  /** Duplicate PAN: the other account's mobile, masked (98XXXXXX10). */
  duplicateMobNo: z.string().nullable(),
  /** Masked (XXXXX1234X) for a duplicate PAN. */
  pan: z.string(),
});
export type KycDetailsView = z.infer<typeof kycDetails>;

export const panBody = z.object({ pan: panSchema });

/** Spec 2 §3 "Bank account", as the profile view lists it. */
export const bankAccountView = z.object({
  bankName: z.string(),
  bankAccountNumber: z.string(),
  ifscCode: z.string(),
  bankAccountType: z.enum(['Savings', 'Current']),
  branchName: z.string().nullable(),
  defaultBankFlag: z.enum(['Y', 'N']),
  cancelledChequeURL: z.string().nullable(),
  cancelledChequeId: z.string().nullable(),
  isVerified: z.boolean(),
  accountHolderName: z.string().nullable(),
  /** 1 to 3: the exchange's slot; 1 is the first account. */
  accountSequence: z.number().int().min(1).max(3),
  /** 0 to 2: the slot as an index. */
  originalIndex: z.number().int().min(0).max(2),
});
export type BankAccountView = z.infer<typeof bankAccountView>;

/** Spec 2 §3 "Nominee", as the profile view lists it. */
export const nomineeView = z.object({
  nomineeName: z.string(),
  relationship: z.string(),
  nomineePercentage: decimalString,
  isNomineeMinor: z.enum(['true', 'false']),
  nomineeDOB: isoDate.nullable(),
  guardianName: z.string().nullable(),
  nomineeIdentityType: z.enum(Object.keys(nomineeIdentityTypes) as [NomineeIdentityType, ...NomineeIdentityType[]]),
  nomineeIDNumber: z.string(),
  nomineeEmail: z.string(),
  nomineeMobile: z.string(),
  nomineeAddress: z.string(),
  nomineePincode: z.string(),
});
export type NomineeView = z.infer<typeof nomineeView>;

/** Spec 2 §3 "Profile view": the signed-in investor's profile (nulls until each step fills them). */
export const profileView = z.object({
  /** The exchange client code; null until the account is opened (Create My Account / Do KYC). */
  ucc: z.string().nullable(),
  name: z.string(),
  /** The name on the KYC record. */
  kycName: z.string().nullable(),
  primaryMobile: z.string(),
  gender: z.enum(['M', 'F', 'O']).nullable(),
  dob: isoDate.nullable(),
  pan: z.string().nullable(),
  panStatus: kycStatus.nullable(),
  /** Holding type code: '01' individual, '02' minor. */
  taxStatus: z.string(),
  /** Masked: XXXX XXXX 1234 (only the last four digits are kept). */
  aadhar: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  emailDeclarationFlag: z.string(),
  mobileDeclarationFlag: z.string(),
  /** 3 = onboarded with the exchange: onboarding pages no longer edit (spec 2 §4). */
  registeredWithBse: z.number().int(),
  /** Step 1 has been saved. */
  personalDetailsSaved: z.boolean(),
  fatcaCompliant: z.boolean().nullable(),
  optIn: z.boolean().nullable(),
  occupation: z.string().nullable(),
  occupationType: z.enum(['S', 'B', 'O']).nullable(),
  incomeSlab: z.enum(Object.keys(incomeSlabs) as [IncomeSlab, ...IncomeSlab[]]).nullable(),
  signatureURL: z.string().nullable(),
  nomineeList: z.array(nomineeView),
  userBankDetailsList: z.array(bankAccountView),
});
export type ProfileView = z.infer<typeof profileView>;

/**
 * Step 1's body. The date of birth's 18+ rule needs today's IST date, so the server applies the
 * domain's personalDetailsSchema(today) in the service; here it must be a date.
 */
export const personalDetailsBody = z.object({
  gender: genderSchema,
  dob: calendarDate({ message: messages.onboarding.personal.dobAdult }),
  email: profileEmailSchema,
  emailDeclarationFlag: declarationFlagSchema,
  mobileDeclarationFlag: declarationFlagSchema,
  address: addressSchema,
  pincode: pincodeSchema,
});
export type PersonalDetailsBody = z.input<typeof personalDetailsBody>;

export const ekycStartView = z.object({
  /** The provider's page, opened in a new tab (spec 2 §4 "Do KYC"). */
  url: z.string(),
  requestId: z.string(),
});

export const onboardingRoutes = {
  checkKycStatus: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/check-kyc-status',
    summary: "The KYC status of a PAN (spec 2 §4); a PAN on another investor's profile is KYC_DUPLICATE_PAN_STATUS; 429 after 10 checks an hour",
    tags: ['onboarding'],
    access: 'signedIn',
    body: panBody,
    response: kycDetails,
  }),
  createAccount: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/create-account',
    summary: 'Create My Account / Continue: saves the PAN and its KYC status on the profile (a ucc on first save); unchanged once registeredWithBse is 3',
    tags: ['onboarding'],
    access: 'signedIn',
    body: panBody,
    response: profileView,
  }),
  requestKyc: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/request-kyc',
    summary: 'Do KYC Process: saves the profile and starts an e-KYC with the provider; answers its page',
    tags: ['onboarding'],
    access: 'signedIn',
    body: panBody,
    response: ekycStartView,
  }),
  completeEkyc: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/signzy-auto-populate',
    summary: "The e-KYC callback: fills the profile from the provider's answer (address cut to 40, occupation S/B/O), once; only the investor who started it",
    tags: ['onboarding'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'requestId', names: 'ekycRequest' }] } },
    body: z.object({ requestId: text().trim().min(8).max(100) }),
    response: profileView,
  }),
  getProfile: defineRoute({
    method: 'GET',
    path: '/api/v1/onboarding/profile',
    summary: "The signed-in investor's profile view (spec 2 §3)",
    tags: ['onboarding'],
    access: 'signedIn',
    response: profileView,
  }),
  savePersonalDetails: defineRoute({
    method: 'POST',
    path: '/api/v1/onboarding/personal-details',
    summary: 'Step 1: gender, date of birth (18+), e-mail, declaration flags, address, pincode (must exist); 403 once registeredWithBse is 3',
    tags: ['onboarding'],
    access: 'signedIn',
    body: personalDetailsBody,
    response: profileView,
  }),
};
