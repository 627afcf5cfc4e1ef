import { ErrorEnum } from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from './app-errors';
import { failure, internalFailure } from './envelope';
import { fieldLabel, friendlyMessage, type IssueLike } from './validation-messages';

/**
 * The one error handler: every failure leaves as the failure envelope, never with a stack trace.
 * - request validation (zod) → 400 VALIDATION_FAILED, the first clear message and one message per field
 * - AppError (NotFoundError, ValidationError, …) → its status, errorEnum and message
 * - Fastify's own client errors (bad JSON, body too large, …) → their 4xx status and a catalogue
 *   message (sendClientError), never Fastify's own words
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
    if (status >= 400 && status < 500) return sendClientError(error, reply);
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(internalFailure());
  });
}

function rawInput(request: FastifyRequest, context: string | undefined): Record<string, unknown> | undefined {
  const source =
    context === 'querystring' ? request.query : context === 'body' ? request.body : context === 'params' ? request.params : undefined;
  return source && typeof source === 'object' ? (source as Record<string, unknown>) : undefined;
}

const requestMessages = productMessages.request;

/**
 * The status and catalogue message of a client error that Fastify or a plugin raised (bad JSON,
 * wrong content type, body too large, a bad URL): their own texts name internals
 * ("FST_ERR_CTP_INVALID_MEDIA_TYPE", the parser's words), so only the status is kept.
 */
function clientErrorAnswer(error: { statusCode?: number; code?: string }): {
  status: number;
  errorEnum: ErrorEnum;
  message: string;
} {
  const status = error.statusCode ?? 400;
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.badUrl };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.badUrl };
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return { status: 400, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.badBody };
    default:
  }
  if (status === 404) return { status, errorEnum: ErrorEnum.NOT_FOUND, message: requestMessages.notFound };
  if (status === 405) return { status, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.methodNotAllowed };
  if (status === 413) return { status, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.bodyTooLarge };
  if (status === 414) return { status, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.badUrl };
  if (status === 415) {
    return { status, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.unsupportedMediaType };
  }
  if (status === 429) return { status, errorEnum: ErrorEnum.RATE_LIMITED, message: requestMessages.tooManyRequests };
  return { status, errorEnum: ErrorEnum.VALIDATION_FAILED, message: requestMessages.badBody };
}

function sendClientError(error: { statusCode?: number; code?: string }, reply: FastifyReply) {
  const answer = clientErrorAnswer(error);
  return reply.code(answer.status).send(failure(answer.errorEnum, answer.message));
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that does not decode,
 * such as `%ff%fe`; a path parameter over maxParamLength) answer the same envelope as any other.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void sendClientError(error, reply);
}
