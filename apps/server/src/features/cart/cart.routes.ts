import { cartRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { CartCaller, CartService } from './cart.service';

/** Every route of the cart contract, each to one service call on the session's own cart. */
export function registerCartRoutes(app: FastifyInstance, service: CartService): void {
  const caller = async (request: FastifyRequest, reply: FastifyReply): Promise<CartCaller> => {
    const session = await app.sessions.ensure(request, reply);
    return { cookieId: session.cookieId, userId: session.userId, agentCode: session.agentCode };
  };
  registerContractRoutes(app, cartRoutes, {
    getCartDetails: async ({ query, request, reply }) =>
      service.details(await caller(request, reply), query.cartId),
    saveInvestmentDetails: async ({ body, request, reply }) =>
      service.save(await caller(request, reply), body),
    updateCartItem: async ({ body, request, reply }) =>
      service.update(await caller(request, reply), body),
    removeCartItem: async ({ body, request, reply }) =>
      service.remove(await caller(request, reply), body.investmentId),
    mergeCarts: async ({ request, reply }) => {
      const who = await caller(request, reply);
      const { userId } = app.sessions.requireUser(request);
      return service.merge({ ...who, userId });
    },
  });
}
