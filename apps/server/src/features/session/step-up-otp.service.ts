import { SessionErrorEnum, type StepUpOtpSent, type StepUpOtpVerified } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { stepUpPurposes } from '../../db/schema';
import { UnauthorizedError } from '../../http/app-errors';
import { enqueueNotification } from '../../integrations/notifications/outbox';
import { randomOtpGenerator, type OtpGenerator } from './otp';
import { checkOtpCode, planOtpSend, writeOtpCode, type OtpChallengePolicy } from './otp-challenges';
import { RateLimitedError, SessionError } from './session-errors';
import { sessionMessages } from './session-messages';
import * as queries from './session.queries';
import type { SignInContext } from './sign-in.service';
import { deleteGrant, findGrant, upsertGrant } from './step-up-grants.queries';

/** What a verified step-up OTP authorises: profile edits, bank account changes, account opening. */
export type StepUpPurpose = (typeof stepUpPurposes)[number];

/** A code of the step-up machinery: a step-up purpose, or a customer's consent to their advisor acting (0138). */
export type StepUpOtpPurpose = StepUpPurpose | 'acting_consent';

/**
 * Whose mobile gets the code, when it is not the account the session works on: the customer an
 * advisor asks to act for (decision 0138). A match then runs `onMatched` (in the transaction that
 * consumes the code) instead of leaving a grant.
 */
export interface OtpTarget {
  userId: string;
  mobile: string;
}

/** The limits of step-up OTPs (docs/decisions/0016-step-up-otp.md). */
export interface StepUpPolicy extends OtpChallengePolicy {
  /** How long a verified code authorises edits of its kind in the session. */
  grantSeconds: number;
  /**
   * Sends (first sends and resends) in the window to one mobile for one purpose asked by one
   * requester (the signed-in account): an advisor's consent requests spend his budget for her,
   * never her own sign-in or transaction codes (docs/decisions/0165).
   */
  sendsPerPurpose: number;
  /**
   * Sends in the window to one mobile asked by accounts that are not the mobile's own, all of them
   * and all purposes together (against SMS flooding by others); her own requests neither count
   * towards it nor are refused by it.
   */
  sendsByOthersPerMobile: number;
  windowSeconds: number;
}

export const DEFAULT_STEP_UP_POLICY: StepUpPolicy = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  // Spec 2 §4, §9: the resend button is disabled for 30 seconds after a send.
  resendAfterSeconds: 30,
  maxResends: 3,
  grantSeconds: 10 * 60,
  sendsPerPurpose: 5,
  sendsByOthersPerMobile: 10,
  windowSeconds: 15 * 60,
};

export interface StepUpOtpDeps {
  database: Database;
  clock: Clock;
  otpPepper: string;
  otpGenerator?: OtpGenerator | undefined;
  policy?: Partial<StepUpPolicy> | undefined;
  enqueue?: typeof enqueueNotification;
}

/** The account's mobile as the dialog shows it: XXXXXX0001. */
export const maskMobile = (mobile: string): string => `${'X'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * Step-up OTPs (spec 2 §4, §7 send-profile-otp / verify-profile-OTP, send-bank-update-otp /
 * verify-bank-update-otp): the signed-in user proves again, with a code sent to the account's own
 * mobile, that the person at this browser may change the account. A match leaves a grant for this
 * session and purpose, which the edit routes check with `requireStepUpGrant`. Sends and verifies
 * are written to sign_in_audit (event step_up_otp_send / step_up_otp_verify, reason = purpose).
 */
export class StepUpOtpService {
  readonly policy: StepUpPolicy;
  private readonly otp: OtpGenerator;
  private readonly enqueue: typeof enqueueNotification;

  constructor(private readonly deps: StepUpOtpDeps) {
    this.policy = { ...DEFAULT_STEP_UP_POLICY, ...deps.policy };
    this.otp = deps.otpGenerator ?? randomOtpGenerator;
    this.enqueue = deps.enqueue ?? enqueueNotification;
  }

  /**
   * Sends a code. With `reuseLive`, a send within the resend wait of a live code (not locked)
   * sends nothing and answers that code's state instead (`reused`: the SMS already received still
   * works; the resend countdown is the wait left): the checkout's popup opened again within 30 s
   * (docs/decisions/0096). Without it, that send is refused (429) as before.
   */
  async send(
    ctx: SignInContext,
    purpose: StepUpOtpPurpose,
    options: { reuseLive?: boolean; target?: OtpTarget } = {},
  ): Promise<StepUpOtpSent & { reused?: boolean }> {
    const { user, mobile } = options.target ? { user: options.target.userId, mobile: options.target.mobile } : await this.signedInUser(ctx);
    const requester = await this.requesterOf(ctx, user, mobile);
    const db = this.deps.database.db;
    const outcome = await db.transaction(async (tx): Promise<{ sent: StepUpOtpSent & { reused?: boolean } } | { refused: RateLimitedError; reason: string }> => {
      // Every send to this mobile queues here, so the budgets' counts and the send are one step.

      await queries.lockKey(tx, `otp:${mobile}`);
      const now = this.deps.clock.now();
      const key = { sessionId: ctx.session.id, mobile, purpose };
      const plan = await planOtpSend(tx, key, now, this.policy);
      if (plan.refusal?.reason === 'resend_too_soon' && options.reuseLive && plan.resendable) {
        const live = plan.resendable;
        return {
          sent: {
            mobile: maskMobile(mobile),
            expiresInSeconds: Math.max(1, Math.ceil((live.expiresAt.getTime() - now.getTime()) / 1000)),
            resendAfterSeconds: plan.refusal.waitSeconds,
            resendsLeft: this.policy.maxResends - live.resendCount,
            reused: true,
          },
        };
      }
      if (plan.refusal?.reason === 'resend_too_soon') {
        const wait = plan.refusal.waitSeconds;
        return { refused: new RateLimitedError(sessionMessages.resendTooSoon(wait), wait), reason: 'resend_too_soon' };
      }
      if (plan.refusal) return { refused: new RateLimitedError(sessionMessages.resendLimit, plan.refusal.waitSeconds), reason: 'resend_limit' };
      const refusal = await this.budgetRefusal(tx, mobile, purpose, requester, now);
      if (refusal) return refusal;
      const written = await writeOtpCode(tx, key, plan, { now, policy: this.policy, pepper: this.deps.otpPepper, generator: this.otp });
      await this.enqueue(
        tx,
        {
          channel: 'sms',
          recipient: mobile,
          kind: `${purpose.replace('_', '-')}-otp`,
          body: sessionMessages.stepUpOtpSms(written.code, purpose),
          idempotencyKey: `otp:${written.challengeId}:${written.resendCount}`,
        },
        { now },
      );
      await this.audit(tx, ctx, user, mobile, { event: 'step_up_otp_send', outcome: 'success', reason: purpose, ...requester });
      return {
        sent: {
          mobile: maskMobile(mobile),
          expiresInSeconds: this.policy.ttlSeconds,
          resendAfterSeconds: this.policy.resendAfterSeconds,
          resendsLeft: this.policy.maxResends - written.resendCount,
        },
      };
    });
    if ('refused' in outcome) {
      await this.audit(db, ctx, user, mobile, { event: 'step_up_otp_send', outcome: 'blocked', reason: `${purpose}:${outcome.reason}`, requesterUserId: requester.requesterUserId });
      throw outcome.refused;
    }
    return outcome.sent;
  }

  /** Checks a typed code; a match authorises `purpose` in this session for grantSeconds. */
  async verify(
    ctx: SignInContext,
    purpose: StepUpOtpPurpose,
    code: string,
    options: { target?: OtpTarget; onMatched?: (tx: queries.Tx) => Promise<void> } = {},
  ): Promise<StepUpOtpVerified> {
    const { user, mobile } = options.target ? { user: options.target.userId, mobile: options.target.mobile } : await this.signedInUser(ctx);
    const db = this.deps.database.db;
    const now = this.deps.clock.now();
    const key = { sessionId: ctx.session.id, mobile, purpose };
    const check = await checkOtpCode(db, key, code, { now, policy: this.policy, pepper: this.deps.otpPepper });
    const answer = (otpMatched: boolean, expired: boolean, attemptsLeft: number, authorisedUntil: Date | null): StepUpOtpVerified => ({
      otpMatched,
      expired,
      attemptsLeft,
      authorisedUntil: authorisedUntil?.toISOString() ?? null,
    });
    const failed = (reason: string, outcome: 'failure' | 'blocked' = 'failure') =>
      this.audit(db, ctx, user, mobile, { event: 'step_up_otp_verify', outcome, reason: `${purpose}:${reason}` });
    switch (check.outcome) {
      case 'not_requested':
        await failed('not_requested');
        throw new SessionError(SessionErrorEnum.OTP_NOT_REQUESTED, 400, sessionMessages.otpNotRequested);
      case 'locked':
        await failed('otp_locked', 'blocked');
        throw new SessionError(SessionErrorEnum.OTP_LOCKED, 429, sessionMessages.otpLocked);
      case 'wrong_locked':
        await failed('wrong_otp_locked');
        throw new SessionError(SessionErrorEnum.OTP_LOCKED, 429, sessionMessages.otpLocked);
      case 'expired':
        await failed('otp_expired');
        return answer(false, true, 0, null);
      case 'wrong':
        await failed('wrong_otp');
        return answer(false, false, check.attemptsLeft, null);
    }
    const until = new Date(now.getTime() + this.policy.grantSeconds * 1000);
    const used = await db.transaction(async (tx) => {
      if (!(await queries.consumeChallenge(tx, check.challenge.id, now))) return false;
      if (options.onMatched) await options.onMatched(tx);
      else if (purpose !== 'acting_consent') await upsertGrant(tx, { sessionId: ctx.session.id, purpose, userId: user, mobile, grantedAt: now, expiresAt: until });
      await this.audit(tx, ctx, user, mobile, { event: 'step_up_otp_verify', outcome: 'success', reason: purpose });
      return true;
    });
    if (!used) {
      // A parallel request used the same code first.
      await failed('already_used');
      throw new SessionError(SessionErrorEnum.OTP_NOT_REQUESTED, 400, sessionMessages.otpNotRequested);
    }
    return answer(true, false, this.policy.maxAttempts - check.challenge.attempts - 1, until);
  }

  /**
   * Who asks for the code: the signed-in account (the advisor while he acts for her or asks her
   * consent), and whether it is not one of the mobile's own accounts (a family sharing one mobile
   * asks as its owner).
   */
  private async requesterOf(ctx: SignInContext, recipient: string, mobile: string): Promise<{ requesterUserId: string; requestedByOther: boolean }> {
    const requester = ctx.session.userId ?? recipient;
    if (requester === recipient) return { requesterUserId: requester, requestedByOther: false };
    const account = await queries.findUserById(this.deps.database.db, requester);
    return { requesterUserId: requester, requestedByOther: account?.mobile !== mobile };
  }

  /**
   * The budgets of decision 0165, counted inside the send's lock: this requester's sends to this
   * mobile for this purpose, and, when the requester is someone else's account, every such
   * account's sends to this mobile.
   */
  private async budgetRefusal(
    tx: queries.Tx,
    mobile: string,
    purpose: StepUpOtpPurpose,
    requester: { requesterUserId: string; requestedByOther: boolean },
    now: Date,
  ): Promise<{ refused: RateLimitedError; reason: string } | null> {
    const windowMs = this.policy.windowSeconds * 1000;
    const since = new Date(now.getTime() - windowMs);
    const retryAfter = (oldest: Date | null) => Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
    const own = await queries.countStepUpSends(tx, mobile, { purpose, requesterUserId: requester.requesterUserId }, since);
    if (own.count >= this.policy.sendsPerPurpose) {
      const retry = retryAfter(own.oldest);
      return { refused: new RateLimitedError(sessionMessages.tooManyOtpRequests(Math.ceil(retry / 60)), retry), reason: 'rate_limited_purpose' };
    }
    if (!requester.requestedByOther) return null;
    const byOthers = await queries.countStepUpSends(tx, mobile, 'byOthers', since);
    if (byOthers.count >= this.policy.sendsByOthersPerMobile) {
      const retry = retryAfter(byOthers.oldest);
      return { refused: new RateLimitedError(sessionMessages.tooManyOtpRequestsForCustomer(Math.ceil(retry / 60)), retry), reason: 'rate_limited_others' };
    }
    return null;
  }

  /** The account the session works on: the signed-in user, or the customer an advisor acts for (0138). */
  private async signedInUser(ctx: SignInContext): Promise<{ user: string; mobile: string }> {
    const userId = ctx.session.actingForUserId ?? ctx.session.userId;
    const account = userId ? await queries.findUserById(this.deps.database.db, userId) : undefined;
    if (!account) throw new UnauthorizedError(sessionMessages.notSignedIn);
    return { user: account.id, mobile: account.mobile };
  }

  private async audit(
    db: queries.DbOrTx,
    ctx: SignInContext,
    userId: string,
    mobile: string,
    row: { event: queries.AuditEvent; outcome: 'success' | 'failure' | 'blocked'; reason: string; requesterUserId?: string; requestedByOther?: boolean },
  ): Promise<void> {
    // The mobile the code went to (the rate limit counts by it).
    await queries.insertAudit(db, { ...row, mobile, userId, ip: ctx.ip, userAgent: ctx.userAgent, createdAt: this.deps.clock.now() });
  }
}

/** Who wants to edit: the session and its signed-in user. */
export interface StepUpCaller {
  sessionId: string;
  userId: string;
}

/** Whether this session's user verified a step-up OTP for `purpose` that has not run out. */
export async function hasStepUpGrant(db: queries.DbOrTx, caller: StepUpCaller, purpose: StepUpPurpose, now: Date): Promise<boolean> {
  const grant = await findGrant(db, caller.sessionId, purpose);
  return grant !== undefined && grant.userId === caller.userId && now < grant.expiresAt;
}

/**
 * Refuses an edit without a live step-up grant: 403 OTP_NOT_VERIFIED. Call it inside the edit's
 * transaction, so the check and the write see the same moment.
 */
export async function requireStepUpGrant(db: queries.DbOrTx, caller: StepUpCaller, purpose: StepUpPurpose, now: Date): Promise<void> {
  if (!(await hasStepUpGrant(db, caller, purpose, now))) {
    throw new SessionError(SessionErrorEnum.OTP_NOT_VERIFIED, 403, sessionMessages.stepUpOtpRequired);
  }
}

/**
 * Refuses without a live grant, as requireStepUpGrant, and spends it: the next action of this
 * purpose needs a new OTP (a redeem OTP authorises one redemption, decision 0106). Call it inside
 * the action's transaction: a concurrent second use finds the grant gone.
 */
export async function spendStepUpGrant(
  db: queries.DbOrTx,
  caller: StepUpCaller,
  purpose: StepUpPurpose,
  now: Date,
  message: string = sessionMessages.stepUpOtpRequired,
): Promise<void> {
  if (!(await hasStepUpGrant(db, caller, purpose, now)) || !(await deleteGrant(db, caller.sessionId, purpose))) {
    throw new SessionError(SessionErrorEnum.OTP_NOT_VERIFIED, 403, message);
  }
}
