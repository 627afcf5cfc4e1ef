import { checkoutRawRoutes, checkoutRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import { sendPdf } from '../../http/pdf-reply';
import { challanPdf } from './challan-pdf';
import { formatDisplayDate, istDate, messages } from '@sanchay/domain';
import type { CustomerSharing } from '../advisor';
import type { CheckoutService } from './checkout.service';

/** Every route of the checkout contract, each to one service call for the signed-in caller. */
export function registerCheckoutRoutes(app: FastifyInstance, service: CheckoutService, sharing: CustomerSharing): void {
  registerContractRoutes(app, checkoutRoutes, {
    sendTransactionOtp: async ({ query, request }) => {
      const { session, userId } = app.sessions.requireUser(request);
      // An advisor's sale for a customer needs the advisor's NISM and ARN (decision 0127): the
      // OTP of checkout (flow 1) and of Redeem (flow 3) is refused before it is sent.
      await app.agentSales.requireAllowedToSell(app.agentSales.caller(request));
      return service.sendOtp(app.sessions.context(request, session), userId, query.cartId, query.flowType);
    },
    verifyTransactionOtp: async ({ query, body, request }) => {
      const { session, userId } = app.sessions.requireUser(request);
      await service.ownCart(userId, query.cartId);
      return app.stepUpOtp.verify(app.sessions.context(request, session), body.flowType === 3 ? 'redeem' : 'transaction', body.otp);
    },
    getOrderDetails: ({ request }) => service.activeOrders(app.sessions.requireUser(request).userId),
    discardOrders: ({ request }) => service.discardOrders(app.sessions.requireUser(request).userId),
    discardActiveCart: ({ request }) => service.discardCart(app.sessions.requireUser(request).userId),
    saveBseOrder: ({ query, request }) => {
      const { session, userId, actorUserId, acting } = app.sessions.requireUser(request);
      return service.saveBseOrder({ sessionId: session.id, userId, actedBy: acting ? actorUserId : null }, query);
    },
    getOrderList: ({ query, request }) => service.orderList(app.sessions.requireUser(request).userId, query),
    getOrders: ({ query, request }) => service.orders(app.sessions.requireUser(request).userId, query.pxOrderNumber),
    getPaymentStatus: ({ query, request }) => service.paymentStatus(app.sessions.requireUser(request).userId, query.pxOrderNumber),
    makePayment: ({ body, request }) => service.makePayment(app.sessions.requireUser(request).userId, body),
    reportInvalidOrders: ({ body, request }) => service.reportInvalidOrders(app.sessions.requireUser(request).userId, body),
    getChallan: async ({ query, request }) => {
      const { payment: _payment, ...details } = await service.challan(app.sessions.requireUser(request).userId, query.groupId);
      return details;
    },
    sharePaymentLink: async ({ body, request }) => {
      const { session, userId, actorUserId } = app.sessions.requireUser(request);
      const link = await service.shareablePaymentLink(userId, body.loopBackUrl);
      const validity = formatDisplayDate(istDate(new Date(link.validTill)));
      await sharing.share(
        { userId, actorUserId, agentCode: session.agentCode, advisorHost: app.sessions.context(request, session).advisorHost },
        {
          type: body.type,
          value: body.value,
          kind: 'payment-link',
          subject: 'Your payment link',
          path: link.path,
          body: (advisor, url) => `${advisor}, your advisor, has shared the payment link for your orders, valid till ${validity}: ${url}`,
        },
      );
      return { message: messages.payment.shareLinkSuccess };
    },
  });

  // The contract's params schema, validated as the JSON routes' query and body are (400 in the envelope).
  app.get<{ Params: { groupId: string } }>(checkoutRawRoutes.challanPdf.path, { schema: { params: checkoutRawRoutes.challanPdf.params } }, async (request, reply) => {
    const { userId } = app.sessions.requireUser(request);
    const bytes = await challanPdf(await service.challan(userId, request.params.groupId));
    return sendPdf(reply, bytes, { name: `challan-${request.params.groupId}.pdf`, disposition: 'inline' });
  });
}
