import { agentRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { AdvisorCaller, AgentService } from './agent.service';

const agentCodeParam = (request: FastifyRequest) => (request.params as { agentCode?: unknown }).agentCode;

/** The account signed in to this request's session (loaded by the session feature), if any. */
const callerOf = (request: FastifyRequest): AdvisorCaller => ({ signedInUserId: request.session?.userId ?? null });

/** GET /api/v1/agent/{agentCode}, …/aum-summary and …/customers (spec 1 §3, §7 "Agent"; issue 13 §1). */
export function registerAgentRoutes(app: FastifyInstance, service: AgentService): void {
  registerContractRoutes(app, agentRoutes, {
    getAgent: ({ request, reply }) => {
      // The answer depends on who asks (isOwnAdvisorSession): no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'cookie');
      return service.details(agentCodeParam(request), callerOf(request));
    },
    getAumSummary: ({ request, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return service.aumSummary(agentCodeParam(request), callerOf(request));
    },
    getCustomers: ({ request, reply, query }) => {
      reply.header('cache-control', 'private, no-store');
      return service.customers(agentCodeParam(request), query, callerOf(request));
    },
  });
}
