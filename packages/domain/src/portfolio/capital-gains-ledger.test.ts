import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { entry } from './__test-support__/ledger-entries';
import { gainsFromLedger, type GainsSchemeFacts } from './capital-gains-ledger';
import { computeGainsStatement } from './capital-gains-statement';
import { financialYear } from './capital-gains-year';
import { gainsStatementCsv } from './capital-gains-statement-csv';
import { schedule112aRows } from './capital-gains-schedule-112a';
import { parseExitLoad } from './exit-load';
import { EQUITY_ORIENTED } from './__scenarios__/tax-class-readings';

const facts: GainsSchemeFacts = {
  schemeId: 122639,
  schemeName: 'Alpha Flexi Cap Fund - Direct Growth',
  isin: 'INF000000001',
  taxClass: EQUITY_ORIENTED,
  elss: false,
  fmvPerUnit2018: new Decimal('60'),
  latestNav: new Decimal('120'),
  latestNavDate: '2025-06-10',
};

// FIFO gains with grandfathering, worked by hand:
// - 01/06/2017: ₹10,000 at NAV 50 → 200 units (no stamp duty before 1 Jul 2020).
// - 01/06/2023: ₹10,000 at NAV 100, stamp duty ₹0.50 → 99.995 units.
// - 10/06/2025: 250 units redeemed at NAV 120 → ₹30,000 before STT (₹0.30 of STT).
// Part 1: 200 units of lot 1: cost ₹10,000, sale value 30,000 × 200/250 = ₹24,000, FMV 200 × 60 =
//   ₹12,000 → cost for tax max(10,000, min(12,000, 24,000)) = ₹12,000, gain ₹12,000.
// Part 2: 50 units of lot 2: cost round(10,000 × 50 / 99.995) = ₹5,000.25, sale value ₹6,000,
//   gain ₹999.75. Both long-term (over 12 months), sold from 23 Jul 2024: 12.5%, all exempt.
describe('a ledger with two purchases and a redemption', () => {
  const ledger = [
    entry('purchase', '2017-06-01', { units: '200', amount: '10000', nav: '50' }),
    entry('purchase', '2023-06-01', {
      units: '99.995',
      amount: '10000',
      nav: '100',
      stampDuty: '0.50',
    }),
    entry('redemption', '2025-06-10', { units: '250', amount: '30000', nav: '120', stt: '0.30' }),
  ];
  const { parts, holdings } = gainsFromLedger(ledger, () => facts);
  const statement = computeGainsStatement(financialYear(2025), parts);

  it('gives two parts with the grandfathered cost on the first', () => {
    expect(
      statement.parts.map((p) => [
        p.units.toFixed(3),
        p.costForTax.toFixed(2),
        p.saleValue.toFixed(2),
        p.stt.toFixed(2),
        p.gain.toFixed(2),
      ]),
    ).toEqual([
      ['200.000', '12000.00', '24000.00', '0.24', '12000.00'],
      ['50.000', '5000.25', '6000.00', '0.06', '999.75'],
    ]);
  });

  it('uses ₹12,999.75 of the ₹1,25,000 exemption: no tax', () => {
    expect(statement.exemption.used.toFixed(2)).toBe('12999.75');
    expect(statement.estimatedTax.toFixed(2)).toBe('0.00');
  });

  it('leaves 49.995 units costing ₹4,999.75 open', () => {
    expect(
      holdings[0]?.lots.map((l) => [l.acquiredOn, l.units.toFixed(3), l.cost.toFixed(2)]),
    ).toEqual([['2023-06-01', '49.995', '4999.75']]);
  });

  it('writes the CSV rows the ledger gives', () => {
    const lines = gainsStatementCsv(statement).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'F1,Alpha Flexi Cap Fund - Direct Growth,INF000000001,Equity-oriented,At least 65 % in listed domestic equity,Redemption,01/06/2017,10/06/2025,2931,200.0000,10000.00,60.0000,12000.00,,12000.00,24000.00,0.00,24000.00,0.24,Long-term,LTCG 12.5% (s. 112A),12000.00',
    );
  });

  it('refuses a ledger that sells more than it holds', () => {
    const bad = [
      entry('purchase', '2024-01-01', { units: '10', amount: '100' }),
      entry('redemption', '2024-02-01', { units: '11', amount: '110' }),
    ];
    expect(() => gainsFromLedger(bad, () => facts)).toThrow(/cannot be folded/);
  });
});

// A sale that bore an exit load (decision 0124), worked with Python's decimal:
// - 01/08/2024: ₹10,000 at NAV 100, stamp duty ₹0.50 → 99.995 units;
// - 01/03/2025: ₹5,000 at NAV 125, stamp duty ₹0.25 → 39.998 units;
// - 15/01/2026: 120 units at NAV 130 = ₹15,600.00; the settlement's exit load: lot 1 is 532 days
//   old (free), the 20.005 units of lot 2 are 320 days old: 20.005 × 130 × 1% = ₹26.0065 → ₹26.01;
//   STT ₹0.156 → ₹0.16.
// Part 1 (99.995 units, long-term): sale value round(15,600 × 99.995 / 120) = ₹12,999.35, no load,
//   gain ₹2,999.35. Part 2 (20.005 units, short-term): sale value ₹2,600.65, the whole ₹26.01 of
//   load, net ₹2,574.64, cost round(5,000 × 20.005 / 39.998) = ₹2,500.75, gain ₹73.89.
describe('a sale with an exit load: the net sale consideration, the load on the lot that bore it', () => {
  const ledger = [
    entry('purchase', '2024-08-01', { units: '99.995', amount: '10000', nav: '100', stampDuty: '0.50' }),
    entry('purchase', '2025-03-01', { units: '39.998', amount: '5000', nav: '125', stampDuty: '0.25' }),
    entry('redemption', '2026-01-15', { units: '120', amount: '15600', nav: '130', stt: '0.16', exitLoad: '26.01' }),
  ];
  const rule = parseExitLoad('Y', '1% if redeemed within 365 days');
  const { parts } = gainsFromLedger(ledger, () => ({ ...facts, fmvPerUnit2018: null, exitLoadRule: rule }));
  const statement = computeGainsStatement(financialYear(2025), parts);

  it('each part: sale value, exit load, net sale value, gain', () => {
    expect(
      statement.parts.map((p) => [p.regime.term, p.saleValue, p.exitLoad, p.netSaleValue, p.cost, p.gain].map(String)),
    ).toEqual([
      ['long', '12999.35', '0', '12999.35', '10000', '2999.35'],
      ['short', '2600.65', '26.01', '2574.64', '2500.75', '73.89'],
    ]);
    expect(statement.totals.exitLoad.toFixed(2)).toBe('26.01');
    expect(statement.totals.gain.toFixed(2)).toBe('3073.24');
  });
  it('the CSV shows the load and the net sale value', () => {
    const lines = gainsStatementCsv(statement).trimEnd().split('\r\n');
    expect(lines[0]).toContain('Sale value,Exit load,Net sale value,STT');
    expect(lines[2]).toContain(',2600.65,26.01,2574.64,');
  });
  it('Schedule 112A: the long-term row bore no load (column 12 is 0)', () => {
    expect(schedule112aRows(statement).map((r) => r.expenditure.toFixed(2))).toEqual(['0.00']);
  });
  it('without the rule the load is shared by units, as STT is: ₹21.67 and ₹4.34', () => {
    const byUnits = gainsFromLedger(ledger, () => ({ ...facts, fmvPerUnit2018: null }));
    expect(byUnits.parts.map((p) => p.exitLoad?.toFixed(2))).toEqual(['21.67', '4.34']);
    const rows = schedule112aRows(computeGainsStatement(financialYear(2025), byUnits.parts));
    expect(rows.map((r) => [r.expenditure.toFixed(2), r.balance.toFixed(2)])).toEqual([['21.67', '2977.68']]);
  });
});
