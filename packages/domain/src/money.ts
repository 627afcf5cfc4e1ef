import DecimalJs from 'decimal.js';

// Money, units, NAVs and percentages are exact decimals (decimal.js), never binary floats
// (DESIGN.md "Data"; docs/decisions/0003-decimal-and-dates.md).

/**
 * The product's decimal constructor: decimal.js with 40 significant digits (the library default of
 * 20 would round a ₹ 10^13 amount times a 4-decimal NAV) and half-up rounding. A private clone, so
 * that no other user of decimal.js in the process sees changed settings.
 */
export const Decimal: typeof DecimalJs = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = DecimalJs;
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace Decimal {
  /** Anything a Decimal is made from: a decimal string, an exact number or a Decimal. */
  export type Value = DecimalJs.Value;
}

const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A plain decimal string ('1234.5', '-0.25', ' 12 ') → Decimal, or null when it is not one.
 * Rejects grouping commas, exponents, 'NaN', 'Infinity' and empty text; numbers must be finite.
 */
export function parseDecimal(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value === 'bigint') return new Decimal(value.toString());
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? new Decimal(text) : null;
  }
  return value.isFinite() ? new Decimal(value) : null;
}

/** Like {@link parseDecimal} but throws a RangeError for anything that is not a decimal. */
export function toDecimal(value: Decimal.Value): Decimal {
  const parsed = parseDecimal(value);
  if (parsed === null) throw new RangeError(`Not a decimal: ${JSON.stringify(String(value))}`);
  return parsed;
}

/** True for a plain decimal string (see {@link parseDecimal}). */
export function isDecimalString(value: string): boolean {
  return DECIMAL_TEXT.test(value.trim());
}

/** Rupee amounts are kept to 2 decimals, rounded half-up (numeric(16,2)). */
export function roundAmount(value: Decimal.Value): Decimal {
  return toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * Units truncated to `decimals` places: an investor is never allotted more units than the money
 * buys; the remainder stays in the scheme. 4 places by default (the units column, numeric(18,4));
 * an allotment passes the scheme master's unit precision, 3 for most schemes (DESIGN.md "Data").
 */
export function roundUnits(value: Decimal.Value, decimals = 4): Decimal {
  return toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/** Groups the integer digits the Indian way: last three, then pairs (1234567 → 12,34,567). */
function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits;
  const lastThree = integerDigits.slice(-3);
  const rest = integerDigits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${lastThree}`;
}

/** Sign and grouped magnitude of a value rounded half-up; '-' is dropped when it rounds to 0. */
function formatParts(value: Decimal.Value, decimals: number): { negative: boolean; text: string } {
  const rounded = toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const fixed = rounded.abs().toFixed(decimals);
  const [integer = '0', fraction] = fixed.split('.');
  const text =
    fraction === undefined ? groupIndian(integer) : `${groupIndian(integer)}.${fraction}`;
  return { negative: rounded.isNegative() && !rounded.isZero(), text };
}

/** Indian grouping without the symbol: formatIndianNumber('1234567.5') → '12,34,567.50'. */
export function formatIndianNumber(value: Decimal.Value, decimals = 2): string {
  const { negative, text } = formatParts(value, decimals);
  return negative ? `-${text}` : text;
}

/**
 * ₹ with Indian digit grouping, 2 decimals unless `decimals: 0`, half-up:
 * formatRupees('1234567.5') → '₹12,34,567.50'; formatRupees(-1234) → '-₹1,234.00'.
 */
export function formatRupees(amount: Decimal.Value, opts?: { decimals?: 0 | 2 }): string {
  const { negative, text } = formatParts(amount, opts?.decimals ?? 2);
  return negative ? `-₹${text}` : `₹${text}`;
}

/** At most 2 decimals (half-up), trailing zeros dropped, integer part grouped: 1250.50 → '1,250.5'. */
function compact(value: Decimal): string {
  const [integer = '0', fraction] = value
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed()
    .split('.');
  return fraction === undefined ? groupIndian(integer) : `${groupIndian(integer)}.${fraction}`;
}

/**
 * Short forms of spec 1 §9, on the magnitude (a minus sign goes in front of ₹):
 * - under ₹1,000: the amount itself ('₹999', '₹500.5');
 * - under 1 lakh: thousands, 'K' ('₹45.5K');
 * - under 1 crore: lakhs, 'L' or ' Lakh' by `style` ('₹12.5L', '₹12.5 Lakh');
 * - otherwise crores, ' Crs' ('₹1.2 Crs', '₹1,250 Crs').
 * The figure has at most 2 decimals (half-up) with trailing zeros dropped. The unit is chosen on
 * the rounded figure, so a value that rounds up to the next unit is shown in it (₹99,999 → '₹1L',
 * not '₹100K').
 */
export function formatShortAmount(amount: Decimal.Value, style: 'L' | 'Lakh' = 'L'): string {
  const value = toDecimal(amount);
  const magnitude = value.abs();
  const inUnit = (unit: number) => magnitude.div(unit).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  let text: string;
  if (inUnit(1).lt(1_000)) text = compact(inUnit(1));
  else if (inUnit(1_000).lt(100)) text = `${compact(inUnit(1_000))}K`;
  else if (inUnit(1_00_000).lt(100))
    text = `${compact(inUnit(1_00_000))}${style === 'Lakh' ? ' Lakh' : 'L'}`;
  else text = `${compact(inUnit(1_00_00_000))} Crs`;
  const negative = value.isNegative() && !inUnit(1).isZero();
  return `${negative ? '-' : ''}₹${text}`;
}

/** Units are shown to 3 decimals with Indian grouping (spec 3 §9): '1,234.568'. */
export function formatUnits(units: Decimal.Value): string {
  return formatIndianNumber(units, 3);
}

/**
 * A percentage to 2 decimals (half-up): '12.34%'. With `signed`, positives get '+'
 * ('+12.34%'); zero has no sign; negatives always show '-'.
 */
export function formatPercent(value: Decimal.Value, opts?: { signed?: boolean }): string {
  const { negative, text } = formatParts(value, 2);
  const isZero = toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).isZero();
  const sign = negative ? '-' : opts?.signed && !isZero ? '+' : '';
  return `${sign}${text}%`;
}
