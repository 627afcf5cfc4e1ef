import { describe, expect, it } from 'vitest';
import { entry } from './__test-support__/ledger-entries';
import {
  currentValue,
  holdingsFromLedger,
  holdingWorth,
  portfolioTotals,
  returnPercentage,
  todaysChange,
} from './holdings';
import { portfolioReturns } from './portfolio-returns';

// Figures worked by hand; the rounding rules are in holdings.ts and docs/decisions/0099.

describe('a holding’s worth', () => {
  it('values units at the NAV to the paisa, half-up (12.345 × 10.0002 = 123.4524… → 123.45)', () => {
    expect(currentValue('12.345', '10.0002').toFixed(2)).toBe('123.45');
    // 0.5 × 0.0101 = 0.00505 → 0.01 (half-up at the third decimal).
    expect(currentValue('0.5', '0.0101').toFixed(2)).toBe('0.01');
  });

  it('returns over the net investment: ₹1,234.57 on ₹10,000.00 is 12.35% (12.3457 half-up)', () => {
    const worth = holdingWorth({ units: '100', amountInvested: '10000.00' }, '112.3457');
    expect([
      worth.currentValue.toFixed(2),
      worth.returnAmount.toFixed(2),
      worth.returnPercentage?.toFixed(2),
    ]).toEqual(['11234.57', '1234.57', '12.35']);
  });

  it('a loss has a negative return; nothing invested has no percentage', () => {
    expect(returnPercentage('-0.005', '1')?.toFixed(2)).toBe('-0.50');
    expect(returnPercentage('-33.335', '100')?.toFixed(2)).toBe('-33.34');
    expect(returnPercentage('5', '0')).toBeNull();
  });

  it('today’s change is units × the NAV’s move, to the paisa', () => {
    expect(todaysChange('898.285', '65.1234', '64.9876').toFixed(2)).toBe('121.99');
  });

  it('portfolio totals take the percentage from the sums, not an average of percentages', () => {
    const totals = portfolioTotals([
      { amountInvested: '1000.00', currentValue: '2000.00' },
      { amountInvested: '9000.00', currentValue: '9000.00' },
    ]);
    expect(
      [
        totals.netAmountInvested,
        totals.netCurrentValue,
        totals.netReturnAmount,
        totals.netReturnPercentage,
      ].map((d) => d?.toFixed(2)),
    ).toEqual(['10000.00', '11000.00', '1000.00', '10.00']);
  });
});

describe('holdings from a ledger', () => {
  const buy = entry('purchase', '2024-01-10', {
    units: '10',
    amount: '100.00',
    folioNo: 'A',
    schemeCode: 'X',
  });
  const sellAll = entry('redemption', '2024-02-10', {
    units: '10',
    amount: '120.00',
    folioNo: 'A',
    schemeCode: 'X',
  });
  const other = entry('purchase', '2024-01-11', {
    units: '5',
    amount: '50.00',
    folioNo: 'A',
    schemeCode: 'Y',
    isin: 'INF00Y',
  });
  const noNav = entry('purchase', '2024-01-12', {
    units: '5',
    amount: '50.00',
    folioNo: 'B',
    schemeCode: 'NEW',
  });
  const oversold = entry('redemption', '2024-01-13', {
    units: '1',
    amount: '10.00',
    folioNo: 'C',
    schemeCode: 'X',
  });

  it('one holding per folio and scheme, with its units and net investment', () => {
    const results = holdingsFromLedger([other, buy, noNav]);
    expect(
      results.map((r) =>
        r.ok
          ? [
              r.holding.folioNo,
              r.holding.schemeCode,
              r.holding.isin,
              r.holding.units.toString(),
              r.holding.amountInvested.toFixed(2),
            ]
          : r.error.reason,
      ),
    ).toEqual([
      ['A', 'Y', 'INF00Y', '5', '50.00'],
      ['A', 'X', 'INF000000001', '10', '100.00'],
      ['B', 'NEW', 'INF000000001', '5', '50.00'],
    ]);
  });

  it('the portfolio lists sold-out, unvalued and failed holdings apart from the valued ones', () => {
    const navs = new Map([
      ['X', { nav: '12', date: '2024-03-01' }],
      ['Y', { nav: '11', date: '2024-03-01' }],
    ]);
    const result = portfolioReturns([buy, sellAll, other, noNav, oversold], navs, '2024-03-01');
    expect(
      result.holdings.map((h) => [
        h.schemeCode,
        h.currentValue.toFixed(2),
        h.returnAmount.toFixed(2),
      ]),
    ).toEqual([['Y', '55.00', '5.00']]);
    expect(result.soldOut.map((h) => h.schemeCode)).toEqual(['X']);
    expect(result.unvalued.map((h) => h.schemeCode)).toEqual(['NEW']);
    expect(result.failed).toMatchObject([
      { folioNo: 'C', schemeCode: 'X', error: { reason: 'outflow-exceeds-holding' } },
    ]);
    expect(result.totals.netCurrentValue.toFixed(2)).toBe('55.00');
  });

  it('entries after the as-of date are not counted', () => {
    const result = portfolioReturns(
      [buy, sellAll],
      new Map([['X', { nav: '12', date: '2024-01-31' }]]),
      '2024-01-31',
    );
    expect(result.holdings.map((h) => h.units.toString())).toEqual(['10']);
    expect(result.soldOut).toEqual([]);
  });
});
