import { ErrorEnum, failureEnvelope, type PartyRouteDef } from '@sanchay/contract';
import { productMessages, type Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { failure } from '../http/envelope';
import { DUE_WORK, signalDueWork } from '../due-work';
import { receiveWebhook, type Received } from './inbox';
import { keepRawBodies } from './raw-body';
import type { WebhookVerifier } from './verifier';

/** How long a party is asked to wait before delivering again when we could not keep its event. */
export const WEBHOOK_RETRY_AFTER_SECONDS = 30;

export interface WebhookRouteOptions<A extends z.ZodType> {
  route: PartyRouteDef<A>;
  operationId: string;
  verifier: WebhookVerifier;
  database: Pick<Database, 'db'>;
  clock: Clock;
  /** The party's acknowledgement of a kept event. */
  ack: (received: Received) => z.output<A>;
}

const words = productMessages.webhook;

/**
 * One party's webhook route, in a plugin scope of its own (so its raw-body parsers reach no
 * other route): verify the bytes → keep the event in the inbox (its own transaction) → only
 * then the party's 2xx acknowledgement. A refusal stores nothing: 401 when the delivery cannot be
 * proven to be the party's, 400 when it is proven but is not an event. When the event could not
 * be kept (the database failed) the answer is 503 with Retry-After and no acknowledgement, so
 * the party delivers it again: nothing is acknowledged that is not committed.
 */
export async function registerWebhookRoute<A extends z.ZodType>(app: FastifyInstance, options: WebhookRouteOptions<A>): Promise<void> {
  const { route } = options;
  await app.register(async (scope) => {
    keepRawBodies(scope, route.contentTypes);
    scope.route({
      method: route.method,
      url: route.path,
      // No session, no CSRF: the signature is the proof (session-plugin.ts reads this).
      config: { partyRoute: true },
      schema: {
        summary: route.summary,
        tags: route.tags,
        operationId: options.operationId,
        response: { 200: route.ack, '4xx': failureEnvelope, '5xx': failureEnvelope },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const outcome = await options.verifier.verify({
          raw: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          contentType: request.headers['content-type'] ?? '',
          headers: request.headers,
          remoteAddress: request.ip,
        });
        if ('refused' in outcome) {
          request.log.warn({ party: route.party, refused: outcome.refused, reason: outcome.reason }, 'webhook refused');
          return outcome.refused === 'malformed'
            ? reply.code(400).send(failure(ErrorEnum.VALIDATION_FAILED, words.notAnEvent))
            : reply.code(401).send(failure(ErrorEnum.UNAUTHORIZED, words.notVerified));
        }
        let received: Received;
        try {
          received = await receiveWebhook(options.database, route.party, outcome.verified, options.clock.now());
        } catch (err) {
          request.log.error({ err, party: route.party, eventId: outcome.verified.eventId }, 'webhook not kept: not acknowledged');
          return reply
            .code(503)
            .header('retry-after', String(WEBHOOK_RETRY_AFTER_SECONDS))
            .send(failure(ErrorEnum.UNAVAILABLE, words.notKept));
        }
        if (received.duplicate) request.log.info({ party: route.party, eventId: outcome.verified.eventId }, 'webhook delivered again');
        // The job applies it; the signal waits until this answer is sent (due-work.ts).
        signalDueWork(DUE_WORK.webhooks);
        return options.ack(received);
      },
    });
  });
}
