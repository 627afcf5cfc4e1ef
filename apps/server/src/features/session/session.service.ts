import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IDLE_TIMEOUT_SECONDS } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import * as queries from './session.queries';
import type { DbOrTx, SessionRow } from './session.queries';

/**
 * How long sessions live (docs/decisions/0009-sessions-and-otp.md).
 * - Signed in: ends after 1800 s without a request (spec 1 §4, §9), and 12 hours after sign-in
 *   whatever happens.
 * - Guest: keeps the guest cart's cookie id for 30 days without a visit (spec 1 §3: the cookie
 *   "lasts until the year 9999"; browsers keep a cookie at most 400 days).
 * - last_seen_at is written at most once a minute, so a busy page costs one read per request.
 */
export interface SessionPolicy {
  signedInIdleSeconds: number;
  signedInMaxSeconds: number;
  guestIdleSeconds: number;
  guestMaxSeconds: number;
  touchEverySeconds: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  signedInIdleSeconds: IDLE_TIMEOUT_SECONDS,
  signedInMaxSeconds: 12 * 3600,
  guestIdleSeconds: 30 * 86_400,
  guestMaxSeconds: 400 * 86_400,
  touchEverySeconds: 60,
};

/** A session handed to the browser: the token goes in the httpOnly cookie, only its hash is kept. */
export interface IssuedSession {
  token: string;
  session: SessionRow;
}

export type { SessionRow };

export interface SessionDeps {
  database: Database;
  clock: Clock;
  policy?: Partial<SessionPolicy>;
}

/** The session id stored for a cookie token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Server-side sessions: load by cookie token (ending idle and expired ones), start a guest
 * session, rotate at sign-in, end at logout. No Fastify here; session-plugin.ts does the cookies.
 */
export class SessionService {
  readonly policy: SessionPolicy;
  private readonly db;

  constructor(private readonly deps: SessionDeps) {
    this.policy = { ...DEFAULT_SESSION_POLICY, ...deps.policy };
    this.db = deps.database.db;
  }

  get clock(): Clock {
    return this.deps.clock;
  }

  /**
   * The live session of a cookie token, or null. A signed-in session idle for more than 1800 s,
   * or past its absolute limit, is ended here (reason idle / expired) and not returned.
   */
  async load(token: string): Promise<{ session: SessionRow | null; ended: 'idle' | 'expired' | null }> {
    const row = await queries.findLiveSession(this.db, sessionIdOf(token));
    if (!row) return { session: null, ended: null };
    const now = this.deps.clock.now();
    const idleSeconds = row.userId ? this.policy.signedInIdleSeconds : this.policy.guestIdleSeconds;
    if (now.getTime() - row.lastSeenAt.getTime() > idleSeconds * 1000) {
      await queries.endSession(this.db, row.id, 'idle', now);
      return { session: null, ended: 'idle' };
    }
    if (now.getTime() >= row.expiresAt.getTime()) {
      await queries.endSession(this.db, row.id, 'expired', now);
      return { session: null, ended: 'expired' };
    }
    if (now.getTime() - row.lastSeenAt.getTime() >= this.policy.touchEverySeconds * 1000) {
      await queries.touchSession(this.db, row.id, now);
      row.lastSeenAt = now;
    }
    return { session: row, ended: null };
  }

  /** A new guest session with a fresh random cookie id (or the given one). */
  async startGuest(db: DbOrTx = this.db, options: { agentCode?: string | null; cookieId?: string } = {}): Promise<IssuedSession> {
    const now = this.deps.clock.now();
    return this.insert(db, {
      cookieId: options.cookieId ?? randomUUID(),
      userId: null,
      agentCode: options.agentCode ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.guestMaxSeconds * 1000),
    });
  }

  /**
   * Sign-in: the old session ends (reason rotated) and a new token and CSRF token are issued for
   * the user, so a token planted before sign-in (session fixation) is worthless after it. The
   * cookie id (guest cart), advisor agent code and a fresh OTP proof carry over.
   */
  async rotate(
    tx: DbOrTx,
    old: SessionRow,
    userId: string,
    verified?: { mobile: string; at: Date } | null,
  ): Promise<IssuedSession> {
    const now = this.deps.clock.now();
    await queries.endSession(tx, old.id, 'rotated', now);
    return this.insert(tx, {
      cookieId: old.cookieId,
      userId,
      agentCode: old.agentCode,
      createdAt: now,
      lastSeenAt: now,
      signedInAt: now,
      expiresAt: new Date(now.getTime() + this.policy.signedInMaxSeconds * 1000),
      verifiedMobile: verified?.mobile ?? null,
      verifiedPurpose: verified ? 'login' : null,
      verifiedAt: verified?.at ?? null,
    });
  }

  /** Logout (spec 1 §4): the session ends and a guest session with a new cookie id starts. */
  async logout(tx: DbOrTx, old: SessionRow, keepAgentCode: boolean): Promise<IssuedSession> {
    await queries.endSession(tx, old.id, 'logout', this.deps.clock.now());
    return this.startGuest(tx, { agentCode: keepAgentCode ? old.agentCode : null });
  }

  /** Seconds the browser should keep the cookie: until the session's absolute limit. */
  cookieMaxAge(session: SessionRow): number {
    return Math.max(0, Math.floor((session.expiresAt.getTime() - this.deps.clock.now().getTime()) / 1000));
  }

  private async insert(
    db: DbOrTx,
    row: Omit<queries.NewSessionRow, 'id' | 'csrfToken'>,
  ): Promise<IssuedSession> {
    const token = randomToken();
    const session = await queries.insertSession(db, { ...row, id: sessionIdOf(token), csrfToken: randomToken() });
    return { token, session };
  }
}
