import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccount, bankVerification, investorProfile, otpGrant, userAccount } from '../../db/schema';

// The bank-accounts feature's SQL: the investor's accounts (bank_account, migration 0016), the
// penny drops asked for (bank_verification, 0020), and taking the bank-update OTP's grant (0019).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type BankAccountRow = typeof bankAccount.$inferSelect;
export type BankAccountInsert = typeof bankAccount.$inferInsert;
export type BankVerificationRow = typeof bankVerification.$inferSelect;

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

export async function insertVerification(db: DbOrTx, row: typeof bankVerification.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(bankVerification).values(row).returning({ id: bankVerification.id });
  return inserted!.id;
}

/** How many penny drops the investor asked for since `since`. */
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
