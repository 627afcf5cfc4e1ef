import { z } from 'zod';

/**
 * One JSON envelope for every API response (see docs/decisions/0004-api-envelope.md).
 * The spec's screens read `operationMessage`, `responseData` and `errorEnum`; a failure also
 * carries the catalogue message to show and, for validation, the message of each field.
 */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    operationMessage: z.literal('success'),
    responseData: data,
  });

export const failureEnvelope = z.object({
  operationMessage: z.literal('failure'),
  responseData: z.null(),
  errorEnum: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export type Envelope<T> = { operationMessage: 'success'; responseData: T } | FailureEnvelope;

/** Error codes the server answers with; the web app maps none of them to text by itself. */
export const ErrorEnum = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  /** 503: not done now, nothing changed; try again after Retry-After (a webhook we could not keep). */
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorEnum = (typeof ErrorEnum)[keyof typeof ErrorEnum];
