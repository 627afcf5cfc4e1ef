import { ErrorEnum } from '@sanchay/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from './app-errors';
import { failure, internalFailure } from './envelope';
import { fieldLabel, friendlyMessage, type IssueLike } from './validation-messages';

/**
 * The one error handler: every failure leaves as the failure envelope, never with a stack trace.
 * - request validation (zod) → 400 VALIDATION_FAILED, the first clear message and one message per field
 * - AppError (NotFoundError, ValidationError, …) → its status, errorEnum and message
 * - Fastify's own client errors (bad JSON, body too large, …) → their 4xx status
 * - anything else → 500 with the generic message
 * Every 5xx is logged here, once, with its cause chain (pino's err serialiser follows err.cause).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const raw = rawInput(request, error.validationContext);
      const fieldErrors: Record<string, string> = {};
      let first: string | undefined;
      for (const v of error.validation) {
        const path = v.instancePath.split('/').filter(Boolean);
        const key = path.join('.') || fieldLabel([]);
        let message = v.message ?? 'Invalid input';
        // A coerced number that was not sent at all fails as "not a number": say it is required.
        const top = path[0];
        if (top !== undefined && raw !== undefined && raw[top] === undefined && v.keyword === 'invalid_type') {
          const issue: IssueLike = { ...(v.params as object), code: v.keyword, path };
          if (message === friendlyMessage(issue)) message = `${fieldLabel(path)} is required`;
        }
        if (!(key in fieldErrors)) fieldErrors[key] = message;
        first ??= message;
      }
      return reply
        .code(400)
        .send(failure(ErrorEnum.VALIDATION_FAILED, first ?? 'The request is not valid', fieldErrors));
    }
    if (isAppError(error)) {
      // A 5xx a service chose (an outside party failed): logged once, with its cause chain.
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(error.statusCode).send(failure(error.errorEnum, error.message, error.fieldErrors));
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its contract schema');
      return reply.code(500).send(internalFailure());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large):
      // their messages describe the request, not the server.
      const errorEnum =
        status === 404 ? ErrorEnum.NOT_FOUND : status === 429 ? ErrorEnum.RATE_LIMITED : ErrorEnum.VALIDATION_FAILED;
      return reply.code(status).send(failure(errorEnum, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(internalFailure());
  });
}

function rawInput(request: FastifyRequest, context: string | undefined): Record<string, unknown> | undefined {
  const source =
    context === 'querystring' ? request.query : context === 'body' ? request.body : context === 'params' ? request.params : undefined;
  return source && typeof source === 'object' ? (source as Record<string, unknown>) : undefined;
}
