import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { purchaseAllotment, stampDuty } from './purchase-allotment';

// Golden numbers worked by hand (and checked with Python's decimal module):
// ₹5,000: duty = 5000 × 0.005 / 100.005 = 25 / 100.005 = 0.24998… → ₹0.25; invested ₹4,999.75;
//   at NAV 123.4567: 123.4567 × 40.498 = 4,999.7494 ≤ 4,999.75 < 123.4567 × 40.499 = 4,999.8729
//   → 40.498 units.
// ₹2,50,000: duty = 1250 / 100.005 = 12.4993… → ₹12.50; invested ₹2,49,987.50; at NAV 31.2345 the
//   quotient is 8,003.5697…: 31.2345 × 8,003.569 = 2,49,987.4759 ≤ 2,49,987.50 <
//   31.2345 × 8,003.570 = 2,49,987.5072 → 8,003.569 units (rounding would give 8,003.570: too many).

/** A NAV date after stamp duty began. */
const D = '2026-11-25';

describe('stamp duty and units', () => {
  it('stamp duty begins with the NAV of 1 Jul 2020: none on 30 Jun 2020 (decision 0160)', () => {
    // ₹10,000 at NAV 20: on 30/06/2020 no duty, 10,000 / 20 = 500.000 units; on 01/07/2020
    // duty = 10,000 × 0.005 / 100.005 = 0.49997… → ₹0.50, (10,000 − 0.50) / 20 = 499.975 units.
    const before = purchaseAllotment('10000', '20', '2020-06-30');
    const from = purchaseAllotment('10000', '20', '2020-07-01');
    expect([before.stampDuty.toFixed(2), before.investedAmount.toFixed(2), before.units.toFixed(3)]).toEqual(['0.00', '10000.00', '500.000']);
    expect([from.stampDuty.toFixed(2), from.investedAmount.toFixed(2), from.units.toFixed(3)]).toEqual(['0.50', '9999.50', '499.975']);
    expect(stampDuty('10000', '2016-03-07').toFixed(2)).toBe('0.00');
    expect(() => purchaseAllotment('10000', '20', '30/06/2020')).toThrow(RangeError);
  });

  it('₹5,000 at NAV 123.4567 buys 40.498 units after ₹0.25 stamp duty', () => {
    const a = purchaseAllotment('5000', '123.4567', D);
    expect([a.stampDuty.toFixed(2), a.investedAmount.toFixed(2), a.units.toFixed(3)]).toEqual([
      '0.25',
      '4999.75',
      '40.498',
    ]);
  });

  it('₹1,00,000 carries ₹5.00 stamp duty (4.99975 rounds half-up to the paisa)', () => {
    expect(stampDuty('100000', D).toFixed(2)).toBe('5.00');
  });

  it('units are truncated at the scheme’s precision, never rounded up', () => {
    const a = purchaseAllotment('250000', '31.2345', D);
    expect(a.stampDuty.toFixed(2)).toBe('12.50');
    expect(a.units.toFixed(3)).toBe('8003.569');
    expect(purchaseAllotment('250000', '31.2345', D, 4).units.toFixed(4)).toBe('8003.5697');
    expect(purchaseAllotment('250000', '31.2345', D, 2).units.toFixed(2)).toBe('8003.56');
  });

  it('refuses a zero amount or NAV', () => {
    expect(() => purchaseAllotment('0', '10', D)).toThrow(RangeError);
    expect(() => purchaseAllotment('100', '0', D)).toThrow(RangeError);
  });
});

const paise = fc.bigInt({ min: 100n, max: 10_000_000_000n }); // ₹1 to ₹10 crore
const navTenThousandths = fc.bigInt({ min: 1_0000n, max: 99_999_9999n }); // ₹1.0000 to ₹99,999.9999

describe('allotment properties', () => {
  it('no allotment’s units are worth more than the money invested', () => {
    fc.assert(
      fc.property(paise, navTenThousandths, fc.integer({ min: 0, max: 4 }), (p, n, precision) => {
        const amount = new Decimal(p.toString()).div(100);
        const nav = new Decimal(n.toString()).div(10_000);
        const a = purchaseAllotment(amount, nav, D, precision);
        expect(a.units.lte(amount.minus(a.stampDuty).div(nav))).toBe(true);
        // and no more than one unit step short
        expect(a.units.plus(new Decimal(10).pow(-precision)).gt(a.investedAmount.div(nav))).toBe(
          true,
        );
      }),
    );
  });

  it('stamp duty plus the invested amount is the amount paid, to the paisa', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const amount = new Decimal(p.toString()).div(100);
        const a = purchaseAllotment(amount, '10', D);
        expect(a.stampDuty.plus(a.investedAmount).toFixed(2)).toBe(amount.toFixed(2));
        expect(a.stampDuty.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });
});
