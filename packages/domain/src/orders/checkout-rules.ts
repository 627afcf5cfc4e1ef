import { exchangeRemarkText } from './exchange-words';
import { Decimal } from '../money';
import { istDate, istTimeOfDay, parseDisplayDate, shiftIsoDate } from '../ist-date';
import { messages, productMessages } from '../messages';

// Spec 3 §4 "After payment", §5 "Payment", §8 "BSE order save", §9: the checkout's rules that the
// browser and the server both apply (the server with its own clock).

/** Spec 3 §9: the cheque date is at most 70 days back, and not after today. */
export const CHEQUE_DATE_WINDOW_DAYS = 70;
/** Spec 3 §4: a challan generated after 15:00 IST is deposited the next day. */
export const CHALLAN_CUT_OFF_IST = '15:00:00';
/** Spec 3 §9: a cheque payment above ₹2,00,000 gets the NAV of the day the cheque clears. */
export const CLEARING_DAY_NAV_ABOVE = '200000';

/**
 * The cheque date's refusal, or null: required, a real DD/MM/YYYY date, within the window
 * (`today` is the IST day, YYYY-MM-DD).
 */
export function chequeDateError(chequeDate: string | null | undefined, today: string): string | null {
  const text = chequeDate?.trim() ?? '';
  if (!text) return messages.payment.chequeDateRequired;
  const iso = parseDisplayDate(text);
  if (!iso) return messages.payment.chequeDateRequired;
  if (iso > today || iso < shiftIsoDate(today, { days: -CHEQUE_DATE_WINDOW_DAYS })) return productMessages.checkout.chequeDateWindow;
  return null;
}

/** The cheque number's refusal, or null: required, exactly 6 digits. */
export function chequeNumberError(chequeNumber: string | null | undefined): string | null {
  const text = chequeNumber?.trim() ?? '';
  if (!text) return messages.payment.chequeNumberRequired;
  return /^\d{6}$/.test(text) ? null : messages.payment.chequeNumberInvalid;
}

/** The day (YYYY-MM-DD, IST) a challan made at `instant` is to be deposited: after 15:00, the next day. */
export function challanDepositDate(instant: Date): string {
  const today = istDate(instant);
  return istTimeOfDay(instant) >= CHALLAN_CUT_OFF_IST ? shiftIsoDate(today, { days: 1 }) : today;
}

/** Whether a cheque for `amount` rupees gets the clearing day's NAV (above ₹2,00,000). */
export function getsClearingDayNav(amount: string): boolean {
  return new Decimal(amount).gt(CLEARING_DAY_NAV_ABOVE);
}

/**
 * Spec 3 §8 "BSE order save": the exchange's minimum-instalments refusal is shown in the spec's
 * words (for 4 s); no text at all is the generic failure. Any other refusal the spec shows "as
 * is"; issue 23 §6 asks that no exchange text in capitals reach an investor, so it is the
 * product's words for it (exchangeRemarkText: ours where we have them, else its reason in
 * sentence case).
 */
export function bseOrderSaveMessage(exchangeError: string | null | undefined): string {
  const text = exchangeError?.trim() ?? '';
  if (text === messages.bseOrder.installmentsBelowMinimumError) return messages.bseOrder.installmentsBelowMinimum;
  return exchangeRemarkText(text) ?? messages.bseOrder.saveFailed;
}

/** How long the minimum-instalments message shows (spec 3 §8, §9). */
export const BSE_ORDER_MESSAGE_MS = 4000;

