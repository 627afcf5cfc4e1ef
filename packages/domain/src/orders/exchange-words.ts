import { messages, productMessages } from '../messages';
import { EXCHANGE_PAYMENT_STATUSES } from './payment-modes';

// The product's words for what the exchange says (issue 23 §6: 'PAYMENT NOT INITIATED FOR GIVEN
// ORDER' and 'APPROVED' reached investors as the exchange wrote them). The exchange's statuses
// and remarks stay as they are in our tables and on the wire between server and exchange; what a
// person reads goes through here: a status to its label, a remark (a refusal's reason) to our
// sentence, and a remark we have no sentence for to the exchange's reason in sentence case,
// without its 'FAILED:' prefix, rather than in capitals.

const own = productMessages.exchangeWords;

/** Remarks that report nothing wrong (an approval, a success): nothing to show. */
const noNews = new Set(['', 'APPROVED', 'DEBITED', 'DATA SAVED SUCCESSFULLY', 'XSIP REGISTRATION CANCELLED SUCCESSFULLY', 'MANDATE IMAGE UPLOADED SUCCESSFULLY']);

/** 'INVALID FREQUENCY TYPE' → 'Invalid frequency type.' */
function sentenceCase(text: string): string {
  const lower = text.toLowerCase().replace(/\s+/g, ' ').trim();
  const sentence = lower.charAt(0).toUpperCase() + lower.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * What an investor reads for an exchange remark: our sentence where we have one (a remark with a
 * figure after its words, 'MINIMUM REDEMPTION AMOUNT 1000.00', by its words), else the reason in
 * sentence case; null when the remark reports nothing wrong.
 */
export function exchangeRemarkText(remark: string | null | undefined): string | null {
  const bare = (remark ?? '').trim().replace(/^FAILED\s*:\s*/i, '').trim();
  const key = bare.toUpperCase();
  if (noNews.has(key)) return null;
  const known = own.remarks[key] ?? own.remarks[key.replace(/\s+[\d.,]+$/, '')];
  // A remark already in sentence form (the product's own, e.g. a plan's 'Failed to create new STP…') stays as written.
  return known ?? (/[a-z]/.test(bare) ? bare : sentenceCase(bare));
}

/** The investor's words for an order's payment status; null when the exchange has none yet. */
export function paymentStatusText(status: string | null | undefined): string | null {
  if (!status) return null;
  if (status.trim().toUpperCase() === EXCHANGE_PAYMENT_STATUSES.notInitiated) return messages.payment.pendingPayment;
  return (own.paymentStatus as Record<string, string>)[status.trim().toUpperCase()] ?? sentenceCase(status).replace(/\.$/, '');
}
