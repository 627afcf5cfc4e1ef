import {
  IDLE_TIMEOUT_SECONDS,
  REGISTERED_WITH_BSE_ONBOARDED,
  SessionErrorEnum,
  type BseStatus,
  type CurrentUser,
  type LoginResult,
  type OtpPurpose,
  type UserSummary,
} from '@sanchay/contract';
import { signInMessages, type Clock, type SignUpDetails } from '@sanchay/domain';
import type { checkMobileResult, otpSent, otpVerified, sessionInfo } from '@sanchay/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { UnauthorizedError, ValidationError } from '../../http/app-errors';
import { enqueueNotification } from '../../integrations/notifications/outbox';
import { randomOtpGenerator, type OtpGenerator } from './otp';
import { checkOtpCode, planOtpSend, writeOtpCode, type OtpChallengePolicy } from './otp-challenges';
import { argon2idHasher, dummyPasswordHash, isCommonPassword, type PasswordHasher } from './passwords';
import { RateLimitedError, SessionError } from './session-errors';
import { sessionMessages } from './session-messages';
import * as queries from './session.queries';
import type { AuditRow, SessionRow, UserRow } from './session.queries';
import type { IssuedSession, SessionService } from './session.service';
import {
  accountHandleOf,
  incorrectPassword,
  isMinor,
  mappedToOtherAgent,
  maskName,
  otpLocked,
  sameHandle,
  userSummary,
} from './sign-in-accounts';
import { SignInAudit } from './sign-in-audit';
import { DEFAULT_SIGN_IN_POLICY, MINOR_LANDING, type SignInPolicy } from './sign-in-policy';

/** Who is asking: the live session (the route ensured it) and where the request came from. */
export interface SignInContext {
  session: SessionRow;
  ip: string;
  userAgent: string | null;
  /** The host name starts with "pro" (spec 1 §1). */
  advisorHost: boolean;
}

/** The outcome of a step that rotated or replaced the session: the route sets the cookies. */
export interface WithSession<T> {
  result: T;
  issued: IssuedSession;
}

export interface SignInDeps {
  database: Database;
  clock: Clock;
  sessions: SessionService;
  /** The key of the OTP hashes (config OTP_PEPPER). */
  otpPepper: string;
  otpGenerator?: OtpGenerator;
  passwordHasher?: PasswordHasher;
  policy?: Partial<SignInPolicy>;
  /** The outbox (integrations/notifications); replaceable in tests. */
  enqueue?: typeof enqueueNotification;
}

type CheckMobileResult = z.infer<typeof checkMobileResult>;
type OtpSent = z.infer<typeof otpSent>;
type OtpVerified = z.infer<typeof otpVerified>;
type SessionInfo = z.infer<typeof sessionInfo>;

/**
 * Every step of the sign-in dialog (spec 1 §2, §4, §5): mobile check, password, OTP (login and
 * signup), first password, new account, logout. Each attempt is written to sign_in_audit.
 */
export class SignInService {
  readonly policy: SignInPolicy;
  private readonly db;
  private readonly otp: OtpGenerator;
  private readonly hasher: PasswordHasher;
  private readonly enqueue: typeof enqueueNotification;
  private readonly audits: SignInAudit;

  constructor(private readonly deps: SignInDeps) {
    this.policy = { ...DEFAULT_SIGN_IN_POLICY, ...deps.policy };
    this.db = deps.database.db;
    this.audits = new SignInAudit({ db: this.db, clock: deps.clock, windowSeconds: this.policy.windowSeconds });
    this.otp = deps.otpGenerator ?? randomOtpGenerator;
    this.hasher = deps.passwordHasher ?? argon2idHasher;
    this.enqueue = deps.enqueue ?? enqueueNotification;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private challengePolicy(): OtpChallengePolicy {
    const p = this.policy;
    return { ttlSeconds: p.otpTtlSeconds, maxAttempts: p.otpMaxAttempts, resendAfterSeconds: p.otpResendAfterSeconds, maxResends: p.otpMaxResends };
  }

  /** The advisor host's agent code in this session, or null (spec 1 §6). */
  private agentContext(ctx: SignInContext): string | null {
    return ctx.advisorHost ? ctx.session.agentCode : null;
  }

  /**
   * get-current-user. On the advisor host an `agentCode` naming a real agent becomes the
   * session's advisor; an unknown code is ignored (the agent lookup answers 404 for it).
   */
  async currentUser(ctx: SignInContext, agentCode?: string): Promise<CurrentUser> {
    await this.adoptAgentCode(ctx, agentCode);
    const user = ctx.session.userId ? await queries.findUserById(this.db, ctx.session.userId) : undefined;
    const minor = user ? isMinor(user) : false;
    return {
      ...this.sessionInfo(ctx, ctx.session),
      user: user ? userSummary(user) : null,
      minor,
      majorStatus: minor ? user!.majorStatus : null,
    };
  }

  /** check-bse-status (spec 1 §7): the signed-in user's registeredWithBse; 401 when signed out. */
  async bseStatus(ctx: SignInContext): Promise<BseStatus> {
    // While an advisor acts for a customer, the customer's onboarding decides the journey (0138).
    const subject = ctx.session.actingForUserId ?? ctx.session.userId;
    const user = subject ? await queries.findUserById(this.db, subject) : undefined;
    if (!user) throw new UnauthorizedError(sessionMessages.notSignedIn);
    return {
      registeredWithBse: user.registeredWithBse,
      onboarded: user.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED,
    };
  }

  /** check-mobile-number: the accounts of a mobile and the next step (spec 1 §4). */
  async checkMobile(ctx: SignInContext, mobile: string, agentCode?: string): Promise<CheckMobileResult> {
    await this.audits.limit(ctx, mobile, 'mobile_check', [
      { by: { ip: ctx.ip }, outcome: 'success', max: this.policy.mobileChecksPerAddress, message: sessionMessages.tooManyRequestsFromAddress, reason: 'rate_limited_address' },
    ]);
    await this.adoptAgentCode(ctx, agentCode);
    const all = await queries.findUsersByMobile(this.db, mobile);
    const users = this.visibleTo(ctx, all);
    if (all.length > 0 && users.length === 0) {
      await this.audits.record(ctx, { mobile, event: 'mobile_check', outcome: 'blocked', reason: 'mapped_to_other_agent' });
      throw mappedToOtherAgent();
    }
    const signinStep =
      users.length === 0
        ? 'userdetails'
        : users.length > 1
          ? 'multipleUsers'
          : users[0]!.passwordHash
            ? 'password'
            : 'updatepassword';
    await this.audits.record(ctx, { mobile, event: 'mobile_check', outcome: 'success', reason: signinStep });
    return {
      signinStep,
      // No account ids to a signed-out caller: a handle that only this session can turn back.
      users: users.map((u) => ({ accountHandle: accountHandleOf(ctx.session, u.id), name: maskName(u.name), hasPassword: u.passwordHash !== null })),
    };
  }

  /** verify-password / user-login: mobile and password (spec 1 §4, §8). */
  async passwordLogin(
    ctx: SignInContext,
    input: { mobile: string; password: string; accountHandle?: string | undefined },
  ): Promise<WithSession<LoginResult>> {
    const { mobile } = input;
    await this.audits.limit(ctx, mobile, 'password_login', [
      { by: { mobile }, outcome: 'failure', max: this.policy.passwordFailuresPerMobile, message: sessionMessages.tooManyPasswordAttempts, reason: 'rate_limited_mobile' },
      { by: { ip: ctx.ip }, outcome: 'failure', max: this.policy.passwordFailuresPerAddress, message: sessionMessages.tooManyRequestsFromAddress, reason: 'rate_limited_address' },
    ]);
    const user = await this.chooseUser(ctx, mobile, input.accountHandle, 'password_login');
    if (!user || !user.passwordHash) {
      await this.hasher.verify(await dummyPasswordHash(this.hasher), input.password); // same time as a real check
      if (user) {
        await this.audits.record(ctx, { mobile, userId: user.id, event: 'password_login', outcome: 'failure', reason: 'password_not_set' });
        throw new SessionError(SessionErrorEnum.PASSWORD_NOT_SET, 400, sessionMessages.passwordNotSet);
      }
      await this.audits.record(ctx, { mobile, event: 'password_login', outcome: 'failure', reason: 'no_account' });
      throw incorrectPassword();
    }
    if (!(await this.hasher.verify(user.passwordHash, input.password))) {
      await this.audits.record(ctx, { mobile, userId: user.id, event: 'password_login', outcome: 'failure', reason: 'wrong_password' });
      throw incorrectPassword();
    }
    return this.db.transaction(async (tx) => {
      const issued = await this.deps.sessions.rotate(tx, ctx.session, user.id);
      await this.audits.record(ctx, { mobile, userId: user.id, event: 'password_login', outcome: 'success', reason: null }, tx);
      return { result: this.loginResult(ctx, issued.session, user, false), issued };
    });
  }

  /**
   * send-otp: a new code, or a resend of this browser's open challenge (after 60 s, at most 3
   * times). At most 5 sends per mobile and 20 per address in 15 minutes.
   */
  async sendOtp(ctx: SignInContext, input: { mobile: string; purpose: OtpPurpose }): Promise<OtpSent> {
    const { mobile, purpose } = input;
    if (purpose === 'login') {
      const all = await queries.findUsersByMobile(this.db, mobile);
      if (all.length === 0) {
        await this.audits.record(ctx, { mobile, event: 'otp_send', outcome: 'failure', reason: 'no_account' });
        throw new SessionError(SessionErrorEnum.USER_NOT_FOUND, 400, sessionMessages.noAccountForMobile);
      }
      if (this.visibleTo(ctx, all).length === 0) {
        await this.audits.record(ctx, { mobile, event: 'otp_send', outcome: 'blocked', reason: 'mapped_to_other_agent' });
        throw mappedToOtherAgent();
      }
    }
    const outcome = await this.db.transaction(async (tx): Promise<{ sent: OtpSent } | { refused: SessionError; reason: string }> => {
      await queries.lockKey(tx, `otp:${mobile}`);
      const now = this.now();
      const key = { sessionId: ctx.session.id, mobile, purpose };
      const plan = await planOtpSend(tx, key, now, this.challengePolicy());
      if (plan.refusal?.reason === 'resend_too_soon') {
        const wait = plan.refusal.waitSeconds;
        return { refused: new RateLimitedError(sessionMessages.resendTooSoon(wait), wait), reason: 'resend_too_soon' };
      }
      if (plan.refusal) {
        return { refused: new RateLimitedError(sessionMessages.resendLimit, plan.refusal.waitSeconds), reason: 'resend_limit' };
      }
      const refused = await this.audits.overLimit(tx, now, [
        { by: { mobile }, outcome: 'success', max: this.policy.otpSendsPerMobile, message: sessionMessages.tooManyOtpRequests, reason: 'rate_limited_mobile' },
        { by: { ip: ctx.ip }, outcome: 'success', max: this.policy.otpSendsPerAddress, message: sessionMessages.tooManyRequestsFromAddress, reason: 'rate_limited_address' },
      ], 'otp_send');
      if (refused) return refused;

      const { challengeId, code, resendCount } = await writeOtpCode(tx, key, plan, {
        now,
        policy: this.challengePolicy(),
        pepper: this.deps.otpPepper,
        generator: this.otp,
      });
      await this.enqueue(
        tx,
        {
          channel: 'sms',
          recipient: mobile,
          kind: purpose === 'login' ? 'login-otp' : 'signup-otp',
          body: purpose === 'login' ? sessionMessages.otpSms(code) : sessionMessages.signupOtpSms(code),
          idempotencyKey: `otp:${challengeId}:${resendCount}`,
        },
        { now },
      );
      await this.audits.record(ctx, { mobile, event: 'otp_send', outcome: 'success', reason: resendCount > 0 ? `resend_${resendCount}` : purpose }, tx);
      return {
        sent: {
          mobile,
          purpose,
          expiresInSeconds: this.policy.otpTtlSeconds,
          resendAfterSeconds: this.policy.otpResendAfterSeconds,
          resendsLeft: this.policy.otpMaxResends - resendCount,
        },
      };
    });
    if ('refused' in outcome) {
      await this.audits.record(ctx, { mobile, event: 'otp_send', outcome: 'blocked', reason: outcome.reason });
      throw outcome.refused;
    }
    return outcome.sent;
  }

  /**
   * verify-login-otp: 6 digits, 5 minutes, 5 tries per code. A login OTP signs in (the session
   * rotates); a signup OTP lets this browser call save-user.
   */
  async verifyOtp(
    ctx: SignInContext,
    input: { mobile: string; otp: string; purpose: OtpPurpose; accountHandle?: string | undefined },
  ): Promise<WithSession<OtpVerified> | { result: OtpVerified; issued: null }> {
    const { mobile, purpose } = input;
    const user = purpose === 'login' ? await this.chooseUser(ctx, mobile, input.accountHandle, 'otp_verify') : undefined;
    if (purpose === 'login' && !user) {
      await this.audits.record(ctx, { mobile, event: 'otp_verify', outcome: 'failure', reason: 'no_account' });
      throw new SessionError(SessionErrorEnum.USER_NOT_FOUND, 400, sessionMessages.noAccountForMobile);
    }
    const fail = async (reason: string, error: SessionError, outcome: AuditRow['outcome'] = 'failure'): Promise<never> => {
      await this.audits.record(ctx, { mobile, userId: user?.id ?? null, event: 'otp_verify', outcome, reason });
      throw error;
    };
    const now = this.now();
    const check = await checkOtpCode(this.db, { sessionId: ctx.session.id, mobile, purpose }, input.otp, {
      now,
      policy: this.challengePolicy(),
      pepper: this.deps.otpPepper,
    });
    switch (check.outcome) {
      case 'not_requested':
        return fail('not_requested', new SessionError(SessionErrorEnum.OTP_NOT_REQUESTED, 400, sessionMessages.otpNotRequested));
      case 'locked':
        return fail('otp_locked', otpLocked(), 'blocked');
      case 'expired':
        return fail('otp_expired', new SessionError(SessionErrorEnum.OTP_EXPIRED, 400, sessionMessages.otpExpired));
      case 'wrong_locked':
        return fail('wrong_otp_locked', otpLocked());
      case 'wrong':
        return fail('wrong_otp', new SessionError(SessionErrorEnum.INCORRECT_OTP, 400, sessionMessages.incorrectOtp));
    }
    const { challenge } = check;
    const outcome = await this.db.transaction(async (tx) => {
      if (!(await queries.consumeChallenge(tx, challenge.id, now))) return null;
      if (purpose === 'signup') {
        await queries.updateSession(tx, ctx.session.id, { verifiedMobile: mobile, verifiedPurpose: 'signup', verifiedAt: now });
        await this.audits.record(ctx, { mobile, event: 'otp_verify', outcome: 'success', reason: 'signup' }, tx);
        return { result: { otpVerified: true as const, purpose, login: null }, issued: null };
      }
      const issued = await this.deps.sessions.rotate(tx, ctx.session, user!.id, { mobile, at: now });
      await this.audits.record(ctx, { mobile, userId: user!.id, event: 'otp_verify', outcome: 'success', reason: 'login' }, tx);
      return {
        result: { otpVerified: true as const, purpose, login: this.loginResult(ctx, issued.session, user!, true) },
        issued,
      };
    });
    if (!outcome) {
      return fail('already_used', new SessionError(SessionErrorEnum.OTP_NOT_REQUESTED, 400, sessionMessages.otpNotRequested));
    }
    return outcome;
  }

  /** save-user: a new account after a signup OTP verified in this browser; signs in. */
  async saveUser(ctx: SignInContext, details: SignUpDetails): Promise<WithSession<LoginResult>> {
    const { session } = ctx;
    const now = this.now();
    if (!this.hasFreshProof(session, details.mobile, 'signup', now)) {
      await this.audits.record(ctx, { mobile: details.mobile, event: 'signup', outcome: 'blocked', reason: 'otp_not_verified' });
      throw new SessionError(SessionErrorEnum.OTP_NOT_VERIFIED, 403, sessionMessages.otpNotVerified);
    }
    const agentCode = this.agentContext(ctx);
    const agent = agentCode ? await queries.findAgentByCode(this.db, agentCode) : undefined;
    return this.db.transaction(async (tx) => {
      // A customer who signs up on an advisor's site becomes that advisor's customer (spec 1 §6).
      const userId = await queries.insertUser(tx, {
        mobile: details.mobile,
        name: details.name,
        email: details.email.toLowerCase(),
        agentId: agent?.id ?? null,
        createdAt: now,
      });
      // The proof is used up (one account per OTP) but still lets the new user set a password.
      const issued = await this.deps.sessions.rotate(tx, session, userId, { mobile: details.mobile, at: session.verifiedAt! });
      const user = (await queries.findUserById(tx, userId))!;
      await this.audits.record(ctx, { mobile: details.mobile, userId, event: 'signup', outcome: 'success', reason: null }, tx);
      return { result: this.loginResult(ctx, issued.session, user, true), issued };
    });
  }

  /**
   * update-password: the signed-in user sets a (first) password, allowed within 15 minutes of an
   * OTP verified in this browser for the user's mobile. The user's other sessions end.
   */
  async updatePassword(ctx: SignInContext, input: { newPassword: string }): Promise<{ user: UserSummary }> {
    const { session } = ctx;
    if (!session.userId) throw new UnauthorizedError(sessionMessages.notSignedIn);
    const user = await queries.findUserById(this.db, session.userId);
    if (!user) throw new UnauthorizedError(sessionMessages.notSignedIn);
    const now = this.now();
    if (!this.hasFreshProof(session, user.mobile, 'login', now)) {
      await this.audits.record(ctx, { mobile: user.mobile, userId: user.id, event: 'password_update', outcome: 'blocked', reason: 'otp_not_verified' });
      throw new SessionError(SessionErrorEnum.OTP_NOT_VERIFIED, 403, sessionMessages.otpNotVerified);
    }
    if (await isCommonPassword(input.newPassword)) {
      throw new ValidationError(signInMessages.newPasswordCommon, { newPassword: signInMessages.newPasswordCommon });
    }
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.db.transaction(async (tx) => {
      await queries.setPasswordHash(tx, user.id, passwordHash);
      await queries.updateSession(tx, session.id, { verifiedMobile: null, verifiedPurpose: null, verifiedAt: null });
      await queries.endOtherSessions(tx, user.id, session.id, now);
      await this.audits.record(ctx, { mobile: user.mobile, userId: user.id, event: 'password_update', outcome: 'success', reason: user.passwordHash ? 'changed' : 'first' }, tx);
    });
    return { user: userSummary({ ...user, passwordHash }) };
  }

  /** logout (spec 1 §4): a new guest session and cookie id; the advisor host keeps its agent. */
  async logout(ctx: SignInContext): Promise<WithSession<SessionInfo>> {
    return this.db.transaction(async (tx) => {
      const issued = await this.deps.sessions.logout(tx, ctx.session, ctx.advisorHost);
      if (ctx.session.userId) {
        await this.audits.record(ctx, { mobile: null, userId: ctx.session.userId, event: 'logout', outcome: 'success', reason: null }, tx);
      }
      return { result: this.sessionInfo(ctx, issued.session), issued };
    });
  }

  // ---- helpers ----

  sessionInfo(ctx: SignInContext, session: SessionRow): SessionInfo {
    return {
      cookieId: session.cookieId,
      csrfToken: session.csrfToken,
      agentCode: ctx.advisorHost ? session.agentCode : null,
      advisorHost: ctx.advisorHost,
      idleTimeoutSeconds: IDLE_TIMEOUT_SECONDS,
    };
  }

  /** Spec 1 §4 "Login outcome". */
  private loginResult(ctx: SignInContext, session: SessionRow, user: UserRow, otpVerified: boolean): LoginResult {
    const minor = isMinor(user);
    return {
      ...this.sessionInfo(ctx, session),
      // The advisor host's agent, else the advisor the user is mapped to ("stores the user's agent code").
      agentCode: this.agentContext(ctx) ?? user.agentCode,
      outcome: minor ? 'minor' : 'signedIn',
      user: userSummary(user),
      headerName: user.name,
      minor,
      majorStatus: minor ? user.majorStatus : null,
      redirectTo: minor ? MINOR_LANDING : null,
      otpVerified,
    };
  }

  private async adoptAgentCode(ctx: SignInContext, agentCode: string | undefined): Promise<void> {
    if (!ctx.advisorHost || !agentCode || agentCode === ctx.session.agentCode) return;
    if (!(await queries.findAgentByCode(this.db, agentCode))) return;
    await queries.updateSession(this.db, ctx.session.id, { agentCode });
    ctx.session.agentCode = agentCode;
  }

  /** On the advisor host, customers of other advisors are not offered (spec 1 §4). */
  private visibleTo(ctx: SignInContext, users: UserRow[]): UserRow[] {
    const agentCode = this.agentContext(ctx);
    if (!agentCode) return users;
    return users.filter((u) => u.agentCode === null || u.agentCode === agentCode || u.ownAgentCode === agentCode);
  }

  /** The account a login is for: the only one, or the one of several chosen by its handle. */
  private async chooseUser(
    ctx: SignInContext,
    mobile: string,
    handle: string | undefined,
    event: 'password_login' | 'otp_verify',
  ): Promise<UserRow | undefined> {
    const all = await queries.findUsersByMobile(this.db, mobile);
    if (all.length === 0) return undefined;
    const users = this.visibleTo(ctx, all);
    const chosenAmongAll = handle ? all.find((u) => sameHandle(accountHandleOf(ctx.session, u.id), handle)) : undefined;
    if (users.length === 0 || (chosenAmongAll && !users.includes(chosenAmongAll))) {
      await this.audits.record(ctx, { mobile, userId: chosenAmongAll?.id ?? null, event, outcome: 'blocked', reason: 'mapped_to_other_agent' });
      throw mappedToOtherAgent();
    }
    if (handle) {
      if (!chosenAmongAll) {
        throw new SessionError(SessionErrorEnum.ACCOUNT_CHOICE_REQUIRED, 400, sessionMessages.chooseAccount, { accountHandle: sessionMessages.chooseAccount });
      }
      return chosenAmongAll;
    }
    if (users.length > 1) {
      throw new SessionError(SessionErrorEnum.ACCOUNT_CHOICE_REQUIRED, 400, sessionMessages.chooseAccount, { accountHandle: sessionMessages.chooseAccount });
    }
    return users[0];
  }

  private hasFreshProof(session: SessionRow, mobile: string, purpose: OtpPurpose, now: Date): boolean {
    return (
      session.verifiedMobile === mobile &&
      session.verifiedPurpose === purpose &&
      session.verifiedAt !== null &&
      now.getTime() - session.verifiedAt.getTime() <= this.policy.otpProofSeconds * 1000
    );
  }
}
