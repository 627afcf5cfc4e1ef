import { and, eq, isNull } from 'drizzle-orm';
import { bankVerification } from '../../db/schema';
import type { DbOrTx, Tx } from '../../investor-profile';

// The penny drops asked for (bank_verification, migration 0020): each attempt written with its
// command, before the party is called; counted for the limit, and each used by at most one save.
// The accounts themselves are the investor profile's.

export type BankVerificationRow = typeof bankVerification.$inferSelect;

export async function insertVerification(db: DbOrTx, row: typeof bankVerification.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(bankVerification).values(row).returning({ id: bankVerification.id });
  return inserted!.id;
}

/**
 * The party's answer on the attempt's row (the penny-drop command's apply). Written once, as the
 * attempt was written: "no answer" (bank-verification.command.ts).
 */
export async function recordVerificationAnswer(
  tx: Tx,
  id: string,
  answer: Pick<BankVerificationRow, 'outcome' | 'holderName' | 'response'>,
): Promise<void> {
  await tx.update(bankVerification).set(answer).where(eq(bankVerification.id, id));
}

/** The penny drops the hourly limit counts (db/per-hour-limit). */
export const verificationsByInvestor = { table: bankVerification, userId: bankVerification.userId, createdAt: bankVerification.createdAt };

/** The caller's own unused verification (another investor's id is simply not found). */
export async function findOwnVerification(tx: Tx, userId: string, id: string): Promise<BankVerificationRow | undefined> {
  const rows = await tx
    .select()
    .from(bankVerification)
    .where(and(eq(bankVerification.id, id), eq(bankVerification.userId, userId), isNull(bankVerification.usedAt)))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function markVerificationUsed(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.update(bankVerification).set({ usedAt: now }).where(eq(bankVerification.id, id));
}
