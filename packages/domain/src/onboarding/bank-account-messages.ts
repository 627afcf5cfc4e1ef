// Our own wording for the bank screens where spec 2 names a dialog or a state but gives no text
// (part of `productMessages.bankAccounts`; not checked against the spec).

export const bankAccountOwnMessages = {
  /** The save names a verification that is missing, used, old, or for other details. */
  verifyFirst: 'Please verify this bank account before saving it.',
  /** Each penny drop moves ₹1 through a paid party: a few an hour per investor. */
  tooManyVerifications: 'You have tried to verify too many bank accounts. Please try again in an hour.',
  /** An account sequence the caller does not have (or another investor's): the same for both. */
  accountNotFound: 'This bank account was not found on your profile.',
  /** Spec 2 §4 "The primary account cannot be deleted; a dialog asks the user to assign another first." */
  primaryNotDeletableTitle: 'Primary Account Cannot Be Deleted',
  primaryNotDeletable: 'This is your primary bank account. Please set another account as primary before deleting it.',
  /** Spec 2 §2 "active-mandate warning": shown before a change to an account a mandate uses. */
  activeMandateTitle: 'Active Mandate on This Account',
  activeMandate: 'A bank mandate is active on this account. Please cancel the mandate before changing or deleting this account.',
  /** Spec 2 §4 "mandate-conflict dialog" (exchange 101 MANDATE IS APPROVED). */
  mandateConflictTitle: 'Mandate Approved on This Account',
  mandateConflict: (accountLast4: string) =>
    `An approved mandate is linked to the account ending ${accountLast4}. It cannot be removed or changed until the mandate is cancelled.`,
  /** The step 2 page before step 1: the investor is sent back to personal details. */
  personalDetailsFirst: 'Please save your personal details first.',
  /** "Only one account can be edited at a time" (spec 2 §4). */
  oneEditAtATime: 'Please finish editing the other account first.',
  verifying: 'Verifying your bank account…',
  verifyingBody: 'We are depositing ₹1 in your account to verify it. It will be reversed automatically.',
  chequeProcessing: 'Processing your cheque…',
  nameMismatchBody: (bankName: string, panName: string) =>
    `The bank says this account belongs to ${bankName}, but the name on your PAN is ${panName}.`,
} as const;
