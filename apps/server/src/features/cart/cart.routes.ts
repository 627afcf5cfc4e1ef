import { cartRoutes, packRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { CartCaller, CartService } from './cart.service';

/** Every route of the cart and packs contracts, each to one service call (cart: the session's own). */
export function registerCartRoutes(app: FastifyInstance, service: CartService): void {
  const caller = async (request: FastifyRequest, reply: FastifyReply): Promise<CartCaller> => {
    const session = await app.sessions.ensure(request, reply);
    // While an advisor acts for a customer, the cart is the customer's (decision 0138).
    const subject = session.actingForUserId ?? session.userId;
    return { cookieId: session.cookieId, userId: subject, agentCode: session.agentCode, actorUserId: session.actingForUserId ? session.userId : null };
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
    approveCart: async ({ request, reply }) => {
      const who = await caller(request, reply);
      const { userId } = app.sessions.requireUser(request);
      return service.approve({ ...who, userId });
    },
  });
  // Packs: the list and details are public reads; pack items act on the session's own cart.
  registerContractRoutes(app, packRoutes, {
    listPacks: async () => service.packs.list(),
    getPackDetails: async ({ query }) => service.packs.details(query.mintpackIds),
    savePackInvestment: async ({ body, request, reply }) =>
      service.savePack(await caller(request, reply), body),
    updatePackItem: async ({ body, request, reply }) =>
      service.updatePack(await caller(request, reply), body),
    removePackItem: async ({ body, request, reply }) =>
      service.removePack(await caller(request, reply), body.investmentId),
  });
}
