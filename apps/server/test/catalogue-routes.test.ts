import { catalogueRoutes, defineRoute, failureEnvelope, successEnvelope, type RouteDef } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { CatalogueIndex, catalogueMessages } from '../src/features/catalogue';
import { registerContractRoute } from '../src/http/contract-routes';
import { forEachDatabase } from './test-database';

// Every catalogue route through app.inject, on golden fixture data (FIXTURE below): on PGlite
// always, and on PostgreSQL too when TEST_DATABASE_URL is set (in a schema of its own).

/** 21 Aug 2026, 14:30 IST. */
const AUG_21_IST = new Date('2026-08-21T09:00:00Z');

forEachDatabase('catalogue routes', (open) => {
  let database: Database;
  let app: FastifyInstance;
  let now = AUG_21_IST;
  const clock: Clock = { now: () => now };
  /** The suggestion index's own clock (milliseconds), for its short-lived answer cache. */
  let indexMs = 0;

  beforeEach(async () => {
    database = await open();
    await execSql(database, FIXTURE);
    app = await buildApp({
      database,
      clock,
      config: { webDistDir: '/nonexistent/dist' },
      catalogueIndex: new CatalogueIndex({ now: () => indexMs }),
    });
    await app.ready();
  });
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  /** GET a contract route; the body must match the route's success envelope. */
  async function ok<D extends RouteDef>(def: D, query: Record<string, string | number> = {}) {
    const res = await app.inject({ method: 'GET', url: def.path, query: stringify(query) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return successEnvelope(def.response).parse(res.json()).responseData as z.output<D['response']>;
  }

  /** GET expecting a failure: the failure envelope, its status, and no trace of internals. */
  async function fails(path: string, query: Record<string, string | number>, status: number) {
    const res = await app.inject({ method: 'GET', url: path, query: stringify(query) });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(res.body).not.toMatch(/stack/i);
    return failureEnvelope.parse(res.json());
  }

  const ids = (items: readonly { schemeId: number }[]) => items.map((i) => i.schemeId);

  describe('suggest-mutual-fund', () => {
    const route = catalogueRoutes.suggestMutualFund;

    it('ranks name-starts-with, then word starts, then contains; ties by views, then name', async () => {
      const data = await ok(route, { text: 'liquid fund' });
      // 100032 starts with the text; 100030 and 100031 have both words at word starts (100030 is
      // viewed more); 100033 only contains "liquid" inside "Semiliquid".
      expect(ids(data)).toEqual([100032, 100030, 100031, 100033]);
      expect(data[1]).toEqual({
        schemeId: 100030,
        schemeName: 'HDFC Liquid Fund - Direct Plan - Growth',
        category: 'Money Market',
        subCategory: 'Liquid',
      });
    });

    it('is case-insensitive, ignores punctuation and needs every word', async () => {
      expect(ids(await ok(route, { text: 'LIQUID   FUND' }))).toEqual([100032, 100030, 100031, 100033]);
      expect(ids(await ok(route, { text: 'parag-parikh flexi' }))).toEqual([100011]);
      expect(ids(await ok(route, { text: 'hdfc axis' }))).toEqual([]);
    });

    it('answers at most 5 suggestions', async () => {
      const data = await ok(route, { text: 'fund' });
      expect(data).toHaveLength(5);
    });

    it('needs more than 3 characters (spec 3 §5)', async () => {
      for (const text of ['hdf', '  hd  ', 'h  d']) {
        const body = await fails(route.path, { text }, 400);
        expect(body).toEqual({
          operationMessage: 'failure',
          responseData: null,
          errorEnum: 'VALIDATION_FAILED',
          message: catalogueMessages.searchTooShort,
          fieldErrors: { text: catalogueMessages.searchTooShort },
        });
      }
      expect(ids(await ok(route, { text: 'hdfc' }))).toHaveLength(5);
      expect((await fails(route.path, { text: ' ' }, 400)).message).toBe(catalogueMessages.searchEmpty);
      expect((await fails(route.path, { text: 'x'.repeat(101) }, 400)).message).toBe(catalogueMessages.searchTooLong);
    });

    it('says which field is missing', async () => {
      const body = await fails(route.path, {}, 400);
      expect(body.message).toBe('text is required');
      expect(body.fieldErrors).toEqual({ text: 'text is required' });
    });
  });

  describe('search-mutual-funds-by-text', () => {
    const route = catalogueRoutes.searchMutualFundsByText;
    // All 7 HDFC names start with "hdfc": by views (100012: 5, 100030: 3), then by name.
    const hdfcOrder = [100012, 100030, 100001, 100002, 100010, 100042, 100021];

    it('pages through every match (PageNumber is 0-based)', async () => {
      const first = await ok(route, { q: 'hdfc', pageSize: 3 });
      expect(first).toMatchObject({ totalElements: 7, totalPages: 3, pageNumber: 0, pageSize: 3 });
      expect(ids(first.content)).toEqual(hdfcOrder.slice(0, 3));
      const second = await ok(route, { q: 'hdfc', pageSize: 3, PageNumber: 1 });
      expect(ids(second.content)).toEqual(hdfcOrder.slice(3, 6));
      const last = await ok(route, { q: 'hdfc', pageSize: 3, PageNumber: 2 });
      expect(ids(last.content)).toEqual([100021]);
      const beyond = await ok(route, { q: 'hdfc', pageSize: 3, PageNumber: 9 });
      expect(beyond).toEqual({ content: [], totalElements: 7, totalPages: 3, pageNumber: 9, pageSize: 3 });
    });

    it('returns the result fields, money and returns as exact decimal strings', async () => {
      const data = await ok(route, { q: 'parag parikh' });
      expect(data.content).toEqual([
        {
          schemeId: 100011,
          schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
          fundInvestmentObjective: 'Long-term capital growth from a diversified equity portfolio.',
          category: 'Equity',
          subCategory: 'Flexi Cap',
          riskometer: 'Very High',
          nav: '85.4321',
          returns: { oneYear: '14.05', threeYear: '20.00', fiveYear: '22.50' },
        },
      ]);
    });

    it('defaults to page 0 of 10 and accepts short text', async () => {
      const data = await ok(route, { q: 'sbi' });
      expect(data).toMatchObject({ pageNumber: 0, pageSize: 10, totalElements: 2, totalPages: 1 });
    });

    it('rejects empty text and bad paging with clear messages', async () => {
      expect((await fails(route.path, { q: '   ' }, 400)).message).toBe(catalogueMessages.searchEmpty);
      expect((await fails(route.path, {}, 400)).message).toBe('q is required');
      expect((await fails(route.path, { q: 'hdfc', PageNumber: -1 }, 400)).fieldErrors).toEqual({
        PageNumber: 'PageNumber must be at least 0',
      });
      expect((await fails(route.path, { q: 'hdfc', pageSize: 51 }, 400)).message).toBe('pageSize must be at most 50');
      expect((await fails(route.path, { q: 'hdfc', PageNumber: 'two' }, 400)).message).toBe(
        'PageNumber must be a number',
      );
    });
  });

  describe('most viewed and most searched', () => {
    it('fills the lists with the best 3-year returns while fewer than 5 funds are counted', async () => {
      // Counted views: 100012 (5), 100030 (3), 100011 (2), and then 100010, 100004 by return.
      expect(ids(await ok(catalogueRoutes.getMostViewedMutualFunds))).toEqual([100012, 100030, 100011, 100010, 100004]);
      // Counted searches: 100030 (4), 100012 (1), and then 100010, 100004, 100011 by return.
      expect(ids(await ok(catalogueRoutes.getMostSearchedMutualFunds))).toEqual([
        100030, 100012, 100010, 100004, 100011,
      ]);
    });

  });

  describe('get-mutual-fund-detail', () => {
    const route = catalogueRoutes.getMutualFundDetail;

    it('returns every fact of the fund, with the chart ranges its history covers', async () => {
      const data = await ok(route, { schemeId: 100011 });
      expect(data).toEqual({
        schemeId: 100011,
        schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
        amcName: 'PPFAS Mutual Fund',
        category: 'Equity',
        subCategory: 'Flexi Cap',
        plan: 'Direct',
        option: 'Growth',
        riskometer: 'Very High',
        fundType: 'open',
        nav: '85.4321',
        navDate: '2026-08-21',
        returns: { oneYear: '14.05', threeYear: '20.00', fiveYear: '22.50' },
        minLumpsumAmount: '1000.00',
        minSipAmount: '1000.00',
        objective: 'Long-term capital growth from a diversified equity portfolio.',
        isinGrowth: 'INF879O01027',
        isinReinvestment: null,
        amfiCategory: 'Equity Scheme - Flexi Cap Fund',
        launchDate: '2013-05-28',
        lumpsumMultiple: '1.00',
        sipMultiple: '1.00',
        minRedemptionAmount: '1000.00',
        purchaseAllowed: true,
        redeemAllowed: true,
        sipAllowed: true,
        stpAllowed: true,
        swpAllowed: true,
        switchAllowed: true,
        sipData: null,
        sipDates: Array.from({ length: 28 }, (_, i) => i + 1),
        nfoOpenDate: null,
        nfoCloseDate: null,
        nfoCategory: null,
        navRanges: ['1M', '6M', '1Y', 'MAX'],
        isDemoData: false,
        taxClass: {
          taxClass: 'equity-oriented',
          domesticEquityAtMost35Percent: false,
          source: 'amfi-category',
          basis: 'Equity scheme: SEBI’s rules for its category keep at least 65 % in equity, so it is equity-oriented (s. 112A)',
        },
      });
    });

    // Issue 23 §1: the class is the scheme's, not AMFI's label (docs/decisions/0153).
    it('carries the tax class and its basis: an index fund filed under "Other Scheme - Index Funds" is equity-oriented, a BAF of the override list too', async () => {
      await execSql(
        database,
        `UPDATE scheme SET amfi_category = 'Other Scheme - Index Funds' WHERE amfi_code = 100040;
         INSERT INTO scheme (amfi_code, amc_id, name, isin_growth, amfi_category, category, sub_category) VALUES
           (118968, 1, 'HDFC Balanced Advantage Fund - Growth Plan - Direct Plan', 'INF179K01WA6',
            'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage', 'Allocation', '3 Years and above'),
           (120377, 2, 'Some Balanced Advantage Fund - Direct Plan - Growth', 'INF000000000',
            'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage', 'Allocation', '3 Years and above');`,
      );
      expect((await ok(route, { schemeId: 100040 })).taxClass).toEqual({
        taxClass: 'equity-oriented',
        domesticEquityAtMost35Percent: false,
        source: 'scheme-name',
        basis: 'Equity index fund: tracks the Nifty Next 50, so at least 65 % in domestic listed equity (s. 112A)',
      });
      const baf = (await ok(route, { schemeId: 118968 })).taxClass;
      expect([baf.taxClass, baf.source]).toEqual(['equity-oriented', 'override']);
      expect(baf.basis).toMatch(/^Balanced advantage fund whose scheme information document keeps 65–100 % in equity/);
      const other = (await ok(route, { schemeId: 120377 })).taxClass;
      expect([other.taxClass, other.domesticEquityAtMost35Percent, other.source]).toEqual(['other', false, 'amfi-category']);
      // No AMFI category: the browse class decides (a liquid fund).
      const liquid = (await ok(route, { schemeId: 100030 })).taxClass;
      expect([liquid.taxClass, liquid.source]).toEqual(['debt-oriented', 'browse-category']);
    });

    it('offers every range for five years of history, none without history', async () => {
      const fiveYears = await ok(route, { schemeId: 100010 });
      expect(fiveYears.navRanges).toEqual(['1M', '6M', '1Y', '3Y', '5Y', 'MAX']);
      expect(fiveYears.sipDates).toEqual([1, 5, 10, 15, 20, 25]);
      const young = await ok(route, { schemeId: 100021 });
      expect(young.navRanges).toEqual([]);
      expect(young.isDemoData).toBe(true);
      expect(young.sipDates).toEqual([]);
    });

    it('answers 404 for an unknown scheme and 400 for a bad id', async () => {
      const body = await fails(route.path, { schemeId: 999999 }, 404);
      expect(body).toEqual({
        operationMessage: 'failure',
        responseData: null,
        errorEnum: 'NOT_FOUND',
        message: catalogueMessages.fundNotFound,
      });
      expect((await fails(route.path, {}, 400)).message).toBe('schemeId is required');
      expect((await fails(route.path, { schemeId: 'abc' }, 400)).message).toBe('schemeId must be a number');
      expect((await fails(route.path, { schemeId: 1.5 }, 400)).message).toBe('schemeId must be a whole number');
      expect((await fails(route.path, { schemeId: -4 }, 400)).message).toBe('schemeId must be greater than 0');
    });
  });

  describe('get-nav-history', () => {
    const route = catalogueRoutes.getNavHistory;

    it('answers the daily NAVs of the range, ending at the latest NAV', async () => {
      const data = await ok(route, { schemeId: 100010, range: '1M' });
      expect(data.range).toBe('1M');
      expect(data.points).toHaveLength(24); // weekdays 21 Jul – 21 Aug 2026
      expect(data.points[0]).toEqual({ date: '2026-07-21', nav: '118.1400' });
      expect(data.points.at(-1)).toEqual({ date: '2026-08-21', nav: '118.4500' });
    });

    it('defaults to 1Y', async () => {
      const data = await ok(route, { schemeId: 100010 });
      expect(data.range).toBe('1Y');
      expect(data.points).toHaveLength(262);
      expect(data.points[0]?.date).toBe('2025-08-21');
    });

    it('thins 3Y and MAX to at most 400 points, keeping the first and the exact last', async () => {
      const threeYears = await ok(route, { schemeId: 100010, range: '3Y' });
      expect(threeYears.points).toHaveLength(393); // 785 weekdays, every 2nd from the last
      expect(threeYears.points[0]?.date).toBe('2023-08-21');
      expect(threeYears.points.at(-1)).toEqual({ date: '2026-08-21', nav: '118.4500' });
      const max = await ok(route, { schemeId: 100010, range: 'MAX' });
      expect(max.points).toHaveLength(331); // 1,320 weekdays, every 4th from the last, plus the first
      expect(max.points[0]).toEqual({ date: '2021-08-02', nav: '100.0000' });
      expect(max.points.at(-1)).toEqual({ date: '2026-08-21', nav: '118.4500' });
      const dates = max.points.map((p) => p.date);
      expect([...dates].sort()).toEqual(dates);
    });

    it('answers no points for a fund without history, 404 for an unknown one', async () => {
      expect((await ok(route, { schemeId: 100021, range: 'MAX' })).points).toEqual([]);
      await fails(route.path, { schemeId: 999999 }, 404);
      expect((await fails(route.path, { schemeId: 100010, range: '2Y' }, 400)).message).toBe(
        'range must be one of: 1M, 6M, 1Y, 3Y, 5Y, MAX',
      );
    });
  });

  describe('get-top-mutual-funds', () => {
    const route = catalogueRoutes.getTopMutualFunds;

    it('answers the 3 best ELSS funds by 3-year return, one Direct Growth plan each', async () => {
      // 100005 (25.00, IDCW) and 100002 (19.90, Regular) are other plans of funds listed already.
      const data = await ok(route);
      expect(data).toEqual([
        {
          schemeId: 100004,
          schemeName: 'SBI Long Term Equity Fund - Direct Plan - Growth',
          category: 'Equity',
          subCategory: 'ELSS (Tax Savings)',
          tags: ['ELSS'],
          threeYearReturn: '21.00',
          lastUpdatedNavDate: '2026-08-21',
        },
        expect.objectContaining({ schemeId: 100001, threeYearReturn: '18.50' }),
        expect.objectContaining({ schemeId: 100003, threeYearReturn: '12.25' }),
      ]);
    });

    it('fills up with other plans when Direct Growth plans run out', async () => {
      expect(ids(await ok(route, { limit: 5 }))).toEqual([100004, 100001, 100003, 100005, 100002]);
      expect(ids(await ok(route, { limit: 1 }))).toEqual([100004]);
      expect((await fails(route.path, { limit: 0 }, 400)).message).toBe('limit must be at least 1');
      expect((await fails(route.path, { tag: 'SMALLCAP' }, 400)).message).toBe('tag must be ELSS');
    });
  });

  describe('get-best-performing-mutual-funds', () => {
    const route = catalogueRoutes.getBestPerformingMutualFunds;

    it('answers the best of each category that has funds, in taxonomy order', async () => {
      const data = await ok(route, { limit: 2 });
      expect(data.map((g) => [g.category, ids(g.funds)])).toEqual([
        ['Equity', [100010, 100004]],
        ['Fixed Income', [100033]],
        ['Money Market', [100031, 100030]],
      ]);
      expect(data[0]?.funds[0]).toMatchObject({ amcName: 'HDFC Mutual Fund', returns: { threeYear: '24.00' } });
    });

    it('answers one category, named in any case', async () => {
      const data = await ok(route, { category: 'money market' });
      expect(data.map((g) => [g.category, ids(g.funds)])).toEqual([['Money Market', [100031, 100030]]]);
      expect(await ok(route, { category: 'Allocation' })).toEqual([{ category: 'Allocation', funds: [] }]);
      expect((await fails(route.path, { category: 'Crypto' }, 400)).message).toBe(
        catalogueMessages.unknownCategory('Crypto'),
      );
    });
  });

  describe('get-mutual-funds-by-category', () => {
    const route = catalogueRoutes.getMutualFundsByCategory;
    const flexi = { mutualFundCategory: 'Equity', subCategory: 'Flexi Cap' };

    it('sorts by the chosen column with funds lacking it last, either way', async () => {
      expect(ids((await ok(route, { ...flexi, sortBy: 'returns5y' })).content)).toEqual([100011, 100012, 100010]);
      expect(ids((await ok(route, { ...flexi, sortBy: 'returns5y', sortOrder: 'asc' })).content)).toEqual([
        100012, 100011, 100010,
      ]);
      expect(ids((await ok(route, { ...flexi, sortBy: 'name', sortOrder: 'asc' })).content)).toEqual([
        100010, 100012, 100011,
      ]);
      expect(ids((await ok(route, { ...flexi, sortBy: 'nav', sortOrder: 'asc' })).content)).toEqual([
        100011, 100010, 100012,
      ]);
    });

    it('defaults to 3-year return, best first, nulls last', async () => {
      const data = await ok(route, { mutualFundCategory: 'Money Market', subCategory: 'Liquid' });
      expect(ids(data.content)).toEqual([100031, 100030, 100032]);
      expect(data).toMatchObject({ totalElements: 3, totalPages: 1, pageNumber: 0, pageSize: 20 });
    });

    it('filters by plan, option, risk-o-meter and AMC', async () => {
      expect(ids((await ok(route, { ...flexi, plan: 'Direct' })).content)).toEqual([100010, 100011]);
      expect(ids((await ok(route, { ...flexi, plan: 'Regular' })).content)).toEqual([100012]);
      const elss = { mutualFundCategory: 'Equity', subCategory: 'ELSS (Tax Savings)' };
      expect(ids((await ok(route, { ...elss, option: 'IDCW' })).content)).toEqual([100005, 100006]);
      expect(ids((await ok(route, { ...flexi, riskometer: 'very high' })).content)).toEqual([100011]);
      expect(ids((await ok(route, { ...flexi, amc: 'ppfas mutual fund' })).content)).toEqual([100011]);
      expect((await ok(route, { ...flexi, amc: 'No Such AMC' })).content).toEqual([]);
    });

    it('pages a whole category', async () => {
      const page = (n: number) => ok(route, { mutualFundCategory: 'equity', pageSize: 4, PageNumber: n });
      const first = await page(0);
      expect(first).toMatchObject({ totalElements: 15, totalPages: 4, pageNumber: 0, pageSize: 4 });
      expect(ids(first.content)).toEqual([100005, 100010, 100012, 100004]);
      expect((await page(3)).content).toHaveLength(3);
      expect((await page(4)).content).toEqual([]);
      const all = [...first.content, ...(await page(1)).content, ...(await page(2)).content, ...(await page(3)).content];
      expect(new Set(ids(all)).size).toBe(15);
    });

    it('answers 400 for a category or sub-category outside the taxonomy', async () => {
      const body = await fails(route.path, { mutualFundCategory: 'Crypto' }, 400);
      expect(body).toEqual({
        operationMessage: 'failure',
        responseData: null,
        errorEnum: 'VALIDATION_FAILED',
        message: catalogueMessages.unknownCategory('Crypto'),
        fieldErrors: { mutualFundCategory: catalogueMessages.unknownCategory('Crypto') },
      });
      expect((await fails(route.path, { mutualFundCategory: 'Equity', subCategory: 'Flexi' }, 400)).message).toBe(
        catalogueMessages.unknownSubCategory('Equity', 'Flexi'),
      );
      expect((await fails(route.path, {}, 400)).message).toBe('mutualFundCategory is required');
      expect((await fails(route.path, { ...flexi, sortBy: 'aum' }, 400)).message).toBe(
        'sortBy must be one of: returns1y, returns3y, returns5y, name, nav',
      );
    });
  });

  describe('get-categories', () => {
    it('answers the taxonomy in order with the number of funds in each', async () => {
      const data = await ok(catalogueRoutes.getCategories);
      expect(data.map((c) => [c.category, c.count])).toEqual([
        ['Equity', 15],
        ['Fixed Income', 1],
        ['Money Market', 3],
        ['Allocation', 0],
        ['Others', 1],
      ]);
      const equity = data[0]!;
      expect(equity.subCategories.filter((s) => s.count > 0)).toEqual([
        { name: 'Large Cap', count: 2 },
        { name: 'Flexi Cap', count: 3 },
        { name: 'Sectoral & Thematic', count: 3 },
        { name: 'ELSS (Tax Savings)', count: 6 },
        { name: 'Index Funds', count: 1 },
      ]);
      expect(data[3]?.subCategories.map((s) => s.name)).toEqual(['Less than 1 Year', '1 to 3 Years', '3 Years and above']);
    });
  });

  describe('NFO', () => {
    const list = catalogueRoutes.getNfoFunds;

    it('groups NFOs by today in IST and lists what one can act on first', async () => {
      now = AUG_21_IST;
      const data = await ok(list);
      expect(data.map((n) => [n.schemeId, n.nfoCategory])).toEqual([
        [100040, 'open'],
        [100041, 'upcoming'],
        [100042, 'recentlyClosed'],
        [100043, 'closedListed'],
      ]);
      expect(data[0]).toEqual({
        schemeId: 100040,
        encryptedSchemeId: 100040,
        schemeName: 'Axis Nifty Next 50 Index Fund - Direct Plan - Growth',
        amcName: 'Axis Mutual Fund',
        category: 'Equity',
        subCategory: 'Index Funds',
        nfoCategory: 'open',
        nfoOpenDate: '2026-08-15',
        nfoClousureDate: '2026-08-25',
        minimumLumpsumAmount: '500.00',
        minimumSipAmount: '100.00',
      });
    });

    it('filters by group and sorts by launch or close date', async () => {
      now = AUG_21_IST;
      expect(ids(await ok(list, { filter: 'upcoming' }))).toEqual([100041]);
      expect(ids(await ok(list, { sort: 'closeFF' }))).toEqual([100041, 100040, 100042, 100043]);
      expect(ids(await ok(list, { sort: 'launchEF' }))).toEqual([100043, 100042, 100040, 100041]);
      expect((await fails(list.path, { filter: 'soon' }, 400)).message).toBe(
        'filter must be one of: all, open, upcoming, recentlyClosed, closedListed',
      );
    });

    it('turns the day at midnight IST, not UTC', async () => {
      now = new Date('2026-08-25T18:29:00Z'); // 25 Aug, 23:59 IST: the last day of 100040's offer
      expect((await ok(list, { filter: 'open' })).map((n) => n.schemeId)).toEqual([100040]);
      now = new Date('2026-08-25T18:31:00Z'); // 26 Aug, 00:01 IST
      expect((await ok(list, { filter: 'open' })).map((n) => n.schemeId)).toEqual([]);
      expect(ids(await ok(list, { filter: 'recentlyClosed' }))).toEqual([100040, 100042]);
      now = AUG_21_IST;
    });

    it('answers one NFO with its objective and risk, 404 for a fund that is not one', async () => {
      const data = await ok(catalogueRoutes.getNfoDetails, { schemeId: 100041 });
      expect(data).toMatchObject({
        schemeId: 100041,
        nfoCategory: 'upcoming',
        nfoOpenDate: '2026-09-01',
        nfoClousureDate: '2026-09-15',
        objective: 'Returns from a rules-based quantitative equity model.',
        riskometer: 'Very High',
      });
      const body = await fails(catalogueRoutes.getNfoDetails.path, { schemeId: 100010 }, 404);
      expect(body.message).toBe(catalogueMessages.nfoNotFound);
    });
  });

  // Each test has its own database: the counts start at zero here.
  describe('counting views and searches', () => {
    it('counts a view per detail and a search when opened from=search', async () => {
      // The suggestion answer for this text is cached for 30 s before anything is counted.
      const before = ids(await ok(catalogueRoutes.suggestMutualFund, { text: 'liquid fund' }));
      expect(before).toEqual(expect.arrayContaining([100030, 100031]));
      for (let i = 0; i < 6; i += 1) await ok(catalogueRoutes.getMutualFundDetail, { schemeId: 100031, from: 'search' });
      await ok(catalogueRoutes.getMutualFundDetail, { schemeId: 100031 });
      await ok(catalogueRoutes.getMutualFundDetail, { schemeId: 100030, from: 'search' });
      await fails(catalogueRoutes.getMutualFundDetail.path, { schemeId: 100031, from: 'home' }, 400);
      await fails(catalogueRoutes.getMutualFundDetail.path, { schemeId: 999999, from: 'search' }, 404);
      expect(ids(await ok(catalogueRoutes.getMostViewedMutualFunds))[0]).toBe(100031);
      expect(ids(await ok(catalogueRoutes.getMostSearchedMutualFunds)).slice(0, 2)).toEqual([100031, 100030]);
      // The suggestion index ranks ties by views too, once the cached answer has expired (30 s):
      // until then the same text gets the same answer.
      expect(ids(await ok(catalogueRoutes.suggestMutualFund, { text: 'liquid fund' }))).toEqual(before);
      indexMs += 30_001;
      const after = ids(await ok(catalogueRoutes.suggestMutualFund, { text: 'liquid fund' }));
      expect(after.indexOf(100031)).toBeLessThan(after.indexOf(100030));
    });
  });

  // Production writes answers with fast-json-stringify from the same schemas, without checking
  // them (src/http/response-serializer.ts): the bytes must be the ones the checked path writes.
  describe('answers written without the zod check (production)', () => {
    let unchecked: FastifyInstance;
    beforeEach(async () => {
      unchecked = await buildApp({
        database,
        clock,
        config: { webDistDir: '/nonexistent/dist' },
        catalogueIndex: new CatalogueIndex({ now: () => indexMs }),
        checkResponses: false,
      });
      registerContractRoute(
        unchecked,
        defineRoute({
          method: 'GET',
          path: '/api/v1/test/leaky',
          summary: 'test',
          tags: ['test'],
          access: 'public',
          response: z.object({ schemeName: z.string(), nav: z.string().nullable() }),
        }),
        () => ({ schemeName: 'HDFC Liquid Fund', nav: null, internalNote: 'not for the wire' }) as never,
      );
      await unchecked.ready();
    });
    afterEach(async () => {
      await unchecked?.close();
    });

    it('writes the same JSON as the checked serializer for every catalogue answer', async () => {
      const requests: [RouteDef, Record<string, string | number>][] = [
        [catalogueRoutes.suggestMutualFund, { text: 'hdfc flexi' }],
        // Again: now the kept answer's bytes (catalogue.routes.ts, keptAnswers).
        [catalogueRoutes.suggestMutualFund, { text: 'hdfc flexi' }],
        [catalogueRoutes.suggestMutualFund, { text: 'HDFC  Flexi' }],
        [catalogueRoutes.suggestMutualFund, { text: 'hdf' }],
        [catalogueRoutes.searchMutualFundsByText, { q: 'fund', pageSize: 50 }],
        [catalogueRoutes.getMutualFundDetail, { schemeId: 100011 }],
        [catalogueRoutes.getMutualFundDetail, { schemeId: 100041 }],
        [catalogueRoutes.getNavHistory, { schemeId: 100010, range: '1Y' }],
        [catalogueRoutes.getTopMutualFunds, {}],
        [catalogueRoutes.getBestPerformingMutualFunds, {}],
        [catalogueRoutes.getMostViewedMutualFunds, {}],
        [catalogueRoutes.getMutualFundsByCategory, { mutualFundCategory: 'Equity' }],
        [catalogueRoutes.getCategories, {}],
        [catalogueRoutes.getNfoFunds, {}],
        [catalogueRoutes.getNfoDetails, { schemeId: 100041 }],
        [catalogueRoutes.getMutualFundDetail, { schemeId: 999999 }],
        [catalogueRoutes.getMutualFundDetail, { schemeId: 'abc' }],
      ];
      for (const [def, query] of requests) {
        const url = `${def.path} ${JSON.stringify(query)}`;
        const a = await app.inject({ method: 'GET', url: def.path, query: stringify(query) });
        const b = await unchecked.inject({ method: 'GET', url: def.path, query: stringify(query) });
        expect(b.statusCode, url).toBe(a.statusCode);
        expect(b.body, url).toBe(a.body);
        expect(b.headers['content-type'], url).toBe(a.headers['content-type']);
        expect(b.headers['content-length'], url).toBe(a.headers['content-length']);
      }
    });

    it('leaves out whatever a handler returns beyond the contract', async () => {
      const res = await unchecked.inject('/api/v1/test/leaky');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ operationMessage: 'success', responseData: { schemeName: 'HDFC Liquid Fund', nav: null } });
      expect(res.body).not.toContain('internalNote');
    });
  });
});

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

async function execSql(database: Database, text: string): Promise<void> {
  if (database.kind === 'pglite') await database.raw.exec(text);
  else await database.raw.query(text);
}

/**
 * Golden data. Today is 21 Aug 2026 (IST). Five ELSS plans with Direct/Regular and Growth/IDCW
 * variants (top funds), three Flexi Cap plans with a missing 5-year return (sorting, nulls last),
 * four names with "liquid fund" in different positions (suggestion ranking), seven HDFC names
 * (search paging), NFOs in each filter group and one long closed, views and searches for three
 * funds, five years of weekday NAVs for 100010 (nav = 100 + 0.01 × days since 2 Aug 2021).
 */
const FIXTURE = `
INSERT INTO amc (id, name) VALUES
  (1, 'HDFC Mutual Fund'), (2, 'ICICI Prudential Mutual Fund'), (3, 'Axis Mutual Fund'),
  (4, 'SBI Mutual Fund'), (5, 'PPFAS Mutual Fund');

INSERT INTO scheme (amfi_code, amc_id, name, plan, option, category, sub_category, riskometer,
                    latest_nav, latest_nav_date, return_1y, return_3y, return_5y) VALUES
  (100001, 1, 'HDFC ELSS Tax Saver Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'ELSS (Tax Savings)', 'Very High', 1234.56, '2026-08-21', 22.10, 18.50, 16.00),
  (100002, 1, 'HDFC ELSS Tax Saver Fund - Regular Plan - Growth', 'Regular', 'Growth', 'Equity', 'ELSS (Tax Savings)', 'Very High', 1100, '2026-08-21', 21.00, 19.90, 15.00),
  (100003, 3, 'Axis ELSS Tax Saver Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'ELSS (Tax Savings)', 'Very High', 95.12, '2026-08-21', 9.00, 12.25, 11.00),
  (100004, 4, 'SBI Long Term Equity Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'ELSS (Tax Savings)', 'Very High', 450.77, '2026-08-21', 25.00, 21.00, 19.50),
  (100005, 2, 'ICICI Prudential ELSS Tax Saver Fund - Direct Plan - IDCW', 'Direct', 'IDCW', 'Equity', 'ELSS (Tax Savings)', 'Very High', 30.10, '2026-08-21', 28.00, 25.00, NULL),
  (100006, 3, 'Axis ELSS Tax Saver Fund - Direct Plan - IDCW', 'Direct', 'IDCW', 'Equity', 'ELSS (Tax Savings)', 'Very High', 40, '2026-08-21', NULL, NULL, NULL),
  (100010, 1, 'HDFC Flexi Cap Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Flexi Cap', 'High', 118.45, '2026-08-21', 30.00, 24.00, NULL),
  (100011, 5, 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Flexi Cap', 'Very High', 85.4321, '2026-08-21', 14.05, 20.00, 22.50),
  (100012, 1, 'HDFC Flexi Cap Fund - Regular Plan - Growth', 'Regular', 'Growth', 'Equity', 'Flexi Cap', NULL, 1900, '2026-08-21', 28.00, 23.00, 19.00),
  (100020, 2, 'ICICI Prudential Bluechip Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Large Cap', 'Very High', 110, '2026-08-21', 12.00, 17.00, 15.00),
  (100021, 1, 'HDFC Top 100 Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Large Cap', 'Very High', 950, '2026-08-21', 10.00, NULL, NULL),
  (100030, 1, 'HDFC Liquid Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Money Market', 'Liquid', 'Low to Moderate', 4800.1234, '2026-08-21', 7.20, 6.80, 5.90),
  (100031, 3, 'Axis Liquid Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Money Market', 'Liquid', 'Low to Moderate', 2750.50, '2026-08-21', 7.30, 6.90, 6.00),
  (100032, 4, 'Liquid Fund Plus - Direct Plan - Growth', 'Direct', 'Growth', 'Money Market', 'Liquid', 'Low to Moderate', 1000, '2026-08-21', 7.00, NULL, NULL),
  (100033, 3, 'Axis Ultra Short Term Semiliquid Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Fixed Income', 'Ultra Short Duration', 'Moderate', 12.34, '2026-08-21', 7.50, 7.10, 6.20);

INSERT INTO scheme (amfi_code, amc_id, name, plan, option, category, sub_category, riskometer, objective,
                    nfo_open_date, nfo_close_date, min_lumpsum_amount, min_sip_amount) VALUES
  (100040, 3, 'Axis Nifty Next 50 Index Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Index Funds', 'Very High', NULL, '2026-08-15', '2026-08-25', 500, 100),
  (100041, 4, 'SBI Quant Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Sectoral & Thematic', 'Very High', 'Returns from a rules-based quantitative equity model.', '2026-09-01', '2026-09-15', 5000, 500),
  (100042, 1, 'HDFC Manufacturing Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Sectoral & Thematic', 'Very High', NULL, '2026-07-20', '2026-08-03', 100, 100),
  (100043, 2, 'ICICI Prudential Energy Opportunities Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Sectoral & Thematic', 'Very High', NULL, '2026-03-01', '2026-03-15', 5000, 1000),
  (100044, 2, 'Old Offer Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Others', 'Other Schemes', NULL, NULL, '2020-01-01', '2020-01-15', 5000, NULL);

UPDATE scheme SET
  objective = 'Long-term capital growth from a diversified equity portfolio.',
  isin_growth = 'INF879O01027', amfi_category = 'Equity Scheme - Flexi Cap Fund', launch_date = '2013-05-28',
  min_lumpsum_amount = 1000, lumpsum_multiple = 1, min_sip_amount = 1000, sip_multiple = 1,
  min_redemption_amount = 1000, stp_allowed = true, swp_allowed = true, switch_allowed = true
WHERE amfi_code = 100011;
UPDATE scheme SET is_demo = true, sip_allowed = false WHERE amfi_code = 100021;
UPDATE scheme SET sip_data = 'MONTHLY,500,1,1:5:10:15:20:25#QUARTERLY,1500,1,1:15' WHERE amfi_code = 100010;

INSERT INTO scheme_stats (amfi_code, views, searches) VALUES (100012, 5, 1), (100030, 3, 4), (100011, 2, 0);

INSERT INTO nav_history (amfi_code, nav_date, nav)
SELECT 100010, d::date, 100 + (d::date - date '2021-08-02') * 0.01
FROM generate_series(date '2021-08-02', date '2026-08-21', interval '1 day') AS d
WHERE extract(isodow FROM d) < 6;

INSERT INTO nav_history (amfi_code, nav_date, nav)
SELECT 100011, d::date, 70 + (d::date - date '2025-08-01') * 0.04
FROM generate_series(date '2025-08-01', date '2026-08-21', interval '1 day') AS d
WHERE extract(isodow FROM d) < 6;
`;
