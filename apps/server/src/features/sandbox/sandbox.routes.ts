import { sandboxRoutes, type OutboxMessageView, type OutsideCallViewModel } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { listOutbox, type OutboxEntry } from '../../integrations/notifications';
import { registerContractRoutes } from '../../http/contract-routes';
import { listOutsideCalls, type OutsideCallRow } from '../../outside-calls';

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
    // Every call to an outside party; an 'answered' one with an error is an answer not applied yet.
    listOutsideCalls: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return (await listOutsideCalls(deps.database.db, query)).map(toCallView);
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

function toCallView(row: OutsideCallRow): OutsideCallViewModel {
  return {
    id: row.id,
    party: row.party,
    operation: row.operation,
    idempotencyKey: row.idempotencyKey,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    applyAttempts: row.applyAttempts,
    request: row.request,
    response: row.response,
    error: row.error,
    requestId: row.requestId,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
