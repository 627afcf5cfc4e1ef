import { trailingReturns, systemClock } from '@sanchay/domain';
import { expect, it } from 'vitest';
import { sharedFile, sharedPath } from '../../../packages/domain/src/__test-support__/shared-files';
import type { Database } from '../src/db/client';
import { importNavAll, importNavHistory, importSchemeData, loadCatalogue } from '../src/features/catalogue';
import { forEachDatabase } from './test-database';

// The AMFI importers on the real files of ../shared/data (data/README.md gives the counts), on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Every test starts from an empty database.

// Skipped when ../shared is absent, failed then with CI=true (the helper decides).
const DATA = sharedPath('data');
const NAVALL_6 = sharedFile('data/amfi/NAVAll-2026-08-18-6col.txt')!;
const NAVALL_8 = sharedFile('data/amfi/NAVAll-2026-08-21-8col.txt')!;
const SCHEME_DATA = sharedFile('data/amfi/SchemeData-2024-11.csv')!;
const SAMPLE_HISTORY = sharedFile('data/nav-history/sample-56-schemes-2013-2026.csv')!;
const hasData = [NAVALL_6, NAVALL_8, SCHEME_DATA, SAMPLE_HISTORY].every((f) => f !== null);

async function rows<T = Record<string, unknown>>(db: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return db.kind === 'pglite' ? ((await db.raw.query(sql, params)).rows as T[]) : ((await db.raw.query(sql, params)).rows as T[]);
}
async function count(db: Database, sql: string, params: unknown[] = []): Promise<number> {
  const [r] = await rows<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${sql}) q`, params);
  return r!.n;
}

forEachDatabase('catalogue import', (open) => {
  it.skipIf(!hasData)('imports the 6-column NAVAll: 14,280 NAV rows, and a second run changes nothing', async () => {
    const db = await open();
    try {
      const first = await importNavAll(db, NAVALL_6);
      expect(first).toMatchObject({ layout: '6-col', records: 14_280, schemesInserted: 14_280, schemesUpdated: 0 });
      expect(first.skipped).toEqual([]);
      expect(await count(db, 'SELECT 1 FROM scheme')).toBe(14_280);
      // Rows with a NAV above zero (segregated portfolios print 0.0000) are the day's NAVs.
      expect(await count(db, 'SELECT 1 FROM nav_history')).toBe(first.records - first.navsMissing);
      expect(await count(db, 'SELECT 1 FROM scheme WHERE latest_nav IS NOT NULL')).toBe(first.navsWritten);
      const [axis] = await rows(
        db,
        `SELECT s.name, a.name AS amc, s.isin_growth, s.isin_reinvestment, s.plan, s.option, s.amfi_scheme_type,
                s.amfi_category, s.category, s.sub_category, s.fund_type, s.latest_nav::text, s.latest_nav_date::text
         FROM scheme s JOIN amc a ON a.id = s.amc_id WHERE s.amfi_code = 120503`,
      );
      expect(axis).toEqual({
        name: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
        amc: 'Axis Mutual Fund',
        isin_growth: 'INF846K01EW2',
        isin_reinvestment: null,
        plan: 'Direct',
        option: 'Growth',
        amfi_scheme_type: 'Open Ended Schemes',
        amfi_category: 'Equity Scheme - ELSS',
        category: 'Equity',
        sub_category: 'ELSS (Tax Savings)',
        fund_type: 'open',
        latest_nav: expect.stringMatching(/^\d+\.\d{4}$/),
        latest_nav_date: '2026-08-18',
      });

      const again = await importNavAll(db, NAVALL_6);
      expect(again).toMatchObject({ schemesInserted: 0, schemesUpdated: 0, navsWritten: 0, derivedUpdated: 0 });
      expect(await count(db, 'SELECT 1 FROM scheme')).toBe(14_280);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!hasData)('imports the 8-column NAVAll over it: 14,282 rows, plan and option from the name where the columns are empty', async () => {
    const db = await open();
    try {
      await importNavAll(db, NAVALL_6);
      const r = await importNavAll(db, NAVALL_8);
      expect(r).toMatchObject({ layout: '8-col', records: 14_282, schemesInserted: 30 });
      expect(r.skipped).toEqual([]);
      const total = await count(db, 'SELECT 1 FROM scheme');
      expect(total).toBe(14_310);

      const byCode = async (code: number) =>
        (await rows(db, 'SELECT name, plan, option, latest_nav_date::text AS d FROM scheme WHERE amfi_code = $1', [code]))[0];
      // Plan and Option columns filled: the name gets them appended.
      expect(await byCode(119550)).toEqual({
        name: 'Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - GROWTH',
        plan: 'Direct',
        option: 'Growth',
        d: '2026-08-21',
      });
      // Empty columns and a bare name: the 6-column name and its plan/option stay.
      expect(await byCode(120693)).toEqual({
        name: 'ICICI Prudential Corporate Bond Fund - Direct Plan - Weekly IDCW',
        plan: 'Direct',
        option: 'IDCW',
        d: '2022-09-16',
      });
      // No Plan column, the plan named in the Option column ("Direct Growth"), a scheme new in this file.
      expect(await byCode(154679)).toMatchObject({
        name: 'Baroda BNP Paribas Short Duration Fund(the scheme has 2 segregated portfolios) - Direct Growth',
        plan: 'Direct',
        option: 'Growth',
      });
      expect(await count(db, `SELECT 1 FROM scheme WHERE plan IS NULL AND option IS NULL`)).toBeLessThan(500);

      const again = await importNavAll(db, NAVALL_8);
      expect(again).toMatchObject({ schemesInserted: 0, schemesUpdated: 0, navsWritten: 0 });
      expect(await count(db, 'SELECT 1 FROM scheme')).toBe(total);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!hasData)('imports the scheme data: 15,734 schemes, minimums, NFO windows; a second run changes nothing', async () => {
    const db = await open();
    try {
      await importNavAll(db, NAVALL_8);
      const r = await importSchemeData(db, SCHEME_DATA);
      expect(r).toMatchObject({ records: 15_734 });
      expect(r.skipped).toEqual([]);
      expect(r.schemesInserted + r.schemesUpdated).toBeGreaterThan(15_000);
      const total = await count(db, 'SELECT 1 FROM scheme');
      expect(await count(db, 'SELECT 1 FROM amc')).toBeLessThan(60); // companies mapped onto NAVAll's fund houses

      const get = async (code: number) =>
        (
          await rows(
            db,
            `SELECT min_lumpsum_amount::text AS min, lumpsum_multiple::text AS mult, launch_date::text AS launch,
                    closure_date::text AS closure, nfo_open_date::text AS nfo_open, nfo_close_date::text AS nfo_close,
                    fund_type, category, sub_category
             FROM scheme WHERE amfi_code = $1`,
            [code],
          )
        )[0];
      expect(await get(120503)).toMatchObject({ min: '500.00', mult: '500.00', launch: '2009-12-17', fund_type: 'open' });
      expect(await get(153094)).toMatchObject({
        min: '500.00',
        mult: '1.00',
        launch: '2024-12-02',
        closure: '2024-12-16',
        nfo_open: '2024-12-02',
        nfo_close: '2024-12-16',
      });
      // "Rs 5000 and in multiple of Rs 10" (a scheme the scheme data names so).
      expect(await count(db, `SELECT 1 FROM scheme WHERE lumpsum_multiple = 10`)).toBeGreaterThan(0);
      // A close-ended scheme only the scheme data knows is created, filed under its type.
      expect(await count(db, `SELECT 1 FROM scheme WHERE fund_type = 'closed'`)).toBeGreaterThan(1000);

      const again = await importSchemeData(db, SCHEME_DATA);
      expect(again).toMatchObject({ schemesInserted: 0, schemesUpdated: 0, amcsInserted: 0 });
      expect(await count(db, 'SELECT 1 FROM scheme')).toBe(total);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!hasData)('bulk-imports the 56-scheme history (189,840 rows) and derives latest NAV and returns', async () => {
    const db = await open();
    try {
      const first = await importNavHistory(db, SAMPLE_HISTORY);
      expect(first).toMatchObject({ rowsRead: 189_840, rowsRejected: 6, rowsInserted: 189_834, schemes: 56, strategy: 'direct' });
      expect(first.rejected.every((r) => /bad NAV "0\.0"/.test(r.reason))).toBe(true);
      expect(await count(db, 'SELECT 1 FROM nav_history')).toBe(189_834);

      const again = await importNavHistory(db, SAMPLE_HISTORY);
      expect(again).toMatchObject({ rowsRead: 189_840, rowsInserted: 0, strategy: 'staging' });
      expect(await count(db, 'SELECT 1 FROM nav_history')).toBe(189_834);

      // The schemes arrive with NAVAll afterwards and pick up their history.
      await importNavAll(db, NAVALL_8);
      const derived = await rows<{ amfi_code: number; latest_nav: string; latest_nav_date: string; r1: string; r3: string; r5: string }>(
        db,
        `SELECT amfi_code, latest_nav::text, latest_nav_date::text, return_1y::text AS r1, return_3y::text AS r3,
                return_5y::text AS r5
         FROM scheme WHERE amfi_code IN (SELECT amfi_code FROM nav_history GROUP BY amfi_code HAVING count(*) > 1000)`,
      );
      expect(derived).toHaveLength(56);
      for (const d of derived) expect([d.r1, d.r3, d.r5]).not.toContain(null);

      // The stored returns are what the domain computes from the whole history.
      const hdfcLargeCap = derived.find((d) => d.amfi_code === 119018)!;
      const history = await rows<{ date: string; nav: string }>(
        db,
        `SELECT nav_date::text AS date, nav::text AS nav FROM nav_history WHERE amfi_code = 119018 ORDER BY nav_date`,
      );
      const expected = trailingReturns(history, hdfcLargeCap.latest_nav_date);
      expect({ r1: hdfcLargeCap.r1, r3: hdfcLargeCap.r3, r5: hdfcLargeCap.r5 }).toEqual({
        r1: expected.oneYear,
        r3: expected.threeYear,
        r5: expected.fiveYear,
      });
      expect(hdfcLargeCap.latest_nav_date).toBe('2026-08-21');
    } finally {
      await db.close();
    }
  });

  it.skipIf(!hasData)('loads the real catalogue once; a restart skips every step', async () => {
    const db = await open();
    try {
      const asOf = '2026-08-22';
      const first = await loadCatalogue(db, { clock: systemClock, source: 'real', sharedDataDir: DATA, asOf });
      expect(first.steps.filter((s) => !s.skipped).map((s) => s.step)).toEqual([
        'navall:NAVAll-2026-08-18-6col.txt',
        'navall:NAVAll-2026-08-21-8col.txt',
        'scheme-data:SchemeData-2024-11.csv',
        'nav-history:sample-56-schemes-2013-2026.csv',
        'scheme-master-defaults',
        'sandbox-exchange-scheme-master',
        'scheme-facts',
      ]);
      expect(await count(db, 'SELECT 1 FROM scheme WHERE sip_data IS NULL')).toBe(0);
      expect(await count(db, 'SELECT 1 FROM scheme WHERE purchase_allowed')).toBeGreaterThan(8_000);

      const second = await loadCatalogue(db, { clock: systemClock, source: 'real', sharedDataDir: DATA, asOf });
      expect(second.steps.every((s) => s.skipped)).toBe(true);

      // The demo is not loaded over AMFI's catalogue.
      const demo = await loadCatalogue(db, { clock: systemClock, source: 'demo', sharedDataDir: DATA, asOf });
      expect(demo.steps).toEqual([expect.objectContaining({ step: 'demo', skipped: true })]);
      expect(await count(db, 'SELECT 1 FROM scheme WHERE is_demo')).toBe(0);
    } finally {
      await db.close();
    }
  });
});
