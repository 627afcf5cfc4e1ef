import { calculatorRawRoutes, calculatorRoutes, sharedCalculatorParams } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/app-errors';
import { registerContractRoutes } from '../../http/contract-routes';
import type { CalculatorsService } from './calculators.service';
import { shareImagePng } from './share-image';
import { productMessages } from '@sanchay/domain';

/** The path parameter, checked with the contract's rule (a malformed code is a 404: no such share). */
function codeOf(params: unknown): string {
  const checked = sharedCalculatorParams.safeParse(params);
  if (!checked.success) throw new NotFoundError(productMessages.calculator.sharedNotFound);
  return checked.data.code;
}

/** The short links' route: /s/{code} → its page of the web app (302); an unknown code → home with the 404 marker. */
export const SHORT_LINK_ROUTE = '/s/:code';

export function registerCalculatorRoutes(app: FastifyInstance, service: CalculatorsService): void {
  registerContractRoutes(app, calculatorRoutes, {
    shareCalculator: ({ request, body }) => service.share(app.sessions.requireActor(request).userId, body),
    getSharedCalculator: ({ request }) => service.shared(codeOf(request.params)),
    saveInterestedCustomer: ({ request, body }) => service.interested(codeOf(request.params), body),
  });

  app.get(calculatorRawRoutes.sharedCalculatorImage.path, { config: { publicAnswer: true } }, async (request, reply) => {
    const share = await service.shareOf(codeOf(request.params));
    const png = await shareImagePng({
      calculator: share.calculator,
      investmentAmt: Number(share.investmentAmount),
      rateOfReturn: share.rateOfReturn,
      timePeriod: share.timePeriod,
      advisorName: share.advisorName,
    });
    // A share never changes: the same code is always the same picture.
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', `inline; filename="calculator-${share.calculator}.png"`)
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });

  app.get(SHORT_LINK_ROUTE, { config: { publicAnswer: true } }, async (request, reply) => {
    const { code } = request.params as { code: string };
    const target = /^[A-Za-z0-9]{8}$/.test(code) ? await service.shortLinkTarget(code) : undefined;
    // Only paths of the web app are stored (the table's check): never an open redirect.
    return reply.header('cache-control', 'no-store').redirect(target ?? '/v1/home?error=404', 302);
  });
}
