import { actingRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { ActingService } from './acting.service';
import type { SessionHttp } from './session-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The acting routes (contract `actingRoutes`, decision 0138) and the record of every
 * state-changing /api call made while acting. Register before the other features' routes, so the
 * hook sees them all.
 */
export function registerActingRoutes(app: FastifyInstance, http: SessionHttp, service: ActingService): void {
  /** The consent routes act as the signed-in account itself (the actor), never as a subject. */
  const actorContext = (request: FastifyRequest) => http.context(request, http.requireActor(request).session);
  const customerIdOf = (request: FastifyRequest) => (request.params as { customerId: string }).customerId;

  registerContractRoutes(app, actingRoutes, {
    getActingCustomer: ({ request }) => service.customer(actorContext(request), customerIdOf(request)),
    sendActingOtp: ({ request }) => service.sendConsent(actorContext(request), customerIdOf(request)),
    startActing: ({ request, body }) => service.start(actorContext(request), customerIdOf(request), body.otp),
    leaveActing: ({ request }) => service.leave(actorContext(request)),
    getActing: async ({ request, reply }) => service.state(http.context(request, await http.ensure(request, reply))),
    listAdvisorActions: ({ request }) => service.actions(http.requireUser(request).userId),
  });

  // One record per state-changing call while acting, written before the answer leaves (so the
  // customer's list never misses a call the advisor saw answered). The consent routes themselves
  // are not actions in the customer's account.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const session = request.session;
    if (!session?.userId || !session.actingForUserId || !STATE_CHANGING.has(request.method)) return payload;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (!route.startsWith('/api/') || route.startsWith('/api/v1/acting/customers/')) return payload;
    await service.record({
      actorUserId: session.userId,
      subjectUserId: session.actingForUserId,
      fallbackAgentCode: session.agentCode,
      method: request.method,
      route,
      statusCode: reply.statusCode,
    });
    return payload;
  });
}
