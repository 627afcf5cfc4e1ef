import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf, type SqlRunner } from '../db/rows';
import type { VerifiedEvent } from './verifier';

/** An inbox row as a handler sees it: the verified event, and where and when it was kept. */
export interface InboxEvent extends VerifiedEvent {
  id: string;
  party: string;
  receivedAt: Date;
  attempts: number;
}

/**
 * What a handler made of an event: applied (its writes commit with the mark, in one
 * transaction), or parked with the reason the operations desk reads (an order we do not know).
 */
export type HandlerOutcome = { applied: true } | { park: string };

/**
 * Applies one event inside the job's transaction (`tx`), which also marks the row applied: so
 * its change happens exactly once. It may not call an outside party (no outside call inside a
 * database transaction); it writes a durable command instead. Throwing rolls back and counts an
 * attempt.
 */
export type WebhookHandler = (tx: SqlRunner, event: InboxEvent) => Promise<HandlerOutcome>;

/**
 * The handlers per (party, event type, event). An event without one is parked, never dropped
 * nor marked applied: `describe` says what it would mean for the product, for the park reason.
 */
export class WebhookHandlers {
  private readonly handlers = new Map<string, WebhookHandler>();
  private readonly describers = new Map<string, (event: InboxEvent) => string>();

  register(party: string, eventType: string, event: string, handler: WebhookHandler): this {
    const key = keyOf(party, eventType, event);
    if (this.handlers.has(key)) throw new Error(`webhook handler registered twice: ${key}`);
    this.handlers.set(key, handler);
    return this;
  }

  /** Why a party's events without a handler park (what they mean, what is missing). */
  describeUnhandled(party: string, describe: (event: InboxEvent) => string): this {
    this.describers.set(party, describe);
    return this;
  }

  handlerFor(event: Pick<InboxEvent, 'party' | 'eventType' | 'event'>): WebhookHandler | undefined {
    return this.handlers.get(keyOf(event.party, event.eventType, event.event));
  }

  unhandledReason(event: InboxEvent): string {
    const describe = this.describers.get(event.party);
    return describe ? describe(event) : `no handler for ${event.party} ${event.eventType} ${event.event}`;
  }
}

const keyOf = (party: string, eventType: string, event: string) => `${party}\u0000${eventType.toUpperCase()}\u0000${event.toLowerCase()}`;

/** The alert's logger: the server's (pino's warn(fields, message)), as reconciliation breaks raise theirs. */
export interface ParkAlertLog {
  warn: (fields: Record<string, unknown>, message: string) => void;
}

export interface ApplyOptions {
  now: () => Date;
  batch?: number;
  log?: ParkAlertLog;
  /** Failed applies (a handler threw) before the row parks (default 5). */
  maxAttempts?: number;
}

export interface ApplyResult {
  applied: number;
  parked: number;
  failed: number;
  /** It stopped at its batch: more may be due. */
  more: boolean;
}

const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * One pass of the inbox job: due rows one at a time, each in a transaction of its own that
 * claims it with FOR UPDATE SKIP LOCKED, so any number of passes (processes) apply each row
 * once. A row is due when it is neither applied nor parked and no earlier row of its subject is
 * unapplied (received order, then the party's event time, then arrival id): a subject's events
 * apply in order, and a parked one holds back the ones after it until the desk releases it.
 */
export async function applyDueWebhooks(database: Pick<Database, 'db'>, handlers: WebhookHandlers, options: ApplyOptions): Promise<ApplyResult> {
  const batch = options.batch ?? 100;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const result: ApplyResult = { applied: 0, parked: 0, failed: 0, more: false };
  // Rows whose handler threw in this pass: tried again in a later pass, not in a loop here.
  const failedNow: string[] = [];
  for (let n = 0; n < batch; n += 1) {
    // What the transaction claimed, seen after it (a rolled-back one's row is counted an attempt).
    const seen: { event?: InboxEvent; parked?: string } = {};
    try {
      const found = await database.db.transaction(async (tx) => {
        const row = (await rowsOf<InboxRow>(tx, dueRow(failedNow)))[0];
        if (!row) return false;
        const event = eventOf(row);
        seen.event = event;
        const handler = handlers.handlerFor(event);
        const done: HandlerOutcome = handler ? await handler(tx, event) : { park: handlers.unhandledReason(event) };
        const at = options.now().toISOString();
        if ('applied' in done) {
          await tx.execute(sql`UPDATE webhook_inbox SET applied_at = ${at}::timestamptz WHERE id = ${event.id}::bigint`);
        } else {
          await tx.execute(sql`UPDATE webhook_inbox SET parked_reason = ${done.park}, parked_at = ${at}::timestamptz WHERE id = ${event.id}::bigint`);
          seen.parked = done.park;
        }
        return true;
      });
      if (!found) return result;
      if (seen.parked === undefined) result.applied += 1;
      else {
        result.parked += 1;
        alertParked(options.log, seen.event!, seen.parked);
      }
    } catch (err) {
      // No row claimed: the database itself failed; the job loop reports it and backs off.
      const event = seen.event;
      if (!event) throw err;
      result.failed += 1;
      failedNow.push(event.id);
      const reason = `the handler failed ${event.attempts + 1} times: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      const park = event.attempts + 1 >= maxAttempts;
      await database.db.execute(sql`
        UPDATE webhook_inbox SET attempts = attempts + 1,
          parked_reason = CASE WHEN ${park}::boolean THEN ${reason} ELSE parked_reason END,
          parked_at = CASE WHEN ${park}::boolean THEN ${options.now().toISOString()}::timestamptz ELSE parked_at END
        WHERE id = ${event.id}::bigint AND applied_at IS NULL`);
      if (park) {
        result.parked += 1;
        alertParked(options.log, event, reason);
      }
    }
  }
  result.more = true;
  return result;
}

function alertParked(log: ParkAlertLog | undefined, event: InboxEvent, reason: string): void {
  log?.warn(
    { alert: 'webhook-parked', party: event.party, eventId: event.eventId, inboxId: event.id, eventType: event.eventType, event: event.event, subject: event.subject, reason },
    'webhook event parked: not applied, kept for the operations desk',
  );
}

/** When the job next has work it knows of: now when a row is due, else none (a delivery wakes it). */
export async function nextWebhookDueAt(database: Pick<Database, 'db'>, now: Date): Promise<Date | null> {
  const rows = await rowsOf<{ id: string }>(database.db, sql`${dueSelect([])} LIMIT 1`);
  return rows[0] ? now : null;
}

function dueSelect(excluded: readonly string[]) {
  const skip = excluded.length > 0 ? sql`AND NOT (w.id = ANY(${`{${excluded.join(',')}}`}::bigint[]))` : sql``;
  return sql`
    SELECT w.id::text, w.party, w.event_id, w.event_type, w.event, w.subject, w.event_at, w.payload, w.received_at, w.attempts
    FROM webhook_inbox w
    WHERE w.applied_at IS NULL AND w.parked_reason IS NULL ${skip}
      AND NOT EXISTS (
        SELECT 1 FROM webhook_inbox e
        WHERE e.party = w.party AND e.subject = w.subject AND e.applied_at IS NULL AND e.id <> w.id
          AND (e.received_at, COALESCE(e.event_at, e.received_at), e.id) < (w.received_at, COALESCE(w.event_at, w.received_at), w.id))
    ORDER BY w.received_at, COALESCE(w.event_at, w.received_at), w.id`;
}

function dueRow(excluded: readonly string[]) {
  return sql`${dueSelect(excluded)} LIMIT 1 FOR UPDATE OF w SKIP LOCKED`;
}

interface InboxRow {
  id: string;
  party: string;
  event_id: string;
  event_type: string;
  event: string;
  subject: string;
  event_at: Date | string | null;
  payload: unknown;
  received_at: Date | string;
  attempts: number;
}

function eventOf(row: InboxRow): InboxEvent {
  return {
    id: row.id,
    party: row.party,
    eventId: row.event_id,
    eventType: row.event_type,
    event: row.event,
    subject: row.subject,
    eventAt: row.event_at === null ? null : new Date(row.event_at),
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
    receivedAt: new Date(row.received_at),
    attempts: row.attempts,
  };
}
