import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being answered, wherever the work it causes runs: the outbox records its id on the
 * messages it enqueues, and a service logs an outside party's failure with the request's logger,
 * without every function in between passing them along. Set by http/request-logging.ts.
 */
export interface RequestContext {
  requestId: string;
  log: ContextLogger;
  /** The response being written: due work a request signals waits until it is sent (due-work.ts). */
  response?: { readonly writableFinished: boolean; once(event: 'finish' | 'close', listener: () => void): unknown };
}

/** The part of pino's logger the context needs (Fastify's request.log is one). */
export interface ContextLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request this code runs for; undefined in a job, a command or a test outside a request. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
