import { describe, expect, it } from 'vitest';
import { readSharedText } from '../__test-support__/shared-files';
import {
  parseAmfiDate,
  parseNavAll,
  parseNavValue,
  parseOption,
  parsePlan,
  parseSchemeTypeHeader,
  type NavAllParseResult,
} from './amfi-navall';

const SIX_COL = readSharedText('data/amfi/NAVAll-2026-08-18-6col.txt');
const EIGHT_COL = readSharedText('data/amfi/NAVAll-2026-08-21-8col.txt');

const NO_ROWS: NavAllParseResult = { layout: '6-col', records: [], skipped: [] };

describe.skipIf(SIX_COL === null)('NAVAll, 6-column layout (18 Aug 2026)', () => {
  // Not parsed when absent: the skipped suite's body still runs to collect its tests.
  const parsed = SIX_COL === null ? NO_ROWS : parseNavAll(SIX_COL);

  it('reads every NAV row of data/README.md (14,280), none skipped', () => {
    expect(parsed.layout).toBe('6-col');
    expect(parsed.records).toHaveLength(14_280);
    expect(parsed.skipped).toEqual([]);
    expect(new Set(parsed.records.map((r) => r.amfiCode)).size).toBe(14_280);
  });

  it('files each row under its AMC and scheme-type header', () => {
    expect(parsed.records.every((r) => r.amcName && r.schemeTypeHeader && r.amfiCategory)).toBe(true);
    const first = parsed.records.find((r) => r.amfiCode === 119551)!;
    expect(first).toMatchObject({
      isinGrowth: 'INF209KA12Z1',
      isinReinvestment: 'INF209KA13Z9',
      name: 'Aditya Birla Sun Life Banking & PSU Debt Fund - DIRECT - IDCW',
      plan: 'Direct',
      option: 'IDCW',
      nav: '107.1360',
      date: '2026-08-18',
      amcName: 'Aditya Birla Sun Life Mutual Fund',
      schemeTypeHeader: 'Open Ended Schemes(Debt Scheme - Banking and PSU Fund)',
      amfiSchemeType: 'Open Ended Schemes',
      amfiCategory: 'Debt Scheme - Banking and PSU Fund',
    });
  });

  it("reads '-' as no ISIN", () => {
    const r = parsed.records.find((x) => x.amfiCode === 119552)!;
    expect(r.isinGrowth).toBe('INF209K01YM2');
    expect(r.isinReinvestment).toBeNull();
  });

  it('keeps the AMC when the file leaves its line out after a new header', () => {
    // "Open Ended Schemes(Hybrid Schemes - Equity Savings Fund)" follows HSBC rows with no AMC line.
    const r = parsed.records.find((x) => x.amfiCode === 151060)!;
    expect(r.amcName).toBe('HSBC Mutual Fund');
    expect(r.amfiCategory).toBe('Hybrid Schemes - Equity Savings Fund');
  });

  it('reads plan and option from the scheme name', () => {
    const r = parsed.records.find((x) => x.amfiCode === 119550)!;
    expect(r.name).toBe('Aditya Birla Sun Life Banking & PSU Debt Fund- Direct Plan-Growth');
    expect([r.plan, r.option, r.planOptionSource]).toEqual(['Direct', 'Growth', 'name']);
  });
});

describe.skipIf(EIGHT_COL === null)('NAVAll, 8-column layout (21 Aug 2026)', () => {
  const parsed = EIGHT_COL === null ? NO_ROWS : parseNavAll(EIGHT_COL);

  it('reads every NAV row of data/README.md (14,282), none skipped', () => {
    expect(parsed.layout).toBe('8-col');
    expect(parsed.records).toHaveLength(14_282);
    expect(parsed.skipped).toEqual([]);
  });

  it('takes plan and option from their columns and appends them to the bare name', () => {
    const r = parsed.records.find((x) => x.amfiCode === 119550)!;
    expect(r).toMatchObject({
      fileName: 'Aditya Birla Sun Life Banking & PSU Debt Fund',
      planText: 'Direct Plan',
      optionText: 'GROWTH',
      name: 'Aditya Birla Sun Life Banking & PSU Debt Fund - Direct Plan - GROWTH',
      plan: 'Direct',
      option: 'Growth',
      planOptionSource: 'columns',
      nav: '403.6492',
      date: '2026-08-21',
    });
  });

  it('falls back to the name where Plan and Option are empty (about 5,870 rows)', () => {
    const empty = parsed.records.filter((r) => r.planText === null && r.optionText === null);
    expect(empty.length).toBeGreaterThan(5_700);
    expect(empty.length).toBeLessThan(6_000);
    const fromName = empty.filter((r) => r.planOptionSource === 'name');
    expect(fromName.length).toBeGreaterThan(0);
    for (const r of fromName) expect(r.plan ?? r.option).not.toBeNull();
    // A bare name says neither: plan and option stay unknown rather than guessed.
    const bare = parsed.records.find((x) => x.amfiCode === 120693)!;
    expect([bare.name, bare.plan, bare.option, bare.planOptionSource]).toEqual([
      'ICICI Prudential Corporate Bond Fund',
      null,
      null,
      'none',
    ]);
  });

  it('normalises the many spellings of the option column', () => {
    const options = new Map<string, string | null>();
    for (const r of parsed.records) if (r.optionText) options.set(r.optionText, r.option);
    expect(options.get('Monthly Payout of Income Distribution cum capital withdrawal option')).toBe('IDCW');
    expect(options.get('IDCW-Re-investment')).toBe('IDCW');
    expect(options.get('MONTHLY DCW Payout')).toBe('IDCW');
    expect(options.get('Growth Option')).toBe('Growth');
    expect(options.get('Cumulative')).toBe('Growth');
    expect(options.get('Dividend Reinvestment Option')).toBe('IDCW');
    expect(options.get('Bonus Option')).toBeNull();
  });
});

describe('NAVAll layout handling', () => {
  const text = [
    'Scheme Code;Scheme Name;Net Asset Value;Option;Date;Plan;ISIN Div Reinvestment;ISIN Div Payout/ ISIN Growth',
    ' ',
    'Open Ended Schemes(Equity Scheme - ELSS)',
    ' ',
    'IL&FS Mutual Fund (IDF)',
    ' ',
    '1001;Alpha Tax Saver Fund;123.4500;Growth;18-Aug-2026;Direct Plan;-;INF000A01AB1',
    '1002;Alpha Tax Saver Fund - Regular Plan - IDCW;N.A.;;18-Aug-2026;;INF000A01AC9;INF000A01AD7',
    '1003;Alpha Tax Saver Fund;10.;;31-Feb-2026;;-;-',
    '1004;too;few',
  ].join('\r\n');

  it('finds columns by header name, in any order', () => {
    const parsed = parseNavAll(text);
    expect(parsed.layout).toBe('8-col');
    expect(parsed.records[0]).toMatchObject({
      amfiCode: 1001,
      isinGrowth: 'INF000A01AB1',
      isinReinvestment: null,
      name: 'Alpha Tax Saver Fund - Direct Plan - Growth',
      plan: 'Direct',
      option: 'Growth',
      nav: '123.4500',
      date: '2026-08-18',
      amcName: 'IL&FS Mutual Fund (IDF)',
      amfiCategory: 'Equity Scheme - ELSS',
    });
  });

  it('keeps rows without a usable NAV or date, with null there, and skips broken lines', () => {
    const parsed = parseNavAll(text);
    expect(parsed.records[1]).toMatchObject({ nav: null, plan: 'Regular', option: 'IDCW', planOptionSource: 'name' });
    expect(parsed.records[2]).toMatchObject({ nav: '10', date: null });
    expect(parsed.skipped).toEqual([{ line: 10, reason: 'expected 8 fields, found 3', text: '1004;too;few' }]);
  });

  it('refuses a row whose NAV is not a plain decimal (a thousands separator), and keeps N.A. rows', () => {
    const parsed = parseNavAll(
      [
        'Scheme Code;Scheme Name;Net Asset Value;Date',
        'Alpha Mutual Fund',
        '1;Alpha Fund - Growth;1,234.56;18-Aug-2026',
        '2;Alpha Fund - IDCW;N.A.;18-Aug-2026',
        '3;Alpha Fund - Bonus;--;18-Aug-2026',
      ].join('\r\n'),
    );
    expect(parsed.records.map((r) => [r.amfiCode, r.nav])).toEqual([[2, null], [3, null]]);
    expect(parsed.skipped).toEqual([
      { line: 3, reason: 'NAV "1,234.56" is not a plain decimal', text: '1;Alpha Fund - Growth;1,234.56;18-Aug-2026' },
    ]);
  });

  it('rejects a file without a header or without a needed column', () => {
    expect(() => parseNavAll('hello\r\n1;2;3')).toThrow(/no "Scheme Code/);
    expect(() => parseNavAll('Scheme Code;Scheme Name;Date')).toThrow(/lacks column\(s\): nav/);
  });
});

describe('NAVAll field parsers', () => {
  it.each([
    ['18-Aug-2026', '2026-08-18'],
    ['1-jan-2024', '2024-01-01'],
    ['29-Feb-2024', '2024-02-29'],
    ['29-Feb-2026', null],
    ['2026-08-21', '2026-08-21'],
    ['21/08/2026', '2026-08-21'],
    ['N.A.', null],
    ['', null],
  ])('date %j → %j', (text, iso) => expect(parseAmfiDate(text)).toBe(iso));

  it.each([
    ['107.1360', '107.1360'],
    ['10.', '10'],
    ['0010.5', '10.5'],
    ['.5', '0.5'],
    ['N.A.', null],
    ['-', null],
    ['', null],
    ['1,234.56', null],
    ['1.234,56', null],
    ['12.5e3', null],
    ['-12.5', null],
  ])('NAV %j → %j', (text, nav) => expect(parseNavValue(text)).toBe(nav));

  it.each([
    ['Aditya Birla Sun Life Regular Savings Fund - Growth / Payment - Direct Plan', 'Direct'],
    ['HDFC Flexi Cap Fund - Regular Plan - Growth', 'Regular'],
    ['Direct Plan', 'Direct'],
    ['Nippon India Liquid Fund - Retail Plan', 'Regular'],
    ['DSP NIFTY 10 YR BENCHMARK G-SEC ETF', null],
  ])('plan of %j → %j', (text, plan) => expect(parsePlan(text)).toBe(plan));

  it.each([
    ['Nippon India Growth Mid Cap Fund - Direct Plan Growth Plan - IDCW Option', 'IDCW'],
    ['Nippon India Growth Mid Cap Fund - Direct Plan Growth Plan - Growth Option', 'Growth'],
    ['ICICI Prudential Dividend Yield Equity Fund Direct Plan Growth Option', 'Growth'],
    ['HDFC Top 100 Fund - Dividend Option', 'IDCW'],
    ['THE WEALTH COMPANY LIQUID FUND DIRECT DAILY ICDW', 'IDCW'],
    ['Axis Banking & PSU Debt Fund - Direct Plan - Bonus Option', null],
    ['ICICI Prudential Child Care Plan Study - Direct Plan- Cumulative', 'Growth'],
    ['Samco Mid Cap Fund - Direct Plan', null],
  ])('option of %j → %j', (text, option) => expect(parseOption(text)).toBe(option));

  it('tells scheme-type headers from AMC lines', () => {
    expect(parseSchemeTypeHeader('Open Ended Schemes(Exchange Traded Funds (ETFs) - Gold ETF)')).toEqual({
      schemeType: 'Open Ended Schemes',
      category: 'Exchange Traded Funds (ETFs) - Gold ETF',
    });
    expect(parseSchemeTypeHeader('Interval Fund Schemes(Income)')).toEqual({
      schemeType: 'Interval Fund Schemes',
      category: 'Income',
    });
    expect(parseSchemeTypeHeader('IL&FS Mutual Fund (IDF)')).toBeNull();
  });
});
