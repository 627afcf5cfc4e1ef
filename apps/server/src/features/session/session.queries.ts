import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agent, otpChallenge, signInAudit, userAccount, webSession } from '../../db/schema';

// The session feature's SQL. Every instant comes from the caller's Clock (never now() in SQL), so
// tests and the sandbox can move time.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type SessionRow = typeof webSession.$inferSelect;
export type NewSessionRow = typeof webSession.$inferInsert;
export type OtpChallengeRow = typeof otpChallenge.$inferSelect;

// ---- sessions ----

/**
 * Every request's session read, built once per database (Drizzle's prepared query): building a
 * select of the session's twelve columns costs more CPU than PostgreSQL spends running it
 * (docs/decisions/0151).
 */
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();
const liveSessionQuery = (db: Db) =>
  db
    .select()
    .from(webSession)
    .where(and(eq(webSession.id, sql.placeholder('id')), isNull(webSession.endedAt)))
    .limit(1)
    .prepare('session_find_live');

export async function findLiveSession(db: Db, id: string): Promise<SessionRow | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const rows = await query.execute({ id });
  return rows[0];
}

export async function insertSession(db: DbOrTx, row: NewSessionRow): Promise<SessionRow> {
  const rows = await db.insert(webSession).values(row).returning();
  return rows[0]!;
}

/** Ends a live session; false when it had already ended (a concurrent logout or rotation). */
export async function endSession(db: DbOrTx, id: string, reason: NonNullable<SessionRow['endReason']>, at: Date) {
  const rows = await db
    .update(webSession)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(webSession.id, id), isNull(webSession.endedAt)))
    .returning({ id: webSession.id });
  return rows.length > 0;
}

/** Ends every live session of a user but one (after a password change). */
export async function endOtherSessions(db: DbOrTx, userId: string, keepId: string, at: Date): Promise<void> {
  await db
    .update(webSession)
    .set({ endedAt: at, endReason: 'logout' })
    .where(and(eq(webSession.userId, userId), ne(webSession.id, keepId), isNull(webSession.endedAt)));
}

export async function touchSession(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(webSession).set({ lastSeenAt: at }).where(eq(webSession.id, id));
}

export async function updateSession(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<SessionRow, 'agentCode' | 'verifiedMobile' | 'verifiedPurpose' | 'verifiedAt' | 'lastSeenAt'>>,
): Promise<void> {
  await db.update(webSession).set(changes).where(eq(webSession.id, id));
}

// ---- users and agents ----

const userColumns = {
  id: userAccount.id,
  mobile: userAccount.mobile,
  name: userAccount.name,
  email: userAccount.email,
  passwordHash: userAccount.passwordHash,
  taxStatus: userAccount.taxStatus,
  majorStatus: userAccount.majorStatus,
  registeredWithBse: userAccount.registeredWithBse,
  agentId: userAccount.agentId,
  createdAt: userAccount.createdAt,
  /** The advisor the user is mapped to. */
  agentCode: agent.agentCode,
  /** When the user is an advisor: their own agent code. */
  ownAgentCode: sql<string | null>`(select a2.agent_code from agent a2 where a2.user_id = ${userAccount.id})`,
};

export type UserRow = {
  id: string;
  mobile: string;
  name: string;
  email: string | null;
  passwordHash: string | null;
  taxStatus: string;
  majorStatus: string | null;
  registeredWithBse: number;
  agentId: string | null;
  createdAt: Date;
  agentCode: string | null;
  ownAgentCode: string | null;
};

const users = (db: DbOrTx) => db.select(userColumns).from(userAccount).leftJoin(agent, eq(agent.id, userAccount.agentId));

/** The accounts of one mobile, oldest first. */
export async function findUsersByMobile(db: DbOrTx, mobile: string): Promise<UserRow[]> {
  return (await users(db).where(eq(userAccount.mobile, mobile)).orderBy(userAccount.createdAt, userAccount.id)) as UserRow[];
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = (await users(db).where(eq(userAccount.id, id)).limit(1)) as UserRow[];
  return rows[0];
}

export async function insertUser(
  db: DbOrTx,
  row: { mobile: string; name: string; email: string; agentId: string | null; createdAt: Date },
): Promise<string> {
  const rows = await db.insert(userAccount).values(row).returning({ id: userAccount.id });
  return rows[0]!.id;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(userAccount).set({ passwordHash }).where(eq(userAccount.id, userId));
}

export async function findAgentByCode(db: DbOrTx, agentCode: string) {
  const rows = await db.select().from(agent).where(eq(agent.agentCode, agentCode)).limit(1);
  return rows[0];
}

// ---- OTP challenges ----

/** This session's newest challenge for the mobile and purpose that is not used yet. */
export async function findOpenChallenge(
  db: DbOrTx,
  sessionId: string,
  mobile: string,
  purpose: OtpChallengeRow['purpose'],
): Promise<OtpChallengeRow | undefined> {
  const rows = await db
    .select()
    .from(otpChallenge)
    .where(
      and(
        eq(otpChallenge.sessionId, sessionId),
        eq(otpChallenge.mobile, mobile),
        eq(otpChallenge.purpose, purpose),
        isNull(otpChallenge.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenge.createdAt))
    .limit(1);
  return rows[0];
}

export async function insertChallenge(db: DbOrTx, row: typeof otpChallenge.$inferInsert & { id: string }): Promise<void> {
  await db.insert(otpChallenge).values(row);
}

export async function updateChallenge(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<OtpChallengeRow, 'codeHash' | 'expiresAt' | 'attempts' | 'resendCount' | 'lastSentAt' | 'consumedAt'>>,
): Promise<void> {
  await db.update(otpChallenge).set(changes).where(eq(otpChallenge.id, id));
}

/**
 * Takes one try of a challenge, atomically: the tries so far including this one, or null when
 * all were used (parallel guesses cannot take more than `max`).
 */
export async function takeAttempt(db: DbOrTx, id: string, max: number): Promise<number | null> {
  const rows = await db
    .update(otpChallenge)
    .set({ attempts: sql`${otpChallenge.attempts} + 1` })
    .where(and(eq(otpChallenge.id, id), lt(otpChallenge.attempts, max)))
    .returning({ attempts: otpChallenge.attempts });
  return rows[0]?.attempts ?? null;
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenge)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenge.id, id), isNull(otpChallenge.consumedAt)))
    .returning({ id: otpChallenge.id });
  return rows.length > 0;
}

// ---- audit and rate limits ----

export type AuditEvent =
  | 'mobile_check'
  | 'password_login'
  | 'otp_send'
  | 'otp_verify'
  | 'signup'
  | 'password_update'
  | 'logout'
  // Step-up OTPs (profile, bank, account opening: migration 0019); reason = the purpose.
  | 'step_up_otp_send'
  | 'step_up_otp_verify';

export interface AuditRow {
  mobile: string | null;
  userId: string | null;
  event: AuditEvent;
  outcome: 'success' | 'failure' | 'blocked';
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  /** Step-up sends: who asked, and whether that account is not one of the mobile's own (0165). */
  requesterUserId?: string | null;
  requestedByOther?: boolean;
}

export async function insertAudit(db: DbOrTx, row: AuditRow): Promise<void> {
  await db.insert(signInAudit).values(row);
}

/** Audit rows of one event (and outcome) for a mobile or an address since an instant. */
export async function countAudit(
  db: DbOrTx,
  by: { mobile: string } | { ip: string },
  event: AuditEvent,
  outcome: AuditRow['outcome'],
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const key = 'mobile' in by ? eq(signInAudit.mobile, by.mobile) : eq(signInAudit.ip, by.ip);
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      oldestMs: sql<number | null>`(extract(epoch from min(${signInAudit.createdAt})) * 1000)::float8`,
    })
    .from(signInAudit)
    .where(and(key, eq(signInAudit.event, event), eq(signInAudit.outcome, outcome), gt(signInAudit.createdAt, since)));
  const row = rows[0];
  const oldestMs = row?.oldestMs === null || row?.oldestMs === undefined ? null : Number(row.oldestMs);
  return { count: row?.count ?? 0, oldest: oldestMs === null ? null : new Date(oldestMs) };
}

/**
 * Step-up codes sent to a mobile since an instant (docs/decisions/0165): those one requester asked
 * for one purpose (`{ purpose, requesterUserId }`), or all those other accounts asked for (`'byOthers'`).
 */
export async function countStepUpSends(
  db: DbOrTx,
  mobile: string,
  budget: { purpose: string; requesterUserId: string } | 'byOthers',
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const whose =
    budget === 'byOthers'
      ? eq(signInAudit.requestedByOther, true)
      : and(eq(signInAudit.reason, budget.purpose), eq(signInAudit.requesterUserId, budget.requesterUserId));
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      oldestMs: sql<number | null>`(extract(epoch from min(${signInAudit.createdAt})) * 1000)::float8`,
    })
    .from(signInAudit)
    .where(and(eq(signInAudit.mobile, mobile), eq(signInAudit.event, 'step_up_otp_send'), eq(signInAudit.outcome, 'success'), gt(signInAudit.createdAt, since), whose));
  const row = rows[0];
  const oldestMs = row?.oldestMs === null || row?.oldestMs === undefined ? null : Number(row.oldestMs);
  return { count: row?.count ?? 0, oldest: oldestMs === null ? null : new Date(oldestMs) };
}

/** Serialises rate-limited work on one key inside a transaction (PostgreSQL advisory lock). */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
