import type { FastifyInstance } from 'fastify';

/** The most a webhook body may be: one event, with room to spare for JOSE's base64url. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * In the webhook routes' own plugin scope only: the body is kept as the bytes that arrived, for
 * the signature check, instead of being parsed as JSON (which would lose the exact bytes). The
 * rest of the app keeps Fastify's JSON parser; a content type not listed here is 415.
 */
export function keepRawBodies(scope: FastifyInstance, contentTypes: readonly string[]): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser([...contentTypes], { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });
}
