// The sandbox's demo history on PGlite, as a first `npm start` runs it (docs/decisions/0115), part
// `demo-history` of `npm run bench` (docs/benchmarks.md), or on its own from apps/server:
//   tsx bench/demo-history.ts
// A fresh PGlite folder, the migrations, the demo catalogue (timed: its NAV rows include the
// history's schemes' longer past), the demo accounts and profiles; then the history in the job's
// passes (DEMO_HISTORY_DAYS_PER_PASS days each), timed in all and per pass (the longest pass is
// the longest the job keeps the loop's other jobs waiting). Demo banking is left out: the
// history registers its own mandate at the exchange.
import { istInstant, type Clock, systemClock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { loadCatalogue } from '../src/features/catalogue';
import { seedDemoProfiles } from '../src/features/profile';
import { DEMO_HISTORY_DAYS_PER_PASS, DemoHistory } from '../src/features/sandbox';
import { seedDemoAccounts } from '../src/features/session';
import { cleanupAll, log, tempDir } from './bench-harness';

/** A Monday with demo NAVs up to the day before (as a start on that morning would load). */
const AS_OF = '2026-11-23';

export interface DemoHistoryFigures {
  catalogueMs: number;
  navRows: number;
  days: number;
  passes: number;
  ms: number;
  longestPassMs: number;
  ledgerEntries: number;
  instalments: number;
}

export async function demoHistoryFigures(): Promise<DemoHistoryFigures> {
  const database = await openDatabase({ dataDir: tempDir('demo-history') });
  try {
    await migrate(database);
    const clock: Clock = { now: () => istInstant(AS_OF, '09:30:00') };
    const started = performance.now();
    await loadCatalogue(database, { clock: systemClock, source: 'demo', sharedDataDir: '/nonexistent', asOf: '2026-11-20' });
    const catalogueMs = performance.now() - started;
    await seedDemoAccounts(database, { clock });
    await seedDemoProfiles(database, { clock });
    const history = new DemoHistory({ database, clock });
    let days = 0;
    let passes = 0;
    let longest = 0;
    const t0 = performance.now();
    for (;;) {
      const p0 = performance.now();
      const pass = await history.run(DEMO_HISTORY_DAYS_PER_PASS);
      longest = Math.max(longest, performance.now() - p0);
      passes += 1;
      days += pass.days;
      if (pass.pending === 0) break;
    }
    const ms = performance.now() - t0;
    const [counts] = (
      (await database.db.execute(sql`
        SELECT (SELECT count(*) FROM nav_history)::int AS nav_rows, (SELECT count(*) FROM ledger_entry)::int AS ledger,
               (SELECT count(*) FROM sandbox_exchange_xsip_instalment)::int AS instalments`)) as unknown as {
        rows: { nav_rows: number; ledger: number; instalments: number }[];
      }
    ).rows;
    return {
      catalogueMs,
      navRows: counts!.nav_rows,
      days,
      passes,
      ms,
      longestPassMs: longest,
      ledgerEntries: counts!.ledger,
      instalments: counts!.instalments,
    };
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('demo-history.ts')) {
  try {
    log(JSON.stringify(await demoHistoryFigures(), null, 2));
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}
