import type { BankVerificationBody, BankVerificationResult } from '@sanchay/contract';
import { ifscSchema, accountNumberSchema, ifscUnknownMessage, messages, type Clock, type PennyDropResult, type VerificationPurpose } from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { PennyDropRequest } from '../../integrations/bank-verification';
import type { IfscDirectory } from '../../integrations/ifsc';
import type { OutsideCalls } from '../../outside-calls';
import { hourlyLimitReached } from '../../db/per-hour-limit';
import { lockOwner, type Tx } from '../../investor-profile';
import { bankErrors } from './bank-accounts-errors';
import { NO_ANSWER, PENNY_DROP, readPennyDrop, type PennyDropContext } from './bank-verification.command';
import { findOwnVerification, insertVerification, markVerificationUsed, verificationsByInvestor } from './bank-verification.queries';

/** How long a penny drop stands for the save that follows it. */
export const VERIFICATION_VALID_SECONDS = 30 * 60;
/** Penny drops per investor in an hour (each moves ₹1 through a paid party). */
export const VERIFICATIONS_PER_HOUR = 10;

export interface BankVerificationDeps {
  database: Database;
  clock: Clock;
  /** The penny drop runs as a durable command (bank-verification.command.ts, registered on these). */
  outsideCalls: OutsideCalls;
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
 * the name on the PAN. Every attempt is recorded, with its command, before the party is called
 * (tx 1); the party is called outside any transaction and its answer applied to the attempt in a
 * second one (bank-verification.command.ts). The attempts a save may follow get an id.
 */
export class BankVerificationService {
  constructor(private readonly deps: BankVerificationDeps) {}

  async verify(userId: string, body: BankVerificationBody): Promise<BankVerificationResult> {
    const accountNumber = accountNumberSchema('onboarding').parse(body.bankAccountNumber);
    const ifsc = ifscSchema.parse(body.ifscCode);
    const { commandId, verificationId, nameOnRecord } = await this.deps.database.db.transaction(async (tx) => {
      // The investor's row locked: two Verify clicks at once count against the limit one by one.
      const owner = await lockOwner(tx, userId);
      if (!owner) throw bankErrors.profileMissing();
      // An IFSC no bank has: the form's message, without troubling the party.
      if (!this.deps.ifscDirectory.lookup(ifsc)) throw bankErrors.ifscUnknown(ifscUnknownMessage('onboarding'));
      const now = this.deps.clock.now();
      if (await hourlyLimitReached(tx, verificationsByInvestor, userId, now, VERIFICATIONS_PER_HOUR)) {
        throw bankErrors.tooManyVerifications();
      }
      const id = await insertVerification(tx, {
        userId,
        accountNumber,
        ifsc,
        purpose: body.purpose,
        outcome: readPennyDrop(NO_ANSWER, owner.nameOnRecord, body.purpose).outcome.kind,
        holderName: null,
        response: NO_ANSWER,
        createdAt: now,
      });
      const command = await this.deps.outsideCalls.enqueue<PennyDropRequest, PennyDropContext>(
        tx,
        {
          ...PENNY_DROP,
          // The attempt's id is the natural key: one attempt, one command, one rupee.
          idempotencyKey: `${PENNY_DROP.party}/${PENNY_DROP.operation}/${id}`,
          subject: userId,
          request: { accountNumber, ifsc, nameOnRecord: owner.nameOnRecord },
          context: { verificationId: id, purpose: body.purpose },
        },
        { runNow: true },
      );
      return { commandId: command.id, verificationId: id, nameOnRecord: owner.nameOnRecord };
    });

    const command = await this.deps.outsideCalls.run(commandId);
    if (command.status === 'answered') {
      // The bank answered but recording it failed: the answer is kept and applied by the job
      // (reported by outside-calls). The investor gets the server error a failed save gave before.
      throw new Error(`Penny drop ${commandId} answered, but its outcome could not be recorded yet`);
    }
    // Failed (no answer: the party's error stays on the command), or still held elsewhere: "no answer".
    const result = command.status === 'done' ? (command.response as PennyDropResult) : NO_ANSWER;
    const { outcome, holderName, usable } = readPennyDrop(result, nameOnRecord, body.purpose);
    return {
      verificationId: usable ? verificationId : null,
      outcome: outcome.kind,
      // A name mismatch may go on only by Continue Anyway: the web asks, the save checks.
      mayProceed: outcome.kind === 'verified' || (outcome.kind === 'unavailable' && outcome.mayProceed),
      message: outcome.message,
      isVerified: outcome.kind === 'verified' || outcome.kind === 'nameMismatch',
      userNameFromSignzy: holderName,
      loggedInUserName: nameOnRecord,
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
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
