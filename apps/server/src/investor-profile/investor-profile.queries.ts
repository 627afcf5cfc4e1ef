import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankAccount, investorProfile, nominee, userAccount } from '../db/schema';

// The investor profile's SQL: the account's contact details, the profile row, its bank accounts
// and nominees, read and written by onboarding, the profile area and bank accounts alike.
// Instants come from the caller's Clock.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type ProfileRow = typeof investorProfile.$inferSelect;
export type ProfileUpdate = Partial<Omit<typeof investorProfile.$inferInsert, 'userId' | 'ucc' | 'createdAt'>>;
export type BankAccountRow = typeof bankAccount.$inferSelect;
export type NomineeRow = typeof nominee.$inferSelect;
export type AccountRow = Pick<typeof userAccount.$inferSelect, 'id' | 'name' | 'mobile' | 'email' | 'taxStatus' | 'registeredWithBse'>;

/** The columns of an {@link AccountRow}, for reading it and for locking it. */
const accountColumns = {
  id: userAccount.id,
  name: userAccount.name,
  mobile: userAccount.mobile,
  email: userAccount.email,
  taxStatus: userAccount.taxStatus,
  registeredWithBse: userAccount.registeredWithBse,
};

export async function findAccount(db: DbOrTx, userId: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select(accountColumns)
    .from(userAccount)
    .where(eq(userAccount.id, userId))
    .limit(1);
  return rows[0];
}

/** The account row locked for the rest of the transaction: one profile change at a time per investor. */
export async function lockAccount(tx: Tx, userId: string): Promise<AccountRow | undefined> {
  const rows = await tx
    .select(accountColumns)
    .from(userAccount)
    .where(eq(userAccount.id, userId))
    .for('update');
  return rows[0];
}

export async function updateAccountEmail(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db.update(userAccount).set({ email }).where(eq(userAccount.id, userId));
}

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const rows = await db.select().from(investorProfile).where(eq(investorProfile.userId, userId)).limit(1);
  return rows[0];
}

/** Another investor whose profile holds this PAN (with their mobile), if any. */
export async function findOtherHolderOfPan(db: DbOrTx, pan: string, userId: string): Promise<{ mobile: string } | undefined> {
  const rows = await db
    .select({ mobile: userAccount.mobile })
    .from(investorProfile)
    .innerJoin(userAccount, eq(userAccount.id, investorProfile.userId))
    .where(and(eq(investorProfile.pan, pan), ne(investorProfile.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function insertProfile(
  db: DbOrTx,
  row: Pick<ProfileRow, 'userId' | 'pan' | 'panStatus' | 'kycRawStatus' | 'kycName' | 'kycCheckedAt' | 'createdAt' | 'updatedAt'>,
): Promise<ProfileRow> {
  const [inserted] = await db.insert(investorProfile).values(row).returning();
  return inserted!;
}

export async function updateProfile(db: DbOrTx, userId: string, changes: ProfileUpdate): Promise<ProfileRow> {
  const [updated] = await db.update(investorProfile).set(changes).where(eq(investorProfile.userId, userId)).returning();
  return updated!;
}

export async function listNominees(db: DbOrTx, userId: string): Promise<NomineeRow[]> {
  return db.select().from(nominee).where(eq(nominee.userId, userId)).orderBy(asc(nominee.slot));
}
