import { isIsoDate } from '../ist-date';
import { Decimal, parseDecimal } from '../money';

// XIRR as a spreadsheet computes it (docs/decisions/0098): the annual rate r for which
//
//   Σ CF_i / (1 + r)^((d_i − d_0) / 365) = 0,
//
// with d_0 the first day. Cash flows are summed per day first (to the paisa, as decimals), days
// that net to zero dropped. The root is sought by Newton's method from 10% (the spreadsheets'
// default guess, so where several roots exist this finds the one a spreadsheet shows), kept
// inside r > −1; when Newton does not settle on a verified root (or runs off towards +∞, as on a
// SIP at a loss), in a bracket on ln(1 + r) found on a grid that covers every rate a double can
// express, by Newton steps that stay inside the bracket and bisection when they would not. The rate is a double: a root of a power equation is
// an approximation whatever the arithmetic, and spreadsheets compute it in doubles too; the
// amounts stay exact decimals until they are summed per day.

/** A cash flow: negative is money the investor put in, positive money that came back (or the value held). */
export interface CashFlow {
  date: string;
  amount: Decimal.Value;
}

export const XIRR_DAYS_PER_YEAR = 365;

export type XirrNoAnswerReason =
  /** No flows, or all of them net to zero day by day. */
  | 'no-flows'
  /** All flows in or all out: no rate makes them balance. */
  | 'one-sign'
  /**
   * The rate lies beyond what a double expresses: 1 + r above about e^700, or so close to −100%
   * that r rounds to −1 (1 + r below about 10^−16).
   */
  | 'no-root-in-range'
  /** The iterations ran out (only with a small maxIterations). */
  | 'not-converged'
  /** A flow's date is not YYYY-MM-DD or its amount not a decimal. */
  | 'invalid-flow';

export type XirrResult =
  | { ok: true; rate: number; method: 'newton' | 'bracketed'; iterations: number }
  | { ok: false; reason: XirrNoAnswerReason };

export interface XirrOptions {
  /** Newton's starting rate; 0.1 as in the spreadsheets. */
  guess?: number;
  /**
   * Newton's iterations, 50 by default as in LibreOffice; the bracketed search gets four times
   * as many.
   */
  maxIterations?: number;
}

interface Prepared {
  /** Years from the first day, (d_i − d_0) / 365. */
  years: number[];
  /** The day's net flow, divided by the largest magnitude (the root does not change). */
  amounts: number[];
}

/** Net flows per day, zero days dropped, in date order; or why there is no answer. */
function prepare(flows: readonly CashFlow[]): Prepared | XirrNoAnswerReason {
  const byDay = new Map<string, Decimal>();
  for (const flow of flows) {
    const amount = flow.amount instanceof Decimal ? flow.amount : parseDecimal(flow.amount);
    if (amount === null || !amount.isFinite()) return 'invalid-flow';
    const sum = byDay.get(flow.date);
    if (sum === undefined && !isIsoDate(flow.date)) return 'invalid-flow';
    byDay.set(flow.date, sum === undefined ? amount : sum.plus(amount));
  }
  const days = [...byDay.entries()]
    .filter(([, sum]) => !sum.isZero())
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const first = days[0];
  if (!first) return 'no-flows';
  if (days.every(([, sum]) => sum.isNegative()) || days.every(([, sum]) => sum.isPositive()))
    return 'one-sign';
  // Scaled by the largest magnitude (the root does not change) in doubles: a 40-digit decimal
  // division per day was half the time of a portfolio's figures.
  const sums = days.map(([, sum]) => sum.toNumber());
  const largest = sums.reduce((max, sum) => Math.max(max, Math.abs(sum)), 0);
  const start = dayNumber(first[0]);
  return {
    years: days.map(([date]) => (dayNumber(date) - start) / XIRR_DAYS_PER_YEAR),
    amounts: sums.map((sum) => sum / largest),
  };
}

/**
 * Days since 1970-01-01 of a YYYY-MM-DD already checked by isIsoDate: the difference of two is
 * daysBetween's, without parsing and checking each date again (that was most of `prepare`).
 */
function dayNumber(isoDate: string): number {
  return (
    Date.UTC(
      Number(isoDate.slice(0, 4)),
      Number(isoDate.slice(5, 7)) - 1,
      Number(isoDate.slice(8, 10)),
    ) / 86_400_000
  );
}

/** NPV at rate r, its derivative and the sum of the terms' magnitudes. */
function npv(
  { years, amounts }: Prepared,
  rate: number,
): { value: number; slope: number; scale: number } {
  let value = 0;
  let slope = 0;
  let scale = 0;
  for (let i = 0; i < years.length; i += 1) {
    const t = years[i] as number;
    const term = (amounts[i] as number) * Math.pow(1 + rate, -t);
    value += term;
    slope -= (t * term) / (1 + rate);
    scale += Math.abs(term);
  }
  return { value, slope, scale };
}

/** A root where the NPV is zero to within rounding of its terms. */
function isRoot(prepared: Prepared, rate: number): boolean {
  if (!(rate > -1) || !Number.isFinite(rate)) return false;
  const { value, scale } = npv(prepared, rate);
  return Number.isFinite(value) && Math.abs(value) <= 1e-10 * scale;
}

function newton(
  prepared: Prepared,
  guess: number,
  maxIterations: number,
): { rate: number; iterations: number } | null {
  let rate = guess;
  for (let iteration = 1; iteration <= maxIterations; iteration += 1) {
    const { value, slope } = npv(prepared, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    let next = rate - value / slope;
    // Heading up while the NPV has the sign of the first day's flow, the NPV's value as r → ∞:
    // on a SIP at a loss Newton runs off towards +∞ and never comes back. Leave it to the bracket.
    if (next > rate && Math.sign(value) === Math.sign(prepared.amounts[0] as number)) return null;
    // A step to −100% or below would leave the equation's domain: go halfway to −1 instead.
    if (!(next > -1)) next = (rate - 1) / 2;
    if (!Number.isFinite(next)) return null;
    const settled = Math.abs(next - rate) <= 1e-13 * Math.max(1, Math.abs(next));
    rate = next;
    if (settled) return isRoot(prepared, rate) ? { rate, iterations: iteration } : null;
  }
  return null;
}

/**
 * The NPV at rate e^x − 1 and its derivative in x, both scaled by the largest term's factor (no
 * overflow; the sign and the Newton step g / g' do not change).
 */
function npvAtLog(prepared: Prepared, x: number): { value: number; slope: number } {
  const exponents = prepared.years.map((t) => -t * x);
  const top = exponents.reduce((max, e) => Math.max(max, e), -Infinity);
  let value = 0;
  let slope = 0;
  for (let i = 0; i < exponents.length; i += 1) {
    const term = (prepared.amounts[i] as number) * Math.exp((exponents[i] as number) - top);
    value += term;
    slope -= (prepared.years[i] as number) * term;
  }
  return { value, slope };
}

/** ln(1 + r) from −700 to 700: beyond, 1 + r or r itself leaves the doubles. */
const LOG_GRID: number[] = (() => {
  const steps: number[] = [];
  for (let step = 1e-3; step < 700; step *= 2) steps.push(step);
  return [-700, ...steps.map((s) => -s).reverse(), 0, ...steps, 700];
})();

function bracketed(
  prepared: Prepared,
  guess: number,
  maxIterations: number,
): { rate: number; iterations: number } | XirrNoAnswerReason {
  const signs = LOG_GRID.map((x) => Math.sign(npvAtLog(prepared, x).value));
  const start = Math.log1p(guess);
  let bracket: [number, number] | null = null;
  for (let i = 1; i < LOG_GRID.length; i += 1) {
    const [a, b] = [LOG_GRID[i - 1] as number, LOG_GRID[i] as number];
    if ((signs[i - 1] as number) * (signs[i] as number) > 0) continue;
    // The bracket nearest the guess, as Newton from the guess would have found.
    const distance = start < a ? a - start : start > b ? start - b : 0;
    const best =
      bracket &&
      (start < bracket[0] ? bracket[0] - start : start > bracket[1] ? start - bracket[1] : 0);
    if (best === null || distance < best) bracket = [a, b];
  }
  if (!bracket) return 'no-root-in-range';
  let [low, high] = bracket;
  const lowSign = Math.sign(npvAtLog(prepared, low).value);
  let x = (low + high) / 2;
  for (let iteration = 1; iteration <= maxIterations; iteration += 1) {
    const { value, slope } = npvAtLog(prepared, x);
    if (value === 0) return rateOf(x, iteration);
    if (Math.sign(value) === lowSign) low = x;
    else high = x;
    // A Newton step when it stays inside the bracket, else halve the bracket.
    let next = x - value / slope;
    if (!(next > low && next < high)) next = (low + high) / 2;
    const settled =
      Math.abs(next - x) <= 1e-15 * Math.max(1, Math.abs(x)) ||
      high - low <= 1e-15 * Math.max(1, Math.abs(x));
    x = next;
    if (settled) return rateOf(x, iteration);
  }
  return 'not-converged';
}

function rateOf(
  x: number,
  iterations: number,
): { rate: number; iterations: number } | XirrNoAnswerReason {
  const rate = Math.expm1(x);
  return rate > -1 && Number.isFinite(rate) ? { rate, iterations } : 'no-root-in-range';
}

/**
 * The XIRR of the flows, or "no answer" with its reason: never a wrong number, never a throw.
 * Equal to LibreOffice Calc's and Excel's XIRR to 1e-9 (relative above 100%) where they answer
 * (golden values: __scenarios__/xirr-cash-flow-sets.ts).
 */
export function xirr(flows: readonly CashFlow[], options: XirrOptions = {}): XirrResult {
  const guess = options.guess !== undefined && Number.isFinite(options.guess) ? options.guess : 0.1;
  const maxIterations = options.maxIterations ?? 50;
  const prepared = prepare(flows);
  if (typeof prepared === 'string') return { ok: false, reason: prepared };
  const byNewton = guess > -1 ? newton(prepared, guess, maxIterations) : null;
  if (byNewton)
    return { ok: true, rate: byNewton.rate, method: 'newton', iterations: byNewton.iterations };
  const inBracket = bracketed(prepared, Math.max(guess, -0.99), maxIterations * 4);
  if (typeof inBracket === 'string') return { ok: false, reason: inBracket };
  return { ok: true, rate: inBracket.rate, method: 'bracketed', iterations: inBracket.iterations };
}
