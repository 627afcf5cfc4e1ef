import { Decimal, roundAmount, roundUnits, toDecimal } from '../money';

// What a purchase buys (../shared/data/README.md "Market facts"): stamp duty of 0.005% on every
// purchase since 1 Jul 2020, taken out of the amount paid, and units at the scheme's precision.

/** Stamp duty rate, percent: duty = amount × 0.005 / 100.005, i.e. 0.005% of the amount invested. */
export const STAMP_DUTY_PERCENT = '0.005';

/** Units are allotted to 3 decimals unless the scheme master says otherwise. */
export const DEFAULT_UNIT_PRECISION = 3;

/**
 * Stamp duty on a purchase of `amount` rupees: amount × 0.005 / 100.005, to the paisa, rounded
 * half-up. Half-up (not down) because the duty is a tax the fund must pay in full on the invested
 * part, and because every other rupee amount here rounds half-up (roundAmount); the invested
 * amount is the remainder, so duty + invested = amount to the paisa whatever the rounding.
 */
export function stampDuty(amount: Decimal.Value): Decimal {
  const paid = roundAmount(amount);
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
 * Units for a purchase: (amount − stamp duty) / NAV, truncated (never rounded up) to
 * `unitPrecision` decimals, so the units allotted are never worth more than the money invested;
 * the fraction left over stays in the scheme, as registrars do.
 */
export function purchaseAllotment(
  amount: Decimal.Value,
  nav: Decimal.Value,
  unitPrecision: number = DEFAULT_UNIT_PRECISION,
): PurchaseAllotment {
  const paid = roundAmount(amount);
  const price = toDecimal(nav);
  if (!paid.gt(0)) throw new RangeError('A purchase amount must be above zero');
  if (!price.gt(0)) throw new RangeError('A NAV must be above zero');
  if (!Number.isInteger(unitPrecision) || unitPrecision < 0 || unitPrecision > 4) {
    throw new RangeError('Unit precision is 0 to 4 decimals');
  }
  const duty = stampDuty(paid);
  const investedAmount = paid.minus(duty);
  return {
    amount: paid,
    stampDuty: duty,
    investedAmount,
    nav: price,
    units: roundUnits(investedAmount.div(price), unitPrecision),
  };
}
