// The portfolio feature's public face (server): so far its Redeem dialog's routes (spec 3 §4, §5,
// §7 Portfolio; docs/decisions/0106–0108), which place redemptions through the orders feature.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import type { OrdersService } from '../orders';
import { registerRedeemRoutes } from './redeem/redeem.routes';
import { RedeemService } from './redeem/redeem.service';

export { RedeemService, LOAN_OFFER_MINIMUM_VALUE, OWN_LOAN_PARTNER_CODE } from './redeem/redeem.service';

export interface RedeemFeatureOptions {
  database: Database;
  clock: Clock;
  orders: OrdersService;
  loanOfferLink: (partnerCode: string) => string | null;
}

/** Registers the Redeem routes; returns the service. */
export function registerRedeemFeature(app: FastifyInstance, options: RedeemFeatureOptions): RedeemService {
  const service = new RedeemService(options);
  registerRedeemRoutes(app, service);
  return service;
}
