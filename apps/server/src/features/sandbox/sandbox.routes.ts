import { sandboxRoutes, type OutboxMessageView } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { listOutbox, type OutboxEntry } from '../../integrations/notifications';
import { registerContractRoutes } from '../../http/contract-routes';

export interface SandboxDeps {
  database: Database;
}

/**
 * The sandbox console's routes. Call only in sandbox mode (app.ts does): nothing here checks
 * again, and the outbox shows live OTPs.
 */
export function registerSandboxRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerContractRoutes(app, sandboxRoutes, {
    listOutbox: async ({ query, reply }) => {
      // Public (the session is not loaded), but live: a new OTP must never come from a cache.
      reply.header('cache-control', 'no-store');
      return (await listOutbox(deps.database.db, query)).map(toView);
    },
  });
}

function toView(entry: OutboxEntry): OutboxMessageView {
  return {
    ...entry,
    createdAt: entry.createdAt.toISOString(),
    deliveredAt: entry.deliveredAt?.toISOString() ?? null,
  };
}
