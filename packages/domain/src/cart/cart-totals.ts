import { productMessages } from '../messages';
import { Decimal, formatRupees, toDecimal } from '../money';
import { SIP_UNTIL_CANCELLED } from './cart-item';

// What the cart shows as a total (spec 1 §2 "Cart summary": each item's amount, SIP date,
// instalments and total investment). A SIP until cancelled (360 months on the wire, spec 3 §7)
// has no total: 360 × the instalment is a figure nobody chose (issue 23 §6: 'Total: ₹3,60,000'
// for a ₹1,000 SIP with no end date). It is shown as its monthly amount "until you stop"; the
// cart's total is what is fixed, plus the monthly amounts that run until stopped.

const own = productMessages.cartTotals;

export interface CartEntryTerms {
  /** The entry's terms (a pack's are its first detail's, as its card shows them). */
  investmentType: string;
  /** The instalment of a SIP (a pack: the pack's instalment), or the lumpsum. */
  amount: Decimal.Value;
  numOfInstallments: number;
  /** The server's total: amount × instalments for a SIP, the amount for a lumpsum. */
  totalAmount: Decimal.Value;
}

/** Whether the entry is a SIP without an end date. */
export function runsUntilStopped(t: Pick<CartEntryTerms, 'investmentType' | 'numOfInstallments'>): boolean {
  return t.investmentType === 'SIP' && t.numOfInstallments >= SIP_UNTIL_CANCELLED;
}

/** A cart amount in ₹: whole rupees without paise (₹5,000), otherwise to the paisa (₹1,000.54). */
export function formatCartAmount(amount: Decimal.Value): string {
  const value = toDecimal(amount);
  return formatRupees(value, { decimals: value.isInteger() ? 0 : 2 });
}

/** One entry's total as its card shows it: the total, or the monthly amount until you stop. */
export function cartEntryTotalText(t: CartEntryTerms): string {
  return runsUntilStopped(t) ? own.monthlyUntilYouStop(formatCartAmount(t.amount)) : formatCartAmount(t.totalAmount);
}

/** The cart's total: the fixed totals summed, and the monthly amounts of the SIPs that run until stopped. */
export function cartTotalParts(entries: readonly CartEntryTerms[]): { fixed: Decimal; monthlyUntilStopped: Decimal } {
  let fixed = new Decimal(0);
  let monthly = new Decimal(0);
  for (const t of entries) {
    if (runsUntilStopped(t)) monthly = monthly.plus(t.amount);
    else fixed = fixed.plus(t.totalAmount);
  }
  return { fixed, monthlyUntilStopped: monthly };
}

/** The cart's total as one line: '₹5,000', '₹1,000 a month, until you stop', or both joined by +. */
export function cartTotalText(entries: readonly CartEntryTerms[]): string {
  const { fixed, monthlyUntilStopped } = cartTotalParts(entries);
  if (monthlyUntilStopped.isZero()) return formatCartAmount(fixed);
  const monthly = own.monthlyUntilYouStop(formatCartAmount(monthlyUntilStopped));
  return fixed.isZero() ? monthly : `${formatCartAmount(fixed)} + ${monthly}`;
}
