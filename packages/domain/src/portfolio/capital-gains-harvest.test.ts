import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { harvestHint, harvestRealised, type HarvestHolding } from './capital-gains-harvest';
import { computeGainsStatement } from './capital-gains-statement';
import { part } from './__scenarios__/gains-part';
import { financialYear } from './capital-gains-year';
import { elssLock } from './elss-lock';
import { DEBT_ORIENTED, EQUITY_ORIENTED } from './__scenarios__/tax-class-readings';

const d = (v: string) => new Decimal(v);
const fy = financialYear(2025);

function holding(over: Partial<HarvestHolding>): HarvestHolding {
  return {
    folioNo: '111/22',
    schemeCode: 'X',
    schemeName: 'Alpha Flexi Cap Fund',
    taxClass: EQUITY_ORIENTED,
    elss: false,
    latestNav: d('50'),
    fmvPerUnit2018: null,
    lots: [],
    ...over,
  };
}

// Hand-worked: a lot of 100 units bought at ₹20 (₹2,000) with the NAV at ₹50 gains ₹30 a unit.
describe('tax-harvesting hint', () => {
  it('₹1,24,000 realised leaves ₹1,000: 33.333 units (₹999.99 of gain, ₹1,666.65 at ₹50)', () => {
    const hint = harvestHint(fy, '2025-10-01', d('124000'), [
      holding({ lots: [{ acquiredOn: '2020-05-01', units: d('100'), cost: d('2000') }] }),
    ]);
    expect(hint.remaining.toFixed(2)).toBe('1000.00');
    expect(hint.suggestions).toHaveLength(1);
    expect(hint.suggestions[0]?.units.toFixed(3)).toBe('33.333');
    expect(hint.suggestions[0]?.gain.toFixed(2)).toBe('999.99');
    expect(hint.suggestions[0]?.amount.toFixed(2)).toBe('1666.65');
  });

  it('nothing realised: the whole long-term lot (₹3,000 of gain), not the short-term lot after it', () => {
    const hint = harvestHint(fy, '2025-10-01', d('0'), [
      holding({
        lots: [
          { acquiredOn: '2020-05-01', units: d('100'), cost: d('2000') },
          { acquiredOn: '2025-05-01', units: d('10'), cost: d('400') },
        ],
      }),
    ]);
    expect(hint.remaining.toFixed(2)).toBe('125000.00');
    expect(hint.available.toFixed(2)).toBe('3000.00');
    expect(hint.suggestions[0]?.units.toFixed(3)).toBe('100.000');
    expect(hint.harvested.toFixed(2)).toBe('3000.00');
  });

  it('the exemption already used up: no suggestion', () => {
    const hint = harvestHint(fy, '2025-10-01', d('130000'), [
      holding({ lots: [{ acquiredOn: '2020-05-01', units: d('100'), cost: d('2000') }] }),
    ]);
    expect(hint.remaining.toFixed(2)).toBe('0.00');
    expect(hint.suggestions).toEqual([]);
  });

  it('ELSS units still locked are not suggested, nor debt units', () => {
    const hint = harvestHint(fy, '2025-10-01', d('0'), [
      holding({
        elss: true,
        lots: [{ acquiredOn: '2023-05-01', units: d('100'), cost: d('2000') }],
      }),
      holding({
        taxClass: DEBT_ORIENTED,
        schemeName: 'Beta Gilt Fund',
        lots: [{ acquiredOn: '2020-05-01', units: d('100'), cost: d('2000') }],
      }),
    ]);
    expect(hint.suggestions).toEqual([]);
  });

  it('grandfathered lot: gain counted from the 31 Jan 2018 NAV (₹40), so ₹10 a unit', () => {
    const hint = harvestHint(fy, '2025-10-01', d('0'), [
      holding({
        fmvPerUnit2018: d('40'),
        lots: [{ acquiredOn: '2017-05-01', units: d('100'), cost: d('2000') }],
      }),
    ]);
    expect(hint.harvested.toFixed(2)).toBe('1000.00');
  });

  it('an ELSS lot frees on its third anniversary, the day elss-lock.ts frees it (decision 0156)', () => {
    // Allotted 15/03/2022: locked through 14/03/2025, free from 15/03/2025 (decision 0099).
    const lots = [{ acquiredOn: '2022-03-15', units: d('100'), cost: d('2000') }];
    const elss = holding({ elss: true, lots });
    const on = (today: string) =>
      harvestHint(financialYear(2024), today, d('0'), [elss]).suggestions.length;
    const lock = (today: string) =>
      elssLock([{ orderNo: '1', date: '2022-03-15', units: d('100') }], today).freeUnits.toFixed(0);
    expect([on('2025-03-14'), lock('2025-03-14')]).toEqual([0, '0']);
    expect([on('2025-03-15'), lock('2025-03-15')]).toEqual([1, '100']);
  });

  it('losses left to carry forward widen the room: realised −₹20,000 leaves ₹1,45,000', () => {
    const hint = harvestHint(fy, '2025-10-01', d('-20000'), []);
    expect(hint.remaining.toFixed(2)).toBe('145000.00');
  });

  it('realised so far is the LTCG after set-off less the losses left: ₹30,000 LTCG and a ₹50,000 STCL → −₹20,000', () => {
    // STCL −₹50,000 goes against the LTCG (no STCG): ₹30,000 → ₹0, ₹20,000 of loss left over.
    const soFar = computeGainsStatement(fy, [
      part({
        acquiredOn: '2020-05-01',
        soldOn: '2025-06-02',
        cost: d('10000'),
        saleValue: d('40000'),
      }),
      part({
        acquiredOn: '2025-05-01',
        soldOn: '2025-06-02',
        cost: d('100000'),
        saleValue: d('50000'),
      }),
    ]);
    expect(harvestRealised(soFar).toFixed(2)).toBe('-20000.00');
    expect(harvestHint(fy, '2025-10-01', harvestRealised(soFar), []).remaining.toFixed(2)).toBe(
      '145000.00',
    );
  });
});
