import { and, eq } from 'drizzle-orm';
import { ekycRequest, kycCheck } from '../../db/schema';
import type { DbOrTx, Tx } from '../../investor-profile';

// The KYC checks by PAN (kyc_check, counted for the hourly limit) and the e-KYC requests. The
// profile they fill in is the investor profile's (investor-profile/). Instants come from the
// caller's Clock.

/** The PAN checks the hourly limit counts (db/per-hour-limit). */
export const kycChecksByInvestor = { table: kycCheck, userId: kycCheck.userId, createdAt: kycCheck.createdAt };

export async function insertKycCheck(db: DbOrTx, row: typeof kycCheck.$inferInsert): Promise<void> {
  await db.insert(kycCheck).values(row);
}

export async function insertEkycRequest(db: DbOrTx, row: typeof ekycRequest.$inferInsert): Promise<void> {
  await db.insert(ekycRequest).values(row);
}

/** The request, only if this investor started it (anyone else's id is as good as unknown). */
export async function lockEkycRequest(tx: Tx, requestId: string, userId: string) {
  const rows = await tx
    .select()
    .from(ekycRequest)
    .where(and(eq(ekycRequest.requestId, requestId), eq(ekycRequest.userId, userId)))
    .for('update');
  return rows[0];
}

export async function markEkycApplied(db: DbOrTx, requestId: string, at: Date): Promise<void> {
  await db.update(ekycRequest).set({ appliedAt: at }).where(eq(ekycRequest.requestId, requestId));
}

/** The request, only if this investor started it, without a lock (the callback's first look). */
export async function findEkycRequest(db: DbOrTx, requestId: string, userId: string) {
  const rows = await db
    .select()
    .from(ekycRequest)
    .where(and(eq(ekycRequest.requestId, requestId), eq(ekycRequest.userId, userId)));
  return rows[0];
}
