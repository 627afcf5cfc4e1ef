import { describe, it, expect } from 'vitest';
import { linesOf, parseCsvLine, readSharedText } from '../__test-support__/shared-files';
import {
  BROWSE_CARDS,
  BROWSE_TAXONOMY,
  classifyScheme,
  fundListPath,
  fundTypeOf,
  isBrowseClass,
  isSchemeTypeHeader,
  subCategoriesOf,
  tryClassifyScheme,
} from './taxonomy';

describe('BROWSE_TAXONOMY', () => {
  it('has the five categories in order, with the sub-categories the spec routes use', () => {
    expect(BROWSE_TAXONOMY.map((c) => c.category)).toEqual([
      'Equity',
      'Fixed Income',
      'Money Market',
      'Allocation',
      'Others',
    ]);
    expect(subCategoriesOf('Equity')).toContain('ELSS (Tax Savings)');
    expect(subCategoriesOf('Money Market')).toEqual(['Liquid', 'Overnight', 'Money Market']);
    expect(subCategoriesOf('Allocation')).toEqual([
      'Less than 1 Year',
      '1 to 3 Years',
      '3 Years and above',
    ]);
    expect(subCategoriesOf('Fixed Income')).not.toContain('Overnight');
    expect(subCategoriesOf('Nope')).toEqual([]);
  });
  it('uses names that are safe as single route segments (no slash) and unique within a category', () => {
    for (const { category, subCategories } of BROWSE_TAXONOMY) {
      expect(category).not.toMatch(/\//);
      for (const sub of subCategories) expect(sub).not.toMatch(/\//);
      expect(new Set(subCategories).size).toBe(subCategories.length);
    }
  });
  it('builds the fund-list route with encoded segments', () => {
    expect(fundListPath('Money Market', 'Liquid')).toBe(
      '/mutual-fund-results/Money%20Market/Liquid',
    );
    expect(fundListPath('Equity', 'ELSS (Tax Savings)')).toBe(
      '/mutual-fund-results/Equity/ELSS%20(Tax%20Savings)',
    );
    expect(fundListPath('Fixed Income')).toBe('/mutual-fund-results/Fixed%20Income');
  });
});

describe('BROWSE_CARDS (spec 1 §2)', () => {
  it('lists the home cards in order, Loan Against MF for advisors only', () => {
    expect(BROWSE_CARDS.map((c) => c.label)).toEqual([
      'Best Performing',
      'Tax Saver',
      'Loan Against MF',
      'NFO',
      'Equity',
      'Debt',
      'Liquid',
      'Balanced (Hybrid)',
    ]);
    expect(BROWSE_CARDS.filter((c) => c.advisorOnly).map((c) => c.key)).toEqual(['loanAgainstMf']);
  });
  it('points the fund-list cards at the routes spec 1 §2 lists', () => {
    const lists = BROWSE_CARDS.flatMap((c) =>
      c.target.kind === 'fundList' ? [fundListPath(c.target.category, c.target.subCategory)] : [],
    );
    expect(lists.map(decodeURIComponent)).toEqual([
      '/mutual-fund-results/Equity/ELSS (Tax Savings)',
      '/mutual-fund-results/Equity',
      '/mutual-fund-results/Fixed Income',
      '/mutual-fund-results/Money Market/Liquid',
      '/mutual-fund-results/Allocation/Less than 1 Year',
    ]);
    for (const card of BROWSE_CARDS) {
      if (card.target.kind === 'fundList' && card.target.subCategory) {
        expect(
          isBrowseClass({ category: card.target.category, subCategory: card.target.subCategory }),
        ).toBe(true);
      }
    }
  });
});

describe('fundTypeOf', () => {
  it.each([
    ['Open Ended', 'open'],
    ['Close Ended', 'closed'],
    ['Interval Fund', 'interval'],
    ['Open Ended Schemes(Equity Scheme - ELSS)', 'open'],
    ['Close Ended Schemes(Income)', 'closed'],
    ['Interval Fund Schemes(Income)', 'interval'],
    ['  open-ended ', 'open'],
  ])('%j → %s', (text, expected) => {
    expect(fundTypeOf(text)).toBe(expected);
  });
  it('throws on anything else', () => {
    expect(() => fundTypeOf('HDFC Mutual Fund')).toThrow(RangeError);
    expect(() => fundTypeOf('')).toThrow(RangeError);
  });
});

describe('classifyScheme', () => {
  it.each([
    ['Open Ended Schemes(Equity Scheme - ELSS)', 'Any ELSS', 'Equity', 'ELSS (Tax Savings)'],
    ['Equity Scheme - ELSS', 'Any ELSS', 'Equity', 'ELSS (Tax Savings)'],
    [
      'Equity Schemes - ELSS- Tax Saver Fund',
      'Groww ELSS Tax Saver Fund',
      'Equity',
      'ELSS (Tax Savings)',
    ],
    ['Equity Scheme - Large & Mid Cap Fund', 'x', 'Equity', 'Large & Mid Cap'],
    ['Equity Scheme - Sectoral/ Thematic', 'x', 'Equity', 'Sectoral & Thematic'],
    ['Debt Scheme - Liquid Fund', 'x', 'Money Market', 'Liquid'],
    ['Open Ended Schemes(Debt Scheme - Overnight Fund)', 'x', 'Money Market', 'Overnight'],
    [
      'Income/Debt Oriented Schemes - Ultra Short to Short Term Fund',
      'x',
      'Fixed Income',
      'Low Duration',
    ],
    [
      'Income/Debt Oriented Schemes - 10-year Constant Maturity Gilt Fund',
      'x',
      'Fixed Income',
      'Gilt with 10 Year Constant Duration',
    ],
    ['Debt Scheme - Medium to Long Duration Fund', 'x', 'Fixed Income', 'Medium to Long Duration'],
    ['Open Ended Schemes(Hybrid Scheme - Arbitrage Fund)', 'x', 'Allocation', 'Less than 1 Year'],
    ['Hybrid Scheme - Equity Savings', 'x', 'Allocation', '1 to 3 Years'],
    [
      'Hybrid Schemes - Balanced Advantage Fund/ Dynamic Asset Allocation',
      'x',
      'Allocation',
      '3 Years and above',
    ],
    [
      'Other Scheme - Index Funds',
      'HDFC Nifty G-Sec Jun 2027 Index Fund - Direct Plan',
      'Fixed Income',
      'Index Funds',
    ],
    [
      'Other Scheme - Index Funds',
      'Tata Nifty G Sec Dec 2026 Index Fund',
      'Fixed Income',
      'Index Funds',
    ],
    ['Other Scheme - Index Funds', 'Bharat Bond Index Fund', 'Fixed Income', 'Index Funds'],
    [
      'Other Scheme - Index Funds',
      'Axis CRISIL IBX SDL May 2027 Index Fund',
      'Fixed Income',
      'Index Funds',
    ],
    [
      'Other Scheme - Index Funds',
      'SBI Nifty Index Fund - Direct Plan - Growth',
      'Equity',
      'Index Funds',
    ],
    ['Other Scheme - Index Funds', 'Groww Nifty PSU Bank Index Fund', 'Equity', 'Index Funds'],
    [
      'Other Scheme - Index Funds',
      'Zerodha Nifty LargeMidcap250 Plus 8-13 Yr G-Sec 70:30 Index Fund',
      'Others',
      'Hybrid Index Funds',
    ],
    [
      'Open Ended Schemes(Index Funds - Equity Funds)',
      'Mirae Asset Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25 Index Fund',
      'Equity',
      'Index Funds',
    ],
    [
      'Open Ended Schemes(Index Funds - Hybrid Fund)',
      'Mirae Asset Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25 Index Fund',
      'Others',
      'Hybrid Index Funds',
    ],
    ['Other Scheme - Gold ETF', 'Nippon India ETF Gold BeES', 'Others', 'Gold & Silver ETFs'],
    ['Other Scheme - Other  ETFs', 'ICICI Prudential Silver ETF', 'Others', 'Gold & Silver ETFs'],
    [
      'Exchange Traded Funds (ETFs) - Equity ETF',
      'Nippon India ETF Nifty 50 BeES',
      'Others',
      'ETFs',
    ],
    ['Other Scheme - FoF Overseas', 'x', 'Others', 'Fund of Funds (Overseas)'],
    [
      'Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic)',
      'x',
      'Others',
      'Fund of Funds (Domestic)',
    ],
    ['Solution Oriented Scheme - Children s Fund', 'x', 'Others', "Children's Funds"],
    [
      'Open Ended Schemes(Solution Oriented Scheme - Children\u2019s Fund)',
      'x',
      'Others',
      "Children's Funds",
    ],
    ['Solution Oriented Scheme - Retirement Fund', 'x', 'Others', 'Retirement Funds'],
    [
      'Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years',
      'Zerodha Life Cycle Fund 2036',
      'Others',
      'Life Cycle Funds',
    ],
    ['Close Ended Schemes(Income)', 'Kotak FMP Series 327', 'Others', 'Fixed Maturity Plans'],
    [
      'Close Ended Schemes(Income/Debt Oriented Schemes - Fixed Term Plan)',
      'Axis Fixed Maturity Plan - Series 129 (108 Days)',
      'Others',
      'Fixed Maturity Plans',
    ],
    [
      'Close Ended Schemes(Income/Debt Oriented Schemes - Other Debt Scheme)',
      'UTI Annual Interval Fund - I',
      'Others',
      'Interval Funds',
    ],
    [
      'Interval Fund Schemes(Income)',
      'Kotak Monthly Interval Plan Series 4',
      'Others',
      'Interval Funds',
    ],
    [
      'Close Ended Schemes(ELSS)',
      'SBI Long Term Advantage Fund - Series V',
      'Equity',
      'ELSS (Tax Savings)',
    ],
    [
      'Close Ended Schemes(Growth)',
      'HDFC Equity Opp Fund - II - 1100D June 2017 (1)',
      'Others',
      'Other Schemes',
    ],
    [
      'Open Ended Schemes(Gilt)',
      'ICICI Prudential Gilt Fund Investment Plan PF Option',
      'Fixed Income',
      'Gilt',
    ],
    [
      'Open Ended Schemes(Money Market)',
      'Taurus Investor Education Pool (Greater than 3 yrs)',
      'Money Market',
      'Money Market',
    ],
    [
      'Debt Scheme - Medium Duration Fund',
      'Sundaram Medium Duration Fund (Formerly Known as Sundaram Medium Term Bond Fund)',
      'Fixed Income',
      'Medium Duration',
    ],
  ])('%j / %j → %s / %s', (amfiCategory, name, category, subCategory) => {
    expect(classifyScheme(amfiCategory, name)).toEqual({ category, subCategory });
  });

  it('tells legacy one-word categories apart by the scheme type', () => {
    expect(classifyScheme('Income', 'Some Income Plan', 'Close Ended')).toEqual({
      category: 'Others',
      subCategory: 'Fixed Maturity Plans',
    });
    expect(classifyScheme('Income', 'Some Income Plan', 'Interval Fund')).toEqual({
      category: 'Others',
      subCategory: 'Interval Funds',
    });
    expect(classifyScheme('Income', 'ICICI Prudential Blended Plan B', 'Open Ended')).toEqual({
      category: 'Others',
      subCategory: 'Other Schemes',
    });
    expect(classifyScheme('Liquid', 'Sahara Liquid Fund', 'Open Ended')).toEqual({
      category: 'Money Market',
      subCategory: 'Liquid',
    });
    expect(classifyScheme('Balanced', 'ING Balanced Fund', 'Open Ended')).toEqual({
      category: 'Allocation',
      subCategory: '3 Years and above',
    });
  });

  it('files an unknown category under Others / Other Schemes, which tryClassifyScheme reports as null', () => {
    expect(tryClassifyScheme('Crypto Scheme - Moon Fund', 'x')).toBeNull();
    expect(tryClassifyScheme('Equity Scheme - Mega Cap Fund', 'x')).toBeNull();
    expect(classifyScheme('Crypto Scheme - Moon Fund', 'x')).toEqual({
      category: 'Others',
      subCategory: 'Other Schemes',
    });
  });
});

/**
 * Every scheme of the real AMFI files, grouped by the category string as the file spells it (a
 * NAVAll header, or the scheme data CSV's "Scheme Type | Scheme Category"), with the number of
 * rows that land in each browse class. A new AMFI category, or a change of the mapping, fails here.
 */
const EXPECTED: Record<string, Record<string, number>> = {
  'Close Ended Schemes(ELSS)': { 'Equity / ELSS (Tax Savings)': 154 },
  'Close Ended Schemes(Growth)': { 'Others / Other Schemes': 480 },
  'Close Ended Schemes(Income)': {
    'Others / Fixed Maturity Plans': 8632,
    'Others / Interval Funds': 139,
  },
  'Close Ended Schemes(Income/Debt Oriented Schemes - Fixed Term Plan)': {
    'Others / Fixed Maturity Plans': 12,
  },
  'Close Ended Schemes(Income/Debt Oriented Schemes - Other Debt Scheme)': {
    'Others / Interval Funds': 5,
  },
  'Close Ended | Assured Return': { 'Others / Fixed Maturity Plans': 2 },
  'Close Ended | Balanced': { 'Others / Other Schemes': 1 },
  'Close Ended | ELSS': { 'Equity / ELSS (Tax Savings)': 98 },
  'Close Ended | Gilt': { 'Others / Fixed Maturity Plans': 4 },
  'Close Ended | Growth': { 'Others / Other Schemes': 294 },
  'Close Ended | Income': { 'Others / Fixed Maturity Plans': 6184, 'Others / Interval Funds': 84 },
  'Close Ended | Liquid': { 'Others / Fixed Maturity Plans': 5 },
  'Interval Fund Schemes(Income)': { 'Others / Interval Funds': 82 },
  'Interval Fund | Income': { 'Others / Interval Funds': 100 },
  'Open Ended Schemes(Debt Scheme - Banking and PSU Fund)': {
    'Fixed Income / Banking and PSU': 306,
  },
  'Open Ended Schemes(Debt Scheme - Corporate Bond Fund)': { 'Fixed Income / Corporate Bond': 348 },
  'Open Ended Schemes(Debt Scheme - Credit Risk Fund)': { 'Fixed Income / Credit Risk': 334 },
  'Open Ended Schemes(Debt Scheme - Dynamic Bond)': { 'Fixed Income / Dynamic Bond': 348 },
  'Open Ended Schemes(Debt Scheme - Floater Fund)': { 'Fixed Income / Floater': 228 },
  'Open Ended Schemes(Debt Scheme - Gilt Fund with 10 year constant duration)': {
    'Fixed Income / Gilt with 10 Year Constant Duration': 74,
  },
  'Open Ended Schemes(Debt Scheme - Gilt Fund)': { 'Fixed Income / Gilt': 275 },
  'Open Ended Schemes(Debt Scheme - Liquid Fund)': { 'Money Market / Liquid': 808 },
  'Open Ended Schemes(Debt Scheme - Long Duration Fund)': { 'Fixed Income / Long Duration': 130 },
  'Open Ended Schemes(Debt Scheme - Low Duration Fund)': { 'Fixed Income / Low Duration': 458 },
  'Open Ended Schemes(Debt Scheme - Medium Duration Fund)': {
    'Fixed Income / Medium Duration': 312,
  },
  'Open Ended Schemes(Debt Scheme - Medium to Long Duration Fund)': {
    'Fixed Income / Medium to Long Duration': 224,
  },
  'Open Ended Schemes(Debt Scheme - Money Market Fund)': { 'Money Market / Money Market': 396 },
  'Open Ended Schemes(Debt Scheme - Overnight Fund)': { 'Money Market / Overnight': 492 },
  'Open Ended Schemes(Debt Scheme - Short Duration Fund)': { 'Fixed Income / Short Duration': 418 },
  'Open Ended Schemes(Debt Scheme - Ultra Short Duration Fund)': {
    'Fixed Income / Ultra Short Duration': 486,
  },
  'Open Ended Schemes(Equity Scheme - Contra Fund)': { 'Equity / Contra': 24 },
  'Open Ended Schemes(Equity Scheme - Dividend Yield Fund)': { 'Equity / Dividend Yield': 88 },
  'Open Ended Schemes(Equity Scheme - ELSS)': { 'Equity / ELSS (Tax Savings)': 356 },
  'Open Ended Schemes(Equity Scheme - Flexi Cap Fund)': { 'Equity / Flexi Cap': 320 },
  'Open Ended Schemes(Equity Scheme - Focused Fund)': { 'Equity / Focused': 192 },
  'Open Ended Schemes(Equity Scheme - Large & Mid Cap Fund)': { 'Equity / Large & Mid Cap': 266 },
  'Open Ended Schemes(Equity Scheme - Large Cap Fund)': { 'Equity / Large Cap': 272 },
  'Open Ended Schemes(Equity Scheme - Mid Cap Fund)': { 'Equity / Mid Cap': 230 },
  'Open Ended Schemes(Equity Scheme - Multi Cap Fund)': { 'Equity / Multi Cap': 214 },
  'Open Ended Schemes(Equity Scheme - Sectoral/ Thematic)': {
    'Equity / Sectoral & Thematic': 1872,
  },
  'Open Ended Schemes(Equity Scheme - Small Cap Fund)': { 'Equity / Small Cap': 246 },
  'Open Ended Schemes(Equity Scheme - Value Fund)': { 'Equity / Value': 160 },
  'Open Ended Schemes(Equity Schemes - Contra Fund)': { 'Equity / Contra': 8 },
  'Open Ended Schemes(Equity Schemes - Dividend Yield Fund)': { 'Equity / Dividend Yield': 4 },
  'Open Ended Schemes(Equity Schemes - ELSS- Tax Saver Fund)': {
    'Equity / ELSS (Tax Savings)': 44,
  },
  'Open Ended Schemes(Equity Schemes - Flexi Cap Fund)': { 'Equity / Flexi Cap': 56 },
  'Open Ended Schemes(Equity Schemes - Focused Fund)': { 'Equity / Focused': 36 },
  'Open Ended Schemes(Equity Schemes - Large & Mid Cap Fund)': { 'Equity / Large & Mid Cap': 36 },
  'Open Ended Schemes(Equity Schemes - Large Cap Fund)': { 'Equity / Large Cap': 56 },
  'Open Ended Schemes(Equity Schemes - Mid Cap Fund)': { 'Equity / Mid Cap': 40 },
  'Open Ended Schemes(Equity Schemes - Multi Cap Fund)': { 'Equity / Multi Cap': 38 },
  'Open Ended Schemes(Equity Schemes - Sectoral Fund)': { 'Equity / Sectoral & Thematic': 40 },
  'Open Ended Schemes(Equity Schemes - Small Cap Fund)': { 'Equity / Small Cap': 40 },
  'Open Ended Schemes(Equity Schemes - Thematic Fund)': { 'Equity / Sectoral & Thematic': 153 },
  'Open Ended Schemes(Equity Schemes - Value Fund)': { 'Equity / Value': 40 },
  'Open Ended Schemes(Exchange Traded Funds (ETFs) - Debt ETF)': { 'Others / ETFs': 16 },
  'Open Ended Schemes(Exchange Traded Funds (ETFs) - ETFs investing overseas)': {
    'Others / ETFs': 3,
  },
  'Open Ended Schemes(Exchange Traded Funds (ETFs) - Equity ETF)': {
    'Others / ETFs': 88,
    'Others / Gold & Silver ETFs': 4,
  },
  'Open Ended Schemes(Exchange Traded Funds (ETFs) - Gold ETF)': {
    'Others / Gold & Silver ETFs': 6,
  },
  'Open Ended Schemes(Exchange Traded Funds (ETFs) - Hybrid ETF)': { 'Others / ETFs': 1 },
  'Open Ended Schemes(Exchange Traded Funds (ETFs) - Other ETF)': { 'Others / ETFs': 46 },
  'Open Ended Schemes(Exchange Traded Funds (ETFs) - Silver ETF)': {
    'Others / Gold & Silver ETFs': 4,
  },
  'Open Ended Schemes(Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic))': {
    'Others / Fund of Funds (Domestic)': 318,
  },
  'Open Ended Schemes(Gilt)': { 'Fixed Income / Gilt': 26 },
  'Open Ended Schemes(Growth)': { 'Others / Other Schemes': 10 },
  'Open Ended Schemes(Hybrid Scheme - Aggressive Hybrid Fund)': {
    'Allocation / 3 Years and above': 326,
  },
  'Open Ended Schemes(Hybrid Scheme - Arbitrage Fund)': { 'Allocation / Less than 1 Year': 330 },
  'Open Ended Schemes(Hybrid Scheme - Balanced Hybrid Fund)': {
    'Allocation / 3 Years and above': 20,
  },
  'Open Ended Schemes(Hybrid Scheme - Conservative Hybrid Fund)': {
    'Allocation / 1 to 3 Years': 252,
  },
  'Open Ended Schemes(Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage)': {
    'Allocation / 3 Years and above': 256,
  },
  'Open Ended Schemes(Hybrid Scheme - Equity Savings)': { 'Allocation / 1 to 3 Years': 306 },
  'Open Ended Schemes(Hybrid Scheme - Multi Asset Allocation)': {
    'Allocation / 3 Years and above': 252,
  },
  'Open Ended Schemes(Hybrid Schemes - Aggressive Hybrid Fund)': {
    'Allocation / 3 Years and above': 56,
  },
  'Open Ended Schemes(Hybrid Schemes - Arbitrage Fund)': { 'Allocation / Less than 1 Year': 61 },
  'Open Ended Schemes(Hybrid Schemes - Balanced Advantage Fund/ Dynamic Asset Allocation)': {
    'Allocation / 3 Years and above': 52,
  },
  'Open Ended Schemes(Hybrid Schemes - Conservative Hybrid Fund)': {
    'Allocation / 1 to 3 Years': 20,
  },
  'Open Ended Schemes(Hybrid Schemes - Equity Savings Fund)': { 'Allocation / 1 to 3 Years': 36 },
  'Open Ended Schemes(Hybrid Schemes - Multi Asset Allocation Fund)': {
    'Allocation / 3 Years and above': 40,
  },
  'Open Ended Schemes(Income)': { 'Others / Interval Funds': 270, 'Others / Other Schemes': 76 },
  'Open Ended Schemes(Income/Debt Oriented Schemes - 10-year Constant Maturity Gilt Fund)': {
    'Fixed Income / Gilt with 10 Year Constant Duration': 10,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Banking and PSU Debt Fund)': {
    'Fixed Income / Banking and PSU': 44,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Corporate Bond Fund)': {
    'Fixed Income / Corporate Bond': 84,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Credit Risk Fund)': {
    'Fixed Income / Credit Risk': 38,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Dynamic Term Fund)': {
    'Fixed Income / Dynamic Bond': 70,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Floating Interest Rates Fund)': {
    'Fixed Income / Floater': 10,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Gilt Fund)': { 'Fixed Income / Gilt': 39 },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Liquid Fund)': {
    'Money Market / Liquid': 169,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Long Term Fund)': {
    'Fixed Income / Long Duration': 14,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Medium Term Fund)': {
    'Fixed Income / Medium Duration': 36,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Medium to Long Term Fund)': {
    'Fixed Income / Medium to Long Duration': 8,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Money Market Fund)': {
    'Money Market / Money Market': 92,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Overnight Fund)': {
    'Money Market / Overnight': 112,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Short Term Fund)': {
    'Fixed Income / Short Duration': 114,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Ultra Short Term Fund)': {
    'Fixed Income / Ultra Short Duration': 106,
  },
  'Open Ended Schemes(Income/Debt Oriented Schemes - Ultra Short to Short Term Fund)': {
    'Fixed Income / Low Duration': 88,
  },
  'Open Ended Schemes(Index Funds - Debt Funds)': { 'Fixed Income / Index Funds': 73 },
  'Open Ended Schemes(Index Funds - Equity Funds)': { 'Equity / Index Funds': 231 },
  'Open Ended Schemes(Index Funds - Hybrid Fund)': { 'Others / Hybrid Index Funds': 4 },
  'Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years)': {
    'Others / Life Cycle Funds': 2,
  },
  'Open Ended Schemes(Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years)': {
    'Others / Life Cycle Funds': 2,
  },
  'Open Ended Schemes(Money Market)': { 'Money Market / Money Market': 6 },
  'Open Ended Schemes(Other Scheme - FoF Domestic)': { 'Others / Fund of Funds (Domestic)': 798 },
  'Open Ended Schemes(Other Scheme - FoF Overseas)': { 'Others / Fund of Funds (Overseas)': 314 },
  'Open Ended Schemes(Other Scheme - Gold ETF)': { 'Others / Gold & Silver ETFs': 44 },
  'Open Ended Schemes(Other Scheme - Index Funds)': {
    'Equity / Index Funds': 1544,
    'Fixed Income / Index Funds': 798,
    'Others / Hybrid Index Funds': 14,
  },
  'Open Ended Schemes(Other Scheme - Other  ETFs)': {
    'Others / ETFs': 467,
    'Others / Gold & Silver ETFs': 30,
  },
  'Open Ended Schemes(Overseas Fund of Funds - Fund of Funds investing overseas)': {
    'Others / Fund of Funds (Overseas)': 64,
  },
  'Open Ended Schemes(Solution Oriented Scheme - Children’s Fund)': {
    "Others / Children's Funds": 78,
  },
  'Open Ended Schemes(Solution Oriented Scheme - Retirement Fund)': {
    'Others / Retirement Funds': 212,
  },
  'Open Ended | Balanced': { 'Allocation / 3 Years and above': 4 },
  'Open Ended | Debt Scheme - Banking and PSU Fund': { 'Fixed Income / Banking and PSU': 208 },
  'Open Ended | Debt Scheme - Corporate Bond Fund': { 'Fixed Income / Corporate Bond': 242 },
  'Open Ended | Debt Scheme - Credit Risk Fund': { 'Fixed Income / Credit Risk': 208 },
  'Open Ended | Debt Scheme - Dynamic Bond': { 'Fixed Income / Dynamic Bond': 214 },
  'Open Ended | Debt Scheme - Floater Fund': { 'Fixed Income / Floater': 125 },
  'Open Ended | Debt Scheme - Gilt Fund': { 'Fixed Income / Gilt': 185 },
  'Open Ended | Debt Scheme - Gilt Fund with 10 year constant duration': {
    'Fixed Income / Gilt with 10 Year Constant Duration': 42,
  },
  'Open Ended | Debt Scheme - Liquid Fund': { 'Money Market / Liquid': 502 },
  'Open Ended | Debt Scheme - Long Duration Fund': { 'Fixed Income / Long Duration': 72 },
  'Open Ended | Debt Scheme - Low Duration Fund': { 'Fixed Income / Low Duration': 266 },
  'Open Ended | Debt Scheme - Medium Duration Fund': { 'Fixed Income / Medium Duration': 179 },
  'Open Ended | Debt Scheme - Medium to Long Duration Fund': {
    'Fixed Income / Medium to Long Duration': 152,
  },
  'Open Ended | Debt Scheme - Money Market Fund': { 'Money Market / Money Market': 234 },
  'Open Ended | Debt Scheme - Overnight Fund': { 'Money Market / Overnight': 313 },
  'Open Ended | Debt Scheme - Short Duration Fund': { 'Fixed Income / Short Duration': 296 },
  'Open Ended | Debt Scheme - Ultra Short Duration Fund': {
    'Fixed Income / Ultra Short Duration': 309,
  },
  'Open Ended | ELSS': { 'Equity / ELSS (Tax Savings)': 4 },
  'Open Ended | Equity Scheme - Contra Fund': { 'Equity / Contra': 12 },
  'Open Ended | Equity Scheme - Dividend Yield Fund': { 'Equity / Dividend Yield': 42 },
  'Open Ended | Equity Scheme - ELSS': { 'Equity / ELSS (Tax Savings)': 207 },
  'Open Ended | Equity Scheme - Flexi Cap Fund': { 'Equity / Flexi Cap': 168 },
  'Open Ended | Equity Scheme - Focused Fund': { 'Equity / Focused': 119 },
  'Open Ended | Equity Scheme - Large & Mid Cap Fund': { 'Equity / Large & Mid Cap': 141 },
  'Open Ended | Equity Scheme - Large Cap Fund': { 'Equity / Large Cap': 158 },
  'Open Ended | Equity Scheme - Mid Cap Fund': { 'Equity / Mid Cap': 120 },
  'Open Ended | Equity Scheme - Multi Cap Fund': { 'Equity / Multi Cap': 118 },
  'Open Ended | Equity Scheme - Sectoral/ Thematic': { 'Equity / Sectoral & Thematic': 824 },
  'Open Ended | Equity Scheme - Small Cap Fund': { 'Equity / Small Cap': 120 },
  'Open Ended | Equity Scheme - Value Fund': { 'Equity / Value': 90 },
  'Open Ended | Floating Rate': { 'Fixed Income / Floater': 1 },
  'Open Ended | Gilt': { 'Fixed Income / Gilt': 16 },
  'Open Ended | Growth': { 'Others / Other Schemes': 77 },
  'Open Ended | Hybrid Scheme - Aggressive Hybrid Fund': { 'Allocation / 3 Years and above': 197 },
  'Open Ended | Hybrid Scheme - Arbitrage Fund': { 'Allocation / Less than 1 Year': 179 },
  'Open Ended | Hybrid Scheme - Balanced Hybrid Fund': { 'Allocation / 3 Years and above': 12 },
  'Open Ended | Hybrid Scheme - Conservative Hybrid Fund': { 'Allocation / 1 to 3 Years': 151 },
  'Open Ended | Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage': {
    'Allocation / 3 Years and above': 151,
  },
  'Open Ended | Hybrid Scheme - Equity Savings': { 'Allocation / 1 to 3 Years': 162 },
  'Open Ended | Hybrid Scheme - Multi Asset Allocation': { 'Allocation / 3 Years and above': 110 },
  'Open Ended | Income': {
    'Others / Fixed Maturity Plans': 11,
    'Others / Interval Funds': 164,
    'Others / Other Schemes': 93,
  },
  'Open Ended | Liquid': { 'Money Market / Liquid': 28 },
  'Open Ended | Money Market': { 'Money Market / Money Market': 5 },
  'Open Ended | Other Scheme - FoF Domestic': { 'Others / Fund of Funds (Domestic)': 361 },
  'Open Ended | Other Scheme - FoF Overseas': { 'Others / Fund of Funds (Overseas)': 202 },
  'Open Ended | Other Scheme - Gold ETF': { 'Others / Gold & Silver ETFs': 18 },
  'Open Ended | Other Scheme - Index Funds': {
    'Equity / Index Funds': 606,
    'Fixed Income / Index Funds': 381,
  },
  'Open Ended | Other Scheme - Other  ETFs': {
    'Others / ETFs': 207,
    'Others / Gold & Silver ETFs': 12,
  },
  'Open Ended | Solution Oriented Scheme - Children s Fund': { "Others / Children's Funds": 36 },
  'Open Ended | Solution Oriented Scheme - Retirement Fund': { 'Others / Retirement Funds': 108 },
};

const NAVALL_FILES = [
  'data/amfi/NAVAll-2026-08-18-6col.txt',
  'data/amfi/NAVAll-2026-08-21-8col.txt',
];
const SCHEME_DATA = 'data/amfi/SchemeData-2024-11.csv';
const haveData = [...NAVALL_FILES, SCHEME_DATA].every((f) => readSharedText(f) !== null);

function classifyRealFiles(): {
  byCategory: Map<string, Map<string, number>>;
  looseHeaders: Set<string>;
} {
  const byCategory = new Map<string, Map<string, number>>();
  const looseHeaders = new Set<string>();
  const count = (key: string, cls: string) => {
    const classes = byCategory.get(key) ?? new Map<string, number>();
    classes.set(cls, (classes.get(cls) ?? 0) + 1);
    byCategory.set(key, classes);
  };
  const describeClass = (key: string, cls: ReturnType<typeof tryClassifyScheme>) => {
    if (cls === null) return count(key, 'Unknown');
    if (!isBrowseClass(cls))
      return count(key, `Not in taxonomy: ${cls.category} / ${cls.subCategory}`);
    count(key, `${cls.category} / ${cls.subCategory}`);
  };
  for (const file of NAVALL_FILES) {
    let header = '';
    for (const line of linesOf(readSharedText(file) ?? '')) {
      if (!line.trim()) continue;
      if (!line.includes(';') && line.includes('(')) looseHeaders.add(line.trim());
      if (isSchemeTypeHeader(line)) {
        header = line.trim();
        continue;
      }
      const fields = line.split(';');
      if (fields.length < 6 || !/^\d+$/.test(fields[0] ?? '')) continue;
      describeClass(header, tryClassifyScheme(header, fields[3] ?? ''));
    }
  }
  for (const line of linesOf(readSharedText(SCHEME_DATA) ?? '').slice(1)) {
    if (!line) continue;
    const [, , name = '', type = '', category = ''] = parseCsvLine(line);
    describeClass(`${type} | ${category}`, tryClassifyScheme(category, name, type));
  }
  return { byCategory, looseHeaders };
}

describe.runIf(haveData)('classifyScheme over the real AMFI files (../shared/data/amfi)', () => {
  const { byCategory, looseHeaders } = haveData
    ? classifyRealFiles()
    : { byCategory: new Map(), looseHeaders: new Set<string>() };
  const rows = [...byCategory].map(([category, classes]) => ({
    category,
    total: [...classes.values()].reduce((a: number, b: number) => a + b, 0),
    classes: Object.fromEntries(classes) as Record<string, number>,
  }));

  it('meets exactly the categories the expected table knows', () => {
    expect(rows.map((r) => r.category).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('tells scheme-type headers from AMC lines that contain "(" too', () => {
    const amcLines = [...looseHeaders].filter((l) => !isSchemeTypeHeader(l));
    expect(amcLines).toEqual(['IL&FS Mutual Fund (IDF)']);
  });

  it.each(rows)('$category ($total schemes) → $classes', ({ category, classes }) => {
    expect(Object.keys(classes)).not.toContain('Unknown');
    expect(Object.keys(classes).filter((k) => k.startsWith('Not in taxonomy'))).toEqual([]);
    expect(classes).toEqual(EXPECTED[category]);
  });
});
