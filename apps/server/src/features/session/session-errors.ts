import { ErrorEnum, SessionErrorEnum } from '@sanchay/contract';
import { AppError } from '../../http/app-errors';

/**
 * A sign-in failure with its own errorEnum (the contract's SessionErrorEnum, which the failure
 * envelope carries as a string beside the shared codes). No Fastify here.
 */
export class SessionError extends AppError {
  constructor(code: SessionErrorEnum | typeof ErrorEnum.RATE_LIMITED, statusCode: number, message: string, fieldErrors?: Record<string, string>) {
    super(code, statusCode, message, fieldErrors);
  }
}

// The 429 is the app's one RateLimitedError (http/app-errors): other features limit too.
export { RateLimitedError } from '../../http/app-errors';
