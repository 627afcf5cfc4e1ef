import { riskProfileRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { RiskProfileService } from './risk-profile.service';

/** The risk profile routes: the signed-in user's own attempts and results only (401 otherwise). */
export function registerRiskProfileRoutes(app: FastifyInstance, service: RiskProfileService): void {
  const userOf = (request: FastifyRequest) => app.sessions.requireUser(request).userId;
  registerContractRoutes(app, riskProfileRoutes, {
    getRiskQuestions: ({ request }) => {
      userOf(request);
      return service.questions();
    },
    getRiskAttempt: async ({ request, query, reply }) => {
      reply.header('cache-control', 'no-store');
      return service.openAttempt(userOf(request), query.riskProfileVersion);
    },
    startRiskAttempt: async ({ request, body }) => service.startAttempt(userOf(request), body.riskProfileVersion),
    saveRiskAnswer: async ({ request, body }) => service.saveAnswer(userOf(request), body),
    getRiskProfileResult: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return service.latestResult(userOf(request));
    },
  });
}
