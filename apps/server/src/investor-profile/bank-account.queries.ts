import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { bankAccount, investorProfile, otpGrant, userAccount } from '../db/schema';
import type { BankAccountRow, DbOrTx, Tx } from './investor-profile.queries';

// The investor's bank accounts (bank_account, migration 0016), written by the bank-accounts
// feature (onboarding step 2 and the profile's Bank tab), and taking the bank-update OTP's grant
// (0019) in the same transaction as the change it allows.

export type BankAccountInsert = typeof bankAccount.$inferInsert;

/** What the bank rules need of the investor: the name to compare, the client code, registration. */
export interface BankOwner {
  userId: string;
  ucc: string;
  /** The name on the KYC record (the PAN's), else the account's name. */
  nameOnRecord: string;
  registeredWithBse: number;
  personalDetailsSaved: boolean;
}

export async function findOwner(db: DbOrTx, userId: string): Promise<BankOwner | undefined> {
  const rows = await db
    .select({
      ucc: investorProfile.ucc,
      kycName: investorProfile.kycName,
      name: userAccount.name,
      registeredWithBse: userAccount.registeredWithBse,
      personalDetailsSavedAt: investorProfile.personalDetailsSavedAt,
    })
    .from(investorProfile)
    .innerJoin(userAccount, eq(userAccount.id, investorProfile.userId))
    .where(eq(investorProfile.userId, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId,
    ucc: row.ucc,
    nameOnRecord: row.kycName ?? row.name ?? '',
    registeredWithBse: row.registeredWithBse,
    personalDetailsSaved: row.personalDetailsSavedAt !== null,
  };
}

/**
 * Locks the investor's profile row for the rest of the transaction: one bank change at a time per
 * investor, so a double-click or two tabs cannot both take the free slot or both pass "≤ 3".
 */
export async function lockOwner(tx: Tx, userId: string): Promise<BankOwner | undefined> {
  await tx.execute(sql`SELECT 1 FROM investor_profile WHERE user_id = ${userId} FOR UPDATE`);
  return findOwner(tx, userId);
}

export async function listAccounts(db: DbOrTx, userId: string): Promise<BankAccountRow[]> {
  return db.select().from(bankAccount).where(eq(bankAccount.userId, userId)).orderBy(asc(bankAccount.accountSequence));
}

export async function insertAccount(tx: Tx, row: BankAccountInsert): Promise<void> {
  await tx.insert(bankAccount).values(row);
}

export async function updateAccount(
  tx: Tx,
  userId: string,
  accountSequence: number,
  set: Partial<Omit<BankAccountInsert, 'id' | 'userId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(bankAccount)
    .set(set)
    .where(and(eq(bankAccount.userId, userId), eq(bankAccount.accountSequence, accountSequence)));
}

/** Turns every account of the investor to N (before another becomes the default: one default index). */
export async function clearDefault(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(bankAccount)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(bankAccount.userId, userId), eq(bankAccount.isDefault, true)));
}

export async function deleteAccount(tx: Tx, userId: string, accountSequence: number): Promise<void> {
  await tx.delete(bankAccount).where(and(eq(bankAccount.userId, userId), eq(bankAccount.accountSequence, accountSequence)));
}

/**
 * Takes the session's bank-update grant (a verified send-bank-update-otp code): deleted as it is
 * used, so one OTP authorises one edit or delete, and two parallel requests cannot both use it.
 * True when a live grant of this user was taken.
 */
export async function takeBankUpdateGrant(tx: Tx, sessionId: string, userId: string, now: Date): Promise<boolean> {
  const taken = await tx
    .delete(otpGrant)
    .where(
      and(
        eq(otpGrant.sessionId, sessionId),
        eq(otpGrant.purpose, 'bank_update'),
        eq(otpGrant.userId, userId),
        gt(otpGrant.expiresAt, now),
      ),
    )
    .returning({ sessionId: otpGrant.sessionId });
  return taken.length > 0;
}
