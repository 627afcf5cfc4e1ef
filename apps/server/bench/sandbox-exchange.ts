// `tsx bench/sandbox-settlement.ts [orders]` (apps/server): how long the sandbox exchange's
// settlement takes to allot N paid orders (default 10,000; issue 10's target ≤ 10 s) on
// PostgreSQL (BENCH_PG_* as bench-harness.ts). The orders are written straight into the sandbox's
// tables (paid, money realised, NAV published); only settlement is timed. Not part of
// `npm run bench` yet (its report is generated; docs/decisions/0052 holds the figure).
import { istInstant, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { loadCatalogue } from '../src/features/catalogue';
import { settleDue } from '../src/integrations/exchange';
import { cleanupAll, createBenchDatabase, log } from './bench-harness';

const ORDERS = Number(process.argv[2] ?? 10_000);
const AS_OF = '2026-11-23';
const BATCH = Number(process.env.BATCH ?? 500);

async function main(): Promise<void> {
  const bench = await createBenchDatabase();
  const database = await openDatabase({ url: bench.url });
  try {
    await migrate(database);
    await loadCatalogue(database, { source: 'demo', sharedDataDir: '/nonexistent', asOf: AS_OF });
    // Paid orders across the schemes open to purchases that have a NAV on AS_OF, 2,000 clients.
    await database.db.execute(sql`
      WITH schemes AS (
        SELECT m.scheme_code, row_number() OVER (ORDER BY m.scheme_code) - 1 AS k, count(*) OVER () AS n
        FROM sandbox_exchange_scheme_master m JOIN nav_history h ON h.amfi_code = m.unique_no AND h.nav_date = ${AS_OF}
        WHERE m.purchase_allowed = 'Y' AND m.nav_cutoff_class = 'standard')
      INSERT INTO sandbox_exchange_order
        (member_id, entry_date, trans_no, trans_code, user_id, client_code, scheme_code, buy_sell, buy_sell_type, order_val,
         all_redeem, request, order_no, success_flag, bse_remarks, reply, entered_at, payment_status, funds_realised_at,
         nav_date, price_date)
      SELECT '12345', ${AS_OF}, 'B' || g, 'NEW', '1234501', 'SN' || lpad((g % 2000)::text, 8, '0'), s.scheme_code, 'P', 'FRESH',
             5000 + (g % 7) * 1000, 'N', '{}'::jsonb, nextval('sandbox_exchange_order_no_seq'), '0', 'ORD CONF', 'x',
             ${istInstant(AS_OF, '10:00').toISOString()}::timestamptz, 'APPROVED',
             ${istInstant(AS_OF, '10:30').toISOString()}::timestamptz, ${AS_OF}, ${AS_OF}
      FROM generate_series(1, ${ORDERS}) g JOIN schemes s ON s.k = g % s.n`);
    const clock: Clock = { now: () => istInstant(AS_OF, '23:00') };
    const started = performance.now();
    let passes = 0;
    let allotted = 0;
    for (;;) {
      const r = await settleDue(database, clock, { batch: BATCH });
      passes += 1;
      allotted += r.allotted;
      if (r.claimed === 0) break;
    }
    const ms = Math.round(performance.now() - started);
    log(
      `settled ${allotted} of ${ORDERS} paid orders in ${ms} ms (${passes} passes of up to ${BATCH}) on PostgreSQL`,
    );
  } finally {
    await database.close();
    await bench.drop();
    await cleanupAll();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
