// The portfolio feature's public face (server, docs/decisions/0103): the holdings derived from the
// ledger at the latest NAVs, with returns, XIRR, ELSS lock-ins and redemptions in progress; the
// capital-gains statement, its downloads and the tax-harvesting hint (decisions 0100, 0101).
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { CapitalGainsService, registerCapitalGainsRoutes } from './capital-gains';
import { registerPortfolioRoutes } from './portfolio.routes';
import { PortfolioService } from './portfolio.service';

export { PortfolioService, portfolioErrors } from './portfolio.service';
export { portfolioFigures, holdingRecord } from './portfolio-figures';
export { CapitalGainsService, type CapitalGainsDeps } from './capital-gains';

export function registerPortfolioFeature(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock },
): PortfolioService {
  const service = new PortfolioService(deps);
  registerPortfolioRoutes(app, service);
  registerCapitalGainsRoutes(
    app,
    new CapitalGainsService({ db: deps.database.db, clock: deps.clock }),
  );
  return service;
}
