import { toDecimal } from '@sanchay/domain';

// The product keeps money and units as decimal strings (decimal.js; docs/decisions/0003). BSE's
// JSON takes them as numbers. They cross here, at the edge, and only exactly: a value with more
// places than the wire allows is refused, not rounded (rounding is the product's decision, made
// before, by the domain's roundAmount / roundUnits). A number of at most 15 significant digits
// prints back as the same decimal, so the check below is exact, not approximate.

const MAX_SIGNIFICANT_DIGITS = 15;

function toWireNumber(value: string, places: number, what: string): number {
  const d = toDecimal(value);
  if (!d.isFinite() || d.lte(0)) throw new RangeError(`${what} must be more than 0: ${value}`);
  if (d.decimalPlaces() > places) throw new RangeError(`${what} has more than ${places} decimals: ${value}`);
  if (d.precision(true) > MAX_SIGNIFICANT_DIGITS) throw new RangeError(`${what} is too large to send exactly: ${value}`);
  const n = Number(d.toFixed(places));
  if (!toDecimal(String(n)).eq(d)) throw new RangeError(`${what} cannot be sent exactly: ${value}`);
  return n;
}

/** Rupees, at most 2 decimals ('5000', '1234.50' → 5000, 1234.5). */
export function rupeesOnWire(amount: string): number {
  return toWireNumber(amount, 2, 'An amount');
}

/** Units, at most 4 decimals (the product's units column; schemes allot 3 or 4). */
export function unitsOnWire(units: string): number {
  return toWireNumber(units, 4, 'A number of units');
}

/** A number BSE sent back as a decimal string (JSON numbers print as their shortest exact decimal). */
export function decimalFromWire(value: number | string): string {
  return toDecimal(value).toFixed();
}
