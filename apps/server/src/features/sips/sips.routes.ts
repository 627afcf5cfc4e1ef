import { sipRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { MySipsService } from './my-sips.service';

/** My SIPs' routes: the signed-in investor's own SIPs (another's SIP id is not found). */
export function registerSipRoutes(app: FastifyInstance, service: MySipsService): void {
  const userOf = (request: Parameters<typeof app.sessions.requireUser>[0]) => app.sessions.requireUser(request).userId;
  registerContractRoutes(app, sipRoutes, {
    runningSips: ({ request }) => service.list(userOf(request)),
    pauseSip: ({ request, body }) => service.pause(userOf(request), body),
    cancelSip: ({ request, body }) => service.cancel(userOf(request), body),
  });
}
