import type { InboxEvent, WebhookHandlers } from '../../webhooks';

/** The inbox's name of the exchange. */
export const EXCHANGE_PARTY = 'exchange';

/**
 * What each BSE StAR MF v2 event means for the product (event names: research §1.5 [C]), and so
 * what its handler will do once the exchange port is re-shaped to v2 (issue 24's later step).
 * Until then no exchange event has a handler: each one parks with its meaning as the reason,
 * and the order, mandate and plan states keep following the port's polling and statements.
 * None is marked applied, none is dropped.
 */
export const EXCHANGE_EVENT_MEANINGS: Readonly<Record<string, string>> = {
  // Orders
  order_new: 'the exchange accepted the order (the order is placed)',
  matched: 'the payment was matched to the order',
  order_2fa_pending: 'the investor has not yet approved the order on the exchange’s 2FA page',
  bank_tpv_pending: 'the bank’s third-party check of the paying account is pending',
  queued_for_rta: 'the order waits to be sent to the registrar',
  sent_to_rta: 'the order was sent to the registrar',
  rta_resp_rcvd: 'the registrar answered',
  order_allotted: 'units were allotted (the ledger records them from the allotment statement)',
  units_payout_sent: 'the units were paid out',
  dp_units_matched: 'the depository matched the units',
  units_rta_settled: 'the registrar settled the units',
  done: 'the order is complete',
  partial_units_done: 'part of the order is complete',
  order_redeemed: 'the redemption was processed',
  redempt_rta_settled: 'the registrar settled the redemption (the payout follows)',
  queued_for_dp: 'the order waits for the depository',
  rta_rejected: 'the registrar rejected the order',
  ops_rejected: 'the exchange’s operations rejected the order',
  order_rejected: 'the exchange rejected the order',
  refund_pending: 'a refund of the order’s money is pending',
  exch_refund_init: 'the exchange started the refund',
  order_refund: 'the order’s money was refunded',
  order_cancel: 'the order was cancelled',
  // SIPs, STPs and SWPs
  sxp_registered: 'the plan was registered',
  sxp_cancelled: 'the plan was cancelled',
  sxp_paused: 'the plan was paused',
  sxp_resumed: 'the plan was resumed',
  sxp_topup: 'the plan’s top-up was registered',
  sxp_installment_generated: 'an instalment order was generated for the plan',
  // Mandates
  mandate_registered: 'the mandate was registered',
  mandate_updated: 'the mandate’s status changed',
  mandate_cancelled: 'the mandate was cancelled',
  mandate_verified: 'the mandate was verified',
  mandate_linked: 'the mandate was linked to a plan',
  mandate_delinked: 'the mandate was unlinked from a plan',
  // Client registration
  ucc_new: 'the client code was created',
  ucc_update: 'the client registration was changed',
  ucc_approved: 'the client registration was approved',
  ucc_rejected: 'the client registration was rejected',
  ucc_verify: 'the client registration is being verified',
  ucc_inactive: 'the client code is inactive',
  ucc_auth_ucc: 'the investor authenticated the client registration',
  ucc_auth_elog: 'the investor authenticated the registration by e-log',
  // Non-financial changes
  nft_nominee_change: 'the investor’s nominees changed at the exchange',
  nft_contact_change: 'the investor’s contact details changed at the exchange',
  nft_bank_change: 'the investor’s bank account changed at the exchange',
  // Payments
  pg_payment_initiated: 'the payment was started on the exchange’s payment page',
  pg_payment_success: 'the payment succeeded',
  pg_payment_failed: 'the payment failed',
  agency_pending: 'the payment agency has not answered yet',
  agency_in_process: 'the payment agency is processing the payment',
  agency_approved: 'the payment agency approved the payment',
  agency_rejected: 'the payment agency rejected the payment',
  agency_cancelled: 'the payment agency cancelled the payment',
  agency_payment_complete: 'the payment agency completed the payment',
};

/** The park reason of an exchange event without a handler: what it means, or that it is unknown. */
export function exchangeParkReason(event: Pick<InboxEvent, 'eventType' | 'event'>): string {
  const meaning = EXCHANGE_EVENT_MEANINGS[event.event];
  if (!meaning) return `unknown exchange event ${event.eventType} ${event.event}: not applied`;
  return `no handler yet for ${event.eventType} ${event.event} (${meaning}): applying it needs the exchange port re-shaped to v2 (issue 24)`;
}

/** The exchange's part of the handlers: in this slice only why its events park. */
export function registerExchangeWebhookHandlers(handlers: WebhookHandlers): void {
  handlers.describeUnhandled(EXCHANGE_PARTY, exchangeParkReason);
}
