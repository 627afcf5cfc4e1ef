import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { pendingMigrations } from '../db/migrate';

const PROBES = new Set(['/healthz', '/readyz']);
/** Whether a request URL is one of the probes (query string ignored). */
export function isProbe(url: string): boolean {
  const q = url.indexOf('?');
  return PROBES.has(q === -1 ? url : url.slice(0, q));
}

/**
 * The probes a process manager or load balancer asks, outside /api (no session is loaded, no
 * cookie set, nothing in the OpenAPI document):
 * - GET /healthz: the process answers (200). Restart it when this fails.
 * - GET /readyz: the database answers and every migration is applied (200), else 503 with why.
 *   Send it traffic only while this is 200.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  const probe = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let pending: string[];
    try {
      pending = await pendingMigrations(database);
    } catch (err) {
      request.log.warn({ err }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', reason: 'The database does not answer' });
    }
    if (pending.length) {
      return reply.code(503).send({ status: 'unavailable', reason: 'Migrations are not applied', pending });
    }
    return reply.send({ status: 'ready' });
  });
}
