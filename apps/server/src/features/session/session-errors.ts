import { ErrorEnum, SessionErrorEnum } from '@sanchay/contract';
import { AppError } from '../../http/app-errors';

/**
 * A sign-in failure with its own errorEnum (the contract's SessionErrorEnum, which the failure
 * envelope carries as a string beside the shared codes). No Fastify here.
 */
export class SessionError extends AppError {
  constructor(code: SessionErrorEnum | typeof ErrorEnum.RATE_LIMITED, statusCode: number, message: string, fieldErrors?: Record<string, string>) {
    // AppError's type lists the shared codes; the envelope's errorEnum is any string (0004).
    super(code as unknown as ErrorEnum, statusCode, message, fieldErrors);
  }
}

/** 429 with a clear message and how long to wait. */
export class RateLimitedError extends SessionError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorEnum.RATE_LIMITED, 429, message);
  }
}
