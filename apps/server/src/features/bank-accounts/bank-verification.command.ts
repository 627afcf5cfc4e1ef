import { bankVerificationOutcome, type BankVerificationOutcome, type PennyDropResult, type VerificationPurpose } from '@sanchay/domain';
import type { BankVerifier, PennyDropRequest } from '../../integrations/bank-verification';
import type { OutsideCallHandler } from '../../outside-calls';
import { recordVerificationAnswer } from './bank-verification.queries';

/** The penny drop, as a durable command (outside-calls/, docs/decisions/0046 and 0067). */
export const PENNY_DROP = { party: 'bank-verification', operation: 'penny-drop' } as const;

/** What the apply needs besides the answer: the attempt's row, and what the answer is read for. */
export interface PennyDropContext {
  verificationId: string;
  purpose: VerificationPurpose;
}

/**
 * "No answer": what an attempt's row holds from the moment it is written until the party's
 * answer is applied, and for good when none came (the investor was told the service is down).
 */
export const NO_ANSWER: PennyDropResult = { status: 'error' };

/** An answer as the investor and a later save read it (spec 2 §4 "Bank add", §8). */
export interface PennyDropReading {
  outcome: BankVerificationOutcome;
  /** The holder's name the bank gave (verified and name mismatch). */
  holderName: string | null;
  /** Whether a save may follow it: verified, name mismatch (Continue Anyway), serverDown on an add. */
  usable: boolean;
}

export function readPennyDrop(result: PennyDropResult, nameOnRecord: string, purpose: VerificationPurpose): PennyDropReading {
  const outcome = bankVerificationOutcome(result, nameOnRecord, purpose);
  const holderName = outcome.kind === 'verified' || outcome.kind === 'nameMismatch' ? outcome.holderName : null;
  const usable = outcome.kind === 'verified' || outcome.kind === 'nameMismatch' || (outcome.kind === 'unavailable' && outcome.mayProceed);
  return { outcome, holderName, usable };
}

/**
 * Its handler. The call: ₹1 to the account through the party. One attempt, never retried
 * (decision 0067): a call that got no answer may still have moved the rupee, the party keys
 * nothing we could send again, and the investor has already been told to try later. The apply:
 * the answer and what it means on the attempt's row, once. A call that failed for good needs no
 * apply of its own: the row already says "no answer", and the command keeps the party's error.
 */
export function pennyDropHandler(verifier: BankVerifier): OutsideCallHandler<PennyDropRequest, PennyDropResult, PennyDropContext> {
  return {
    ...PENNY_DROP,
    call: (request) => verifier.verify(request),
    async apply(tx, { request, response, context }) {
      const { outcome, holderName } = readPennyDrop(response, request.nameOnRecord, context.purpose);
      await recordVerificationAnswer(tx, context.verificationId, { outcome: outcome.kind, holderName, response });
    },
  };
}
