// The leads feature's public face (server; issue 13 §2, docs/decisions/0129-leads.md): an
// advisor's leads, listed and created by the advisor (the premium-service form); createLead is how
// any other feature records a lead for an advisor (the calculators' share and I'm Interested).
import { leadRoutes, premiumServiceRawRoutes, premiumServiceRoutes } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerContractRoutes } from '../../http/contract-routes';
import { sendPdf } from '../../http/pdf-reply';
import { LeadsService, type LeadsCaller } from './leads.service';

export { createLead, leadOf, LeadsService, LEADS_LIST_LIMIT, type NewLead, type LeadsCaller } from './leads.service';

const agentCodeParam = (request: FastifyRequest) => (request.params as { agentCode?: unknown }).agentCode;
const callerOf = (request: FastifyRequest): LeadsCaller => ({ signedInUserId: request.session?.userId ?? null });

/**
 * GET and POST /api/v1/agent/{agentCode}/leads, the advisor's share of a premium service and the
 * services' brochures. `publicUrl`: the site's address for shared links.
 */
export function registerLeadsFeature(app: FastifyInstance, options: { database: Database; clock: Clock; publicUrl: string }): LeadsService {
  const service = new LeadsService(options);
  registerContractRoutes(app, leadRoutes, {
    listLeads: ({ request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(agentCodeParam(request), callerOf(request));
    },
    createLead: ({ request, query, body }) => {
      const { requestKey, ...payload } = body;
      return service.createPremiumServiceLead(agentCodeParam(request), callerOf(request), query.tag, { ...payload, requestKey });
    },
  });
  registerContractRoutes(app, premiumServiceRoutes, {
    sharePremiumService: ({ request, body }) =>
      service.sharePremiumService(agentCodeParam(request), callerOf(request), { route: body.route, type: body.type, value: body.value }),
  });
  app.get<{ Params: { route: string } }>(
    premiumServiceRawRoutes.premiumServiceBrochure.path,
    { config: { publicAnswer: true } },
    async (request, reply) => {
      const bytes = await service.brochure(request.params.route);
      return sendPdf(reply, bytes, { name: `${request.params.route}-brochure.pdf`, disposition: 'attachment' });
    },
  );
  return service;
}
