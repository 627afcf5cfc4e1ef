import { accountNumberSchema, bankAccountTypeSchema, bankNameSchema, ifscSchema, text } from '@sanchay/domain';
import { z } from 'zod';
import { bankAccountView } from './onboarding';
import { stepUpOtpBody, stepUpOtpSent, stepUpOtpVerified } from './profile';
import { defineRoute } from './route';

/**
 * Bank accounts (spec 2 §2 "/profile/bank-details", "Profile area → Bank info", §4 "Bank add",
 * "Bank edit and delete", §7 bank calls): the penny drop, add, and the OTP-gated edit and delete.
 * Every route is for the signed-in investor's own accounts; an account is named by its
 * accountSequence (1 to 3) within the caller's own profile, never by an id another investor could
 * guess. A verification is remembered by the server and named by its id in the save, so a client
 * cannot claim a verification (or a name) the bank did not give.
 */

/** Spec 2 §4: the onboarding form and the profile's Bank tab word some rules differently. */
export const bankFormKind = z.enum(['onboarding', 'profile']);

/** Spec 2 §4: serverDown lets an add go on but fails an edit. */
export const bankVerificationPurpose = z.enum(['add', 'edit']);

export const bankVerificationBody = z.object({
  bankAccountNumber: accountNumberSchema('onboarding'),
  ifscCode: ifscSchema,
  purpose: bankVerificationPurpose,
});
export type BankVerificationBody = z.input<typeof bankVerificationBody>;

/** The domain's bankVerificationOutcome kinds. */
export const bankVerificationKind = z.enum(['verified', 'nameMismatch', 'failed', 'unavailable', 'down']);
export type BankVerificationKind = z.infer<typeof bankVerificationKind>;

/**
 * Spec 2 §3 "Bank verification response" (singzyResponse, userNameFromSignzy, loggedInUserName,
 * isVerified) plus what the dialogs need. Every party answer is a 200: the web picks the modal.
 */
export const bankVerificationResult = z.object({
  /** Names this verification in the save (valid 30 minutes, once). Null when nothing may be saved. */
  verificationId: z.string().nullable(),
  outcome: bankVerificationKind,
  /** The save may follow (verified; serverDown on add; name mismatch only with continueAnyway). */
  mayProceed: z.boolean(),
  message: z.string(),
  isVerified: z.boolean(),
  userNameFromSignzy: z.string().nullable(),
  loggedInUserName: z.string(),
});
export type BankVerificationResult = z.infer<typeof bankVerificationResult>;

const accountFields = {
  bankName: bankNameSchema('onboarding'),
  bankAccountNumber: accountNumberSchema('onboarding'),
  ifscCode: ifscSchema,
  bankAccountType: bankAccountTypeSchema,
  /** Set as primary: the others become N (spec 2 §4). The first account is primary anyway. */
  defaultBankFlag: z.boolean().default(false),
  /** An uploaded cheque of the caller's own (upload-cancelled-cheque-v2); required for the primary account. */
  cancelledChequeId: text().max(64).nullable().default(null),
  verificationId: text().max(64),
  /** The investor chose Continue Anyway on "Bank Account Name Doesn't Match PAN". */
  continueAnyway: z.boolean().default(false),
};

export const saveBankAccountBody = z.object(accountFields);
export type SaveBankAccountBody = z.input<typeof saveBankAccountBody>;

export const accountSequence = z.number().int().min(1).max(3);

export const editBankAccountBody = z.object({ accountSequence, ...accountFields });
export type EditBankAccountBody = z.input<typeof editBankAccountBody>;

export const deleteBankAccountBody = z.object({ accountSequence });

/** The accounts after a change, and the spec's success line. */
export const bankAccountsChanged = z.object({
  message: z.string(),
  userBankDetailsList: z.array(bankAccountView),
});
export type BankAccountsChanged = z.infer<typeof bankAccountsChanged>;

/** The bank feature's errorEnum values (beside the shared ones and SessionErrorEnum's OTP_*). */
export const BankErrorEnum = {
  /** The exchange refused the modification (101, 102, 103, 105 or another code): message says which. */
  BANK_MODIFICATION_REFUSED: 'BANK_MODIFICATION_REFUSED',
  /** 101 naming an approved mandate: the web opens the mandate-conflict dialog. */
  BANK_MANDATE_CONFLICT: 'BANK_MANDATE_CONFLICT',
  /** An active mandate runs on this account (the mandates feature will say; spec 2 §2 warning). */
  BANK_ACTIVE_MANDATE: 'BANK_ACTIVE_MANDATE',
  /** The primary account cannot be deleted: assign another first. */
  BANK_PRIMARY_NOT_DELETABLE: 'BANK_PRIMARY_NOT_DELETABLE',
  /** The verification named is missing, used, too old, or for other details: verify again. */
  BANK_VERIFICATION_REQUIRED: 'BANK_VERIFICATION_REQUIRED',
} as const;

export const bankAccountRoutes = {
  verifyBankAccount: defineRoute({
    method: 'POST',
    path: '/api/v1/bank-accounts/bank-account-verification',
    summary: 'Penny drop (₹1, reversed): the holder name compared with the name on the PAN; serverDown lets an add proceed, fails an edit',
    tags: ['bank-accounts'],
    access: 'signedIn',
    body: bankVerificationBody,
    response: bankVerificationResult,
  }),
  saveBankAccount: defineRoute({
    method: 'POST',
    path: '/api/v1/bank-accounts/save-bank-account-details',
    summary: 'Adds an account (≤ 3, no duplicates, cheque for the primary, first is primary); the exchange modification first when registered',
    tags: ['bank-accounts'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'cancelledChequeId', names: 'file' }, { in: 'body', field: 'verificationId', names: 'bankVerification' }] } },
    body: saveBankAccountBody,
    response: bankAccountsChanged,
  }),
  sendBankUpdateOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/bank-accounts/send-bank-update-otp',
    summary: "An OTP to the investor's own mobile before a bank edit or delete (5 minutes, 5 tries, resend after 30 s)",
    tags: ['bank-accounts'],
    access: 'signedIn',
    response: stepUpOtpSent,
  }),
  verifyBankUpdateOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/bank-accounts/verify-bank-update-otp',
    summary: 'Checks the bank-update OTP; a match authorises one edit or delete in this session within 10 minutes',
    tags: ['bank-accounts'],
    access: 'signedIn',
    body: stepUpOtpBody,
    response: stepUpOtpVerified,
  }),
  editBankAccount: defineRoute({
    method: 'POST',
    path: '/api/v1/bank-accounts/edit-bank-account',
    summary: 'Edits one account after a bank-update OTP and a fresh verification (serverDown fails); the exchange modification when registered',
    tags: ['bank-accounts'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'accountSequence', names: 'bankAccount' }, { in: 'body', field: 'cancelledChequeId', names: 'file' }, { in: 'body', field: 'verificationId', names: 'bankVerification' }] } },
    body: editBankAccountBody,
    response: bankAccountsChanged,
  }),
  deleteBankAccount: defineRoute({
    method: 'POST',
    path: '/api/v1/bank-accounts/delete-bank-account',
    summary: 'Deletes a non-primary account after a bank-update OTP; the last remaining becomes primary; the exchange modification when registered',
    tags: ['bank-accounts'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'accountSequence', names: 'bankAccount' }] } },
    body: deleteBankAccountBody,
    response: bankAccountsChanged,
  }),
};
