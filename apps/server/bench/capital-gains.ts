// A financial year's capital-gains statement over 10 years of monthly SIPs in 20 schemes, part
// `gains` of `npm run bench` (docs/benchmarks.md), or on its own from apps/server:
//   tsx bench/capital-gains.ts [runs]      (default 30)
// Target (issue 12 §6): ≤ 100 ms. The service the route calls (CapitalGainsService.statement:
// the ucc check, the ledger read, the schemes' tax facts and 31 Jan 2018 NAVs, every holding's
// FIFO lots, the year's statement, its wire form) on an in-memory PGlite, in this process. The
// ledger is written straight into ledger_entry (the bench measures reading it, not the exchange):
// 20 schemes × 120 monthly instalments of ₹5,000 from April 2016 to March 2026 (2,400 purchases,
// so some units are grandfathered), and each April from 2019 a redemption of 30% of each
// holding's units (140 redemptions); FY 2025-26 is asked for, whose April 2025 sales take lots of
// many years.
import { Decimal, istInstant, roundUnits, shiftIsoDate } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { CapitalGainsService } from '../src/features/portfolio';
import { log, median } from './bench-harness';

export const GAINS_TARGET_MS = 100;

export interface GainsFigures {
  schemes: number;
  purchases: number;
  redemptions: number;
  parts: number;
  runs: number;
  p50: number;
  p99: number;
  max: number;
  /** Median CPU time of the process per statement (PGlite runs in process, so its work counts): steady on a busy machine. */
  cpuMs: number;
  /** The CSV and the PDF of the same year, once each. */
  csvMs: number;
  pdfMs: number;
}

const SCHEMES = 20;
const FIRST = '2016-04-10';
const MONTHS = 120;

/** A deterministic NAV path: 10 growing about 11% a year with a wobble. */
function navOn(scheme: number, month: number): Decimal {
  const growth = Math.pow(1.0087, month) * (1 + 0.04 * Math.sin((month + scheme) / 3));
  return new Decimal((10 + scheme) * growth).toDecimalPlaces(4);
}

export async function gainsFigures(runs = 30): Promise<GainsFigures> {
  const database = await openDatabase({});
  try {
    await migrate(database);
    const db = database.db;
    await db.execute(sql`INSERT INTO amc (name) VALUES ('Bench Mutual Fund')`);
    const user = (await db.execute(
      sql`INSERT INTO user_account (mobile, name, registered_with_bse) VALUES ('9876512345', 'Bench Investor', 3) RETURNING id::text`,
    )) as unknown as { rows: { id: string }[] };
    const userId = user.rows[0]!.id;
    const profile =
      (await db.execute(sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
      VALUES (${userId}::uuid, 'BENCH1234F', 'KYC_VALIDATED_STATUS', now(), now(), now()) RETURNING ucc`)) as unknown as {
        rows: { ucc: string }[];
      };
    const ucc = profile.rows[0]!.ucc;
    const schemes: object[] = [];
    const navs: object[] = [];
    const entries: object[] = [];
    let orderNo = 1_000_000;
    for (let s = 0; s < SCHEMES; s += 1) {
      const amfi = 900_000 + s;
      const equity = s < 15;
      schemes.push({
        amfi,
        name: `Bench ${equity ? 'Equity' : 'Debt'} Fund ${s + 1} - Direct Growth`,
        isin: `INFBENCH${String(s).padStart(4, '0')}`,
        amfi_category: equity
          ? 'Equity Scheme - Flexi Cap Fund'
          : 'Debt Scheme - Short Duration Fund',
        category: equity ? 'Equity' : 'Fixed Income',
        sub_category: equity ? 'Flexi Cap' : 'Short Duration',
      });
      navs.push(
        { amfi, date: '2018-01-31', nav: navOn(s, 22).toFixed(4) },
        { amfi, date: '2026-03-31', nav: navOn(s, MONTHS).toFixed(4) },
      );
      let held = new Decimal(0);
      for (let m = 0; m < MONTHS; m += 1) {
        const date = shiftIsoDate(FIRST, { months: m });
        const nav = navOn(s, m);
        if (m >= 36 && m % 12 === 0) {
          // April from 2019: 30% of the units out.
          const units = roundUnits(held.mul('0.3'), 3);
          held = held.minus(units);
          entries.push({
            no: orderNo++,
            kind: 'redemption',
            code: `${amfi}-DP-GR`,
            isin: `INFBENCH${String(s).padStart(4, '0')}`,
            date,
            nav: nav.toFixed(4),
            units: units.neg().toFixed(4),
            amount: units.mul(nav).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
            stamp: '0',
          });
        }
        const amount = new Decimal(5000);
        const stamp =
          date >= '2020-07-01'
            ? amount.mul('0.005').div('100.005').toDecimalPlaces(2)
            : new Decimal(0);
        const units = roundUnits(amount.minus(stamp).div(nav), 3);
        held = held.plus(units);
        entries.push({
          no: orderNo++,
          kind: 'purchase',
          code: `${amfi}-DP-GR`,
          isin: `INFBENCH${String(s).padStart(4, '0')}`,
          date,
          nav: nav.toFixed(4),
          units: units.toFixed(4),
          amount: amount.toFixed(2),
          stamp: stamp.toFixed(2),
        });
      }
    }
    await db.execute(sql`INSERT INTO scheme (amfi_code, amc_id, name, isin_growth, amfi_category, category, sub_category)
      SELECT x.amfi, (SELECT id FROM amc LIMIT 1), x.name, x.isin, x.amfi_category, x.category, x.sub_category
      FROM json_to_recordset(${JSON.stringify(schemes)}::json) AS x(amfi int, name text, isin text, amfi_category text, category text, sub_category text)`);
    await db.execute(sql`INSERT INTO nav_history (amfi_code, nav_date, nav)
      SELECT x.amfi, x.date, x.nav FROM json_to_recordset(${JSON.stringify(navs)}::json) AS x(amfi int, date date, nav numeric)`);
    await db.execute(sql`INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, isin, folio_no, order_date, nav_date, nav, units, amount, stamp_duty, reported_on, recorded_at)
      SELECT x.no, x.kind, ${ucc}, x.code, x.isin, 'BENCH/1', x.date, x.date, x.nav, x.units, x.amount, x.stamp, x.date, now()
      FROM json_to_recordset(${JSON.stringify(entries)}::json) AS x(no bigint, kind text, code text, isin text, date date, nav numeric, units numeric, amount numeric, stamp numeric)`);
    await db.execute(sql`ANALYZE`);

    const clock = { now: () => istInstant('2026-04-15', '10:00') };
    const service = new CapitalGainsService({ db, clock });
    const query = { fy: '2025-26' };
    const first = await service.statement(userId, query); // warm-up (not timed)
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await service.statement(userId, query);
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    times.sort((a, b) => a - b);
    let t0 = performance.now();
    await service.file(userId, 'statement.csv', query);
    const csvMs = performance.now() - t0;
    t0 = performance.now();
    await service.file(userId, 'statement.pdf', query);
    const pdfMs = performance.now() - t0;
    const purchases = entries.filter((e) => (e as { kind: string }).kind === 'purchase').length;
    return {
      schemes: SCHEMES,
      purchases,
      redemptions: entries.length - purchases,
      parts: first.parts.length,
      runs,
      p50: median(times),
      p99: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]!,
      max: times[times.length - 1]!,
      cpuMs: median(cpu),
      csvMs,
      pdfMs,
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 30);
  gainsFigures(runs).then(
    (f) => log(JSON.stringify(f, null, 2)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
