import { redeemRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../../http/contract-routes';
import type { RedeemService } from './redeem.service';

/** The Redeem dialog's routes (packages/contract/src/redeem.ts), each for the signed-in caller's own folio. */
export function registerRedeemRoutes(app: FastifyInstance, service: RedeemService): void {
  const caller = (request: Parameters<typeof app.sessions.requireUser>[0]) => {
    const { session, userId } = app.sessions.requireUser(request);
    return { sessionId: session.id, userId, agentCode: session.agentCode ?? null };
  };
  registerContractRoutes(app, redeemRoutes, {
    redeemDetails: ({ query, request }) => service.details(caller(request), query),
    redeemRequest: async ({ body, request }) => {
      // An advisor's redemption for a customer needs the advisor's NISM and ARN (decision 0127).
      await app.agentSales.requireAllowedToSell(app.agentSales.caller(request));
      return service.redeem(caller(request), body);
    },
  });
}
