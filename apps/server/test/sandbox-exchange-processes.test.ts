import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { SandboxExchangeOrders, settleDue } from '../src/integrations/exchange';
import { forEachDatabase } from './test-database';
import {
  MEMBER,
  purchase,
  SCHEMES,
  seedSandboxSchemes,
  TestClock,
} from './sandbox-exchange-test-kit';

// Settlement across processes on one PostgreSQL (issue 10 §1): a worker killed with SIGKILL after
// claiming leaves nothing allotted twice or lost, and two workers at once allot each order once.
// PGlite is one process's database, so these run on PostgreSQL only (TEST_DATABASE_URL).

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORDERS = 150;
const CLIENTS = 10;

function worker(url: string, at: Date, mode: 'run' | 'die-after-claim') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/sandbox-settlement-worker.ts', url, at.toISOString(), mode],
    {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  const line = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = out.split('\n').find((l) => l.startsWith(prefix));
        if (found) resolve(found);
      });
      child.on('exit', (code) =>
        reject(new Error(`worker exited (${code}) before "${prefix}": ${out}`)),
      );
    });
  return { child, line };
}

const count = async (db: Database, q: ReturnType<typeof sql>) =>
  ((await db.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

forEachDatabase('sandbox exchange settlement across processes', (open, label) => {
  let database: Database;
  let clock: TestClock;
  let url: string;

  beforeEach(async () => {
    if (label !== 'postgres') return;
    database = await open();
    url = (database.raw as unknown as { options: { connectionString: string } }).options
      .connectionString;
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05'));
    const exchange = new SandboxExchangeOrders(database, clock);
    const orderNos: string[] = [];
    for (let i = 0; i < ORDERS; i += 1)
      orderNos.push(
        (
          await exchange.orderEntry(
            purchase({
              TransNo: `K${i}`,
              ClientCode: `SAN${String(i % CLIENTS).padStart(7, '0')}`,
            }),
          )
        ).OrderId,
      );
    // One NEFT payment per client, all credited.
    for (let c = 0; c < CLIENTS; c += 1) {
      const mine = orderNos.filter((_, i) => i % CLIENTS === c);
      await exchange.payment({
        membercode: MEMBER.MemberId,
        clientcode: `SAN${String(c).padStart(7, '0')}`,
        paymentMode: 'NEFT',
        ordernumber: mine,
        totalamount: String(5000 * mine.length),
        internalrefno: `KP${c}`,
        NEFTreference: `UTRK${c}`,
      });
      await exchange.bank.receiveNeftCredit(`UTRK${c}`);
    }
    await database.db.execute(
      sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${SCHEMES.largeCap.amfi}, '2026-11-25', '100.0000')`,
    );
    return () => database.close();
  });

  it.skipIf(label !== 'postgres')(
    'a worker killed (SIGKILL) after claiming: its orders are allotted once, after the lease',
    async () => {
      const at = istInstant('2026-11-25', '22:30');
      const dying = worker(url, at, 'die-after-claim');
      expect(await dying.line('claimed')).toBe('claimed 100');
      dying.child.kill('SIGKILL');
      await new Promise((resolve) => dying.child.on('exit', resolve));
      expect(
        await count(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_allotment`),
      ).toBe(0);

      // Within the lease the killed worker's 100 orders wait; the other 200 are allotted.
      clock.set(at);
      while ((await settleDue(database, clock)).claimed > 0);
      expect(
        await count(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_allotment`),
      ).toBe(ORDERS - 100);
      // After it, a restarted worker takes them over.
      const restarted = worker(url, new Date(at.getTime() + 3 * 60_000), 'run');
      expect(await restarted.line('done')).toBe('done 100');
      expect(
        await count(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_allotment`),
      ).toBe(ORDERS);
      expect(
        await count(
          database,
          sql`SELECT count(*)::int AS n FROM sandbox_exchange_order WHERE allotted_at IS NULL AND order_no IS NOT NULL`,
        ),
      ).toBe(0);
    },
  );

  it.skipIf(label !== 'postgres')(
    'two worker processes at once allot each order once',
    async () => {
      const at = istInstant('2026-11-25', '22:30');
      const a = worker(url, at, 'run');
      const b = worker(url, at, 'run');
      const [da, db] = await Promise.all([a.line('done'), b.line('done')]);
      const total = Number(da.split(' ')[1]) + Number(db.split(' ')[1]);
      expect(total).toBe(ORDERS);
      expect(
        await count(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_allotment`),
      ).toBe(ORDERS);
    },
  );
});
