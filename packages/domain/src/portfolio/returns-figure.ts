import { isIsoDate, daysBetween } from '../ist-date';
import { Decimal, formatPercent, parseDecimal } from '../money';
import { returnsFigureMessages as t } from './returns-figure-messages';
import { xirr, XIRR_DAYS_PER_YEAR, type CashFlow, type XirrNoAnswerReason } from './xirr';

// Which return a holding or a portfolio shows (issue 23 §3, docs/decisions/0159): the one domain
// rule behind the portfolio, its details and the investment statement.
//
// - Under a year (first flow to the value, fewer than 365 days) the absolute return: what came
//   back and is still held against what went in. A yearly rate over days compounds a day's move
//   365 times (13 % in a day is 10^19 % a year), so SEBI's performance-disclosure convention and
//   the Indian investing apps show periods under a year as absolute, not annualised.
// - From a year on, the XIRR (decision 0098), when it has an answer and lies within ±1,000 % a
//   year; beyond that (a NAV published at a wrong value) it means nothing, and says so.
// - Otherwise no figure, and why. The reason is a code the contract carries; its words are the
//   catalogue's (returnsFigureText).

/** Why there is no figure at all. */
export const returnsNoFigureReasons = ['nav-pending', 'no-flows', 'one-sign', 'too-extreme', 'not-computable'] as const;
export type ReturnsNoFigureReason = (typeof returnsNoFigureReasons)[number];
/** Why there is no annualised figure: the absolute one's reason, or no figure's. */
export type ReturnsReason = 'under-a-year' | ReturnsNoFigureReason;

export type ReturnsFigure =
  /** The XIRR, percent, 2 decimals. */
  | { status: 'ok'; percentage: string }
  /** The absolute return, percent, 2 decimals: held under a year. */
  | { status: 'absolute'; percentage: string; reason: 'under-a-year' }
  | { status: 'none'; reason: ReturnsNoFigureReason };

/** An XIRR beyond this (1,000 % a year, 11× in a year) is a wrong NAV, not a return. */
export const XIRR_SANE_LIMIT_PERCENT = 1000;

/** A holding whose NAV is not published yet: valued at cost, no return to show. */
export const RETURNS_NAV_PENDING: ReturnsFigure = { status: 'none', reason: 'nav-pending' };

const XIRR_REASON: Record<XirrNoAnswerReason, ReturnsNoFigureReason> = {
  'no-flows': 'no-flows',
  'one-sign': 'one-sign',
  'no-root-in-range': 'too-extreme',
  'not-converged': 'not-computable',
  'invalid-flow': 'not-computable',
};

/**
 * A percentage as the wire carries it: 2 decimals, half-up, plain digits (never exponent
 * notation), and a value that rounds to zero is '0.00', never '-0.00'.
 */
export function percentText(value: Decimal.Value): string {
  const rounded = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0.00' : rounded.toFixed(2);
}

/**
 * The return of these ledger cash flows (money in negative, out positive, as for XIRR) and the
 * value `held` on its date (none when nothing is held), by the rule above. Never throws: a flow
 * that is not a date and a decimal gives 'not-computable'.
 */
export function returnsFigure(flows: readonly CashFlow[], held?: CashFlow): ReturnsFigure {
  const all = held ? [...flows, held] : flows;
  let first: string | undefined;
  let last: string | undefined;
  for (const f of all) {
    if (!isIsoDate(f.date)) return { status: 'none', reason: 'not-computable' };
    if (first === undefined || f.date < first) first = f.date;
    if (last === undefined || f.date > last) last = f.date;
  }
  if (first === undefined || last === undefined) return { status: 'none', reason: 'no-flows' };
  if (daysBetween(first, last) < XIRR_DAYS_PER_YEAR) return absoluteReturn(flows, held);
  const result = xirr(all);
  if (!result.ok) return { status: 'none', reason: XIRR_REASON[result.reason] };
  const percent = result.rate * 100;
  if (!Number.isFinite(percent) || Math.abs(percent) > XIRR_SANE_LIMIT_PERCENT) return { status: 'none', reason: 'too-extreme' };
  return { status: 'ok', percentage: percentText(percent) };
}

/**
 * (Σ out + value − Σ in) / Σ in. The ledger's flows are netted per day first, so that the two legs
 * of a portfolio's STP or switch cancel as in its XIRR; the value is not (a purchase valued on
 * its own day is money in and a value, not a loss of all but its stamp duty).
 */
function absoluteReturn(flows: readonly CashFlow[], held: CashFlow | undefined): ReturnsFigure {
  const byDay = new Map<string, Decimal>();
  for (const f of flows) {
    const amount = decimalOf(f.amount);
    if (amount === null) return { status: 'none', reason: 'not-computable' };
    byDay.set(f.date, (byDay.get(f.date) ?? new Decimal(0)).plus(amount));
  }
  const value = held ? decimalOf(held.amount) : new Decimal(0);
  if (value === null) return { status: 'none', reason: 'not-computable' };
  let paidIn = new Decimal(0);
  let net = value;
  for (const sum of byDay.values()) {
    if (sum.isNegative()) paidIn = paidIn.minus(sum);
    net = net.plus(sum);
  }
  if (paidIn.isZero()) return { status: 'none', reason: net.isZero() ? 'no-flows' : 'one-sign' };
  return { status: 'absolute', percentage: percentText(net.div(paidIn).mul(100)), reason: 'under-a-year' };
}

const decimalOf = (v: Decimal.Value): Decimal | null => {
  const d = v instanceof Decimal ? v : parseDecimal(v);
  return d !== null && d.isFinite() ? d : null;
};

export interface ReturnsFigureText {
  /** 'XIRR' or 'Absolute return'. */
  label: string;
  /** '+12.34%', or '—' when there is no figure. */
  value: string;
  /** Why it is not an XIRR, in words; null for an XIRR. */
  note: string | null;
}

/** The figure as every screen and the investment statement write it. */
export function returnsFigureText(figure: ReturnsFigure): ReturnsFigureText {
  switch (figure.status) {
    case 'ok':
      return { label: t.xirr, value: formatPercent(figure.percentage, { signed: true }), note: null };
    case 'absolute':
      return { label: t.absolute, value: formatPercent(figure.percentage, { signed: true }), note: t.reasons[figure.reason] };
    case 'none':
      return { label: t.xirr, value: t.noFigure, note: t.reasons[figure.reason] };
  }
}
