import { agentRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { AgentService } from './agent.service';

/** GET /api/v1/agent/{agentCode} (spec 1 §7 "Agent"). */
export function registerAgentRoutes(app: FastifyInstance, service: AgentService): void {
  registerContractRoutes(app, agentRoutes, {
    getAgent: ({ request }) => service.details((request.params as { agentCode?: unknown }).agentCode),
  });
}
