import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/client';
import { outsideCall, type OutsideCallStatus } from '../db/schema';
import type { DbOrTx, Tx } from '../integrations/notifications';

// The SQL of the outside_call table (migrations/0030_outside_call.sql). The rules of when a row
// moves from one status to the next live in outside-calls.ts; each statement here checks the
// status (and, for a claim, the lease) it expects, so a caller that lost its claim changes nothing.

/** A command as stored. */
export interface OutsideCallRow {
  id: string;
  idempotencyKey: string;
  party: string;
  operation: string;
  subject: string | null;
  request: unknown;
  context: unknown;
  status: OutsideCallStatus;
  attempts: number;
  applyAttempts: number;
  nextAttemptAt: Date | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  response: unknown;
  error: string | null;
  requestId: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

export interface NewOutsideCall {
  idempotencyKey: string;
  party: string;
  operation: string;
  subject: string | null;
  request: unknown;
  context: unknown;
  nextAttemptAt: Date;
  requestId: string | null;
  now: Date;
}

/**
 * Inserts the command unless its key exists; either way, the row's id, party and operation and
 * whether it is new. Raw SQL, not the query builder: written with every command, and building the
 * builder's insert of this table cost more CPU than running it (docs/decisions/0151).
 */
export async function insertOutsideCall(
  db: DbOrTx,
  call: NewOutsideCall,
): Promise<{ row: Pick<OutsideCallRow, 'id' | 'party' | 'operation'>; created: boolean }> {
  const [inserted] = await rowsOf<{ id: string; party: string; operation: string }>(db, sql`
    INSERT INTO outside_call (idempotency_key, party, operation, subject, request, context, next_attempt_at, request_id, created_at, updated_at)
    VALUES (${call.idempotencyKey}, ${call.party}, ${call.operation}, ${call.subject}, ${JSON.stringify(call.request)}::jsonb,
            ${JSON.stringify(call.context)}::jsonb, ${call.nextAttemptAt.toISOString()}::timestamptz, ${call.requestId},
            ${call.now.toISOString()}::timestamptz, ${call.now.toISOString()}::timestamptz)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text, party, operation`);
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.select().from(outsideCall).where(eq(outsideCall.idempotencyKey, call.idempotencyKey));
  if (!existing) throw new Error('The outside-call table refused a command without saying why');
  return { row: existing, created: false };
}

export async function findOutsideCall(db: DbOrTx, id: string): Promise<OutsideCallRow | undefined> {
  const [row] = await db.select().from(outsideCall).where(eq(outsideCall.id, id));
  return row;
}

/**
 * Claims one command to call its party now, whatever its due time (a user is waiting): pending,
 * or calling under a lease that has ended. Counts the attempt. Built once per database (Drizzle's
 * prepared query; docs/decisions/0151): a waiting request claims each of its commands.
 */
export async function claimForCall(db: Db, id: string, owner: string, now: Date, leaseUntil: Date): Promise<OutsideCallRow | undefined> {
  let query = claimQueries.get(db);
  if (!query) {
    query = claimQuery(db);
    claimQueries.set(db, query);
  }
  const [row] = await query.execute({ id, owner, leaseUntil: leaseUntil.toISOString(), now: now.toISOString() });
  return row;
}

const claimQueries = new WeakMap<Db, ReturnType<typeof claimQuery>>();
const claimQuery = (db: Db) =>
  db
    .update(outsideCall)
    .set({
      status: 'calling',
      attempts: sql`${outsideCall.attempts} + 1`,
      // Placeholders as SQL: the values go as given (ISO texts), as the columns' encoders would send them.
      leaseOwner: sql`${sql.placeholder('owner')}`,
      leaseUntil: sql`${sql.placeholder('leaseUntil')}::timestamptz`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(outsideCall.id, sql.placeholder('id')),
        sql`(${outsideCall.status} = 'pending' OR (${outsideCall.status} = 'calling' AND ${outsideCall.leaseUntil} <= ${sql.placeholder('now')}::timestamptz))`,
      ),
    )
    .returning()
    .prepare('outside_call_claim');

/**
 * The job's claim: due pending commands and calls whose lease ended, of the operations this
 * process can run, oldest due first, with `FOR UPDATE SKIP LOCKED` (rows another claimer is taking
 * are skipped, not waited for). One statement, committed at once: no transaction stays open while
 * a party is called.
 */
export async function claimDueCalls(
  db: Db,
  operations: readonly string[],
  owner: string,
  now: Date,
  leaseUntil: Date,
  batch: number,
): Promise<OutsideCallRow[]> {
  const at = now.toISOString();
  const claimed = await rowsOf<{ id: string }>(db, sql`
    WITH due AS (
      SELECT id FROM outside_call
      WHERE ((status = 'pending' AND next_attempt_at <= ${at}::timestamptz)
          OR (status = 'calling' AND lease_until <= ${at}::timestamptz))
        AND (party || '/' || operation) = ANY(${toTextArray(operations)}::text[])
      ORDER BY next_attempt_at ASC, created_at ASC
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE outside_call AS c
    SET status = 'calling', attempts = c.attempts + 1, lease_owner = ${owner},
        lease_until = ${leaseUntil.toISOString()}::timestamptz, updated_at = ${at}::timestamptz
    FROM due
    WHERE c.id = due.id
    RETURNING c.id`);
  const ids = claimed.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(outsideCall).where(sql`${outsideCall.id} = ANY(${toTextArray(ids)}::uuid[])`);
  return rows.sort((a, b) => (a.nextAttemptAt?.getTime() ?? 0) - (b.nextAttemptAt?.getTime() ?? 0));
}

/** Answered commands whose apply is due (first apply, or a retry after a failed one). */
export async function dueApplies(db: Db, operations: readonly string[], now: Date, batch: number): Promise<string[]> {
  const due = await rowsOf<{ id: string }>(db, sql`
    SELECT id FROM outside_call
    WHERE status = 'answered' AND next_attempt_at <= ${now.toISOString()}::timestamptz
      AND (party || '/' || operation) = ANY(${toTextArray(operations)}::text[])
    ORDER BY next_attempt_at ASC
    LIMIT ${batch}`);
  return due.map((r) => r.id);
}

/** A cheap read-only look before any claim (most job passes find nothing). */
export async function anyDue(db: Db, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const found = await rowsOf(db, sql`
    SELECT 1 FROM outside_call
    WHERE (status IN ('pending', 'answered') AND next_attempt_at <= ${at}::timestamptz)
       OR (status = 'calling' AND lease_until <= ${at}::timestamptz)
    LIMIT 1`);
  return found.length > 0;
}

/**
 * The earliest time a command of these operations is due (see anyDue), or null when none is
 * waiting. Only the operations this process has handlers for: another's due commands would
 * otherwise keep its job looking every second for work it cannot take.
 */
export async function nextDueAt(db: Db, operations: readonly string[]): Promise<Date | null> {
  const [next] = await rowsOf<{ at: Date | string | null }>(db, sql`
    SELECT min(CASE WHEN status = 'calling' THEN lease_until ELSE next_attempt_at END) AS at
    FROM outside_call
    WHERE status IN ('pending', 'answered', 'calling')
      AND (party || '/' || operation) = ANY(${toTextArray(operations)}::text[])`);
  const at = next?.at;
  return at == null ? null : new Date(at);
}

/** The claim as held by its caller: still calling, same owner, same attempt. */
function ourClaim(row: Pick<OutsideCallRow, 'id' | 'attempts'>, owner: string): SQL {
  return and(
    eq(outsideCall.id, row.id),
    eq(outsideCall.status, 'calling'),
    eq(outsideCall.leaseOwner, owner),
    eq(outsideCall.attempts, row.attempts),
  )!;
}

/**
 * The party answered: kept at once, before anything is applied. False when the claim was lost.
 * Built once per database, as the claim (docs/decisions/0151).
 */
export async function recordAnswer(db: Db, row: OutsideCallRow, owner: string, response: unknown, now: Date): Promise<boolean> {
  let query = answerQueries.get(db);
  if (!query) {
    query = answerQuery(db);
    answerQueries.set(db, query);
  }
  const done = await query.execute({
    id: row.id,
    owner,
    attempts: row.attempts,
    // As the jsonb column's encoder would send it; no answer is SQL NULL, as before.
    response: response == null ? null : JSON.stringify(response),
    now: now.toISOString(),
  });
  return done.length > 0;
}

const answerQueries = new WeakMap<Db, ReturnType<typeof answerQuery>>();
const answerQuery = (db: Db) =>
  db
    .update(outsideCall)
    .set({
      status: 'answered',
      response: sql`${sql.placeholder('response')}::jsonb`,
      error: null,
      nextAttemptAt: sql`${sql.placeholder('now')}::timestamptz`,
      leaseOwner: null,
      leaseUntil: null,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(outsideCall.id, sql.placeholder('id')),
        eq(outsideCall.status, 'calling'),
        eq(outsideCall.leaseOwner, sql.placeholder('owner')),
        eq(outsideCall.attempts, sql.placeholder('attempts')),
      ),
    )
    .returning({ id: outsideCall.id })
    .prepare('outside_call_answer');

/** The party did not answer; it is called again at `retryAt`. False when the claim was lost. */
export async function recordRetry(db: Db, row: OutsideCallRow, owner: string, error: string, retryAt: Date, now: Date): Promise<boolean> {
  const done = await db
    .update(outsideCall)
    .set({ status: 'pending', error, nextAttemptAt: retryAt, leaseOwner: null, leaseUntil: null, updatedAt: now })
    .where(ourClaim(row, owner))
    .returning({ id: outsideCall.id });
  return done.length > 0;
}

/** Locks our claim inside the failure's transaction (the apply of a failure runs with it). */
export async function lockOurClaim(tx: Tx, row: OutsideCallRow, owner: string): Promise<boolean> {
  const locked = await tx.select({ id: outsideCall.id }).from(outsideCall).where(ourClaim(row, owner)).for('update');
  return locked.length > 0;
}

export async function markFailed(tx: Tx, id: string, error: string, now: Date): Promise<void> {
  await tx
    .update(outsideCall)
    .set({ status: 'failed', error, nextAttemptAt: null, leaseOwner: null, leaseUntil: null, updatedAt: now, completedAt: now })
    .where(eq(outsideCall.id, id));
}

/**
 * Locks an answered command for its apply. `skipLocked`: the job passes over a row another
 * process is applying; a waiting user's request waits for it instead, then finds it done.
 */
export async function lockAnswered(tx: Tx, id: string, skipLocked: boolean): Promise<OutsideCallRow | undefined> {
  const query = tx.select().from(outsideCall).where(and(eq(outsideCall.id, id), eq(outsideCall.status, 'answered')));
  const [row] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row;
}

/** Marks the command done (in its apply's transaction); the row as it then stands. */
export async function markDone(tx: Tx, id: string, now: Date): Promise<OutsideCallRow | undefined> {
  const [row] = await tx
    .update(outsideCall)
    .set({ status: 'done', error: null, nextAttemptAt: null, updatedAt: now, completedAt: now })
    .where(eq(outsideCall.id, id))
    .returning();
  return row;
}

/**
 * Marks an answered command done at the start of its apply's transaction: the update takes the
 * row's lock (after another applier's commit it finds the row done, and marks nothing), and a
 * failed apply rolls the mark back. The row as marked; undefined when it was not answered.
 */
export async function markAnsweredDone(tx: Tx, id: string, now: Date): Promise<OutsideCallRow | undefined> {
  const [row] = await tx
    .update(outsideCall)
    .set({ status: 'done', error: null, nextAttemptAt: null, updatedAt: now, completedAt: now })
    .where(and(eq(outsideCall.id, id), eq(outsideCall.status, 'answered')))
    .returning();
  return row;
}

/** The apply failed (its transaction rolled back): the answer stays, the apply is due again at `retryAt`. */
export async function recordApplyFailure(db: Db, id: string, error: string, retryAt: Date, now: Date): Promise<void> {
  await db
    .update(outsideCall)
    .set({ applyAttempts: sql`${outsideCall.applyAttempts} + 1`, error, nextAttemptAt: retryAt, updatedAt: now })
    .where(and(eq(outsideCall.id, id), eq(outsideCall.status, 'answered')));
}

/**
 * The ids of the commands with these idempotency keys that are not finished yet (neither done nor
 * failed), oldest first: what a waiting request runs now instead of leaving it to the job.
 */
export async function unfinishedByKeys(db: DbOrTx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db
    .select({ id: sql<string>`${outsideCall.id}::text` })
    .from(outsideCall)
    .where(and(inArray(outsideCall.idempotencyKey, keys), notInArray(outsideCall.status, ['done', 'failed'])))
    .orderBy(outsideCall.id);
  return rows.map((r) => r.id);
}

/** Whether a command of this operation for this subject is still unfinished. */
export async function hasUnfinished(db: DbOrTx, party: string, operation: string, subject: string): Promise<boolean> {
  const rows = await db
    .select({ id: outsideCall.id })
    .from(outsideCall)
    .where(
      and(
        eq(outsideCall.party, party),
        eq(outsideCall.operation, operation),
        eq(outsideCall.subject, subject),
        sql`${outsideCall.status} IN ('pending', 'calling', 'answered')`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface OutsideCallFilter {
  status?: OutsideCallStatus;
  limit: number;
}

/** The latest commands, newest first (the sandbox console). */
export async function listOutsideCalls(db: DbOrTx, filter: OutsideCallFilter): Promise<OutsideCallRow[]> {
  return db
    .select()
    .from(outsideCall)
    .where(filter.status ? eq(outsideCall.status, filter.status) : undefined)
    .orderBy(desc(outsideCall.createdAt), sql`${outsideCall.id} desc`)
    .limit(filter.limit);
}

/** A text[] literal for `= ANY(...)`: the drivers differ in how they bind a JS array. */
function toTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
