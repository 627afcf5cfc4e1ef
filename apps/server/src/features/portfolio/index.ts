// The portfolio feature's public face (server, docs/decisions/0103): the holdings derived from the
// ledger at the latest NAVs, with returns, XIRR, ELSS lock-ins and redemptions in progress; the
// capital-gains statement, its downloads and the tax-harvesting hint (decisions 0100, 0101); and
// its Redeem dialog's routes (spec 3 §4, §5, §7 Portfolio; docs/decisions/0106–0108), which place
// redemptions through the orders feature.
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CustomerSharing } from '../advisor';
import type { OrdersService } from '../orders';
import { CapitalGainsService, registerCapitalGainsRoutes } from './capital-gains';
import { registerPortfolioRoutes } from './portfolio.routes';
import { PortfolioService } from './portfolio.service';
import { StatementSharing } from './investment-statement';
import { registerRedeemRoutes } from './redeem/redeem.routes';
import { RedeemService } from './redeem/redeem.service';

export { PortfolioService, portfolioErrors } from './portfolio.service';
export { portfolioFigures, holdingRecord } from './portfolio-figures';
export { CapitalGainsService, type CapitalGainsDeps } from './capital-gains';
export { StatementSharing } from './investment-statement';
export { RedeemService, LOAN_OFFER_MINIMUM_VALUE, OWN_LOAN_PARTNER_CODE } from './redeem/redeem.service';

export function registerPortfolioFeature(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; sharing: CustomerSharing },
): PortfolioService {
  const service = new PortfolioService(deps);
  const gains = new CapitalGainsService({ db: deps.database.db, clock: deps.clock });
  const statements = new StatementSharing({ db: deps.database.db, clock: deps.clock, portfolio: service, gains, sharing: deps.sharing });
  registerPortfolioRoutes(app, service, statements);
  registerCapitalGainsRoutes(app, gains);
  return service;
}

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
