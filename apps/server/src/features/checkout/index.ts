// The checkout feature's public face (issue 11 §1, docs/decisions/0075): the transaction OTP,
// the cart's orders placed once per submit, the order summary of a payment link, payment by each
// mode and the cheque challan. It calls the orders feature (`app.orders`) and registers the XSIP
// registration's apply (its SIPs). README.md lists the routes.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { OutsideCalls } from '../../outside-calls';
import type { CustomerSharing } from '../advisor';
import type { OrdersService } from '../orders';
import { registerCheckoutRoutes } from './checkout.routes';
import { CheckoutService } from './checkout.service';

export { CheckoutService, firstSipDate } from './checkout.service';
export { challanPdf, CHALLAN_DEPOSIT_BANK } from './challan-pdf';
export { recordRegisteredSip, type RegisteredSip } from './registered-sip';

export interface CheckoutFeatureOptions {
  database: Database;
  clock: Clock;
  orders: OrdersService;
  outsideCalls: OutsideCalls;
  /** The advisor's share of the payment link (e-mail or SMS through the outbox). */
  sharing: CustomerSharing;
}

/** Registers the routes; returns the service (its `applyXsipAnswer` is the XSIP command's apply). */
export function registerCheckoutFeature(app: FastifyInstance, options: CheckoutFeatureOptions): CheckoutService {
  const service = new CheckoutService({ ...options, stepUpOtp: app.stepUpOtp });
  registerCheckoutRoutes(app, service, options.sharing);
  return service;
}
