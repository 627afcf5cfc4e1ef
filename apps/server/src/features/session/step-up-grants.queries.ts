import { and, eq } from 'drizzle-orm';
import { otpGrant } from '../../db/schema';
import type { DbOrTx } from './session.queries';

// The grants a verified step-up OTP leaves (migration 0019): one per session and purpose.

export type OtpGrantRow = typeof otpGrant.$inferSelect;

export async function findGrant(db: DbOrTx, sessionId: string, purpose: OtpGrantRow['purpose']): Promise<OtpGrantRow | undefined> {
  const rows = await db
    .select()
    .from(otpGrant)
    .where(and(eq(otpGrant.sessionId, sessionId), eq(otpGrant.purpose, purpose)))
    .limit(1);
  return rows[0];
}

/** A new verification moves the window (and names the user it was for). */
export async function upsertGrant(db: DbOrTx, row: OtpGrantRow): Promise<void> {
  await db
    .insert(otpGrant)
    .values(row)
    .onConflictDoUpdate({
      target: [otpGrant.sessionId, otpGrant.purpose],
      set: { userId: row.userId, mobile: row.mobile, grantedAt: row.grantedAt, expiresAt: row.expiresAt },
    });
}

/** Spends a grant (a redeem OTP authorises one redemption): true when there was one to spend. */
export async function deleteGrant(db: DbOrTx, sessionId: string, purpose: OtpGrantRow['purpose']): Promise<boolean> {
  const rows = await db
    .delete(otpGrant)
    .where(and(eq(otpGrant.sessionId, sessionId), eq(otpGrant.purpose, purpose)))
    .returning({ sessionId: otpGrant.sessionId });
  return rows.length > 0;
}
