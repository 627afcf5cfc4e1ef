import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { harvestHint, type HarvestHolding } from './capital-gains-harvest';
import { financialYear } from './capital-gains-year';

const d = (v: string) => new Decimal(v);
const fy = financialYear(2025);

function holding(over: Partial<HarvestHolding>): HarvestHolding {
  return {
    folioNo: '111/22',
    schemeCode: 'X',
    schemeName: 'Alpha Flexi Cap Fund',
    equityOriented: true,
    lockInYears: 0,
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
        lockInYears: 3,
        lots: [{ acquiredOn: '2023-05-01', units: d('100'), cost: d('2000') }],
      }),
      holding({
        equityOriented: false,
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
});
