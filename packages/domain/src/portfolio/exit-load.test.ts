import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { estimateExitLoad, parseExitLoad } from './exit-load';

// The demo scheme master's two exit-load texts (apps/server/src/integrations/exchange/
// sandbox-scheme-master.ts): equity and hybrid funds '1% if redeemed within 365 days'; liquid
// funds SEBI's graded schedule. Golden numbers worked by hand.
const EQUITY = parseExitLoad('Y', '1% if redeemed within 365 days');
const LIQUID = parseExitLoad('Y', 'Graded, day 1 0.0070% to day 6 0.0045%, nil from day 7');

describe('parseExitLoad', () => {
  it('reads the flat rule', () => {
    expect(EQUITY).toEqual({ kind: 'schedule', steps: [{ uptoDays: 365, percent: new Decimal('1') }] });
  });
  it('reads the graded liquid schedule: 0.0070% falling by 0.0005% a day to 0.0045% on day 6', () => {
    expect(LIQUID.kind).toBe('schedule');
    if (LIQUID.kind !== 'schedule') return;
    expect(LIQUID.steps.map((s) => `${s.uptoDays}:${s.percent.toFixed(4)}`)).toEqual(['1:0.0070', '2:0.0065', '3:0.0060', '4:0.0055', '5:0.0050', '6:0.0045']);
  });
  it('flag N or no text: no load', () => {
    expect(parseExitLoad('N', null)).toEqual({ kind: 'nil' });
    expect(parseExitLoad('Y', '')).toEqual({ kind: 'nil' });
  });
  it('text it cannot read: unknown, and no estimate', () => {
    const rule = parseExitLoad('Y', '0.5% if redeemed within 6 months, 0.25% within a year');
    expect(rule.kind).toBe('unknown');
    expect(estimateExitLoad(rule, [{ allottedOn: '2026-01-01', units: '10' }], { units: '1', nav: '10', navDate: '2026-02-01' })).toBeNull();
  });
});

describe('estimateExitLoad (FIFO by lot age)', () => {
  it('70 units of lots from 01/12/2024 (404 days) and 01/09/2025 (130 days) at NAV 40 on 09/01/2026: the old 50 free, 20 new at 1% = ₹8.00', () => {
    const e = estimateExitLoad(EQUITY, [{ allottedOn: '2025-09-01', units: '50' }, { allottedOn: '2024-12-01', units: '50' }], { units: '70', nav: '40', navDate: '2026-01-09' })!;
    expect(e.load.toFixed(2)).toBe('8.00');
    expect(e.loadedUnits.toFixed(3)).toBe('20.000');
    expect(e.parts.map((p) => [p.allottedOn, p.units.toFixed(0), p.daysHeld])).toEqual([
      ['2024-12-01', '50', 404],
      ['2025-09-01', '20', 130],
    ]);
  });
  it('the 365th day still bears the load, the 366th does not', () => {
    const at = { units: '10', nav: '25.5', navDate: '2026-01-09' };
    expect(estimateExitLoad(EQUITY, [{ allottedOn: '2025-01-09', units: '10' }], at)!.load.toFixed(2)).toBe('2.55');
    expect(estimateExitLoad(EQUITY, [{ allottedOn: '2025-01-08', units: '10' }], at)!.load.toFixed(2)).toBe('0.00');
  });
  it('liquid: 1,000 units at NAV 2,500 on day 3 pay 0.0060% of ₹25,00,000 = ₹150.00; from day 7 nothing', () => {
    expect(estimateExitLoad(LIQUID, [{ allottedOn: '2026-03-02', units: '1000' }], { units: '1000', nav: '2500', navDate: '2026-03-05' })!.load.toFixed(2)).toBe('150.00');
    expect(estimateExitLoad(LIQUID, [{ allottedOn: '2026-03-02', units: '1000' }], { units: '1000', nav: '2500', navDate: '2026-03-09' })!.load.toFixed(2)).toBe('0.00');
  });
  it('a redemption on the allotment day counts as day 1 (0.0070%)', () => {
    expect(estimateExitLoad(LIQUID, [{ allottedOn: '2026-03-02', units: '1000' }], { units: '1000', nav: '2500', navDate: '2026-03-02' })!.load.toFixed(2)).toBe('175.00');
  });
  it('the units taken equal the units redeemed (within what the lots hold), oldest first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 800 }), units: fc.integer({ min: 1, max: 100_000 }) }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (lots, wanted) => {
          const held = lots.map((l) => ({ allottedOn: shift(l.day), units: new Decimal(l.units).div(1000) }));
          const total = held.reduce((s, l) => s.plus(l.units), new Decimal(0));
          const units = Decimal.min(total, new Decimal(wanted).div(1000));
          const e = estimateExitLoad(EQUITY, held, { units, nav: '12.3456', navDate: '2026-03-01' })!;
          expect(e.parts.reduce((s, p) => s.plus(p.units), new Decimal(0)).eq(units)).toBe(true);
          const dates = e.parts.map((p) => p.allottedOn);
          expect([...dates].sort()).toEqual(dates);
          expect(e.load.gte(0) && e.load.lte(units.mul('12.3456').div(100).plus('0.005'))).toBe(true);
        },
      ),
    );
  });
});

function shift(day: number): string {
  return new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}
