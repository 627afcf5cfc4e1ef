import { stpSwpRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { StpSwpService } from './stp-swp.service';

/** The STP/SWP routes (spec 3 §7, under /api/v1/stp-swp/): the signed-in investor's own plans only. */
export function registerStpSwpRoutes(app: FastifyInstance, service: StpSwpService): void {
  const userOf = (request: FastifyRequest) => app.sessions.requireUser(request).userId;
  // Path parameters are the handler's to check (contract-routes validates query and body): any
  // text, which the service then finds to be the caller's client code or refuses (403).
  const uccOf = (request: FastifyRequest) => {
    const ucc = (request.params as { ucc?: unknown }).ucc;
    return typeof ucc === 'string' ? ucc.slice(0, 40) : '';
  };
  registerContractRoutes(app, stpSwpRoutes, {
    stpSourceFunds: ({ request }) => service.sourceFunds(userOf(request), uccOf(request)),
    // Signed in (no customer's data): the session must hold a user.
    sameAmcSchemes: ({ request, query }) => {
      userOf(request);
      return service.sameAmcSchemes(query.encryptedSchemeId);
    },
    stpValidationDetails: ({ request, query }) => {
      userOf(request);
      return service.validationDetails(query.encryptedSchemeId);
    },
    stpAllowedDates: ({ request, query }) => {
      userOf(request);
      return service.allowedDates(query);
    },
    registerStpSwp: async ({ request, body }) => {
      // An advisor's STP for a customer needs the advisor's NISM and ARN (decision 0127).
      await app.agentSales.requireAllowedToSell(app.agentSales.caller(request));
      return service.register(userOf(request), uccOf(request), body);
    },
    getAllStpSwpOrders: ({ request, query }) => service.list(userOf(request), uccOf(request), query.trxnType),
    activeSwpOrders: ({ request }) => service.list(userOf(request), uccOf(request), 'SWP', ['ACTIVE']),
    autoCancelledStpOrders: ({ request }) => service.list(userOf(request), uccOf(request), 'STP', ['AUTO_CANCELLED']),
    saveStpSwpOrderToBse: ({ request, body }) => service.saveOrderToExchange(userOf(request), uccOf(request), body.stpId),
    cancelTransaction: ({ request, body }) => service.stop(userOf(request), uccOf(request), body),
    verifyStpLink: ({ body }) => service.verifyLink(body.token),
  });
}
