import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { computeGainsPart } from './capital-gains-part';
import { part } from './__scenarios__/gains-part';
import { DEBT_ORIENTED, EQUITY_ORIENTED } from './__scenarios__/tax-class-readings';

// Grandfathering, s. 55(2)(ac): cost of equity units acquired on or before 31 Jan 2018 =
// max(actual cost, min(FMV on 31 Jan 2018, full value of consideration)). 100 units throughout,
// worked by hand.
describe('grandfathering', () => {
  it('FMV between cost and sale value: the FMV is the cost (₹5,000 → ₹8,000; gain ₹4,000)', () => {
    const p = computeGainsPart(
      part({
        acquiredOn: '2016-05-10',
        soldOn: '2025-05-10',
        cost: new Decimal('5000'),
        saleValue: new Decimal('12000'),
        fmvPerUnit2018: new Decimal('80'),
      }),
    );
    expect(p.grandfathered).toBe(true);
    expect(p.fmvTotal?.toFixed(2)).toBe('8000.00');
    expect(p.costForTax.toFixed(2)).toBe('8000.00');
    expect(p.gain.toFixed(2)).toBe('4000.00');
  });

  it('FMV above the sale value: the sale value caps it (min side), gain ₹0', () => {
    const p = computeGainsPart(
      part({
        acquiredOn: '2016-05-10',
        soldOn: '2025-05-10',
        cost: new Decimal('5000'),
        saleValue: new Decimal('7000'),
        fmvPerUnit2018: new Decimal('80'),
      }),
    );
    expect(p.costForTax.toFixed(2)).toBe('7000.00');
    expect(p.gain.toFixed(2)).toBe('0.00');
  });

  it('actual cost above the FMV: the actual cost stays (max side), gain ₹3,000', () => {
    const p = computeGainsPart(
      part({
        acquiredOn: '2016-05-10',
        soldOn: '2025-05-10',
        cost: new Decimal('9000'),
        saleValue: new Decimal('12000'),
        fmvPerUnit2018: new Decimal('80'),
      }),
    );
    expect(p.costForTax.toFixed(2)).toBe('9000.00');
    expect(p.gain.toFixed(2)).toBe('3000.00');
  });

  it('a loss stays a loss: cost ₹9,000, FMV ₹8,000, sold for ₹6,000 → −₹3,000', () => {
    const p = computeGainsPart(
      part({
        acquiredOn: '2016-05-10',
        soldOn: '2025-05-10',
        cost: new Decimal('9000'),
        saleValue: new Decimal('6000'),
        fmvPerUnit2018: new Decimal('80'),
      }),
    );
    expect(p.gain.toFixed(2)).toBe('-3000.00');
  });

  it('bought on 31 Jan 2018 itself: grandfathered', () => {
    const p = computeGainsPart(
      part({
        acquiredOn: '2018-01-31',
        soldOn: '2025-05-10',
        cost: new Decimal('5000'),
        fmvPerUnit2018: new Decimal('80'),
      }),
    );
    expect(p.grandfathered).toBe(true);
    expect(p.gain.toFixed(2)).toBe('7000.00');
  });

  it('bought on 1 Feb 2018: not grandfathered, the actual cost counts (gain ₹10,000)', () => {
    const p = computeGainsPart(
      part({
        acquiredOn: '2018-02-01',
        soldOn: '2025-05-10',
        cost: new Decimal('5000'),
        fmvPerUnit2018: new Decimal('80'),
      }),
    );
    expect(p.grandfathered).toBe(false);
    expect(p.gain.toFixed(2)).toBe('10000.00');
  });

  it('debt units bought before 2018 are never grandfathered', () => {
    const p = computeGainsPart(
      part({
        taxClass: DEBT_ORIENTED,
        acquiredOn: '2016-05-10',
        soldOn: '2025-05-10',
        cost: new Decimal('5000'),
        fmvPerUnit2018: new Decimal('80'),
      }),
    );
    expect(p.grandfathered).toBe(false);
    expect(p.costForTax.toFixed(2)).toBe('5000.00');
  });
});

describe('indexation (sales before 23 Jul 2024 of older debt units held over 36 months)', () => {
  it('bought FY 2020-21 (CII 301), sold FY 2023-24 (CII 348): ₹10,000 → ₹11,561.46', () => {
    // 10000 × 348 / 301 = 11561.4617… (CBDT notification 44/2017 and its additions)
    const p = computeGainsPart(
      part({
        taxClass: DEBT_ORIENTED,
        acquiredOn: '2020-06-10',
        soldOn: '2024-03-20',
        cost: new Decimal('10000'),
        saleValue: new Decimal('13000'),
      }),
    );
    expect(p.regime.key).toBe('other-long-20-indexed');
    expect(p.indexedCost?.toFixed(2)).toBe('11561.46');
    expect(p.gain.toFixed(2)).toBe('1438.54');
  });

  it('sold 22 Jul 2024 (FY 2024-25, CII 363) after 4 years: indexed with 363/301 → ₹12,059.80', () => {
    const p = computeGainsPart(
      part({
        taxClass: DEBT_ORIENTED,
        acquiredOn: '2020-06-10',
        soldOn: '2024-07-22',
        cost: new Decimal('10000'),
        saleValue: new Decimal('13000'),
      }),
    );
    expect(p.indexedCost?.toFixed(2)).toBe('12059.80');
  });

  it('sold 23 Jul 2024: no indexation, gain on the actual cost (₹3,000)', () => {
    const p = computeGainsPart(
      part({
        taxClass: DEBT_ORIENTED,
        acquiredOn: '2020-06-10',
        soldOn: '2024-07-23',
        cost: new Decimal('10000'),
        saleValue: new Decimal('13000'),
      }),
    );
    expect(p.indexedCost).toBeNull();
    expect(p.gain.toFixed(2)).toBe('3000.00');
  });
});

describe('properties', () => {
  const day = fc
    .integer({ min: 0, max: 365 * 12 })
    .map((n) => new Date(Date.UTC(2014, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const paise = fc.integer({ min: 1, max: 10_000_000_000 }).map((n) => new Decimal(n).div(100));

  it('gain = sale value − cost for tax; grandfathering never raises a gain nor makes a loss bigger', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        day,
        day,
        paise,
        paise,
        fc.option(paise),
        (eq, a, b, cost, sale, fmv) => {
          const [acquiredOn, soldOn] = a <= b ? [a, b] : [b, a];
          const p = computeGainsPart(
            part({
              taxClass: eq ? EQUITY_ORIENTED : DEBT_ORIENTED,
              acquiredOn,
              soldOn,
              cost,
              saleValue: sale,
              fmvPerUnit2018: fmv,
            }),
          );
          expect(p.gain.eq(p.saleValue.minus(p.costForTax))).toBe(true);
          if (p.grandfathered) {
            expect(p.costForTax.gte(p.cost)).toBe(true);
            expect(p.gain.lte(Decimal.max(sale.minus(cost), 0))).toBe(true);
            expect(p.gain.gte(Decimal.min(sale.minus(cost), 0))).toBe(true);
          }
          if (!p.grandfathered && !p.regime.indexed) expect(p.gain.eq(sale.minus(cost))).toBe(true);
        },
      ),
    );
  });
});
