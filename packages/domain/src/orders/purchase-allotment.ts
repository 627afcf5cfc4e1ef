import { isIsoDate } from '../ist-date';
import { Decimal, roundAmount, roundUnits, toDecimal } from '../money';

// What a purchase buys (../shared/data/README.md "Market facts"): stamp duty of 0.005% on every
// purchase since 1 Jul 2020, taken out of the amount paid, and units at the scheme's precision.
// This module owns the date: a purchase allotted before it pays none (decision 0160).

/** Stamp duty rate, percent: duty = amount × 0.005 / 100.005, i.e. 0.005% of the amount invested. */
export const STAMP_DUTY_PERCENT = '0.005';

/** The first NAV date on which mutual-fund purchases carry stamp duty (Indian Stamp Act as amended, from 1 Jul 2020). */
export const STAMP_DUTY_FROM = '2020-07-01';

/** Units are allotted to 3 decimals unless the scheme master says otherwise. */
export const DEFAULT_UNIT_PRECISION = 3;

/**
 * Stamp duty on a purchase of `amount` rupees allotted at the NAV of `navDate` (YYYY-MM-DD):
 * none before 1 Jul 2020, from then amount × 0.005 / 100.005, to the paisa, rounded half-up. Half-up (not down) because the duty is a tax the fund must pay in full on the invested
 * part, and because every other rupee amount here rounds half-up (roundAmount); the invested
 * amount is the remainder, so duty + invested = amount to the paisa whatever the rounding.
 */
export function stampDuty(amount: Decimal.Value, navDate: string): Decimal {
  const paid = roundAmount(amount);
  if (navDate < STAMP_DUTY_FROM) return new Decimal(0);
  return roundAmount(paid.mul(STAMP_DUTY_PERCENT).div(new Decimal(100).plus(STAMP_DUTY_PERCENT)));
}

export interface PurchaseAllotment {
  /** The amount paid, 2 decimals. */
  amount: Decimal;
  stampDuty: Decimal;
  /** amount − stamp duty: the money that buys units. */
  investedAmount: Decimal;
  nav: Decimal;
  /** (amount − stamp duty) / NAV, truncated to the scheme's unit precision. */
  units: Decimal;
}

/**
 * Units for a purchase at the NAV of `navDate`: (amount − stamp duty) / NAV, truncated (never rounded up) to
 * `unitPrecision` decimals, so the units allotted are never worth more than the money invested;
 * the fraction left over stays in the scheme, as registrars do.
 */
export function purchaseAllotment(
  amount: Decimal.Value,
  nav: Decimal.Value,
  navDate: string,
  unitPrecision: number = DEFAULT_UNIT_PRECISION,
): PurchaseAllotment {
  const paid = roundAmount(amount);
  const price = toDecimal(nav);
  if (!paid.gt(0)) throw new RangeError('A purchase amount must be above zero');
  if (!price.gt(0)) throw new RangeError('A NAV must be above zero');
  if (!Number.isInteger(unitPrecision) || unitPrecision < 0 || unitPrecision > 4) {
    throw new RangeError('Unit precision is 0 to 4 decimals');
  }
  if (!isIsoDate(navDate)) throw new RangeError('A NAV date is YYYY-MM-DD');
  const duty = stampDuty(paid, navDate);
  const investedAmount = paid.minus(duty);
  return {
    amount: paid,
    stampDuty: duty,
    investedAmount,
    nav: price,
    units: roundUnits(investedAmount.div(price), unitPrecision),
  };
}
