import { createHash } from 'node:crypto';
import type { Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { progressDueMandates, type SandboxMandates } from '../../integrations/exchange';
import { listAccounts } from '../../investor-profile';
import type { BankAccountsFeature } from '../bank-accounts';
import type { IncomingFile, PartyErrorLog } from '../uploads';
import type { MandatesService } from './mandates.service';
import { rowsOf } from '../../db/rows';
import { registeredMandates } from './mandates.queries';

// Sandbox only (issue 11 §3): the demo investors get a verified primary bank account and an
// approved e-mandate on it, made the way an investor makes them — the cheque kept by the uploads
// feature, the penny drop and the exchange's bank modification through the bank-accounts
// services, the mandate registered and activated through this feature, and approved on the
// sandbox bank's page — never written into the tables. Idempotent: an investor with an account
// keeps it; one with a mandate keeps it; a seed cut short resumes where it stopped.

export interface DemoBankingDeps {
  database: Database;
  clock: Clock;
  bankAccounts: BankAccountsFeature;
  mandates: MandatesService;
  sandboxMandates: SandboxMandates;
  keepCheque: (userId: string, file: IncomingFile, log: PartyErrorLog) => Promise<{ cancelledChequeId: string }>;
  log: PartyErrorLog & { info(obj: object, msg: string): void };
}

/**
 * The demo investors who get them (profile feature's seedDemoProfiles) and their accounts at the
 * sandbox bank: the direct investor Asha and the customer Meera. Priya and Vikram stay without a
 * bank account: the bank journey (e2e/tests/profile-bank.spec.ts) adds their first one
 * (docs/decisions/0079).
 */
export const DEMO_BANKING = [
  { mobile: '9000000001', accountNumber: '50100000000001' },
  { mobile: '9000000005', accountNumber: '50100000000005' },
] as const;
export const DEMO_IFSC = 'SBIN0000813';
const DEMO_BANK_NAME = 'State Bank of India';
/** The demo e-mandate's limit: the spec's default (₹1,00,000). */
export const DEMO_MANDATE_LIMIT = '100000';

/** A plain cheque-sized image: the demo's cancelled cheque (its details are known, not read). */
async function demoCheque(): Promise<IncomingFile> {
  const bytes = await sharp({ create: { width: 1200, height: 550, channels: 3, background: '#f4f1e8' } }).jpeg({ quality: 80 }).toBuffer();
  return { bytes: new Uint8Array(bytes), truncated: false };
}

/** A stable request key per investor, so a restart after a cut-short seed registers no second mandate. */
function demoRequestKey(userId: string): string {
  const h = createHash('sha256').update(`demo-mandate:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedDemoBanking(deps: DemoBankingDeps): Promise<{ accounts: number; mandates: number }> {
  const { database } = deps;
  let accounts = 0;
  let mandates = 0;
  for (const demo of DEMO_BANKING) {
    const [user] = await rowsOf<{ id: string }>(
      database.db,
      sql`SELECT u.id::text AS id FROM user_account u JOIN investor_profile p ON p.user_id = u.id WHERE u.mobile = ${demo.mobile} LIMIT 1`,
    );
    if (!user) continue;
    const userId = user.id;
    if ((await listAccounts(database.db, userId)).length === 0) {
      const { cancelledChequeId } = await deps.keepCheque(userId, await demoCheque(), deps.log);
      const verified = await deps.bankAccounts.verification.verify(userId, { bankAccountNumber: demo.accountNumber, ifscCode: DEMO_IFSC, purpose: 'add' });
      if (!verified.verificationId || !verified.mayProceed) {
        deps.log.info({ mobile: demo.mobile, outcome: verified.outcome }, 'demo bank account not verified; skipped');
        continue;
      }
      await deps.bankAccounts.accounts.add(userId, {
        bankName: DEMO_BANK_NAME,
        bankAccountNumber: demo.accountNumber,
        ifscCode: DEMO_IFSC,
        bankAccountType: 'Savings',
        defaultBankFlag: true,
        cancelledChequeId,
        verificationId: verified.verificationId,
      });
      accounts += 1;
    }
    const account = (await listAccounts(database.db, userId)).find((a) => a.accountNumber === demo.accountNumber);
    if (!account) continue;
    const existing = (await registeredMandates(database.db, userId)).find((m) => m.account_number === demo.accountNumber);
    if (existing?.exchange_status === 'APPROVED') continue;
    const mandate =
      existing?.bse_mandate_id
        ? { bseMandateId: existing.bse_mandate_id }
        : await deps.mandates.register(userId, {
            requestKey: demoRequestKey(userId),
            accountSequence: account.accountSequence,
            mandateType: 'N',
            mandateAmount: DEMO_MANDATE_LIMIT,
            flowType: 'profile',
          });
    if (!existing || existing.exchange_status === 'REGISTERED BY MEMBER') {
      // The investor's Approve on the sandbox bank's page.
      const { responseString } = await deps.mandates.activate(userId, 'N', mandate.bseMandateId);
      const token = responseString?.split('/').pop();
      if (token) await deps.sandboxMandates.authorise(token, 'approve');
    }
    // The bank's answer (due at once for an e-mandate), then the product asks the exchange for it,
    // as the page does on the bank's return (the list itself only reads, decision 0090).
    await progressDueMandates(database, deps.clock);
    await deps.mandates.status(userId, mandate.bseMandateId);
    mandates += 1;
  }
  return { accounts, mandates };
}
