// Issue 11 §3: in sandbox mode the demo investors get a verified primary bank account and an
// approved e-mandate, made through the product's services and the sandbox bank, once however
// often the server starts. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { BankErrorEnum, bankAccountRoutes, mandateRoutes, type MandateList } from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DEMO_BANKING } from '../src/features/mandates';
import { seedDemoProfiles } from '../src/features/profile';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/features/session';
import { failed, ok, rows, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

forEachDatabase('the demo investors’ bank account and e-mandate', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    h = await startHarness(database, ['123456'], { config: { sandbox: true } });
    await seedDemoAccounts(database, { clock: { now: h.now } });
    await seedDemoProfiles(database, { clock: { now: h.now } });
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  it('gives each a verified primary account and an approved e-mandate, through the parties, once', async () => {
    expect(await h.app.seedDemoBanking()).toEqual({ accounts: DEMO_BANKING.length, mandates: DEMO_BANKING.length });
    const accounts = await rows<{ mobile: string; is_default: boolean; is_verified: boolean; cheque: boolean }>(
      database,
      sql`SELECT u.mobile, b.is_default, b.is_verified, b.cancelled_cheque_file_id IS NOT NULL AS cheque
          FROM bank_account b JOIN user_account u ON u.id = b.user_id ORDER BY u.mobile`,
    );
    expect(accounts).toEqual(DEMO_BANKING.map((d) => ({ mobile: d.mobile, is_default: true, is_verified: true, cheque: true })));
    // The parties were asked: the penny drop, the exchange's bank modification and mandate calls.
    const calls = await rows<{ operation: string; n: string }>(database, sql`SELECT operation, count(*)::text AS n FROM outside_call GROUP BY operation ORDER BY operation`);
    expect(Object.fromEntries(calls.map((c) => [c.operation, Number(c.n)]))).toMatchObject({
      'mandate-registration': DEMO_BANKING.length,
      'mandate-auth-url': DEMO_BANKING.length,
    });
    const exchange = await rows<{ status: string; mandate_type: string }>(database, sql`SELECT status, mandate_type FROM sandbox_exchange_mandate`);
    expect(exchange).toEqual(DEMO_BANKING.map(() => ({ status: 'APPROVED', mandate_type: 'N' })));

    const asha = await h.signIn('9000000001', DEMO_PASSWORD);
    const { mandates } = ok<MandateList>(await asha.get(mandateRoutes.listMandates.path));
    expect(mandates).toEqual([expect.objectContaining({ type: 'N', status: 'Approved', statusLabel: 'Approved', amount: '100000.00', bankAccountNumber: 'XXXX0001' })]);

    // The profile's active-mandate warning reads the real mandate: the account it debits cannot change.
    ok(await asha.post(bankAccountRoutes.sendBankUpdateOtp.path));
    ok(await asha.post(bankAccountRoutes.verifyBankUpdateOtp.path, { otp: '123456' }));
    const edit = { accountSequence: 1, bankName: 'State Bank of India', bankAccountNumber: DEMO_BANKING[0].accountNumber, ifscCode: 'SBIN0000813', bankAccountType: 'Current', verificationId: 'none' };
    expect(failed(await asha.post(bankAccountRoutes.editBankAccount.path, edit), 409)).toMatchObject({
      errorEnum: BankErrorEnum.BANK_ACTIVE_MANDATE,
      message: productMessages.bankAccounts.activeMandate,
    });

    // A restart: nothing new.
    expect(await h.app.seedDemoBanking()).toEqual({ accounts: 0, mandates: 0 });
    expect(await rows(database, sql`SELECT 1 FROM sandbox_exchange_mandate`)).toHaveLength(DEMO_BANKING.length);
    expect(await rows(database, sql`SELECT 1 FROM bank_account`)).toHaveLength(DEMO_BANKING.length);
  });
});
