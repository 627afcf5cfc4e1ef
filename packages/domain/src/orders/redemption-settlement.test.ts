import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEquityOriented } from '../catalogue/equity-oriented';
import { shiftIsoDate } from '../ist-date';
import { Decimal } from '../money';
import { parseExitLoad } from '../portfolio/exit-load';
import { redemptionAllotment } from './redemption-allotment';
import { redemptionCharges, redemptionPayoutDate, redemptionStt } from './redemption-settlement';

const EQUITY = { category: 'Equity', subCategory: 'Flexi Cap' };
const ELSS = { category: 'Equity', subCategory: 'ELSS (Tax Savings)' };
const LIQUID = { category: 'Money Market', subCategory: 'Liquid' };
const OVERNIGHT = { category: 'Money Market', subCategory: 'Overnight' };
const DEBT = { category: 'Fixed Income', subCategory: 'Corporate Bond' };
const ARBITRAGE = { category: 'Allocation', subCategory: 'Less than 1 Year' };

// The exchange calendar of 2026 (market-holidays.ts): Monday 14/09/2026 is Ganesh Chaturthi.
describe('redemptionPayoutDate (T+1 liquid and overnight, T+2 equity, T+3 others; business days)', () => {
  it('NAV of Friday 21/08/2026: liquid Mon 24, equity Tue 25, debt Wed 26', () => {
    expect(redemptionPayoutDate('2026-08-21', LIQUID)).toBe('2026-08-24');
    expect(redemptionPayoutDate('2026-08-21', OVERNIGHT)).toBe('2026-08-24');
    expect(redemptionPayoutDate('2026-08-21', EQUITY)).toBe('2026-08-25');
    expect(redemptionPayoutDate('2026-08-21', DEBT)).toBe('2026-08-26');
  });
  it('over the holiday of Monday 14/09/2026: NAV of Thursday 10/09 pays equity on Tue 15, debt on Wed 16', () => {
    expect(redemptionPayoutDate('2026-09-10', LIQUID)).toBe('2026-09-11');
    expect(redemptionPayoutDate('2026-09-10', EQUITY)).toBe('2026-09-15');
    expect(redemptionPayoutDate('2026-09-10', DEBT)).toBe('2026-09-16');
  });
});

describe('redemptionStt (0.001% of equity-oriented redemptions)', () => {
  it('₹1,00,000 of an equity fund: ₹1.00', () => expect(redemptionStt('100000', EQUITY).toFixed(2)).toBe('1.00'));
  it('₹4,04,980.00 of ELSS: ₹4.05 (4.0498, half-up)', () => expect(redemptionStt('404980', ELSS).toFixed(2)).toBe('4.05'));
  it('₹425.22: ₹0.00 (0.0042522)', () => expect(redemptionStt('425.22', EQUITY).toFixed(2)).toBe('0.00'));
  it('debt and liquid funds: none', () => {
    expect(redemptionStt('100000', DEBT).toFixed(2)).toBe('0.00');
    expect(redemptionStt('100000', LIQUID).toFixed(2)).toBe('0.00');
  });
  it('arbitrage funds are equity-oriented', () => expect(isEquityOriented(ARBITRAGE)).toBe(true));
});

// The charges taken at settlement (decision 0124): exit load FIFO by lot age (estimateExitLoad),
// STT on the value, the net paid out. Golden numbers worked with Python's decimal module (the
// same rounding: value truncated to the paisa, load and STT half-up to the paisa).
describe('redemptionCharges (exit load by lot age, STT, net payout)', () => {
  const FLAT = parseExitLoad('Y', '1% if redeemed within 365 days');
  const GRADED = parseExitLoad('Y', 'Graded, day 1 0.0070% to day 6 0.0045%, nil from day 7');
  const charges = (over: Partial<Parameters<typeof redemptionCharges>[0]>) =>
    redemptionCharges({ value: '0', units: '0', nav: '1', navDate: '2026-01-09', scheme: EQUITY, exitLoadRule: FLAT, lots: [], ...over });
  const figures = (c: ReturnType<typeof redemptionCharges>) => [c.value, c.exitLoad, c.stt, c.net].map((d) => d.toFixed(2));

  it('70 units at 40.1234 on 09/01/2026 from lots of 01/12/2024 (free) and 01/09/2025 (130 days): value ₹2,808.63, load on 20 units ₹8.02, STT ₹0.03, paid ₹2,800.58', () => {
    const a = redemptionAllotment({ units: '70' }, '40.1234', 3);
    expect(
      figures(charges({ value: a.payout, units: a.units, nav: a.nav, lots: [{ allottedOn: '2025-09-01', units: '50' }, { allottedOn: '2024-12-01', units: '50' }] })),
    ).toEqual(['2808.63', '8.02', '0.03', '2800.58']);
  });
  it('an SWP of ₹2,000 at 40 takes 50 units: 30 from a 2024 lot (free), 20 from 01/12/2025 (1%): load ₹8.00, STT ₹0.02, paid ₹1,991.98', () => {
    const a = redemptionAllotment({ amount: '2000' }, '40', 3);
    expect(a.units.toFixed(3)).toBe('50.000');
    expect(
      figures(charges({ value: a.payout, units: a.units, nav: a.nav, lots: [{ allottedOn: '2024-06-03', units: '30' }, { allottedOn: '2025-12-01', units: '50' }] })),
    ).toEqual(['2000.00', '8.00', '0.02', '1991.98']);
  });
  it('liquid, ₹1,00,000 by amount at 2,500.1234 on day 3 (0.0060%): 39.999 units, load ₹6.00, no STT, paid ₹99,994.00', () => {
    const a = redemptionAllotment({ amount: '100000' }, '2500.1234', 3);
    const lots = [{ allottedOn: '2026-03-02', units: '100' }];
    const liquid = (navDate: string) => charges({ value: a.payout, units: a.units, nav: a.nav, navDate, scheme: LIQUID, exitLoadRule: GRADED, lots });
    expect(a.units.toFixed(3)).toBe('39.999');
    expect(figures(liquid('2026-03-05'))).toEqual(['100000.00', '6.00', '0.00', '99994.00']);
    // Day n is n days after the allotment: day 6 (08/03) is the schedule's last, 0.0045% = ₹4.50; day 7 (09/03) nothing.
    expect(liquid('2026-03-08').exitLoad.toFixed(2)).toBe('4.50');
    expect(liquid('2026-03-09').exitLoad.toFixed(2)).toBe('0.00');
  });
  describe('the end of the load period: the 365th day is loaded, the 366th is not', () => {
    const redeem = (allottedOn: string, navDate: string) =>
      figures(charges({ value: '255.00', units: '10', nav: '25.5', navDate, lots: [{ allottedOn, units: '10' }] }));
    it('bought 09/01/2025: on 09/01/2026 (day 365) ₹2.55 of load; bought 08/01/2025 (day 366) none', () => {
      expect(redeem('2025-01-09', '2026-01-09')).toEqual(['255.00', '2.55', '0.00', '252.45']);
      expect(redeem('2025-01-08', '2026-01-09')).toEqual(['255.00', '0.00', '0.00', '255.00']);
    });
    it('days, not the calendar year: bought 01/03/2023, loaded on 29/02/2024 (day 365), free on 01/03/2024 (day 366)', () => {
      expect(redeem('2023-03-01', '2024-02-29')[1]).toBe('2.55');
      expect(redeem('2023-03-01', '2024-03-01')[1]).toBe('0.00');
    });
  });
  it('no load when the scheme master says none (flag N), or gives a rule we cannot read', () => {
    const lots = [{ allottedOn: '2026-01-01', units: '10' }];
    expect(figures(charges({ value: '1000.00', units: '10', nav: '100', exitLoadRule: parseExitLoad('N', null), lots }))).toEqual(['1000.00', '0.00', '0.01', '999.99']);
    expect(charges({ value: '1000.00', units: '10', nav: '100', exitLoadRule: parseExitLoad('Y', '2% within 18 months'), lots }).exitLoad.toFixed(2)).toBe('0.00');
  });

  it('property: net payout + exit load + STT = the value to the paisa, and the value is units × NAV (by units: truncated to the paisa; by amount: the amount, units rounded up)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ daysBefore: fc.integer({ min: 0, max: 800 }), milliUnits: fc.integer({ min: 1, max: 50_000_000 }) }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 10_000, max: 50_000_000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom('flat', 'graded', 'nil'),
        fc.constantFrom(EQUITY, LIQUID, DEBT),
        (lotSpecs, navTenThousandths, byUnits, share, ruleName, scheme) => {
          const navDate = '2026-06-15';
          const nav = new Decimal(navTenThousandths).div(10_000);
          const lots = lotSpecs.map((l) => ({ allottedOn: shiftIsoDate(navDate, { days: -l.daysBefore }), units: new Decimal(l.milliUnits).div(1000) }));
          const held = lots.reduce((sum, l) => sum.plus(l.units), new Decimal(0));
          const wantedUnits = held.mul(share).div(1000).toDecimalPlaces(3, Decimal.ROUND_DOWN);
          const wantedAmount = wantedUnits.mul(nav).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          fc.pre(wantedUnits.gt(0) && wantedAmount.gt(0));
          const a = redemptionAllotment(byUnits ? { units: wantedUnits } : { amount: wantedAmount }, nav, 3);
          fc.pre(a.units.lte(held));
          const rule = ruleName === 'flat' ? FLAT : ruleName === 'graded' ? GRADED : parseExitLoad('N', null);
          const c = redemptionCharges({ value: a.payout, units: a.units, nav, navDate, scheme, exitLoadRule: rule, lots });
          const worth = a.units.mul(nav);
          expect(c.net.plus(c.exitLoad).plus(c.stt).eq(c.value)).toBe(true);
          if (byUnits) expect(c.value.eq(worth.toDecimalPlaces(2, Decimal.ROUND_DOWN))).toBe(true);
          else expect(c.value.lte(worth) && worth.lt(c.value.plus(nav.mul('0.001')))).toBe(true);
          for (const d of [c.exitLoad, c.stt, c.net]) expect(d.gte(0) && d.decimalPlaces() <= 2).toBe(true);
          // The load never exceeds 1% of the value (plus half a paisa of rounding).
          expect(c.exitLoad.lte(worth.mul('0.01').plus('0.005'))).toBe(true);
          if (ruleName === 'nil') expect(c.exitLoad.isZero()).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
