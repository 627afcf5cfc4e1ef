import { ExchangeUnavailableError, type XsipEntryReply, type XsipEntryRequest, type XsipPort } from '../../integrations/exchange';
import type { OutsideCallHandler, OutsideCalls } from '../../outside-calls';
import type { Tx } from '../../integrations/notifications';

/** The exchange's XSIP registration and cancellation (xsipOrderEntryParam), as a durable command. */
export const XSIP_REGISTRATION = { party: 'exchange', operation: 'xsip-registration' } as const;

/** What the apply needs besides the answer: whose SIP it is (the checkout's own key, JSON). */
export type XsipRegistrationContext = Record<string, unknown>;

/** How the SIP feature records the exchange's answer (the checkout of the next issue gives it). */
export type XsipAnswerApply = (
  tx: Tx,
  answer: { request: XsipEntryRequest; reply: XsipEntryReply; context: XsipRegistrationContext },
) => Promise<void>;

/**
 * Its handler. The exchange keys an XSIP entry by the member's UniqueRefNo (a repeat gets the first
 * answer), so a call with no answer is retried with backoff: 5 attempts, 30 s doubling; a refusal
 * (`FAILED: …`, SuccessFlag 1) is an answer, never retried. The answer is stored on the command
 * before `apply` records it in the product's tables, in one transaction with the done mark.
 */
export function xsipRegistrationHandler(
  port: XsipPort,
  apply?: XsipAnswerApply,
  applyFailure?: (tx: Tx, failure: { request: XsipEntryRequest; error: string; context: XsipRegistrationContext }) => Promise<void>,
): OutsideCallHandler<XsipEntryRequest, XsipEntryReply, XsipRegistrationContext> {
  return {
    ...XSIP_REGISTRATION,
    call: (request) => port.xsipOrderEntry(request),
    retry: { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 10 * 60_000 },
    retryable: (err) => err instanceof ExchangeUnavailableError,
    ...(apply ? { apply: (tx, { request, response, context }) => apply(tx, { request, reply: response, context }) } : {}),
    ...(applyFailure ? { applyFailure: (tx, { request, error, context }) => applyFailure(tx, { request, error, context }) } : {}),
  };
}

/**
 * Writes the registration (or cancellation) command in the caller's transaction, with the change
 * that needs it; the key is the member's UniqueRefNo, so writing it twice makes one command.
 * Run it after the commit (`calls.run(id)`) or leave it to the outside-calls job.
 */
export function enqueueXsipEntry(
  calls: OutsideCalls,
  tx: Tx,
  entry: { request: XsipEntryRequest; context?: XsipRegistrationContext; subject?: string },
  options: { runNow?: boolean } = {},
): Promise<{ id: string; created: boolean }> {
  return calls.enqueue(
    tx,
    {
      ...XSIP_REGISTRATION,
      idempotencyKey: `xsip:${entry.request.MemberCode}:${entry.request.UniqueRefNo}`,
      request: entry.request,
      context: entry.context ?? {},
      subject: entry.subject ?? entry.request.ClientCode,
    },
    options,
  );
}
