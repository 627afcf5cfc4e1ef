import { nfoShareRoutes } from '@sanchay/contract';
import { formatDisplayDate, fundDisplayName, messages } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { CustomerSharing } from '../advisor';
import type { CatalogueService } from './catalogue.service';

/** The fund page of an NFO (spec 3 §2 "/mutual-fund-detail/{scheme}?schemeId=…&nfoType=…"). */
export function nfoLinkPath(nfo: { schemeId: number; schemeName: string; category: string; subCategory: string; nfoCategory: string }): string {
  const slug = [nfo.schemeName, nfo.category, nfo.subCategory].map((part) => part.trim().replace(/[\s/]/g, '-')).join('-');
  const query = new URLSearchParams({ schemeId: String(nfo.schemeId), nfoType: nfo.nfoCategory });
  return `/mutual-fund-detail/${encodeURIComponent(slug)}?${query.toString()}`;
}

/**
 * POST /api/v1/nfo/share-nfo (spec 3 §7, decision 0137): the advisor in a customer's session
 * sends the NFO's fund page, with its closing date, by e-mail or SMS through the outbox. The NFO
 * must be in the catalogue (404 otherwise); anyone but the customer's advisor is refused (403).
 */
export function registerNfoShareRoutes(app: FastifyInstance, service: CatalogueService, sharing: CustomerSharing): void {
  registerContractRoutes(app, nfoShareRoutes, {
    shareNfoLink: async ({ request, body }) => {
      const { session, userId, actorUserId } = app.sessions.requireUser(request);
      const nfo = await service.nfoDetails(body.schemeId);
      const closing = formatDisplayDate(nfo.nfoClousureDate);
      await sharing.share(
        { userId, actorUserId, agentCode: session.agentCode, advisorHost: app.sessions.context(request, session).advisorHost },
        {
          type: body.type,
          value: body.value,
          kind: 'nfo-link',
          subject: `New fund offer: ${fundDisplayName(nfo.schemeName).name}`,
          path: nfoLinkPath(nfo),
          body: (advisor, url) =>
            `${advisor}, your advisor, has shared the new fund offer ${fundDisplayName(nfo.schemeName).name} (closes on ${closing}): ${url}`,
        },
      );
      return { message: messages.nfo.shareSuccess };
    },
  });
}
