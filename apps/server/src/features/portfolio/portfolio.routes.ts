import { portfolioRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { StatementSharing } from './investment-statement';
import type { PortfolioService } from './portfolio.service';

/** GET user portfolio and GET portfolio transaction (spec 3 §7), for the signed-in caller. */
export function registerPortfolioRoutes(app: FastifyInstance, service: PortfolioService, statements: StatementSharing): void {
  registerContractRoutes(app, portfolioRoutes, {
    getUserPortfolio: ({ query, request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.portfolio(app.sessions.requireUser(request).userId, query.ucc);
    },
    getPortfolioTransaction: ({ query, request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.holding(app.sessions.requireUser(request).userId, query);
    },
    // Share Investment Statement (decision 0125): the customer's mapped advisor only.
    shareStatement: ({ body, request }) => {
      const { session, userId, actorUserId } = app.sessions.requireUser(request);
      return statements.share({ userId, actorUserId, agentCode: session.agentCode, advisorHost: app.sessions.context(request, session).advisorHost }, body);
    },
  },
  // The portfolio carries every holding's transactions: 90 KB of JSON for the demo investor's ten
  // years, ~9 KB compressed (the signed-in pages' Lighthouse run on slow 4G, issue 23 §3).
  (operationId) => ({ largeAnswer: operationId !== 'shareStatement' }),
  );
}
