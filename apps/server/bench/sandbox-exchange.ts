// The sandbox exchange's two bulk jobs on PostgreSQL (BENCH_PG_* as bench-harness.ts), part
// `sandbox` of `npm run bench` (docs/benchmarks.md), or on their own from apps/server:
//   tsx bench/sandbox-exchange.ts [orders] [sips]      (defaults 10,000 and 100,000)
// - settlement of N paid orders (issue 10's target ≤ 10 s): the orders are written straight into
//   the sandbox's tables (paid, money realised, NAV published); only settleDue's passes are timed;
// - one day's instalments of M active XSIPs (target ≤ 30 s): 20,000 clients with one APPROVED
//   mandate each and M/20,000 SIPs each, all due today, written straight into the tables; only
//   placeDueInstalments's passes are timed (mandate debits, instalment rows, child orders).
// Each on a fresh database with the demo catalogue (its sandbox scheme master and NAVs).
import { istInstant, type Clock, systemClock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { loadCatalogue } from '../src/features/catalogue';
import { placeDueInstalments, settleDue } from '../src/integrations/exchange';
import { cleanupAll, createBenchDatabase, log } from './bench-harness';

/** A Monday, an exchange business day, with demo NAVs. */
const AS_OF = '2026-11-23';

export interface BulkJobFigures {
  /** Orders allotted, or instalments placed. */
  done: number;
  of: number;
  ms: number;
  passes: number;
  batch: number;
}

export interface SandboxExchangeFigures {
  settlement?: BulkJobFigures;
  instalments?: BulkJobFigures;
}

async function freshDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const bench = await createBenchDatabase();
  const database = await openDatabase({ url: bench.url });
  try {
    await migrate(database);
    await loadCatalogue(database, { clock: systemClock, source: 'demo', sharedDataDir: '/nonexistent', asOf: AS_OF });
    return await work(database);
  } finally {
    await database.close();
    await bench.drop();
  }
}

/** Settlement of `orders` paid orders, in passes of `batch`. */
export function settlementFigures(orders = 10_000, batch = 500): Promise<BulkJobFigures> {
  return freshDatabase(async (database) => {
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
      FROM generate_series(1, ${orders}) g JOIN schemes s ON s.k = g % s.n`);
    const clock: Clock = { now: () => istInstant(AS_OF, '23:00') };
    const started = performance.now();
    let passes = 0;
    let done = 0;
    for (;;) {
      const r = await settleDue(database, clock, { batch });
      passes += 1;
      done += r.allotted;
      if (r.claimed === 0) break;
    }
    return { done, of: orders, ms: performance.now() - started, passes, batch };
  });
}

/** One day's instalments of `sips` active XSIPs, in passes of `batch`. */
export function instalmentFigures(sips = 100_000, batch = 2000): Promise<BulkJobFigures> {
  const clients = 20_000;
  return freshDatabase(async (database) => {
    await database.db.execute(sql`
      INSERT INTO sandbox_exchange_mandate (mandate_id, client_code, mandate_type, amount, account_no, account_type, ifsc_code,
                                            start_date, end_date, status, umrn, registered_at, decided_at)
      SELECT 'M' || c, 'SN' || lpad(c::text, 8, '0'), 'N', 100000, '5010001' || lpad(c::text, 7, '0'), 'SB', 'HDFC0000123',
             ${AS_OF}::date - 30, '2099-12-31', 'APPROVED', 'SNBX' || lpad(c::text, 16, '0'),
             ${istInstant(AS_OF).toISOString()}::timestamptz - interval '30 days', ${istInstant(AS_OF).toISOString()}::timestamptz
      FROM generate_series(1, ${clients}) c`);
    await database.db.execute(sql`
      WITH schemes AS (
        SELECT m.scheme_code, row_number() OVER (ORDER BY m.scheme_code) - 1 AS k, count(*) OVER () AS n
        FROM sandbox_exchange_scheme_master m WHERE m.sip_flag = 'Y' AND m.purchase_allowed = 'Y' AND m.nav_cutoff_class = 'standard')
      INSERT INTO sandbox_exchange_xsip (member_id, user_id, client_code, scheme_code, start_date, frequency_type, installment_amount,
                                         no_of_installments, mandate_id, first_order_flag, status, next_installment_no, next_debit_date,
                                         registered_at)
      SELECT '12345', '1234501', 'SN' || lpad((1 + g % ${clients})::text, 8, '0'), s.scheme_code, ${AS_OF}, 'MONTHLY',
             1000 + (g % 5) * 500, 12, 'M' || (1 + g % ${clients}), 'N', 'ACTIVE', 1, ${AS_OF},
             ${istInstant(AS_OF).toISOString()}::timestamptz - interval '30 days'
      FROM generate_series(1, ${sips}) g JOIN schemes s ON s.k = g % s.n`);
    await database.db.execute(sql`ANALYZE`);
    const clock: Clock = { now: () => istInstant(AS_OF, '10:30') };
    const started = performance.now();
    let passes = 0;
    let done = 0;
    for (;;) {
      const r = await placeDueInstalments(database, clock, { batch });
      passes += 1;
      done += r.ordered;
      if (r.claimed === 0) break;
    }
    return { done, of: sips, ms: performance.now() - started, passes, batch };
  });
}

const direct = process.argv[1]?.endsWith('sandbox-exchange.ts');
if (direct) {
  const orders = Number(process.argv[2] ?? 10_000);
  const sips = Number(process.argv[3] ?? 100_000);
  try {
    const s = await settlementFigures(orders, Number(process.env.BATCH ?? 500));
    log(`settled ${s.done} of ${s.of} paid orders in ${Math.round(s.ms)} ms (${s.passes} passes of up to ${s.batch}) on PostgreSQL`);
    const i = await instalmentFigures(sips, Number(process.env.INSTALMENT_BATCH ?? 2000));
    log(`placed ${i.done} of ${i.of} XSIP instalments in ${Math.round(i.ms)} ms (${i.passes} passes of up to ${i.batch}) on PostgreSQL`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}
