import type { Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { BANK_REJECTION_REMARKS, MANDATE_TEST_ACCOUNTS } from './sandbox-mandates';

export interface MandateProgressResult {
  approved: number;
  rejected: number;
}

const DEFAULT_BATCH = 100;

/**
 * The sandbox bank's answers that are due by the clock: every mandate UNDER PROCESSING whose
 * answer time has come becomes APPROVED (with a UMRN), or REJECTED for the test account
 * {@link MANDATE_TEST_ACCOUNTS.rejectedByBank}. Its answer carries the time it was due, not the
 * time the job ran, so a clock moved by days gives the dates the bank would have given.
 *
 * Claimed with `FOR UPDATE SKIP LOCKED` and answered in the same statement
 * (docs/decisions/0054): a second process skips the rows this one holds, and a process that dies
 * mid-statement leaves them as they were for the next pass. No lease is needed because nothing
 * happens between the claim and the answer outside that one transaction.
 */
export async function progressDueMandates(database: { db: Db }, clock: Clock, options: { batch?: number } = {}): Promise<MandateProgressResult> {
  const now = clock.now().toISOString();
  const result: MandateProgressResult = { approved: 0, rejected: 0 };
  // Most passes find nothing: a read-only look is cheaper than the claim (docs/decisions/0028).
  const due = await rowsOf(database.db, sql`
    SELECT 1 FROM sandbox_exchange_mandate WHERE status = 'UNDER PROCESSING' AND step_due_at <= ${now}::timestamptz LIMIT 1`);
  if (due.length === 0) return result;

  const rejected = MANDATE_TEST_ACCOUNTS.rejectedByBank;
  const answered = await rowsOf<{ status: string }>(database.db, sql`
    WITH due AS (
      SELECT mandate_id FROM sandbox_exchange_mandate
      WHERE status = 'UNDER PROCESSING' AND step_due_at <= ${now}::timestamptz
      ORDER BY step_due_at, mandate_id
      LIMIT ${options.batch ?? DEFAULT_BATCH}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE sandbox_exchange_mandate AS m
    SET status = CASE WHEN m.account_no = ${rejected} THEN 'REJECTED' ELSE 'APPROVED' END,
        remarks = CASE WHEN m.account_no = ${rejected} THEN ${BANK_REJECTION_REMARKS} ELSE '' END,
        umrn = CASE WHEN m.account_no = ${rejected} THEN NULL ELSE 'SNBX' || lpad(m.mandate_id, 16, '0') END,
        decided_at = m.step_due_at,
        step_due_at = NULL
    FROM due
    WHERE m.mandate_id = due.mandate_id
    RETURNING m.status`);
  for (const row of answered) {
    if (row.status === 'APPROVED') result.approved += 1;
    else result.rejected += 1;
  }
  return result;
}

/**
 * The next time the sandbox bank answers a mandate: the earliest answer still to come; null when
 * none. One due already that a pass could not take (another process holds it) is left to the
 * loop's ceiling.
 */
export async function nextMandateAnswerAt(database: { db: Db }, now: Date): Promise<Date | null> {
  const [next] = await rowsOf<{ at: Date | string | null }>(database.db, sql`
    SELECT min(step_due_at) AS at FROM sandbox_exchange_mandate
    WHERE status = 'UNDER PROCESSING' AND step_due_at > ${now.toISOString()}::timestamptz`);
  const at = next?.at;
  return at == null ? null : new Date(at);
}
