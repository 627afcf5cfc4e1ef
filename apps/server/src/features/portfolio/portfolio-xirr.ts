import type { XirrFigure } from '@sanchay/contract';
import { xirr, type CashFlow, type XirrNoAnswerReason } from '@sanchay/domain';

// The portfolio's XIRR (issue 12 §1): the domain's xirr (cash flows grouped by day, 365-day years,
// Newton with a bisection fallback, an explicit no-answer), shown as a percentage with 2 decimals,
// or no answer with the reason in words: never a wrong number, never a throw.


/** Each no-answer reason in the investor's words. */
export const XIRR_REASONS: Record<XirrNoAnswerReason, string> = {
  'no-flows': 'No transactions to measure yet',
  'one-sign': 'Needs money invested on one day and a value on a later day',
  'no-root-in-range': 'The return is too extreme to express as a yearly rate',
  'not-converged': 'The yearly rate could not be worked out',
  'invalid-flow': 'The yearly rate could not be worked out',
};

export function portfolioXirr(flows: readonly CashFlow[]): XirrFigure {
  const result = xirr(flows);
  if (!result.ok) return { status: 'none', reason: XIRR_REASONS[result.reason] };
  if (!Number.isFinite(result.rate)) return { status: 'none', reason: XIRR_REASONS['no-root-in-range'] };
  // The rate is a double (as in a spreadsheet); shown to 2 decimals of a percent.
  return { status: 'ok', percentage: (result.rate * 100).toFixed(2) };
}
