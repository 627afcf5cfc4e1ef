import { holderNamesMatch } from './bank-account';
import { onboardingMessages } from './onboarding-messages';

// Penny drop (spec 2 §4 "Bank add", §8): the bank-verification party credits ₹1 and answers
// with the name the bank holds for the account. What that answer means to the investor is
// decided here, so the add and edit flows (and their tests) share one reading of it.

const m = onboardingMessages.bank;

/** The bank-verification party's answer, as its port reports it. */
export type PennyDropResult =
  | { status: 'verified'; holderName: string; reference: string }
  /** The bank refused the credit: no such account, closed or inactive, IFSC unknown. */
  | { status: 'failed'; reason: string; reference: string }
  /** The party said it cannot verify right now (its `serverDown` answer). */
  | { status: 'serverDown' }
  /** The party did not answer properly (HTTP 500, timeout). */
  | { status: 'error' };

/** Adding a new account, or editing one already on the profile (serverDown differs, spec 2 §4). */
export type VerificationPurpose = 'add' | 'edit';

export type BankVerificationOutcome =
  | { kind: 'verified'; holderName: string; message: string }
  /** "Bank Account Name Doesn't Match PAN": Change Bank Details, or Continue Anyway. */
  | { kind: 'nameMismatch'; holderName: string; message: string }
  /** "Bank Account Verification Failed" with Re-Enter Account Details. */
  | { kind: 'failed'; message: string }
  /** serverDown: an add may go on unverified; an edit may not. */
  | { kind: 'unavailable'; mayProceed: boolean; message: string }
  /** HTTP 500: "currently down", shown for 5 s. */
  | { kind: 'down'; message: string };

export function bankVerificationOutcome(
  result: PennyDropResult,
  nameOnRecord: string,
  purpose: VerificationPurpose,
): BankVerificationOutcome {
  switch (result.status) {
    case 'verified':
      return holderNamesMatch(result.holderName, nameOnRecord)
        ? { kind: 'verified', holderName: result.holderName, message: m.verified }
        : { kind: 'nameMismatch', holderName: result.holderName, message: m.nameMismatchTitle };
    case 'failed':
      return { kind: 'failed', message: m.verificationFailedBody };
    case 'serverDown':
      return purpose === 'add'
        ? { kind: 'unavailable', mayProceed: true, message: m.verificationUnavailableAdd }
        : { kind: 'unavailable', mayProceed: false, message: m.verificationUnavailableEdit };
    case 'error':
      return { kind: 'down', message: m.verificationDown };
  }
}
