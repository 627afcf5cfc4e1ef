// The orders feature's public face (server, docs/decisions/0060): an investor's lumpsum purchases
// and redemptions placed at the exchange and paid by the spec's modes, each exchange call a
// durable command; allotments recorded once in the ledger. No routes of its own: the checkout
// feature (features/checkout) calls the service through its routes.
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { ExchangeOrderPort } from '../../integrations/exchange';
import type { BreakAlertLog } from '../../ledger';
import type { OutsideCalls } from '../../outside-calls';
import { orderEntryHandler, paymentHandler, paymentStatusHandler } from './orders.commands';
import { OrdersService, type ExchangeMember } from './orders.service';

export { OrdersService, PAYMENT_STATUS_WINDOW_MS, SANDBOX_MEMBER, type ExchangeMember, type WrittenSet } from './orders.service';
export type { OrderRequest, PayOrdersInput, PlaceOrdersInput } from './order-requests';
export type { OrderSetView, OrderView, PaymentView } from './order-views';
export { ORDER_ENTRY, PAYMENT, PAYMENT_STATUS } from './orders.commands';
export { redemptionsInProgress, type RedemptionInProgress } from './orders.queries';

export interface OrdersFeatureOptions {
  database: Database;
  clock: Clock;
  outsideCalls: OutsideCalls;
  exchange: ExchangeOrderPort;
  member?: ExchangeMember;
  /** The server's logger (reconciliation breaks' alerts). */
  log?: BreakAlertLog;
}

/** Registers the feature's command handlers on the process's outside calls; returns its service. */
export function registerOrdersFeature(options: OrdersFeatureOptions): OrdersService {
  options.outsideCalls.register(orderEntryHandler(options.exchange));
  options.outsideCalls.register(paymentHandler(options.exchange));
  options.outsideCalls.register(paymentStatusHandler(options.exchange));
  return new OrdersService(options);
}
