import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemeTaxClass } from '../catalogue/tax-class';
import { shiftIsoDate } from '../ist-date';
import { Decimal } from '../money';
import { parseExitLoad } from '../portfolio/exit-load';
import { redemptionAllotment } from './redemption-allotment';
import { redemptionCharges, redemptionPayoutDate, redemptionStt } from './redemption-settlement';

const EQUITY = { category: 'Equity', subCategory: 'Flexi Cap' };
const LIQUID = { category: 'Money Market', subCategory: 'Liquid' };
const OVERNIGHT = { category: 'Money Market', subCategory: 'Overnight' };
const DEBT = { category: 'Fixed Income', subCategory: 'Corporate Bond' };

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

describe('redemptionStt (0.001% of equity-oriented redemptions, net of exit load)', () => {
  it('₹1,00,000 of an equity-oriented fund: ₹1.00', () => expect(redemptionStt('100000', 'equity-oriented').toFixed(2)).toBe('1.00'));
  it('₹4,04,980.00 of ELSS: ₹4.05 (4.0498, half-up)', () => expect(redemptionStt('404980', 'equity-oriented').toFixed(2)).toBe('4.05'));
  it('₹425.22: ₹0.00 (0.0042522)', () => expect(redemptionStt('425.22', 'equity-oriented').toFixed(2)).toBe('0.00'));
  it('debt-oriented and other funds: none', () => {
    expect(redemptionStt('100000', 'debt-oriented').toFixed(2)).toBe('0.00');
    expect(redemptionStt('100000', 'other').toFixed(2)).toBe('0.00');
  });
  // Issue 23: STT followed the browse category, so equity-oriented hybrids paid none. The class decides now.
  it('by the scheme’s tax class: an aggressive hybrid and HDFC Balanced Advantage (override) pay ₹1.00 on ₹1,00,000; a gold FoF and a conservative hybrid none', () => {
    const stt = (schemeName: string, amfiCategory: string, isin: string | null = null) =>
      redemptionStt('100000', schemeTaxClass({ schemeName, amfiCategory, isin, category: 'Allocation', subCategory: '3 Years and above' }).taxClass).toFixed(2);
    expect(stt('HDFC Hybrid Equity Fund - Growth Option - Direct Plan', 'Hybrid Scheme - Aggressive Hybrid Fund')).toBe('1.00');
    expect(stt('HDFC Balanced Advantage Fund - Growth Plan - Direct Plan', 'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage', 'INF179K01WA6')).toBe('1.00');
    expect(stt('SBI GOLD FUND- DIRECT PLAN - GROWTH', 'Other Scheme - FoF Domestic')).toBe('0.00');
    expect(stt('HDFC Hybrid Debt Fund - Growth Option - Direct Plan', 'Hybrid Scheme - Conservative Hybrid Fund')).toBe('0.00');
  });
});

// The charges taken at settlement (decision 0124): exit load FIFO by lot age (estimateExitLoad),
// STT on the value net of that load, the net paid out. Golden numbers worked with Python's decimal
// module (the same rounding: value truncated to the paisa, load and STT half-up to the paisa).
describe('redemptionCharges (exit load by lot age, STT, net payout)', () => {
  const FLAT = parseExitLoad('Y', '1% if redeemed within 365 days');
  const GRADED = parseExitLoad('Y', 'Graded, day 1 0.0070% to day 6 0.0045%, nil from day 7');
  const charges = (over: Partial<Parameters<typeof redemptionCharges>[0]>) =>
    redemptionCharges({ value: '0', units: '0', nav: '1', navDate: '2026-01-09', taxClass: 'equity-oriented', exitLoadRule: FLAT, lots: [], ...over });
  const figures = (c: ReturnType<typeof redemptionCharges>) => [c.value, c.exitLoad, c.stt, c.net].map((d) => d.toFixed(2));

  // 70 × 40.1234 = 2,808.638 → 2,808.63; load 20 × 40.1234 × 1% = 8.02468 → 8.02; STT (2,808.63 − 8.02) × 0.001% = 0.0280061 → 0.03.
  it('70 units at 40.1234 on 09/01/2026 from lots of 01/12/2024 (free) and 01/09/2025 (130 days): value ₹2,808.63, load on 20 units ₹8.02, STT ₹0.03, paid ₹2,800.58', () => {
    const a = redemptionAllotment({ units: '70' }, '40.1234', 3);
    expect(
      figures(charges({ value: a.payout, units: a.units, nav: a.nav, lots: [{ allottedOn: '2025-09-01', units: '50' }, { allottedOn: '2024-12-01', units: '50' }] })),
    ).toEqual(['2808.63', '8.02', '0.03', '2800.58']);
  });
  // Load 20 × 40 × 1% = 8.00; STT (2,000 − 8) × 0.001% = 0.01992 → 0.02.
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
    const liquid = (navDate: string) =>
      charges({ value: a.payout, units: a.units, nav: a.nav, navDate, taxClass: 'debt-oriented', exitLoadRule: GRADED, lots });
    expect(a.units.toFixed(3)).toBe('39.999');
    expect(figures(liquid('2026-03-05'))).toEqual(['100000.00', '6.00', '0.00', '99994.00']);
    // Day n is n days after the allotment: day 6 (08/03) is the schedule's last, 0.0045% = ₹4.50; day 7 (09/03) nothing.
    expect(liquid('2026-03-08').exitLoad.toFixed(2)).toBe('4.50');
    expect(liquid('2026-03-09').exitLoad.toFixed(2)).toBe('0.00');
  });
  // Issue 23 §1: STT is on the redemption value net of exit load (the repurchase price), not on the
  // gross value. 1,005 units at 100 = ₹1,00,500.00, all bought 10 days before: load 1% = ₹1,005.00;
  // STT (1,00,500 − 1,005) × 0.001% = 99,495 × 0.00001 = 0.99495 → ₹0.99 (on the gross value it
  // would be 1.005 → ₹1.01); paid 1,00,500 − 1,005 − 0.99 = ₹99,494.01.
  it('STT net of exit load: ₹1,00,500.00 with ₹1,005.00 of load pays ₹0.99 of STT (not ₹1.01), ₹99,494.01 paid', () => {
    const lots = [{ allottedOn: '2025-12-30', units: '1005' }];
    expect(figures(charges({ value: '100500.00', units: '1005', nav: '100', lots }))).toEqual(['100500.00', '1005.00', '0.99', '99494.01']);
    expect(figures(charges({ value: '100500.00', units: '1005', nav: '100', lots: [], taxClass: 'equity-oriented' }))[2]).toBe('1.01');
    expect(figures(charges({ value: '100500.00', units: '1005', nav: '100', lots, taxClass: 'other' }))).toEqual(['100500.00', '1005.00', '0.00', '99495.00']);
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
        fc.constantFrom('equity-oriented', 'debt-oriented', 'other') as fc.Arbitrary<'equity-oriented' | 'debt-oriented' | 'other'>,
        (lotSpecs, navTenThousandths, byUnits, share, ruleName, taxClass) => {
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
          const c = redemptionCharges({ value: a.payout, units: a.units, nav, navDate, taxClass, exitLoadRule: rule, lots });
          const worth = a.units.mul(nav);
          expect(c.net.plus(c.exitLoad).plus(c.stt).eq(c.value)).toBe(true);
          if (byUnits) expect(c.value.eq(worth.toDecimalPlaces(2, Decimal.ROUND_DOWN))).toBe(true);
          else expect(c.value.lte(worth) && worth.lt(c.value.plus(nav.mul('0.001')))).toBe(true);
          for (const d of [c.exitLoad, c.stt, c.net]) expect(d.gte(0) && d.decimalPlaces() <= 2).toBe(true);
          // The load never exceeds 1% of the value (plus half a paisa of rounding).
          expect(c.exitLoad.lte(worth.mul('0.01').plus('0.005'))).toBe(true);
          if (ruleName === 'nil') expect(c.exitLoad.isZero()).toBe(true);
          // STT: 0.001% of what the units fetch after the load, half-up to the paisa; equity-oriented only.
          const stt = taxClass === 'equity-oriented' ? c.value.minus(c.exitLoad).mul('0.00001').toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : new Decimal(0);
          expect(c.stt.eq(stt)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
