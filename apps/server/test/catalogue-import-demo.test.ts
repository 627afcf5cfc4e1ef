import {
  BROWSE_CARDS,
  BROWSE_TAXONOMY,
  isBrowseClass,
  isValidIsin,
  nfoCategoryOn,
  parseSipDates,
  shiftIsoDate,
  systemClock,
} from '@sanchay/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  demoCatalogue,
  demoNavSeries,
  loadCatalogue,
  loadDemoCatalogue,
  RISKOMETER_LEVELS,
} from '../src/features/catalogue';
import { forEachDatabase } from './test-database';

// The demo catalogue that ships with the product (DESIGN.md "Reference data"): its coverage rules,
// its NAV model, and loading it (idempotent, incremental by day).

const AS_OF = '2026-11-23'; // a Monday
const schemes = demoCatalogue(AS_OF);
const regular = schemes.filter((s) => s.nfoState === null);

async function rows<T = Record<string, unknown>>(db: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return db.kind === 'pglite' ? ((await db.raw.query(sql, params)).rows as T[]) : ((await db.raw.query(sql, params)).rows as T[]);
}

describe('demo catalogue coverage', () => {
  it('has at least 60 real schemes from at least 12 AMCs, mostly Direct Growth', () => {
    expect(regular.length).toBeGreaterThanOrEqual(60);
    expect(new Set(schemes.map((s) => s.amcName)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(schemes.map((s) => s.amfiCode)).size).toBe(schemes.length);
    const directGrowth = schemes.filter((s) => s.plan === 'Direct' && s.option === 'Growth');
    expect(directGrowth.length / schemes.length).toBeGreaterThan(0.9);
    for (const s of schemes) {
      expect(s.isinGrowth && isValidIsin(s.isinGrowth), `${s.amfiCode} ISIN`).toBe(true);
      expect(isBrowseClass({ category: s.category, subCategory: s.subCategory }), s.name).toBe(true);
    }
  });

  it('covers every home card and spec route, and each category the browse taxonomy defines', () => {
    const has = (category: string, subCategory?: string) =>
      regular.some((s) => s.category === category && (subCategory === undefined || s.subCategory === subCategory));
    for (const card of BROWSE_CARDS) {
      if (card.target.kind === 'fundList') expect(has(card.target.category, card.target.subCategory), card.label).toBe(true);
    }
    // Spec 1 §2 routes: Equity, Equity/ELSS (Tax Savings), Fixed Income, Money Market/Liquid, Allocation/Less than 1 Year.
    for (const [c, sub] of [['Equity'], ['Equity', 'ELSS (Tax Savings)'], ['Fixed Income'], ['Money Market', 'Liquid'], ['Allocation', 'Less than 1 Year']]) {
      expect(has(c!, sub), `${c}/${sub ?? ''}`).toBe(true);
    }
    // Every sub-category of Equity, Fixed Income, Money Market and Allocation; Others in part
    // (the demo has no ETFs, FMPs, interval or life-cycle funds: a platform sells none of them).
    for (const { category, subCategories } of BROWSE_TAXONOMY) {
      if (category === 'Others') continue;
      for (const sub of subCategories) expect(has(category, sub), `${category}/${sub}`).toBe(true);
    }
    for (const sub of ['Retirement Funds', "Children's Funds", 'Fund of Funds (Domestic)', 'Fund of Funds (Overseas)']) {
      expect(has('Others', sub), sub).toBe(true);
    }
    // At least two schemes in each card's list, so a list is a list.
    expect(regular.filter((s) => s.subCategory === 'ELSS (Tax Savings)').length).toBeGreaterThanOrEqual(3);
    expect(regular.filter((s) => s.subCategory === 'Liquid').length).toBeGreaterThanOrEqual(3);
  });

  it('gives each scheme a full scheme master', () => {
    const riskLevels = new Set<string>();
    for (const s of schemes) {
      const m = s.master;
      for (const v of [m.minLumpsumAmount, m.lumpsumMultiple, m.minSipAmount, m.sipMultiple, m.minRedemptionAmount]) {
        expect(v, s.name).toMatch(/^\d+\.\d{2}$/);
      }
      expect(RISKOMETER_LEVELS).toContain(m.riskometer);
      riskLevels.add(m.riskometer);
      expect(m.sipData).toMatch(/^MONTHLY,/);
      expect(parseSipDates(m.sipData).length).toBeGreaterThan(0);
      expect(s.objective, s.name).toBeTruthy();
    }
    expect([...riskLevels].sort()).toEqual([...RISKOMETER_LEVELS].sort());
    // The published minimum of Axis ELSS ("Rs. 500 and in multiples of Rs. 500"), SBI's SIP dates.
    const axisElss = schemes.find((s) => s.amfiCode === 120503)!;
    expect([axisElss.master.minLumpsumAmount, axisElss.master.lumpsumMultiple]).toEqual(['500.00', '500.00']);
    expect([axisElss.master.stpAllowed, axisElss.master.swpAllowed]).toEqual([false, false]);
    expect(parseSipDates(schemes.find((s) => s.amcName === 'SBI Mutual Fund')!.master.sipData)).toEqual([1, 5, 10, 15, 20, 25]);
    // Some flags off, so every rule of the order screens has a case.
    expect(schemes.some((s) => !s.master.purchaseAllowed && s.nfoState === null)).toBe(true);
    expect(schemes.some((s) => !s.master.sipAllowed && s.nfoState === null)).toBe(true);
  });

  it('has four NFOs, one in each filter group today', () => {
    const nfos = schemes.filter((s) => s.nfoState !== null);
    expect(nfos).toHaveLength(4);
    const groups = nfos.map((s) => nfoCategoryOn(AS_OF, s.nfoOpenDate!, s.nfoCloseDate!));
    expect(groups.sort()).toEqual(['closedListed', 'open', 'recentlyClosed', 'upcoming']);
    for (const s of nfos) expect(nfoCategoryOn(AS_OF, s.nfoOpenDate!, s.nfoCloseDate!)).toBe(s.nfoState);
    // The same holds on any other day: the windows move with today.
    const later = demoCatalogue('2027-03-15').filter((s) => s.nfoState !== null);
    for (const s of later) expect(nfoCategoryOn('2027-03-15', s.nfoOpenDate!, s.nfoCloseDate!)).toBe(s.nfoState);
  });
});

describe('demo NAV model', () => {
  const anchor = { amfiCode: 120503, date: '2026-08-21', nav: '112.2201' };
  const model = { drift: 0.13, volatility: 0.18 };

  it('holds the real latest NAV on its real date and walks business days only', () => {
    const series = demoNavSeries(anchor, model, '2026-08-01', '2026-09-05');
    expect(series.find((p) => p.date === '2026-08-21')!.nav).toBe('112.2201');
    for (const p of series) expect([0, 6]).not.toContain(new Date(`${p.date}T00:00:00Z`).getUTCDay());
    expect(series).toHaveLength(25); // 3 Aug (Mon) … 4 Sep (Fri)
  });

  it('gives a date the same NAV whatever range it is generated in', () => {
    const a = demoNavSeries(anchor, model, '2021-01-01', '2026-11-23');
    const b = demoNavSeries(anchor, model, '2024-06-03', '2024-06-07');
    expect(b).toEqual(a.filter((p) => p.date >= '2024-06-03' && p.date <= '2024-06-07'));
    expect(demoNavSeries(anchor, model, '2021-01-01', '2026-11-23')).toEqual(a);
  });

  it('moves like its category: yearly log returns near the drift, daily moves near the volatility', () => {
    const series = demoNavSeries(anchor, model, '2016-01-01', '2026-08-21').map((p) => Math.log(Number(p.nav)));
    const daily = series.slice(1).map((v, i) => v - series[i]!);
    const mean = daily.reduce((a, b) => a + b, 0) / daily.length;
    const sd = Math.sqrt(daily.reduce((a, b) => a + (b - mean) ** 2, 0) / daily.length);
    expect(sd * Math.sqrt(252)).toBeGreaterThan(0.16);
    expect(sd * Math.sqrt(252)).toBeLessThan(0.2);
    expect(mean * 252).toBeGreaterThan(-0.05);
    expect(mean * 252).toBeLessThan(0.25);
  });
});

forEachDatabase('demo catalogue load', (open) => {
  it('loads ≥ 3 years of daily NAVs, derives returns, and a second load changes nothing', async () => {
    const db = await open();
    try {
      const first = await loadDemoCatalogue(db, AS_OF);
      expect(first.schemes).toBe(schemes.length);
      expect(first.schemesWritten).toBe(schemes.length);
      expect(first.navsInserted).toBeGreaterThan(60 * 3 * 250);

      const spans = await rows<{ amfi_code: number; first: string; last: string; n: number }>(
        db,
        `SELECT amfi_code, min(nav_date)::text AS first, max(nav_date)::text AS last, count(*)::int AS n
         FROM nav_history GROUP BY amfi_code`,
      );
      const spanOf = new Map(spans.map((s) => [s.amfi_code, s]));
      const threeYearsAgo = shiftIsoDate(AS_OF, { years: -3 });
      for (const s of regular) {
        const span = spanOf.get(s.amfiCode)!;
        expect(span.first <= threeYearsAgo, `${s.name} from ${span.first}`).toBe(true);
        expect(span.last).toBe(AS_OF);
      }
      const stored = await rows<{ amfi_code: number; is_demo: boolean; latest_nav_date: string | null; r1: string | null; r3: string | null; riskometer: string }>(
        db,
        `SELECT amfi_code, is_demo, latest_nav_date::text, return_1y::text AS r1, return_3y::text AS r3, riskometer FROM scheme`,
      );
      expect(stored).toHaveLength(schemes.length);
      expect(stored.every((s) => s.is_demo)).toBe(true);
      for (const s of stored.filter((x) => regular.some((r) => r.amfiCode === x.amfi_code))) {
        expect([s.latest_nav_date, s.r1 === null, s.r3 === null]).toEqual([AS_OF, false, false]);
      }
      // NFOs: only the listed one has NAVs, from ₹10 at allotment.
      const listed = schemes.find((s) => s.nfoState === 'closedListed')!;
      const [allot] = await rows<{ nav: string; nav_date: string }>(
        db,
        'SELECT nav::text, nav_date::text FROM nav_history WHERE amfi_code = $1 ORDER BY nav_date LIMIT 1',
        [listed.amfiCode],
      );
      expect(allot).toEqual({ nav: '10.0000', nav_date: listed.historyFrom });
      for (const s of schemes.filter((x) => x.nfoState !== null && x.nfoState !== 'closedListed')) {
        expect(spanOf.has(s.amfiCode), s.name).toBe(false);
      }

      const again = await loadDemoCatalogue(db, AS_OF);
      expect(again).toMatchObject({ schemesWritten: 0, navsInserted: 0, derivedUpdated: 0 });
    } finally {
      await db.close();
    }
  });

  it('adds only the new days on a later day, with the same NAVs for the days it had', async () => {
    const db = await open();
    try {
      await loadDemoCatalogue(db, AS_OF);
      const before = await rows<{ nav: string }>(
        db,
        `SELECT nav::text FROM nav_history WHERE amfi_code = 120503 AND nav_date = '2026-11-20'`,
      );
      const later = await loadDemoCatalogue(db, '2026-11-26'); // Thursday: Tue, Wed, Thu added
      const listedDays = 3; // the listed NFO's history is made again from its new allotment date
      expect(later.navsInserted).toBeGreaterThanOrEqual(regular.length * 3);
      expect(later.navsInserted).toBeLessThanOrEqual(regular.length * 3 + 40 + listedDays);
      const after = await rows<{ nav: string }>(
        db,
        `SELECT nav::text FROM nav_history WHERE amfi_code = 120503 AND nav_date = '2026-11-20'`,
      );
      expect(after).toEqual(before);
      const [axis] = await rows<{ d: string }>(db, 'SELECT latest_nav_date::text AS d FROM scheme WHERE amfi_code = 120503');
      expect(axis!.d).toBe('2026-11-26');
    } finally {
      await db.close();
    }
  });

  it('is what loadCatalogue loads by default, once a day', async () => {
    const db = await open();
    try {
      const first = await loadCatalogue(db, { clock: systemClock, source: 'demo', sharedDataDir: '/nonexistent', asOf: AS_OF });
      expect(first.steps).toEqual([
        expect.objectContaining({ step: 'demo', skipped: false }),
        expect.objectContaining({ step: 'sandbox-exchange-scheme-master', skipped: false }),
        // The product's copy through the exchange port (decision 0162).
        expect.objectContaining({ step: 'scheme-facts', skipped: false }),
      ]);
      const second = await loadCatalogue(db, { clock: systemClock, source: 'demo', sharedDataDir: '/nonexistent', asOf: AS_OF });
      expect(second.steps).toEqual([expect.objectContaining({ step: 'demo', skipped: true })]);
    } finally {
      await db.close();
    }
  });
});
