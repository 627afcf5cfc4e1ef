import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { SandboxMandates, SandboxXsip } from '../src/integrations/exchange';
import { forEachDatabase } from './test-database';
import { MEMBER, SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';

// XSIP instalments across processes on one PostgreSQL (issue 10 §1): two worker processes at once
// place each instalment once (one instalment row, one mandate debit, one child order per SIP).
// PGlite is one process's database, so this runs on PostgreSQL only (TEST_DATABASE_URL).

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIPS = 30;

function worker(url: string, at: Date): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/sandbox-xsip-worker.ts', url, at.toISOString()], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`worker exited ${code}: ${out}`)))),
  );
}

const count = async (db: Database, q: ReturnType<typeof sql>) =>
  ((await db.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

forEachDatabase('sandbox XSIP instalments across processes', (open, label) => {
  let database: Database;
  let url: string;

  beforeEach(async () => {
    if (label !== 'postgres') return;
    database = await open();
    url = (database.raw as unknown as { options: { connectionString: string } }).options.connectionString;
    await seedSandboxSchemes(database);
    const clock = new TestClock(istInstant('2026-11-20', '10:00'));
    const mandates = new SandboxMandates({ database, clock, pagePath: '/sandbox/bank/mandate', scanIsReadable: async () => true });
    const xsip = new SandboxXsip(database, clock);
    for (let c = 0; c < 3; c += 1) {
      const client = `SAN${String(c).padStart(7, '0')}`;
      const m = await mandates.registerMandate({
        ClientCode: client, Amount: '100000', MandateType: 'X', AccountNo: '50100012345678', AccountType: 'SB',
        IFSCCode: 'HDFC0000123', MICRCode: '', StartDate: '20/11/2026', EndDate: '31/12/2099',
      });
      await mandates.decide(m.mandate_id!, 'APPROVED');
      for (let i = 0; i < SIPS / 3; i += 1) {
        const reply = await xsip.xsipOrderEntry({
          TransactionCode: 'NEW', UniqueRefNo: `P${c}-${i}`, SchemeCode: SCHEMES.largeCap.code, MemberCode: MEMBER.MemberId,
          ClientCode: client, UserID: MEMBER.UserID, TransMode: 'P', DpTxnMode: 'P', StartDate: '25/11/2026',
          FrequencyType: 'MONTHLY', FrequencyAllowed: '1', InstallmentAmount: '1000', NoOfInstallment: '6', FolioNo: '',
          FirstOrderFlag: 'N', MandateID: m.mandate_id!, RegId: '',
        });
        expect(reply.SuccessFlag, reply.BSERemarks).toBe('0');
      }
    }
    return () => database.close();
  });

  it.skipIf(label !== 'postgres')('two worker processes at once place each instalment once', async () => {
    const at = istInstant('2026-11-25', '10:30');
    const done = await Promise.all([worker(url, at), worker(url, at)]);
    const placed = done.map((d) => Number(d.replace('done ', '')));
    expect(placed[0]! + placed[1]!).toBe(SIPS);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip_instalment`)).toBe(SIPS);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_mandate_debit`)).toBe(SIPS);
    expect(await count(database, sql`SELECT count(DISTINCT xsip_reg_id)::int AS n FROM sandbox_exchange_order WHERE xsip_reg_id IS NOT NULL`)).toBe(SIPS);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_order WHERE xsip_reg_id IS NOT NULL`)).toBe(SIPS);
  });
});
