import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { riskProfileAnswer, riskProfileAttempt, riskProfileResult, userAccount } from '../../db/schema';

// The risk profile's SQL. Every instant comes from the caller's Clock.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type AttemptRow = typeof riskProfileAttempt.$inferSelect;
export type ResultRow = typeof riskProfileResult.$inferSelect & { userAttemptId: number };

/**
 * Locks the user's row for the rest of the transaction: two Let's Begin clicks (or tabs) then
 * take turns, so neither sees "no open attempt" while the other is inserting one.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: userAccount.id }).from(userAccount).where(eq(userAccount.id, userId)).for('update');
}

export async function findOpenAttempt(db: DbOrTx, userId: string, version: number): Promise<AttemptRow | undefined> {
  const rows = await db
    .select()
    .from(riskProfileAttempt)
    .where(
      and(
        eq(riskProfileAttempt.userId, userId),
        eq(riskProfileAttempt.riskProfileVersion, version),
        isNull(riskProfileAttempt.completedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The user's attempt by its number, locked for the answer being saved into it. */
export async function findAttemptForUpdate(
  tx: Tx,
  userId: string,
  version: number,
  userAttemptId: number,
): Promise<AttemptRow | undefined> {
  const rows = await tx
    .select()
    .from(riskProfileAttempt)
    .where(
      and(
        eq(riskProfileAttempt.userId, userId),
        eq(riskProfileAttempt.riskProfileVersion, version),
        eq(riskProfileAttempt.userAttemptId, userAttemptId),
      ),
    )
    .for('update')
    .limit(1);
  return rows[0];
}

/** The user's highest attempt number of a version, 0 when none (spec 2 §7 "Max attempt id"). */
export async function maxUserAttemptId(db: DbOrTx, userId: string, version: number): Promise<number> {
  const rows = await db
    .select({ top: max(riskProfileAttempt.userAttemptId) })
    .from(riskProfileAttempt)
    .where(and(eq(riskProfileAttempt.userId, userId), eq(riskProfileAttempt.riskProfileVersion, version)));
  return rows[0]?.top ?? 0;
}

export async function insertAttempt(
  db: DbOrTx,
  row: { userId: string; riskProfileVersion: number; userAttemptId: number; startedAt: Date },
): Promise<AttemptRow> {
  const [inserted] = await db.insert(riskProfileAttempt).values(row).returning();
  return inserted!;
}

/** The attempt's answers, one per question (a later answer has replaced an earlier one). */
export async function listAnswers(db: DbOrTx, attemptId: string): Promise<{ questionNo: number; answerOptionId: number }[]> {
  return db
    .select({ questionNo: riskProfileAnswer.questionNo, answerOptionId: riskProfileAnswer.answerOptionId })
    .from(riskProfileAnswer)
    .where(eq(riskProfileAnswer.attemptId, attemptId))
    .orderBy(riskProfileAnswer.questionNo);
}

export async function upsertAnswer(
  db: DbOrTx,
  row: { attemptId: string; questionNo: number; answerOptionId: number; answeredAt: Date },
): Promise<void> {
  await db
    .insert(riskProfileAnswer)
    .values(row)
    .onConflictDoUpdate({
      target: [riskProfileAnswer.attemptId, riskProfileAnswer.questionNo],
      set: { answerOptionId: sql`excluded.answer_option_id`, answeredAt: sql`excluded.answered_at` },
    });
}

export async function completeAttempt(
  db: DbOrTx,
  attempt: AttemptRow,
  result: { riskProfileClassId: number; totalScore: number; at: Date },
): Promise<void> {
  await db.update(riskProfileAttempt).set({ completedAt: result.at }).where(eq(riskProfileAttempt.id, attempt.id));
  await db.insert(riskProfileResult).values({
    attemptId: attempt.id,
    userId: attempt.userId,
    riskProfileVersion: attempt.riskProfileVersion,
    riskProfileClassId: result.riskProfileClassId,
    totalScore: result.totalScore,
    calculatedAt: result.at,
  });
}

const resultColumns = {
  attemptId: riskProfileResult.attemptId,
  userId: riskProfileResult.userId,
  riskProfileVersion: riskProfileResult.riskProfileVersion,
  riskProfileClassId: riskProfileResult.riskProfileClassId,
  totalScore: riskProfileResult.totalScore,
  calculatedAt: riskProfileResult.calculatedAt,
  userAttemptId: riskProfileAttempt.userAttemptId,
};

export async function findResultOfAttempt(db: DbOrTx, attemptId: string): Promise<ResultRow | undefined> {
  const rows = await db
    .select(resultColumns)
    .from(riskProfileResult)
    .innerJoin(riskProfileAttempt, eq(riskProfileAttempt.id, riskProfileResult.attemptId))
    .where(eq(riskProfileResult.attemptId, attemptId))
    .limit(1);
  return rows[0];
}

/** The user's newest result, of any version. */
export async function findLatestResult(db: DbOrTx, userId: string): Promise<ResultRow | undefined> {
  const rows = await db
    .select(resultColumns)
    .from(riskProfileResult)
    .innerJoin(riskProfileAttempt, eq(riskProfileAttempt.id, riskProfileResult.attemptId))
    .where(eq(riskProfileResult.userId, userId))
    .orderBy(desc(riskProfileResult.calculatedAt), desc(riskProfileAttempt.userAttemptId))
    .limit(1);
  return rows[0];
}
