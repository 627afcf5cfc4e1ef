import { ErrorEnum, type FailureEnvelope } from '@sanchay/contract';

/**
 * Errors a service throws to answer with a failure envelope. No Fastify here: services import
 * these, and the one error handler (error-handler.ts) turns them into HTTP replies.
 */
export class AppError extends Error {
  constructor(
    /** A shared ErrorEnum or a feature's own code (the envelope's errorEnum is any string, decision 0004). */
    readonly errorEnum: FailureEnvelope['errorEnum'],
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * Keeps what went wrong underneath (an outside party's error) behind the investor's message: the
   * error handler logs a 5xx with its whole cause chain. `throw errors.kycCheckFailed().causedBy(err)`.
   */
  causedBy(cause: unknown): this {
    this.cause = cause;
    return this;
  }
}

/** 400: the request is well formed but a rule of the product rejects it. */
export class ValidationError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string>) {
    super(ErrorEnum.VALIDATION_FAILED, 400, message, fieldErrors);
  }
}

/** 404: the thing asked for does not exist (or the caller may not know that it does). */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(ErrorEnum.NOT_FOUND, 404, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(ErrorEnum.UNAUTHORIZED, 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(ErrorEnum.FORBIDDEN, 403, message);
  }
}

/** 429: too many requests; `retryAfterSeconds` goes out as Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorEnum.RATE_LIMITED, 429, message);
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
