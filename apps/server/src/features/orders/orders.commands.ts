import { EXCHANGE_PAYMENT_STATUSES } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type {
  ExchangeOrderPort,
  OrderEntryReply,
  OrderEntryRequest,
  PaymentReply,
  PaymentRequest,
  PaymentStatusReply,
} from '../../integrations/exchange';
import type { DbOrTx } from '../../integrations/notifications';
import type { OutsideCallHandler } from '../../outside-calls';

// The orders feature's two exchange calls as durable commands (outside-calls/, decision 0046):
// written in the transaction that writes the order or payment rows, called after it commits, the
// answer applied in a second transaction. Both calls are idempotent at the exchange by our
// reference (TransNo per member per day; internalrefno), so an unanswered call is made again.

export const ORDER_ENTRY = { party: 'exchange', operation: 'order-entry' } as const;
export const PAYMENT = { party: 'exchange', operation: 'payment' } as const;
export const PAYMENT_STATUS = { party: 'exchange', operation: 'payment-status' } as const;

/** Four attempts over about 3.5 minutes: well inside the exchange's day that keys TransNo. */
const RETRY = { maxAttempts: 4, baseDelayMs: 30_000, maxDelayMs: 2 * 60_000 };

export interface OrderEntryContext {
  orderId: string;
}

export interface PaymentContext {
  paymentId: string;
}

/** Order entry: the answer makes the order VALID (SuccessFlag 0, an order number) or INVALID (FAILED: …). */
export function orderEntryHandler(port: ExchangeOrderPort): OutsideCallHandler<OrderEntryRequest, OrderEntryReply, OrderEntryContext> {
  return {
    ...ORDER_ENTRY,
    retry: RETRY,
    call: (request) => port.orderEntry(request),
    async apply(tx, { request, response, context }) {
      const valid = response.SuccessFlag === '0';
      await tx.execute(sql`
        UPDATE investor_order
        SET order_status = ${valid ? 'VALID' : 'INVALID'}, bse_order_no = ${valid ? response.OrderId : null},
            remarks = ${response.BSERemarks},
            payment_status = ${valid && request.BuySell === 'P' ? EXCHANGE_PAYMENT_STATUSES.notInitiated : null}
        WHERE id = ${context.orderId} AND order_status = 'ENTERING'`);
    },
    async applyFailure(tx, { error, context }) {
      await tx.execute(sql`
        UPDATE investor_order SET order_status = 'UNANSWERED', remarks = ${error}
        WHERE id = ${context.orderId} AND order_status = 'ENTERING'`);
    },
  };
}

/**
 * Payment: 100 accepts it (the bank page for net banking and UPI, awaiting funds for NEFT,
 * cheque and OTM); 101 refuses it and frees its orders to be paid again.
 */
export function paymentHandler(port: ExchangeOrderPort): OutsideCallHandler<PaymentRequest, PaymentReply, PaymentContext> {
  return {
    ...PAYMENT,
    retry: RETRY,
    call: (request) => port.payment(request),
    async apply(tx, { request, response, context }) {
      const accepted = response.statuscode === '100';
      const settled = sql`UPDATE order_payment SET status = ${accepted ? 'ACCEPTED' : 'REFUSED'}, response_string = ${response.responsestring}
        WHERE id = ${context.paymentId} AND status = 'SENDING'`;
      // Net banking and UPI wait on the bank page: nothing is initiated until the investor acts there.
      const awaiting = accepted && request.paymentMode !== 'NET_BANKING' && request.paymentMode !== 'UPI';
      if (awaiting) {
        // The payment and its orders in one statement (docs/decisions/0150).
        await tx.execute(sql`
          WITH settled AS (${settled})
          UPDATE investor_order SET payment_status = ${EXCHANGE_PAYMENT_STATUSES.awaitingFunds}
          WHERE payment_id = ${context.paymentId} AND allotted_at IS NULL`);
        return;
      }
      await tx.execute(settled);
      if (!accepted) await release(tx, context.paymentId);
    },
    async applyFailure(tx, { error, context }) {
      await tx.execute(sql`
        UPDATE order_payment SET status = 'UNANSWERED', response_string = ${error}
        WHERE id = ${context.paymentId} AND status = 'SENDING'`);
      await release(tx, context.paymentId);
    },
  };
}

export interface PaymentStatusRequest {
  clientCode: string;
  orderNo: string;
}

export interface PaymentStatusContext {
  orderId: string;
  /** The payment the order had when asked: an answer about an older payment is not applied. */
  paymentId: string;
}

/**
 * An order's payment status (a lookup, on the bank's return: docs/decisions/0095): the apply
 * records what the exchange says on the order while it still has that payment and no allotment.
 * No retry: the orders job asks again on its own round.
 */
export function paymentStatusHandler(port: ExchangeOrderPort): OutsideCallHandler<PaymentStatusRequest, PaymentStatusReply, PaymentStatusContext> {
  return {
    ...PAYMENT_STATUS,
    call: (request) => port.paymentStatus(request.clientCode, request.orderNo),
    async apply(tx, { response, context }) {
      if (response.statuscode !== '100') return;
      await recordPaymentStatus(tx, context.orderId, context.paymentId, response.status);
    },
  };
}

/**
 * The exchange's payment status on an order (REJECTED, or not initiated again after a bank page
 * left: payOrders takes the order again), while it has that payment and no allotment. Whether a
 * row changed.
 */
export async function recordPaymentStatus(tx: DbOrTx, orderId: string, paymentId: string, status: string): Promise<boolean> {
  const changed = await rowsOf(tx, sql`
    UPDATE investor_order SET payment_status = ${status}
    WHERE id = ${orderId} AND payment_id = ${paymentId} AND allotted_at IS NULL AND payment_status IS DISTINCT FROM ${status}
    RETURNING id`);
  return changed.length > 0;
}

type Tx = Parameters<NonNullable<OutsideCallHandler['apply']>>[0];

/**
 * A payment that will not bring money: its orders go back to the payment before it, if any (the
 * exchange refuses a second payment while the first is open, so that one still counts), with
 * the status that one gave them; or to none, payable again.
 */
async function release(tx: Tx, paymentId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE investor_order o
    SET payment_id = prior.id,
        payment_status = CASE WHEN prior.id IS NULL THEN ${EXCHANGE_PAYMENT_STATUSES.notInitiated} ELSE o.payment_status END
    FROM (SELECT o2.id AS order_id,
                 (SELECT p.id FROM order_payment p WHERE p.status = 'ACCEPTED' AND p.id <> ${paymentId}
                    AND o2.bse_order_no = ANY(p.order_nos) ORDER BY p.id DESC LIMIT 1) AS id
          FROM investor_order o2 WHERE o2.payment_id = ${paymentId}) AS prior
    WHERE o.id = prior.order_id AND o.allotted_at IS NULL`);
}
