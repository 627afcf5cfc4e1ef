import { randomUUID } from 'node:crypto';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../db/client';
import type { OutsideCallStatus } from '../db/schema';
import { retryDelayMs, type DbOrTx, type RetryPolicy, type Tx } from '../integrations/notifications';
import { DUE_WORK, signalDueWork } from '../due-work';
import { currentRequest } from '../request-context';
import * as q from './outside-call.queries';

/** One party call's operation: how to call the party, and how to apply its answer. */
export interface OutsideCallHandler<Req = unknown, Res = unknown, Ctx = unknown> {
  /** Who is called: 'exchange', 'kyc', … */
  party: string;
  /** What is asked: 'bank-modification', 'client-registration', 'lookup', … */
  operation: string;
  /**
   * Calls the party, outside any transaction. Throw when the party gave no answer (HTTP 5xx,
   * timeout): the call is retried by `retry`. An answer that refuses (a 101) is an answer: return
   * it. `idempotencyKey` is the command's: pass it to a party that de-duplicates, as a crashed
   * caller's call is made again when its lease ends.
   */
  call(request: Req, meta: { idempotencyKey: string; attempt: number }): Promise<Res>;
  /**
   * Applies the answer in its own transaction, which also marks the command done: it runs once.
   * Throwing rolls it back; the answer is kept and the apply retried later without calling the
   * party again. Omitted: nothing to apply (a lookup whose answer the caller reads).
   */
  apply?(tx: Tx, answer: { request: Req; response: Res; context: Ctx; command: OutsideCallView }): Promise<void>;
  /** Applies a call that failed for good (attempts spent, or the error is not retryable), with the `failed` mark. */
  applyFailure?(tx: Tx, failure: { request: Req; error: string; context: Ctx; command: OutsideCallView }): Promise<void>;
  /** Retries of the party call after an error. Default: one attempt, no retry. */
  retry?: RetryPolicy;
  /** Whether an error may be retried (default: all, within `retry`). */
  retryable?(err: unknown): boolean;
}

/** A command to write with the business change that needs it. */
export interface NewOutsideCall<Req = unknown, Ctx = unknown> {
  party: string;
  operation: string;
  /** Same key → one command, one call, one outcome. Callers with a natural key (an order's transaction number) use it. */
  idempotencyKey: string;
  /** What the party is sent (JSON). */
  request: Req;
  /** What the apply needs besides the answer (JSON; never sent). */
  context?: Ctx;
  /** Whom it concerns (a user id, a client code): read by hasUnfinished and the sandbox console. */
  subject?: string;
}

export interface EnqueueCallOptions {
  /**
   * The caller runs it at once with run() (a user waits for the answer): the job leaves it alone
   * for a lease's length, taking it only when the caller's process died in between. Default: the
   * job may take it at once.
   */
  runNow?: boolean;
}

/** A command as its callers read it. */
export interface OutsideCallView {
  id: string;
  idempotencyKey: string;
  party: string;
  operation: string;
  subject: string | null;
  status: OutsideCallStatus;
  attempts: number;
  applyAttempts: number;
  response: unknown;
  error: string | null;
  requestId: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

/** The part of pino's logger used. */
export interface OutsideCallLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutsideCallsOptions {
  database: Database;
  clock: Clock;
  /** Where calls, retries and failed applies are reported outside a request (main: the server's logger). */
  log?: OutsideCallLog;
  /** How long a claim holds a command (default 2 minutes, over any party's timeout). */
  leaseMs?: number;
  /** Retries of a failed apply: never given up (default: 30 s doubling to 10 minutes apart). */
  applyRetry?: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>;
  /** This claimer's name in lease_owner (default: pid and a random id). */
  owner?: string;
  /** Test seam: runs after the answer is stored and before it is applied (a crash test stops the process here). */
  afterAnswer?: (command: OutsideCallView) => Promise<void>;
}

export interface RunDueResult {
  /** Party calls made. */
  called: number;
  /** Outcomes applied (done). */
  applied: number;
  /** Calls that failed and will be made again. */
  retried: number;
  /** Commands failed for good. */
  failed: number;
  /** Applies that failed (the answer kept, retried later). */
  applyFailed: number;
  /** Whether a batch was full (the job loop goes again at once). */
  more: boolean;
}

const DEFAULT_LEASE_MS = 2 * 60_000;
const DEFAULT_APPLY_RETRY = { baseDelayMs: 30_000, maxDelayMs: 10 * 60_000 };
const NO_RETRY: RetryPolicy = { maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0 };
const MAX_ERROR_LENGTH = 500;

/**
 * Durable commands to outside parties (DESIGN.md "Outside parties", docs/decisions/0046). One
 * instance per process holds the handlers, registered per party and operation by the features
 * that own them; commands are rows of `outside_call`, so any process with the same handlers can
 * finish any command.
 *
 *   tx 1:  enqueue(tx, command)  — with the business change that needs it
 *   call:  run(id)               — outside any transaction; the answer is stored first
 *   tx 2:  the handler's apply   — with the `done` mark, so once
 *
 * runDue() is the job: due calls (retries, and commands whose runner died) and due applies.
 */
export class OutsideCalls {
  private readonly handlers = new Map<string, OutsideCallHandler>();
  private readonly leaseMs: number;
  private readonly applyRetry: RetryPolicy;
  readonly owner: string;

  constructor(private readonly options: OutsideCallsOptions) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.applyRetry = { maxAttempts: Number.POSITIVE_INFINITY, ...(options.applyRetry ?? DEFAULT_APPLY_RETRY) };
    this.owner = options.owner ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  /** Registers an operation's handler (once per party and operation). */
  register<Req, Res, Ctx>(handler: OutsideCallHandler<Req, Res, Ctx>): void {
    const key = operationKey(handler.party, handler.operation);
    if (this.handlers.has(key)) throw new Error(`An outside-call handler for ${key} is registered already`);
    this.handlers.set(key, handler as OutsideCallHandler);
  }

  /**
   * Writes the command in the caller's transaction (pass the tx). The same idempotency key
   * again returns the first command (`created: false`) and calls nobody.
   */
  async enqueue<Req, Ctx>(db: DbOrTx, call: NewOutsideCall<Req, Ctx>, options: EnqueueCallOptions = {}): Promise<{ id: string; created: boolean }> {
    const key = call.idempotencyKey.trim();
    if (!key) throw new TypeError('An outside call needs an idempotency key');
    if (!this.handlers.has(operationKey(call.party, call.operation))) {
      throw new TypeError(`No outside-call handler for ${operationKey(call.party, call.operation)}`);
    }
    const now = this.options.clock.now();
    const { row, created } = await q.insertOutsideCall(db, {
      idempotencyKey: key,
      party: call.party,
      operation: call.operation,
      subject: call.subject ?? null,
      request: call.request,
      context: call.context ?? {},
      nextAttemptAt: options.runNow ? new Date(now.getTime() + this.leaseMs) : now,
      requestId: currentRequest()?.requestId ?? null,
      now,
    });
    if (!created && (row.party !== call.party || row.operation !== call.operation)) {
      throw new Error(`Idempotency key ${key} belongs to ${operationKey(row.party, row.operation)}`);
    }
    // Due now: the job runs it once the request is answered (a runNow call is the caller's until its lease ends).
    if (created && !options.runNow) signalDueWork(DUE_WORK.outsideCalls);
    return { id: row.id, created };
  }

  /**
   * Runs one command now, for a caller who waits: calls the party (unless it answered before),
   * stores the answer, applies it, and returns the command as it then stands. `done`: applied;
   * `answered`: the party answered but the apply failed (kept, retried by the job, reported);
   * `failed`: no answer for good; `pending`: no answer, a retry is scheduled; `calling`: another
   * process holds it under a lease.
   */
  async run(id: string): Promise<OutsideCallView> {
    const { db } = this.options.database;
    const now = this.options.clock.now();
    const claimed = await q.claimForCall(db, id, this.owner, now, this.leaseUntil(now));
    // Applied here: the row as its apply's transaction left it (committed), so not read again.
    const done: DoneRow = {};
    if (claimed) await this.callAndApply(claimed, false, done);
    else await this.apply(id, false, done);
    const row = done.row ?? (await q.findOutsideCall(db, id));
    if (!row) throw new Error(`No outside call ${id}`);
    // A retry or an apply left to the job: it sleeps until that one's due time.
    if (row.status === 'pending' || row.status === 'answered') signalDueWork(DUE_WORK.outsideCalls);
    return toView(row);
  }

  /**
   * When the job next has work: the earliest due retry or apply, or lease end of a call in
   * progress; null when there is none (or no handler in this process).
   */
  async nextDueAt(): Promise<Date | null> {
    if (this.handlers.size === 0) return null;
    return q.nextDueAt(this.options.database.db, [...this.handlers.keys()]);
  }

  /** The job's pass: due applies first (answers already paid for), then due calls. */
  async runDue(options: { batch?: number } = {}): Promise<RunDueResult> {
    const batch = options.batch ?? 20;
    const result: RunDueResult = { called: 0, applied: 0, retried: 0, failed: 0, applyFailed: 0, more: false };
    const { db } = this.options.database;
    const now = this.options.clock.now();
    if (this.handlers.size === 0 || !(await q.anyDue(db, now))) return result;
    const operations = [...this.handlers.keys()];

    const applies = await q.dueApplies(db, operations, now, batch);
    for (const id of applies) count(result, await this.apply(id, true));
    const claimed = await q.claimDueCalls(db, operations, this.owner, now, this.leaseUntil(now), batch);
    for (const row of claimed) {
      result.called += 1;
      count(result, await this.callAndApply(row, true));
    }
    result.more = applies.length === batch || claimed.length === batch;
    return result;
  }

  /** A command by id, or undefined. */
  async find(id: string): Promise<OutsideCallView | undefined> {
    const row = await q.findOutsideCall(this.options.database.db, id);
    return row && toView(row);
  }

  private leaseUntil(now: Date): Date {
    return new Date(now.getTime() + this.leaseMs);
  }

  private handlerOf(row: { party: string; operation: string }): OutsideCallHandler {
    const handler = this.handlers.get(operationKey(row.party, row.operation));
    if (!handler) throw new Error(`No outside-call handler for ${operationKey(row.party, row.operation)}`);
    return handler;
  }

  private log(): OutsideCallLog | undefined {
    return currentRequest()?.log ?? this.options.log;
  }

  /** Calls the party for a claimed command, then stores and applies the answer or the failure. */
  private async callAndApply(row: q.OutsideCallRow, fromJob: boolean, done?: DoneRow): Promise<Outcome> {
    const { db } = this.options.database;
    const handler = this.handlerOf(row);
    const policy = handler.retry ?? NO_RETRY;
    const about = aboutOf(row);
    if (row.attempts > policy.maxAttempts) {
      // The last attempt's caller died before reporting: its answer is unknown; do not call again.
      return this.fail(row, handler, 'No outcome reported for the last attempt');
    }

    let response: unknown;
    try {
      response = await handler.call(row.request, { idempotencyKey: row.idempotencyKey, attempt: row.attempts });
    } catch (err) {
      const message = errorMessage(err);
      const delay = handler.retryable && !handler.retryable(err) ? null : retryDelayMs(row.attempts, policy);
      if (delay === null) {
        this.log()?.warn({ ...about, err }, 'outside call failed for good');
        return this.fail(row, handler, message);
      }
      const now = this.options.clock.now();
      const kept = await q.recordRetry(db, row, this.owner, message, new Date(now.getTime() + delay), now);
      this.log()?.warn({ ...about, err, retryInMs: delay }, 'outside call failed, will retry');
      return kept ? 'retried' : 'lost';
    }

    if (!(await q.recordAnswer(db, row, this.owner, response, this.options.clock.now()))) {
      // Our lease ended and another claimer took the command over: its outcome counts.
      this.log()?.warn(about, 'outside call answered after its lease ended; the answer is not used');
      return 'lost';
    }
    if (fromJob) this.log()?.info(about, 'outside call answered');
    if (this.options.afterAnswer) {
      const stored = await q.findOutsideCall(db, row.id);
      if (stored) await this.options.afterAnswer(toView(stored));
    }
    return this.apply(row.id, fromJob, done);
  }

  /** The failure for good: the handler's applyFailure with the `failed` mark, in one transaction. */
  private async fail(row: q.OutsideCallRow, handler: OutsideCallHandler, error: string): Promise<Outcome> {
    const done = await this.options.database.db.transaction(async (tx) => {
      if (!(await q.lockOurClaim(tx, row, this.owner))) return false;
      const now = this.options.clock.now();
      await handler.applyFailure?.(tx, { request: row.request, error, context: row.context, command: toView(row) });
      await q.markFailed(tx, row.id, error, now);
      return true;
    });
    return done ? 'failed' : 'lost';
  }

  /**
   * Applies an answered command: the handler's apply and the `done` mark in one transaction, so
   * it happens once however many processes try. A failure keeps the answer and schedules a retry.
   */
  private async apply(id: string, skipLocked: boolean, done?: DoneRow): Promise<Outcome> {
    const { db } = this.options.database;
    let about: object = { outsideCallId: id };
    let applyAttempts = 0;
    try {
      const applied = await db.transaction(async (tx) => {
        // A waiting request marks the row done first, which locks it (waiting for another
        // applier, then finding it done): one statement for the lock and the mark, rolled back
        // with a failed apply (docs/decisions/0150). The job skips a row being applied instead.
        const marked = skipLocked ? undefined : await q.markAnsweredDone(tx, id, this.options.clock.now());
        const row = skipLocked ? await q.lockAnswered(tx, id, true) : marked && { ...marked, status: 'answered' as const, completedAt: null };
        if (!row) return false;
        about = aboutOf(row);
        applyAttempts = row.applyAttempts;
        const handler = this.handlerOf(row);
        await handler.apply?.(tx, { request: row.request, response: row.response, context: row.context, command: toView(row) });
        return marked ?? (await q.markDone(tx, row.id, this.options.clock.now())) ?? true;
      });
      if (done && applied && applied !== true) done.row = applied;
      return applied ? 'applied' : 'lost';
    } catch (err) {
      const now = this.options.clock.now();
      const delay = retryDelayMs(applyAttempts + 1, this.applyRetry) ?? this.applyRetry.maxDelayMs;
      await q.recordApplyFailure(db, id, `apply failed: ${errorMessage(err)}`, new Date(now.getTime() + delay), now);
      // Reported, never silent: the party answered and we have not recorded the outcome yet.
      this.log()?.error({ ...about, err, retryInMs: delay }, 'outside call answered but its outcome could not be applied; will retry');
      return 'applyFailed';
    }
  }
}

/** Where apply() leaves the row it marked done, for run() (set only once that transaction committed). */
interface DoneRow {
  row?: q.OutsideCallRow;
}

type Outcome = 'applied' | 'retried' | 'failed' | 'applyFailed' | 'lost';

function count(result: RunDueResult, outcome: Outcome): void {
  if (outcome === 'applied') result.applied += 1;
  if (outcome === 'retried') result.retried += 1;
  if (outcome === 'failed') result.failed += 1;
  if (outcome === 'applyFailed') result.applyFailed += 1;
}

const operationKey = (party: string, operation: string) => `${party}/${operation}`;

function aboutOf(row: q.OutsideCallRow): object {
  // reqId is the label Fastify's request log lines use: one search finds the request and its call.
  return {
    reqId: row.requestId ?? undefined,
    outsideCallId: row.id,
    party: row.party,
    operation: row.operation,
    attempt: row.attempts,
  };
}

function toView(row: q.OutsideCallRow): OutsideCallView {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    party: row.party,
    operation: row.operation,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    applyAttempts: row.applyAttempts,
    response: row.response,
    error: row.error,
    requestId: row.requestId,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    completedAt: row.completedAt,
  };
}

function errorMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text.trim() || 'No answer').slice(0, MAX_ERROR_LENGTH);
}
