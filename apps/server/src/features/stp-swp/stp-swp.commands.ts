import {
  ExchangeUnavailableError,
  type StpRegistrationRequest,
  type StpSwpCancellationRequest,
  type StpSwpPort,
  type StpSwpReply,
} from '../../integrations/exchange';
import type { Tx } from '../../integrations/notifications';
import type { OutsideCallHandler } from '../../outside-calls';

// The exchange's STP registration and cancellation as durable commands (docs/decisions/0046,
// 0113): written with the plan's change, called after the commit, the answer applied to the plan.

export const STP_REGISTRATION = { party: 'exchange', operation: 'stp-registration' } as const;
export const STP_CANCELLATION = { party: 'exchange', operation: 'stp-cancellation' } as const;

export interface StpCommandContext {
  planId: string;
  [key: string]: unknown;
}

export type StpAnswerApply<R> = (tx: Tx, answer: { request: R; reply: StpSwpReply; context: StpCommandContext }) => Promise<void>;
export type StpFailureApply = (tx: Tx, failure: { context: StpCommandContext; error: string }) => Promise<void>;

/**
 * Registration: the exchange keys it by the member's InternalRefNo (a repeat gets the first
 * answer), so a call with no answer is retried: 5 attempts, 30 s doubling. A refusal is an answer.
 */
export function stpRegistrationHandler(
  port: StpSwpPort,
  apply: StpAnswerApply<StpRegistrationRequest>,
  applyFailure: StpFailureApply,
): OutsideCallHandler<StpRegistrationRequest, StpSwpReply, StpCommandContext> {
  return {
    ...STP_REGISTRATION,
    call: (request) => port.registerStp(request),
    retry: { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 10 * 60_000 },
    retryable: (err) => err instanceof ExchangeUnavailableError,
    apply: (tx, { request, response, context }) => apply(tx, { request, reply: response, context }),
    applyFailure: (tx, { context, error }) => applyFailure(tx, { context, error }),
  };
}

/**
 * Cancellation (Stop): one attempt. The investor is answered 'Unable to stop STP. Please try
 * later.' when the exchange does not answer, and may press Stop again (a new reference).
 */
export function stpCancellationHandler(
  port: StpSwpPort,
  apply: StpAnswerApply<StpSwpCancellationRequest>,
): OutsideCallHandler<StpSwpCancellationRequest, StpSwpReply, StpCommandContext> {
  return {
    ...STP_CANCELLATION,
    call: (request) => port.cancel(request),
    apply: (tx, { request, response, context }) => apply(tx, { request, reply: response, context }),
  };
}
