import { homePageLeadRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { SessionHttp } from './session-plugin';
import type { HomePageLeadService } from './home-page-lead.service';

/** GET/POST /api/v1/login/home-page-lead: the signed-in user's own reminder only (401 otherwise). */
export function registerHomePageLeadRoutes(app: FastifyInstance, http: SessionHttp, service: HomePageLeadService): void {
  registerContractRoutes(app, homePageLeadRoutes, {
    getHomePageLead: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return service.state(http.requireUser(request).userId);
    },
    saveHomePageLead: async ({ request }) => service.request(http.requireUser(request).userId),
  });
}
