// Migration 0021: the signature and the cancelled cheque reference uploaded_file. A file in use
// cannot be deleted on its own, a reference to a file that does not exist is refused, and
// deleting a person still removes their files, profile and accounts together.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bankAccount, investorProfile, uploadedFile, userAccount } from '../src/db/schema';
import { addUser } from './session-test-kit';
import { forEachDatabase } from './test-database';

forEachDatabase('profile file keys', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  const now = new Date('2025-01-15T10:00:00Z');
  const fileOf = async (userId: string, purpose: 'cancelled_cheque' | 'signature'): Promise<string> => {
    const [row] = await database.db
      .insert(uploadedFile)
      .values({ userId, purpose, contentType: 'image/png', sizeBytes: 100, sha256: 'a'.repeat(64), storageKey: `${purpose}/${userId}` })
      .returning({ id: uploadedFile.id });
    return row!.id;
  };
  /** An investor with a signature and a primary account with its cheque. */
  const investor = async (mobile: string) => {
    const userId = await addUser(database, { mobile });
    const signature = await fileOf(userId, 'signature');
    const cheque = await fileOf(userId, 'cancelled_cheque');
    await database.db.insert(investorProfile).values({
      userId,
      pan: `ABCPV${mobile.slice(-4)}V`,
      panStatus: 'KYC_VALIDATED_STATUS',
      kycCheckedAt: now,
      signatureFileId: signature,
      createdAt: now,
      updatedAt: now,
    });
    await database.db.insert(bankAccount).values({
      userId,
      accountSequence: 1,
      bankName: 'State Bank of India',
      accountNumber: '30001234567',
      ifsc: 'SBIN0000813',
      accountType: 'Savings',
      isDefault: true,
      cancelledChequeFileId: cheque,
      createdAt: now,
      updatedAt: now,
    });
    return { userId, signature, cheque };
  };

  it("refuses to delete the primary account's cheque or the signature while they are in use", async () => {
    const { cheque, signature } = await investor('9876500001');
    await expect(database.db.delete(uploadedFile).where(eq(uploadedFile.id, cheque))).rejects.toThrow();
    await expect(database.db.delete(uploadedFile).where(eq(uploadedFile.id, signature))).rejects.toThrow();
    const [account] = await database.db.select({ cheque: bankAccount.cancelledChequeFileId }).from(bankAccount);
    expect(account?.cheque).toBe(cheque);
  });

  it('refuses a reference to a file that does not exist', async () => {
    const { userId } = await investor('9876500002');
    await expect(
      database.db
        .update(investorProfile)
        .set({ signatureFileId: '00000000-0000-4000-8000-000000000000' })
        .where(eq(investorProfile.userId, userId)),
    ).rejects.toThrow();
  });

  it('deletes a person with their files, profile and accounts in one go', async () => {
    const { userId } = await investor('9876500003');
    const other = await investor('9876500004');
    await database.db.delete(userAccount).where(eq(userAccount.id, userId));
    const files = await database.db.select({ userId: uploadedFile.userId }).from(uploadedFile);
    const accounts = await database.db.select({ userId: bankAccount.userId }).from(bankAccount);
    expect(new Set(files.map((f) => f.userId))).toEqual(new Set([other.userId]));
    expect(accounts.map((a) => a.userId)).toEqual([other.userId]);
  });
});
