import { randomUUID } from 'node:crypto';
import type { otpChallengePurposes } from '../../db/schema';
import { hashOtp, otpMatches, type OtpGenerator } from './otp';
import * as queries from './session.queries';
import type { DbOrTx, OtpChallengeRow, Tx } from './session.queries';

/**
 * The life of one OTP challenge, shared by sign-in (login, signup) and the step-up OTPs of the
 * profile, bank and account-opening flows: one open challenge per session, mobile and purpose; a
 * resend replaces the code and restarts its minutes and tries; only a keyed hash is stored; tries
 * are taken atomically before comparing. Callers add their own rate limits, audit and message.
 */

export type OtpChallengePurpose = (typeof otpChallengePurposes)[number];

export interface OtpChallengePolicy {
  ttlSeconds: number;
  maxAttempts: number;
  resendAfterSeconds: number;
  maxResends: number;
}

export interface OtpChallengeKey {
  sessionId: string;
  mobile: string;
  purpose: OtpChallengePurpose;
}

/** Why a resend of the open challenge is refused now, with the seconds to wait. */
export type ResendRefusal = { reason: 'resend_too_soon'; waitSeconds: number } | { reason: 'resend_limit'; waitSeconds: number };

/** The open challenge of a key, and whether a send now would be a resend of it or refused. */
export interface SendPlan {
  open: OtpChallengeRow | undefined;
  /** The open challenge when it is still live and not locked: a send replaces its code. */
  resendable: OtpChallengeRow | undefined;
  /** The open challenge when it is live but locked (too many wrong tries): a send replaces it. */
  locked: OtpChallengeRow | undefined;
  refusal: ResendRefusal | null;
}

/**
 * Call inside the transaction that will write the code, after locking the mobile. The resend
 * wait and the resend limit hold for a locked challenge too, until it expires: otherwise five
 * wrong tries would buy a fresh code (and five more tries) at once, again and again.
 */
export async function planOtpSend(tx: Tx, key: OtpChallengeKey, now: Date, policy: OtpChallengePolicy): Promise<SendPlan> {
  const open = await queries.findOpenChallenge(tx, key.sessionId, key.mobile, key.purpose);
  const live = open && now < open.expiresAt ? open : undefined;
  const resendable = live && live.attempts < policy.maxAttempts ? live : undefined;
  const locked = live && !resendable ? live : undefined;
  let refusal: ResendRefusal | null = null;
  if (live) {
    const wait = Math.ceil((live.lastSentAt.getTime() + policy.resendAfterSeconds * 1000 - now.getTime()) / 1000);
    if (wait > 0) refusal = { reason: 'resend_too_soon', waitSeconds: wait };
    else if (live.resendCount >= policy.maxResends) {
      refusal = { reason: 'resend_limit', waitSeconds: Math.ceil((live.expiresAt.getTime() - now.getTime()) / 1000) };
    }
  }
  return { open, resendable, locked, refusal };
}

export interface WrittenCode {
  challengeId: string;
  code: string;
  /** 0 for a first send. */
  resendCount: number;
  expiresAt: Date;
}

/** Writes a new code: over the live challenge (a resend), or as a new challenge. */
export async function writeOtpCode(
  tx: Tx,
  key: OtpChallengeKey,
  plan: SendPlan,
  deps: { now: Date; policy: OtpChallengePolicy; pepper: string; generator: OtpGenerator },
): Promise<WrittenCode> {
  const { now, policy, pepper, generator } = deps;
  const code = generator.next();
  const expiresAt = new Date(now.getTime() + policy.ttlSeconds * 1000);
  if (plan.resendable) {
    const challengeId = plan.resendable.id;
    const resendCount = plan.resendable.resendCount + 1;
    await queries.updateChallenge(tx, challengeId, {
      codeHash: hashOtp(pepper, challengeId, code),
      expiresAt,
      attempts: 0,
      resendCount,
      lastSentAt: now,
    });
    return { challengeId, code, resendCount, expiresAt };
  }
  // An expired or locked challenge is retired, so the session has one open challenge per key.
  if (plan.open) await queries.updateChallenge(tx, plan.open.id, { consumedAt: now });
  const challengeId = randomUUID();
  // A code that replaces a locked one counts as a resend of it: a lock does not renew the budget.
  const resendCount = plan.locked ? plan.locked.resendCount + 1 : 0;
  await queries.insertChallenge(tx, {
    id: challengeId,
    ...key,
    codeHash: hashOtp(pepper, challengeId, code),
    expiresAt,
    resendCount,
    lastSentAt: now,
    createdAt: now,
  });
  return { challengeId, code, resendCount, expiresAt };
}

/** The outcome of a typed code. 'matched' has not consumed the challenge: the caller does. */
export type OtpCheck =
  | { outcome: 'not_requested' }
  | { outcome: 'locked'; challenge: OtpChallengeRow }
  | { outcome: 'expired'; challenge: OtpChallengeRow }
  | { outcome: 'wrong'; challenge: OtpChallengeRow; attemptsLeft: number }
  /** Wrong, and that was the last try. */
  | { outcome: 'wrong_locked'; challenge: OtpChallengeRow }
  | { outcome: 'matched'; challenge: OtpChallengeRow };

/** Checks a typed code against the key's open challenge, taking one try first. */
export async function checkOtpCode(
  db: DbOrTx,
  key: OtpChallengeKey,
  code: string,
  deps: { now: Date; policy: OtpChallengePolicy; pepper: string },
): Promise<OtpCheck> {
  const challenge = await queries.findOpenChallenge(db, key.sessionId, key.mobile, key.purpose);
  if (!challenge) return { outcome: 'not_requested' };
  if (challenge.attempts >= deps.policy.maxAttempts) return { outcome: 'locked', challenge };
  if (deps.now >= challenge.expiresAt) return { outcome: 'expired', challenge };
  // Take one try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const tries = await queries.takeAttempt(db, challenge.id, deps.policy.maxAttempts);
  if (tries === null) return { outcome: 'locked', challenge };
  if (!otpMatches(deps.pepper, challenge.id, code, challenge.codeHash)) {
    const attemptsLeft = deps.policy.maxAttempts - tries;
    return attemptsLeft <= 0 ? { outcome: 'wrong_locked', challenge } : { outcome: 'wrong', challenge, attemptsLeft };
  }
  return { outcome: 'matched', challenge };
}
