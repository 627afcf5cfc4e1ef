import { toDecimal, type Decimal } from '../money';
import { isInflow, repeatedDecimal, type LedgerEntry } from './ledger-entry';
import type { CashFlow } from './xirr';

// The XIRR cash flows of a holding and of a whole portfolio (docs/decisions/0099), from the
// investor's side: money in is negative, money out (and the value still held) positive.
//
// - Inflows (purchase, switch-in, STP-in): −amount, the rupees that entered the holding, stamp
//   duty included (the duty is a cost of investing, so it lowers the return).
// - Outflows (redemption, switch-out, STP-out, SWP): +(amount − STT − exit load), the rupees that left it.
// - The value on the as-of date: +units × NAV, when units are held.
//
// A holding counts its switches and STPs like purchases and redemptions: money arriving from
// another scheme was invested in this one. A whole portfolio takes the flows of all its holdings
// together; XIRR sums flows per day, so the two legs of a switch or STP instalment cancel: the
// in-leg's amount is the out-leg's proceeds after STT and exit load (the money that moved), and both legs have
// the same NAV date in the sandbox, as at the registrars for schemes of one AMC. What is left is
// money that came from outside (purchases) or went outside (redemptions, SWPs). Were the in-leg
// allotted on a later day, the money counts as out of the portfolio for those days, which it was:
// it earned nothing in transit. No leg is paired or dropped by kind, so a portfolio that holds
// only one side of a transfer (the other folio not in the set) still counts the money correctly.
//
// Entries dated after the as-of date are left out: the value passed is the holding on that date.

/** The entry's amount (parsed once per distinct text); throws as toDecimal when it is not a decimal. */
function amountOf(e: LedgerEntry): Decimal {
  return repeatedDecimal(e.amount) ?? toDecimal(e.amount);
}

/** The flows of ledger entries (one holding's, or a whole portfolio's) up to `asOf`. */
export function ledgerCashFlows(entries: readonly LedgerEntry[], asOf: string): CashFlow[] {
  return entries
    .filter((e) => e.date <= asOf)
    .map((e) => ({
      date: e.date,
      amount: isInflow(e.kind)
        ? amountOf(e).negated()
        : e.stt === '0' && (e.exitLoad ?? '0') === '0'
          ? amountOf(e)
          : amountOf(e).minus(toDecimal(e.stt)).minus(toDecimal(e.exitLoad ?? '0')),
    }));
}

/**
 * The XIRR flows of a holding or a portfolio: its entries up to `asOf` and the value held then
 * (the sum of the holdings' current values for a portfolio; nothing when it is zero).
 */
export function cashFlowsWithValue(
  entries: readonly LedgerEntry[],
  asOf: string,
  value: Decimal.Value,
): CashFlow[] {
  const flows = ledgerCashFlows(entries, asOf);
  const worth: Decimal = toDecimal(value);
  return worth.isZero() ? flows : [...flows, { date: asOf, amount: worth }];
}
