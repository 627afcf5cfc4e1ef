import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { redemptionAllotment } from './redemption-allotment';

// Hand-worked: NAV 40.4980.
describe('redemptionAllotment', () => {
  it('by amount: ₹1,000 at 40.4980 takes 24.693 units (1000 / 40.498 = 24.69257…, rounded up)', () => {
    const r = redemptionAllotment({ amount: '1000' }, '40.4980');
    expect(r.units.toFixed(3)).toBe('24.693');
    expect(r.payout.toFixed(2)).toBe('1000.00');
  });

  it('by units: 10.5 units at 40.4980 pay ₹425.22 (425.229, truncated)', () => {
    const r = redemptionAllotment({ units: '10.5' }, '40.4980');
    expect(r.payout.toFixed(2)).toBe('425.22');
    expect(r.units.toFixed(3)).toBe('10.500');
  });

  it('never pays out more than the units taken are worth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_000 }),
        fc.integer({ min: 10_000, max: 100_000_000 }),
        (paise, navTenThousandths) => {
          const nav = new Decimal(navTenThousandths).div(10_000);
          const byAmount = redemptionAllotment({ amount: new Decimal(paise).div(100) }, nav);
          expect(byAmount.units.mul(nav).gte(byAmount.payout)).toBe(true);
          const byUnits = redemptionAllotment({ units: byAmount.units }, nav);
          expect(byUnits.units.mul(nav).gte(byUnits.payout)).toBe(true);
        },
      ),
    );
  });
});
