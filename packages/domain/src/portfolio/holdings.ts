import { Decimal, roundAmount, toDecimal } from '../money';
import { fifoLots, type Disposal, type FifoError, type OpenLot } from './fifo-lots';
import { groupByHolding, type LedgerEntry } from './ledger-entry';

// A holding (one folio, one scheme) derived from its ledger entries, never from a stored running
// total (DESIGN.md "Data"), and its worth at a NAV. Spec 3 §3 "Portfolio scheme record":
// unitsAllocated, amountInvested (the net investment), currentValue, returnAmount,
// returnPercentage, todaysChange; and the totals netAmountInvested … netReturnPercentage.
//
// Rounding (docs/decisions/0099): the net investment is the cost of the open lots, already to the
// paisa (fifo-lots.ts); the current value is units × NAV rounded half-up to the paisa; the return
// is value − investment, exact on those; the percentage is return / investment × 100 rounded
// half-up to 2 decimals, from the rupee figures shown (so the screen's numbers agree with each
// other), and null when nothing is invested.

export interface Holding {
  folioNo: string;
  schemeCode: string;
  isin: string | null;
  /** Units held: the open lots' units, equal to the ledger's signed sum. */
  units: Decimal;
  /** Net investment: the cost of the open lots, stamp duty included. */
  amountInvested: Decimal;
  /** Open lots, oldest first. */
  lots: OpenLot[];
  /** Every outflow, in the order it happened, with the lots it consumed. */
  disposals: Disposal[];
}

export type HoldingResult =
  | { ok: true; holding: Holding }
  | { ok: false; folioNo: string; schemeCode: string; error: FifoError };

/** The holding of one folio and scheme from its entries (see fifoLots for the errors). */
export function holdingFromLedger(entries: readonly LedgerEntry[]): HoldingResult | null {
  const first = entries[0];
  if (!first) return null;
  const { folioNo, schemeCode } = first;
  const folded = fifoLots(entries);
  if (!folded.ok) return { ok: false, folioNo, schemeCode, error: folded.error };
  const zero = new Decimal(0);
  return {
    ok: true,
    holding: {
      folioNo,
      schemeCode,
      isin: entries.find((e) => e.isin !== null)?.isin ?? null,
      units: folded.lots.reduce((sum, lot) => sum.plus(lot.units), zero),
      amountInvested: folded.lots.reduce((sum, lot) => sum.plus(lot.cost), zero),
      lots: folded.lots,
      disposals: folded.disposals,
    },
  };
}

/** Every holding in a ledger (any order), one per folio and scheme, including those sold out. */
export function holdingsFromLedger(entries: readonly LedgerEntry[]): HoldingResult[] {
  return [...groupByHolding(entries).values()].map(
    (group) => holdingFromLedger(group) as HoldingResult,
  );
}

export interface HoldingWorth {
  currentValue: Decimal;
  returnAmount: Decimal;
  /** 2 decimals, half-up; null when nothing is invested. */
  returnPercentage: Decimal | null;
}

/** returnAmount / invested × 100, 2 decimals half-up; null when invested is not above zero. */
export function returnPercentage(
  returnAmount: Decimal.Value,
  invested: Decimal.Value,
): Decimal | null {
  const base = toDecimal(invested);
  if (!base.gt(0)) return null;
  return toDecimal(returnAmount).div(base).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Units × NAV to the paisa, half-up. */
export function currentValue(units: Decimal.Value, nav: Decimal.Value): Decimal {
  return roundAmount(toDecimal(units).mul(toDecimal(nav)));
}

/** What a holding is worth at `nav`, and its return over the net investment. */
export function holdingWorth(
  holding: { units: Decimal.Value; amountInvested: Decimal.Value },
  nav: Decimal.Value,
): HoldingWorth {
  const value = currentValue(holding.units, nav);
  const returnAmount = value.minus(toDecimal(holding.amountInvested));
  return {
    currentValue: value,
    returnAmount,
    returnPercentage: returnPercentage(returnAmount, holding.amountInvested),
  };
}

/** Today's change: units × (NAV − previous NAV), to the paisa, half-up. */
export function todaysChange(
  units: Decimal.Value,
  nav: Decimal.Value,
  previousNav: Decimal.Value,
): Decimal {
  return roundAmount(toDecimal(units).mul(toDecimal(nav).minus(toDecimal(previousNav))));
}

export interface PortfolioTotals {
  netAmountInvested: Decimal;
  netCurrentValue: Decimal;
  netReturnAmount: Decimal;
  netReturnPercentage: Decimal | null;
}

/** Sums of the holdings' rupee figures; the percentage from the sums, not an average of percentages. */
export function portfolioTotals(
  holdings: readonly { amountInvested: Decimal.Value; currentValue: Decimal.Value }[],
): PortfolioTotals {
  const zero = new Decimal(0);
  const invested = holdings.reduce((sum, h) => sum.plus(toDecimal(h.amountInvested)), zero);
  const value = holdings.reduce((sum, h) => sum.plus(toDecimal(h.currentValue)), zero);
  const returns = value.minus(invested);
  return {
    netAmountInvested: invested,
    netCurrentValue: value,
    netReturnAmount: returns,
    netReturnPercentage: returnPercentage(returns, invested),
  };
}
