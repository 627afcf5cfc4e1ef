import type { BankVerificationBody, BankVerificationResult } from '@sanchay/contract';
import {
  bankVerificationOutcome,
  ifscSchema,
  accountNumberSchema,
  ifscUnknownMessage,
  messages,
  type Clock,
  type PennyDropResult,
  type VerificationPurpose,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { BankVerifier } from '../../integrations/bank-verification';
import type { IfscDirectory } from '../../integrations/ifsc';
import { hourlyLimitReached } from '../../db/per-hour-limit';
import { findOwner, type Tx } from '../../investor-profile';
import { logOutsidePartyError } from '../../request-context';
import { bankErrors } from './bank-accounts-errors';
import { findOwnVerification, insertVerification, markVerificationUsed, verificationsByInvestor } from './bank-verification.queries';

/** How long a penny drop stands for the save that follows it. */
export const VERIFICATION_VALID_SECONDS = 30 * 60;
/** Penny drops per investor in an hour (each moves ₹1 through a paid party). */
export const VERIFICATIONS_PER_HOUR = 10;

export interface BankVerificationDeps {
  database: Database;
  clock: Clock;
  bankVerifier: BankVerifier;
  ifscDirectory: IfscDirectory;
}

/** What a save may rely on: the bank's word about this account, checked by the server. */
export interface UsableVerification {
  isVerified: boolean;
  holderName: string | null;
  response: unknown;
}

/**
 * The penny drop (spec 2 §4 "Bank add", §8): ₹1 to the account, the holder's name compared with
 * the name on the PAN. Every answer is recorded; the ones a save may follow get an id.
 */
export class BankVerificationService {
  constructor(private readonly deps: BankVerificationDeps) {}

  async verify(userId: string, body: BankVerificationBody): Promise<BankVerificationResult> {
    const accountNumber = accountNumberSchema('onboarding').parse(body.bankAccountNumber);
    const ifsc = ifscSchema.parse(body.ifscCode);
    const owner = await findOwner(this.deps.database.db, userId);
    if (!owner) throw bankErrors.profileMissing();
    // An IFSC no bank has: the form's message, without troubling the party.
    if (!this.deps.ifscDirectory.lookup(ifsc)) throw bankErrors.ifscUnknown(ifscUnknownMessage('onboarding'));
    if (await hourlyLimitReached(this.deps.database.db, verificationsByInvestor, userId, this.deps.clock.now(), VERIFICATIONS_PER_HOUR)) {
      throw bankErrors.tooManyVerifications();
    }

    const result = await this.askParty(accountNumber, ifsc, owner.nameOnRecord);
    const outcome = bankVerificationOutcome(result, owner.nameOnRecord, body.purpose);
    const holderName = outcome.kind === 'verified' || outcome.kind === 'nameMismatch' ? outcome.holderName : null;
    const usable =
      outcome.kind === 'verified' || outcome.kind === 'nameMismatch' || (outcome.kind === 'unavailable' && outcome.mayProceed);
    const id = await insertVerification(this.deps.database.db, {
      userId,
      accountNumber,
      ifsc,
      purpose: body.purpose,
      outcome: outcome.kind,
      holderName,
      response: result,
      createdAt: this.deps.clock.now(),
    });
    return {
      verificationId: usable ? id : null,
      outcome: outcome.kind,
      // A name mismatch may go on only by Continue Anyway: the web asks, the save checks.
      mayProceed: outcome.kind === 'verified' || (outcome.kind === 'unavailable' && outcome.mayProceed),
      message: outcome.message,
      isVerified: outcome.kind === 'verified' || outcome.kind === 'nameMismatch',
      userNameFromSignzy: holderName,
      loggedInUserName: owner.nameOnRecord,
    };
  }

  /**
   * Inside a save's transaction: the verification the save names, if it is the caller's, unused,
   * recent, for these details and this purpose, and its answer allows the save. Marks it used.
   */
  async use(
    tx: Tx,
    userId: string,
    request: { verificationId: string; accountNumber: string; ifsc: string; purpose: VerificationPurpose; continueAnyway: boolean },
  ): Promise<UsableVerification> {
    const usable = await this.check(tx, userId, request);
    await markVerificationUsed(tx, usable.id, this.deps.clock.now());
    return usable;
  }

  /**
   * As use, without marking it used: a change the exchange must take first marks it in the
   * modification's apply (bank-account-changes.ts), so a refusal leaves it usable, as before.
   */
  async check(
    tx: Tx,
    userId: string,
    request: { verificationId: string; accountNumber: string; ifsc: string; purpose: VerificationPurpose; continueAnyway: boolean },
  ): Promise<UsableVerification & { id: string }> {
    const now = this.deps.clock.now();
    const row = isUuid(request.verificationId) ? await findOwnVerification(tx, userId, request.verificationId) : undefined;
    const fresh = row && now.getTime() - row.createdAt.getTime() <= VERIFICATION_VALID_SECONDS * 1000;
    if (!row || !fresh || row.accountNumber !== request.accountNumber || row.ifsc !== request.ifsc || row.purpose !== request.purpose) {
      throw bankErrors.verifyFirst();
    }
    switch (row.outcome) {
      case 'verified':
        break;
      case 'nameMismatch':
        if (!request.continueAnyway) throw bankErrors.verificationRefused(messages.onboarding.bank.nameMismatchTitle);
        break;
      case 'unavailable':
        // serverDown: an add goes on unverified; an edit never got an id, but check anyway.
        if (request.purpose !== 'add') throw bankErrors.verifyFirst();
        break;
      default:
        throw bankErrors.verifyFirst();
    }
    return { id: row.id, isVerified: row.outcome !== 'unavailable', holderName: row.holderName, response: row.response };
  }

  private async askParty(accountNumber: string, ifsc: string, nameOnRecord: string): Promise<PennyDropResult> {
    try {
      return await this.deps.bankVerifier.verify({ accountNumber, ifsc, nameOnRecord });
    } catch (err) {
      // The port never throws for an answer; a throw is no answer at all, like an HTTP 500. The
      // investor gets the "no answer" outcome; the cause goes to the log.
      logOutsidePartyError('penny drop', err);
      return { status: 'error' };
    }
  }
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
