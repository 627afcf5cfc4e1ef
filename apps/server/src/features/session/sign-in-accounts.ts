import { createHmac, timingSafeEqual } from 'node:crypto';
import { SessionErrorEnum, type UserSummary } from '@sanchay/contract';
import { SessionError } from './session-errors';
import { sessionMessages } from './session-messages';
import type { SessionRow, UserRow } from './session.queries';
import { MINOR_TAX_STATUS } from './sign-in-policy';

// The accounts behind a mobile number as sign-in shows them: who is a minor, what a signed-in
// browser learns of its user, what a signed-out caller may see (masked names, session-bound
// handles, never an account id), and the refusals about an account.

export function isMinor(user: Pick<UserRow, 'taxStatus' | 'majorStatus'>): boolean {
  return user.taxStatus === MINOR_TAX_STATUS && user.majorStatus !== null;
}

export function userSummary(user: UserRow): UserSummary {
  return {
    userId: user.id,
    name: user.name,
    primaryMobile: user.mobile,
    primaryEmail: user.email,
    taxStatus: user.taxStatus,
    majorStatus: user.majorStatus,
    registeredWithBse: user.registeredWithBse,
    mintAgentCode: user.agentCode,
    hasPassword: user.passwordHash !== null,
    ownAgentCode: user.ownAgentCode,
  };
}

/**
 * A name as shown to whoever typed a mobile number: the first two letters of each word, the rest
 * starred ("Asha Verma" → "As** Ve***"), enough for a family to tell its accounts apart.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const chars = [...word];
      const keep = chars.length <= 2 ? 1 : 2;
      return chars.slice(0, keep).join('') + '*'.repeat(Math.max(1, chars.length - keep));
    })
    .join(' ');
}

export function incorrectPassword(): SessionError {
  return new SessionError(SessionErrorEnum.INCORRECT_PASSWORD, 400, sessionMessages.incorrectPassword);
}

export function mappedToOtherAgent(): SessionError {
  return new SessionError(SessionErrorEnum.USER_MAPPED_TO_OTHER_AGENT, 403, sessionMessages.userMappedToOtherAgent);
}

export function otpLocked(): SessionError {
  return new SessionError(SessionErrorEnum.OTP_LOCKED, 429, sessionMessages.otpLocked);
}

/**
 * The handle check-mobile-number gives for an account: HMAC-SHA256 of the account id keyed by
 * the session's id (itself a hash of the secret cookie token), 22 base64url characters. Stable
 * within a session, so the choice step can turn it back by trying the mobile's few accounts;
 * useless in any other session, and no account id ever reaches a signed-out caller.
 */
export function accountHandleOf(session: SessionRow, userId: string): string {
  return createHmac('sha256', `account-handle:${session.id}`).update(userId).digest('base64url').slice(0, 22);
}

export function sameHandle(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
