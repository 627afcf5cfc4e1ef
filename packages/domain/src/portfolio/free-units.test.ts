import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from '../ist-date';
import { Decimal } from '../money';
import { folioUnits, freeAmount, freeUnitsShown, lockScheduleMessage, outflowFits, wholeFolioFree, type Reservation } from './free-units';

const lot = (date: string, units: string) => ({ date, units: new Decimal(units) });

describe('folioUnits: scenarios worked by hand', () => {
  it('an ELSS folio on 07/12/2026: a lot bought 05/12/2023 is free, one bought 12/03/2026 frees on 12/03/2029', () => {
    // 05/12/2023 + 3 years = 05/12/2026 ≤ 07/12/2026: free. 12/03/2026 + 3 years = 12/03/2029: locked.
    // held = 8.571 + 237.513 = 246.084; locked = 237.513; free = 246.084 − 237.513 = 8.571.
    const u = folioUnits({
      lots: [lot('2023-12-05', '8.571'), lot('2026-03-12', '237.513')],
      reservations: [],
      lockedIn: true,
      nav: '100',
      asOf: '2026-12-07',
    });
    expect(u.held.toFixed(3)).toBe('246.084');
    expect(u.locked.toFixed(3)).toBe('237.513');
    expect(u.free.toFixed(3)).toBe('8.571');
    expect(u.lockSchedule.map((s) => [s.freeOn, s.units.toFixed(3)])).toEqual([['2029-03-12', '237.513']]);
  });

  it('redemptions in progress by units and by amount, and an STP instalment, are reserved', () => {
    // held 100; reserved: 10 units + ₹500 at NAV 25 (= 20 units) + STP ₹250 (= 10 units) = 40; free 60.
    // freeAmount = 25 × (100 − 10) − (500 + 250) = 2,250 − 750 = 1,500.00 (= 60 × 25).
    const reservations: Reservation[] = [
      { kind: 'redemption', units: '10' },
      { kind: 'redemption', amount: '500' },
      { kind: 'stp_out', amount: '250' },
    ];
    const u = folioUnits({ lots: [lot('2020-01-01', '100')], reservations, lockedIn: false, nav: '25', asOf: '2026-12-07' });
    expect(u.reserved.toFixed(4)).toBe('40.0000');
    expect(u.free.toFixed(4)).toBe('60.0000');
    expect(freeAmount(u, '25').toFixed(2)).toBe('1500.00');
    expect(outflowFits(u, { kind: 'redemption', units: '60' }, '25')).toBe(true);
    expect(outflowFits(u, { kind: 'redemption', units: '60.0001' }, '25')).toBe(false);
    expect(outflowFits(u, { kind: 'redemption', amount: '1500.01' }, '25')).toBe(false);
  });

  it('an all-units redemption in progress, or an amount with no NAV to value it, leaves nothing free', () => {
    const lots = [lot('2020-01-01', '5')];
    expect(folioUnits({ lots, reservations: [{ kind: 'redemption', allUnits: true }], lockedIn: false, nav: '10', asOf: '2026-12-07' }).free.isZero()).toBe(true);
    expect(folioUnits({ lots, reservations: [{ kind: 'swp', amount: '1' }], lockedIn: false, nav: null, asOf: '2026-12-07' }).free.isZero()).toBe(true);
  });

  it('the free units shown are truncated to 3 decimals (never more than free)', () => {
    // 10 − ₹10 at NAV 3 = 10 − 3.3334 (3.3333… rounded up to 4 decimals, never reserve less) = 6.6666 → 6.666
    const u = folioUnits({ lots: [lot('2020-01-01', '10')], reservations: [{ kind: 'redemption', amount: '10' }], lockedIn: false, nav: '3', asOf: '2026-12-07' });
    expect(freeUnitsShown(u).toFixed(3)).toBe('6.666');
  });
});

// Invariants over any lots, reservations, NAV and day (DESIGN.md "Testing").
const units = fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Decimal(n).div(1000)); // 0 to 10,000.000
const day = fc.integer({ min: 0, max: 3650 }).map((n) => shiftIsoDate('2018-01-01', { days: n }));
const reservation: fc.Arbitrary<Reservation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('redemption' as const, 'switch_out' as const), units }),
  fc.record({ kind: fc.constantFrom('redemption' as const, 'stp_out' as const, 'swp' as const), amount: fc.integer({ min: 1, max: 1_000_000 }).map(String) }),
  fc.constant<Reservation>({ kind: 'redemption', allUnits: true }),
);
const input = fc.record({
  lots: fc.array(fc.record({ date: day, units }), { maxLength: 12 }),
  reservations: fc.array(reservation, { maxLength: 6 }),
  lockedIn: fc.boolean(),
  nav: fc.option(fc.integer({ min: 1_0000, max: 5000_0000 }).map((n) => new Decimal(n).div(10000)), { nil: null }),
  asOf: day,
});

describe('wholeFolioFree: when "all units" may go to the exchange as all', () => {
  const at = (reservations: Reservation[], lockedIn = false) =>
    folioUnits({ lots: [lot('2023-12-05', '10'), lot('2026-03-12', '5')], reservations, lockedIn, nav: '100', asOf: '2026-12-07' });
  it('only when something is free and nothing is reserved or locked', () => {
    expect(wholeFolioFree(at([]))).toBe(true);
    expect(wholeFolioFree(at([{ kind: 'redemption', units: '1' }]))).toBe(false);
    expect(wholeFolioFree(at([{ kind: 'redemption', allUnits: true }]))).toBe(false);
    expect(wholeFolioFree(at([], true))).toBe(false); // 5 units locked until 12/03/2029
    expect(wholeFolioFree(folioUnits({ lots: [], reservations: [], lockedIn: false, nav: '100', asOf: '2026-12-07' }))).toBe(false);
  });
});

describe('lockScheduleMessage: what frees when', () => {
  it('names each day with its units, DD/MM/YYYY, the rest summed to the last day', () => {
    expect(lockScheduleMessage([])).toBeNull();
    expect(lockScheduleMessage([{ freeOn: '2026-12-05', units: '8.571' }])).toBe(
      '8.571 ELSS units are locked in and cannot be redeemed yet; they free up on 05/12/2026.',
    );
    // 8.571 + 237.513 = 246.084
    expect(lockScheduleMessage([{ freeOn: '2026-12-05', units: '8.571' }, { freeOn: '2029-03-12', units: '237.513' }])).toBe(
      '246.084 ELSS units are locked in and cannot be redeemed yet: 8.571 units free up on 05/12/2026 and 237.513 units on 12/03/2029.',
    );
    // Lots freeing on one day are one step, in date order whatever order they come in.
    expect(lockScheduleMessage([{ freeOn: '2029-03-12', units: '200' }, { freeOn: '2026-12-05', units: '8.571' }, { freeOn: '2029-03-12', units: '37.513' }])).toBe(
      '246.084 ELSS units are locked in and cannot be redeemed yet: 8.571 units free up on 05/12/2026 and 237.513 units on 12/03/2029.',
    );
    // total 1.1 + 2.2 + 3.3 + 4.4 = 11.000; the other 3.3 + 4.4 = 7.700 by the last day
    expect(
      lockScheduleMessage([
        { freeOn: '2027-01-05', units: '1.1' },
        { freeOn: '2027-02-05', units: '2.2' },
        { freeOn: '2027-03-05', units: '3.3' },
        { freeOn: '2029-04-05', units: '4.4' },
      ]),
    ).toBe('11.000 ELSS units are locked in and cannot be redeemed yet: 1.100 units free up on 05/01/2027, 2.200 units on 05/02/2027 and the other 7.700 units by 05/04/2029.');
  });
});

describe('folioUnits: invariants', () => {
  it('free = held − reserved − locked, each part between 0 and held', () => {
    fc.assert(
      fc.property(input, (i) => {
        const u = folioUnits(i);
        expect(u.free.eq(u.held.minus(u.reserved).minus(u.locked))).toBe(true);
        for (const part of [u.free, u.reserved, u.locked]) {
          expect(part.gte(0)).toBe(true);
          expect(part.lte(u.held)).toBe(true);
        }
      }),
    );
  });

  it('the lock schedule sums to the locked units, every step after the day asked, in date order', () => {
    fc.assert(
      fc.property(input, (i) => {
        const u = folioUnits(i);
        expect(u.lockSchedule.reduce((s, x) => s.plus(x.units), new Decimal(0)).eq(u.locked)).toBe(true);
        u.lockSchedule.forEach((s, n) => {
          expect(s.freeOn > i.asOf).toBe(true);
          if (n > 0) expect(s.freeOn > u.lockSchedule[n - 1]!.freeOn).toBe(true);
        });
        if (!i.lockedIn) expect(u.locked.isZero()).toBe(true);
      }),
    );
  });

  it('another reservation never frees units, and a later day never locks more', () => {
    fc.assert(
      fc.property(input, reservation, fc.integer({ min: 1, max: 2000 }), (i, extra, days) => {
        const u = folioUnits(i);
        expect(folioUnits({ ...i, reservations: [...i.reservations, extra] }).free.lte(u.free)).toBe(true);
        expect(folioUnits({ ...i, asOf: shiftIsoDate(i.asOf, { days }) }).locked.lte(u.locked)).toBe(true);
      }),
    );
  });

  it('an outflow that fits, once reserved, leaves free units ≥ 0 and never sells more than was free', () => {
    fc.assert(
      fc.property(input, reservation, (i, outflow) => {
        const u = folioUnits(i);
        if (!outflowFits(u, outflow, i.nav)) return;
        const after = folioUnits({ ...i, reservations: [...i.reservations, outflow] });
        expect(after.free.gte(0)).toBe(true);
        expect(after.reserved.minus(u.reserved).lte(u.free)).toBe(true);
        expect(freeAmount(u, i.nav).lte(i.nav === null ? 0 : u.free.mul(i.nav))).toBe(true);
      }),
    );
  });
});
