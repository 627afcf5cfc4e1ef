import { Decimal, parseDecimal } from '../money';
import { daysBetween, shiftIsoDate } from '../ist-date';

export interface NavOn {
  date: string; // YYYY-MM-DD
  nav: string; // decimal string
}

/**
 * Trailing return in percent, 2 decimals (half-up), as a decimal string: absolute for periods up to
 * one year, compound annual (CAGR) beyond: ((end / start)^(1 / years) − 1) × 100.
 * null when `start` is missing or either NAV is not a positive decimal.
 */
export function trailingReturnPercent(
  start: NavOn | null,
  end: NavOn,
  years: number,
): string | null {
  if (!(years > 0) || !Number.isFinite(years))
    throw new RangeError(`years must be positive: ${years}`);
  if (start === null) return null;
  const from = parseDecimal(start.nav);
  const to = parseDecimal(end.nav);
  if (from === null || to === null || from.lte(0) || to.lte(0)) return null;
  const growth = to.div(from);
  const factor = years <= 1 ? growth : Decimal.pow(growth, new Decimal(1).div(years));
  return factor.minus(1).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** The last point dated on or before `date`, from points sorted by date ascending; null if none. */
export function navOnOrBefore(points: readonly NavOn[], date: string): NavOn | null {
  let low = 0;
  let high = points.length - 1;
  let found: NavOn | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const point = points[mid] as NavOn;
    if (point.date <= date) {
      found = point;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/**
 * How far after the start of a period a scheme's history may begin and still give a return: a
 * period that starts on a holiday week-end (or a scheme whose first NAV came a few days after the
 * date) still counts; a younger scheme gets no return for that period.
 */
export const RETURN_START_TOLERANCE_DAYS = 7;

export interface TrailingReturns {
  oneYear: string | null;
  threeYear: string | null;
  fiveYear: string | null;
}

/**
 * 1, 3 and 5 year trailing returns as of a date, from a NAV history sorted by date ascending. The
 * end is the NAV on or before `asOf`; the start of N years is the NAV on or before `asOf` − N years
 * (29 Feb → 28 Feb), or the first NAV when the history begins at most
 * {@link RETURN_START_TOLERANCE_DAYS} days after that date; otherwise that return is null.
 */
export function trailingReturns(points: readonly NavOn[], asOf: string): TrailingReturns {
  const end = navOnOrBefore(points, asOf);
  const first = points[0];
  const periodReturn = (years: number): string | null => {
    if (end === null || first === undefined) return null;
    const target = shiftIsoDate(asOf, { years: -years });
    const start =
      navOnOrBefore(points, target) ??
      (daysBetween(target, first.date) <= RETURN_START_TOLERANCE_DAYS ? first : null);
    return trailingReturnPercent(start, end, years);
  };
  return { oneYear: periodReturn(1), threeYear: periodReturn(3), fiveYear: periodReturn(5) };
}
