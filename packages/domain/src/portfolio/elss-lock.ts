import { shiftIsoDate } from '../ist-date';
import { Decimal } from '../money';
import type { OpenLot } from './fifo-lots';

// ELSS units are locked in for three years, counted per allotment (every SIP instalment, every
// lumpsum, every switch- or STP-in is its own lot). Under the Equity Linked Savings Scheme, 2005
// (section 80C(2)(xiii)) units may be redeemed only after three years of their issue, a "year"
// being "a year commencing from the date of allotment" (amendment, notification 259/2005). The
// allotment date is the first day of the first year, so the third year ends the day before the
// third anniversary, and the units are free ON the anniversary: allotted 15/03/2021 → locked
// through 14/03/2024, free from 15/03/2024 (docs/decisions/0099). The allotment date is the
// entry's NAV date (units are allotted at that day's NAV). An allotment on 29 February frees up
// on 1 March three years later, the day after its third year ends (never a day early).
//
// Lots are FIFO and lock by date, so the free units are always the oldest ones: a redemption of
// at most the free units consumes only free lots.

export const ELSS_LOCK_IN_YEARS = 3;

/** The first day the units of an allotment on `allotted` may be redeemed or switched out. */
export function elssFreeOn(allotted: string): string {
  const anniversary = shiftIsoDate(allotted, { years: ELSS_LOCK_IN_YEARS });
  // shiftIsoDate clamps 29 Feb to 28 Feb; the third year of a 29 Feb allotment ends on 28 Feb.
  return anniversary.slice(8) === allotted.slice(8)
    ? anniversary
    : shiftIsoDate(anniversary, { days: 1 });
}

export interface ElssLotLock {
  orderNo: string;
  allotted: string;
  freeOn: string;
  units: Decimal;
  locked: boolean;
}

export interface ElssLock {
  /** Each open lot, oldest first, with the date it frees up. */
  lots: ElssLotLock[];
  lockedUnits: Decimal;
  /** The units that may be redeemed or switched out on the as-of date. */
  freeUnits: Decimal;
  /** When the next locked lot frees up; null when none is locked. */
  nextFreeOn: string | null;
}

/** Locked and free units of an ELSS holding's open lots on `asOf` (YYYY-MM-DD, IST). */
export function elssLock(
  lots: readonly Pick<OpenLot, 'orderNo' | 'date' | 'units'>[],
  asOf: string,
): ElssLock {
  const zero = new Decimal(0);
  const locks = lots.map((lot) => {
    const freeOn = elssFreeOn(lot.date);
    return {
      orderNo: lot.orderNo,
      allotted: lot.date,
      freeOn,
      units: lot.units,
      locked: asOf < freeOn,
    };
  });
  const locked = locks.filter((l) => l.locked);
  return {
    lots: locks,
    lockedUnits: locked.reduce((sum, l) => sum.plus(l.units), zero),
    freeUnits: locks.filter((l) => !l.locked).reduce((sum, l) => sum.plus(l.units), zero),
    nextFreeOn: locked.reduce<string | null>(
      (min, l) => (min === null || l.freeOn < min ? l.freeOn : min),
      null,
    ),
  };
}
