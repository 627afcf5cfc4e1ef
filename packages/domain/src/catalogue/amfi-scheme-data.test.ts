import { describe, expect, it } from 'vitest';
import { readSharedText } from '../__test-support__/shared-files';
import { isValidIsin, parseMinimumAmount, parseSchemeData, splitCsvLine, splitIsins } from './amfi-scheme-data';

const SCHEME_DATA = readSharedText('data/amfi/SchemeData-2024-11.csv');

describe.skipIf(SCHEME_DATA === null)('AMFI scheme data (Nov 2024)', () => {
  // Not parsed when absent: the skipped suite's body still runs to collect its tests.
  const parsed = SCHEME_DATA === null ? { records: [], skipped: [] } : parseSchemeData(SCHEME_DATA);

  it('reads every scheme of data/README.md (15,734), none skipped', () => {
    expect(parsed.records).toHaveLength(15_734);
    expect(parsed.skipped).toEqual([]);
  });

  it('finds " Closure Date" by its trimmed name and reads both dates', () => {
    const r = parsed.records.find((x) => x.amfiCode === 153094)!;
    expect(r).toMatchObject({
      amcName: 'Quantum Asset Management Company Private Limited',
      schemeName: 'Quantum Ethical Fund',
      navName: 'Quantum Ethical Fund - Direct Plan Growth Option',
      schemeType: 'Open Ended',
      amfiCategory: 'Equity Scheme - Sectoral/ Thematic',
      launchDate: '2024-12-02',
      closureDate: '2024-12-16',
      minAmount: '500.00',
      amountMultiple: '1.00',
      plan: 'Direct',
      option: 'Growth',
    });
  });

  it('splits the two ISINs joined with no separator', () => {
    const r = parsed.records.find((x) => x.amfiCode === 100034)!;
    expect(r.isins).toEqual(['INF209K01157', 'INF209K01CE5']);
    expect([r.isinGrowth, r.isinReinvestment]).toEqual(['INF209K01157', 'INF209K01CE5']);
    expect(parsed.records.find((x) => x.amfiCode === 100033)!.isins).toEqual(['INF209K01165']);
  });

  it('reads a minimum amount from nearly every free-text field', () => {
    const stated = parsed.records.filter((r) => /\d/.test(r.minimumAmountText));
    const read = stated.filter((r) => r.minAmount !== null);
    expect(read.length / stated.length).toBeGreaterThan(0.995);
    expect(parsed.records.filter((r) => r.amountMultiple !== null).length).toBeGreaterThan(4_000);
  });

  it('every ISIN it reports has a valid check digit', () => {
    const bad = parsed.records.flatMap((r) => r.isins).filter((isin) => !isValidIsin(isin));
    expect(bad).toEqual([]);
  });
});

describe('minimum amount (free text)', () => {
  it.each([
    ['Rs. 5000/-', '5000.00', null],
    ['5000', '5000.00', null],
    ['5,000', '5000.00', null],
    ['Rs.500 and in multiples of Re.1', '500.00', '1.00'],
    ['Rs. 5000/- and in multiples of Re. 1/- thereafter', '5000.00', '1.00'],
    ['Rs 5000 and in multiple of Rs 10', '5000.00', '10.00'],
    ['Rs. 500/- and in multiples of Rs. 500 thereafter', '500.00', '500.00'],
    ['5000/- & in multiple of Re. 1/- thereafter', '5000.00', '1.00'],
    ['NFO Rs.5000 and in Rs.1 multiples thereafter', '5000.00', '1.00'],
    ['Rs.1000 and Rs.1 thereafter', '1000.00', '1.00'],
    ['Rs 500 and in mulitples of Re 1 thereafter', '500.00', '1.00'],
    ['Rs. 1000/- and any amount thereafter', '1000.00', null],
    ['1)Growth-Rs.15000 2)Dividend-Rs. 100000/-', '15000.00', null],
    ['Reg contr.-10000-10yr15000-15yrSingle Cont-10000', '10000.00', null],
    ['Retail Rs.5000/-; Insti Rs.25 Lacs', '5000.00', null],
    ['Rs.1 Lakh (RP)', '100000.00', null],
    ['1 crore', '10000000.00', null],
    ['Rs. 5 000/-', '5000.00', null],
    ['Rs 1 00000/-', '100000.00', null],
    ['5000.00', '5000.00', null],
    ['REFER SID', null, null],
    ['Discontinued Plan', null, null],
    ['0', null, null],
    ['', null, null],
  ])('%j → %j, multiple %j', (text, amount, multiple) => {
    expect(parseMinimumAmount(text)).toEqual({ amount, multiple });
  });
});

describe('scheme data layout', () => {
  it('finds columns by header and honours CSV quoting', () => {
    const text = [
      'Code,Scheme NAV Name,AMC,Scheme Name,Launch Date,Scheme Type,Scheme Minimum Amount, Closure Date,Scheme Category,ISIN Div Payout/ ISIN GrowthISIN Div Reinvestment',
      '42,"Beta Fund, Direct - Growth",Beta AMC,Beta Fund,01-Jan-2024,Open Ended,"Rs. 1,000/-",15-Jan-2024,Equity Scheme - Value Fund,INF209K01157-INF209K01CE5',
      'x,broken',
    ].join('\n');
    const parsed = parseSchemeData(text);
    expect(parsed.records).toHaveLength(1);
    expect(parsed.records[0]).toMatchObject({
      amfiCode: 42,
      navName: 'Beta Fund, Direct - Growth',
      minAmount: '1000.00',
      launchDate: '2024-01-01',
      closureDate: '2024-01-15',
      isins: ['INF209K01157', 'INF209K01CE5'],
      plan: 'Direct',
      option: 'Growth',
    });
    expect(parsed.skipped).toEqual([{ line: 3, reason: 'code is not a number', text: 'x,broken' }]);
  });

  it('splits CSV fields', () => {
    expect(splitCsvLine('a,"b,c",d')).toEqual(['a', 'b,c', 'd']);
    expect(splitCsvLine('a,"say ""hi""",')).toEqual(['a', 'say "hi"', '']);
    expect(splitCsvLine('JM FMF SERIES II - YEARLY "A"-Dividend Plan,x')).toEqual([
      'JM FMF SERIES II - YEARLY "A"-Dividend Plan',
      'x',
    ]);
  });

  it('takes only well-formed ISINs out of a mangled field', () => {
    expect(splitIsins('INF174K1TA2INF174KA1TB0')).toEqual(['INF174KA1TB0']);
    expect(splitIsins('INF017Q01011NA')).toEqual(['INF017Q01011']);
    expect(splitIsins('-INF109KC1MY5')).toEqual(['INF109KC1MY5']);
    expect(splitIsins('')).toEqual([]);
    expect(isValidIsin('INF209K01157')).toBe(true);
    expect(isValidIsin('INF209K01158')).toBe(false);
  });
});
