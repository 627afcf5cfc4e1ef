import { ExchangeUnavailableError, type XsipPausePort, type XsipPauseReply, type XsipPauseRequest } from '../../integrations/exchange';
import type { OutsideCallHandler, OutsideCalls } from '../../outside-calls';
import type { Tx } from '../../integrations/notifications';

/** The exchange's Pause SIP/XSIP call, as a durable command (decision 0110). */
export const XSIP_PAUSE = { party: 'exchange', operation: 'xsip-pause' } as const;

export interface XsipPauseContext {
  sipRequestId: string;
}

export type XsipPauseApply = (tx: Tx, answer: { reply: XsipPauseReply; context: XsipPauseContext }) => Promise<void>;
export type XsipPauseFailure = (tx: Tx, failure: { error: string; context: XsipPauseContext }) => Promise<void>;

/**
 * Its handler: the exchange keys a pause by the member's reference (filler1), so a call with no
 * answer is retried (5 attempts, 30 s doubling); a refusal (`FAILED: …`) is an answer.
 */
export function xsipPauseHandler(
  port: XsipPausePort,
  apply: XsipPauseApply,
  applyFailure: XsipPauseFailure,
): OutsideCallHandler<XsipPauseRequest, XsipPauseReply, XsipPauseContext> {
  return {
    ...XSIP_PAUSE,
    call: (request) => port.xsipPause(request),
    retry: { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 10 * 60_000 },
    retryable: (err) => err instanceof ExchangeUnavailableError,
    apply: (tx, { response, context }) => apply(tx, { reply: response, context }),
    applyFailure: (tx, { error, context }) => applyFailure(tx, { error, context }),
  };
}

/** Writes the pause command in the caller's transaction; the key is the member's reference. */
export function enqueueXsipPause(
  calls: OutsideCalls,
  tx: Tx,
  entry: { request: XsipPauseRequest; context: XsipPauseContext },
): Promise<{ id: string; created: boolean }> {
  return calls.enqueue(
    tx,
    {
      ...XSIP_PAUSE,
      idempotencyKey: `xsip-pause:${entry.request.MemberCode}:${entry.request.filler1}`,
      request: entry.request,
      context: entry.context,
      subject: entry.request.ClientCode,
    },
    { runNow: true },
  );
}
