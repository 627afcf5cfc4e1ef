import type { PaymentOutcome } from '@sanchay/contract';
import type { NavigateFunction } from 'react-router';

/** `next` (/thank-you?orderNo=…, /payment-error?…) with the order set's number, so the page can show the set. */
export function withLoopBack(next: string, loopBackUrl: string): string {
  if (next.includes('loopBackUrl=')) return next;
  return `${next}${next.includes('?') ? '&' : '?'}loopBackUrl=${encodeURIComponent(loopBackUrl)}`;
}

/**
 * Where a payment's answer leads (spec 3 §4 "After payment"): the bank's page for net banking and
 * UPI (it returns to /v1/{loopBackUrl}); otherwise `next`: /thank-you, or /payment-error on a refusal.
 */
export function afterPayment(outcome: PaymentOutcome, loopBackUrl: string, navigate: NavigateFunction): void {
  if (outcome.status === 'ACCEPTED' && outcome.redirectUrl) {
    window.location.assign(outcome.redirectUrl);
    return;
  }
  navigate(withLoopBack(outcome.next, loopBackUrl));
}
