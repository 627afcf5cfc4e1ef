// Spec 3 §3 "Payment mode codes", and the exchange's payment-status strings (BSE StAR MF's payment
// status call answers with these, ../shared/data/README.md).

export const PAYMENT_MODE_CODES = { NET_BANKING: 0, CHEQUE: 1, NEFT: 2, UPI: 3, OTM: 4 } as const;
export type PaymentMode = keyof typeof PAYMENT_MODE_CODES;
export type PaymentModeCode = (typeof PAYMENT_MODE_CODES)[PaymentMode];

/** The mode of a spec payment-mode code, or null for an unknown code. */
export function paymentModeOf(code: number): PaymentMode | null {
  const found = (Object.keys(PAYMENT_MODE_CODES) as PaymentMode[]).find(
    (m) => PAYMENT_MODE_CODES[m] === code,
  );
  return found ?? null;
}

export const EXCHANGE_PAYMENT_STATUSES = {
  notInitiated: 'PAYMENT NOT INITIATED FOR GIVEN ORDER',
  awaitingFunds: 'AWAITING FOR FUNDS CONFIRMATION',
  approved: 'APPROVED',
  rejected: 'REJECTED',
} as const;
export type ExchangePaymentStatus =
  (typeof EXCHANGE_PAYMENT_STATUSES)[keyof typeof EXCHANGE_PAYMENT_STATUSES];
