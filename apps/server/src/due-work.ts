import { currentRequest } from './request-context';

/**
 * "This process just wrote work that is due": the signal that wakes a sleeping job of the loop
 * at once instead of at its next due time or ceiling (docs/decisions/0069). The writer names the
 * kind of work; main connects the signal to the loop, whose jobs say which kinds wake them.
 *
 * A request writes its work in a transaction that has not committed when the writer signals. A
 * job woken at once would look on another connection (PostgreSQL), not see the row yet, and sleep
 * until its ceiling: an OTP would wait seconds. So a signal given while a request is answered is
 * held until its response has been sent (the handler has awaited its transaction by then). Outside
 * a request (a job's pass, a command) it is given at once: the loop queues the woken job behind
 * the pass in progress, whose transactions are over when it returns.
 */
export const DUE_WORK = {
  /** A message written to the outbox (an OTP among them). */
  notifications: 'notifications',
  /** An outside call written, or one's retry or apply scheduled. */
  outsideCalls: 'outside-calls',
  /** The sandbox exchange's state changed: an order, a payment, a mandate, an XSIP, new NAVs. */
  sandboxExchange: 'sandbox-exchange',
  /** An event an outside party pushed, kept in the webhook inbox. */
  webhooks: 'webhooks',
} as const;
export type DueWork = (typeof DUE_WORK)[keyof typeof DUE_WORK];

type Listener = (work: DueWork) => void;
const listeners = new Set<Listener>();

/** Hears every signal; returns the function that stops listening. */
export function onDueWork(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Says that `work` is due now (or its due time changed). Costs nothing when no loop listens. */
export function signalDueWork(work: DueWork): void {
  if (listeners.size === 0) return;
  const response = currentRequest()?.response;
  if (response && !response.writableFinished) {
    let given = false;
    const give = () => {
      if (given) return;
      given = true;
      tell(work);
    };
    // 'finish' once the response is sent; 'close' also when the client went away first.
    response.once('finish', give);
    response.once('close', give);
    return;
  }
  tell(work);
}

function tell(work: DueWork): void {
  for (const listener of listeners) {
    try {
      listener(work);
    } catch {
      // A listener's failure is not the writer's.
    }
  }
}
