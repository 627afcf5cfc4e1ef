import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { runInRequestContext } from '../request-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id we keep: 1–128 characters a log line and a header carry safely. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the id a proxy or the caller sent when it is well formed (so one id follows
 * a request through every hop), else a new UUID. Anything else (spaces, newlines, 10 KB) is not
 * ours to write into every log line.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/**
 * Every response carries the request's id, and the code that answers it runs in its request
 * context (request-context.ts), so the outbox rows and the log lines it causes carry it too.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runInRequestContext({ requestId: request.id, log: request.log, response: reply.raw }, done);
  });
}
