import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { investorProfile, userAccount } from '../db/schema';

// The profile area's Personal tab save (the e-mail on the account; address, pincode,
// city and state on the investor profile).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The caller's account and profile, the account row locked for the edit. */
export async function lockAccountWithProfile(
  tx: Tx,
  userId: string,
): Promise<{ registeredWithBse: number; ucc: string | null; hasProfile: boolean } | undefined> {
  const rows = await tx
    .select({ registeredWithBse: userAccount.registeredWithBse, ucc: investorProfile.ucc, profileUser: investorProfile.userId })
    .from(userAccount)
    .leftJoin(investorProfile, eq(investorProfile.userId, userAccount.id))
    .where(eq(userAccount.id, userId))
    .for('update', { of: userAccount });
  const row = rows[0];
  return row ? { registeredWithBse: row.registeredWithBse, ucc: row.ucc, hasProfile: row.profileUser !== null } : undefined;
}

export async function savePersonalEdit(
  tx: Tx,
  userId: string,
  edit: { email: string; address: string; pincode: string; city: string; state: string; at: Date },
): Promise<void> {
  await tx.update(userAccount).set({ email: edit.email }).where(eq(userAccount.id, userId));
  await tx
    .update(investorProfile)
    .set({ address: edit.address, pincode: edit.pincode, city: edit.city, state: edit.state, updatedAt: edit.at })
    .where(eq(investorProfile.userId, userId));
}
