import type { Clock } from '@sanchay/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Database, Db } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import type { NotificationChannel } from './outbox';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-policy';
import { PermanentDeliveryError, type NotificationSender, type OutgoingNotification } from './sender';

export interface DeliverOptions {
  /** Most messages claimed by one call (default 20). */
  batch?: number;
  /**
   * How long a claim holds a message (default 2 minutes, well over the SMTP timeouts). A worker
   * that dies mid-send leaves its messages 'sending'; once the lease ends another worker takes them.
   */
  leaseMs?: number;
  retryPolicy?: RetryPolicy;
  /**
   * Mask the one-time codes in the bodies of '-otp' messages once they are delivered or failed
   * (production: the outbox must not become a store of live OTPs). Off in the sandbox, whose
   * page shows them.
   */
  maskOtpCodes?: boolean;
  /** Where each delivery, retry and failure is logged (main passes the server's logger). */
  log?: DeliveryLog;
}

/** The part of pino's logger the worker uses. */
export interface DeliveryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DeliverResult {
  /** Messages this call claimed. */
  claimed: number;
  delivered: number;
  /** Failed attempts with a retry scheduled. */
  retried: number;
  /** Messages given up on (permanent refusal, or the last attempt failed). */
  failed: number;
  /** Claims that ran past their lease and were taken over before this call finished. */
  lost: number;
}

const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_MS = 2 * 60_000;
const MAX_ERROR_LENGTH = 500;

interface ClaimedRow {
  id: string;
  channel: NotificationChannel;
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
  attempts: number;
  /** The x-request-id of the request that enqueued it; null outside a request. */
  request_id: string | null;
  attachments: { filename: string; contentType: string; base64: string }[] | null;
}

/**
 * Delivers the messages that are due, once each however many workers run (DESIGN.md "Scale").
 *
 * 1. Claim: one statement picks due rows with `FOR UPDATE SKIP LOCKED` (rows another worker is
 *    claiming are skipped, not waited for), marks them 'sending' with a lease and counts the
 *    attempt. It commits at once: no transaction stays open while a message is sent.
 * 2. Send each through the port, outside any transaction.
 * 3. Record the outcome only if the claim is still ours (status 'sending', same attempt number):
 *    delivered; or a retry at now + backoff; or failed after the last attempt or a permanent
 *    refusal.
 */
export async function deliverDueNotifications(
  database: Database | { db: Db },
  sender: NotificationSender,
  clock: Clock,
  options: DeliverOptions = {},
): Promise<DeliverResult> {
  const db = database.db;
  const batch = options.batch ?? DEFAULT_BATCH;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const result: DeliverResult = { claimed: 0, delivered: 0, retried: 0, failed: 0, lost: 0 };

  const now = clock.now();
  // Most passes find nothing: a read-only look costs a fraction of the claim (a write), which on
  // PGlite runs on the server's event loop every second (docs/decisions/0028).
  if (!(await anyDue(db, now))) return result;
  const claimed = await claimDue(db, now, new Date(now.getTime() + leaseMs), batch);
  result.claimed = claimed.length;

  for (const row of claimed) {
    const claim = and(
      eq(notificationOutbox.id, row.id),
      eq(notificationOutbox.status, 'sending'),
      eq(notificationOutbox.attempts, row.attempts),
    );
    const body = options.maskOtpCodes && isOtpKind(row.kind) ? maskCodes(row.body) : row.body;
    // reqId is the label Fastify's request log lines use: one search finds both.
    const about = { reqId: row.request_id ?? undefined, outboxId: row.id, kind: row.kind, attempt: row.attempts };

    if (row.attempts > policy.maxAttempts) {
      // Its last attempt's worker never reported back (it crashed): give up, do not send again.
      const done = await markFailed(db, claim, body, 'No outcome reported for the last attempt');
      options.log?.warn(about, 'notification given up: its last attempt never reported back');
      count(result, done, 'failed');
      continue;
    }

    let error: unknown = null;
    try {
      await sender.send(toOutgoing(row));
    } catch (err) {
      error = err ?? new Error('Delivery failed');
    }

    if (error === null) {
      const done = await db
        .update(notificationOutbox)
        .set({ status: 'delivered', deliveredAt: clock.now(), nextAttemptAt: null, lastError: null, body })
        .where(claim)
        .returning({ id: notificationOutbox.id });
      options.log?.info(about, 'notification delivered');
      count(result, done.length > 0, 'delivered');
      continue;
    }

    const message = errorMessage(error);
    const delay = error instanceof PermanentDeliveryError ? null : retryDelayMs(row.attempts, policy);
    options.log?.warn({ ...about, err: error }, delay === null ? 'notification failed for good' : 'notification delivery failed, will retry');
    if (delay === null) {
      count(result, await markFailed(db, claim, body, message), 'failed');
      continue;
    }
    const done = await db
      .update(notificationOutbox)
      .set({ status: 'pending', nextAttemptAt: new Date(clock.now().getTime() + delay), lastError: message })
      .where(claim)
      .returning({ id: notificationOutbox.id });
    count(result, done.length > 0, 'retried');
  }
  return result;
}

/**
 * When the delivery next has work: the earliest retry or lease end of a message still to send;
 * the epoch for one due now (another worker holds it, or it was just written); null when none.
 */
export async function nextNotificationDueAt(db: Db): Promise<Date | null> {
  const [row] = await rowsOf<{ now_due: boolean | null; at: Date | string | null }>(db, sql`
    SELECT bool_or(next_attempt_at IS NULL) AS now_due, min(next_attempt_at) AS at
    FROM notification_outbox WHERE status IN ('pending', 'sending')`);
  if (row?.now_due) return new Date(0);
  return row?.at == null ? null : new Date(row.at);
}

async function anyDue(db: Db, now: Date): Promise<boolean> {
  const found = await rowsOf(db, sql`
    SELECT 1 FROM notification_outbox
    WHERE status IN ('pending', 'sending') AND (next_attempt_at IS NULL OR next_attempt_at <= ${now.toISOString()}::timestamptz)
    LIMIT 1`);
  return found.length > 0;
}

async function claimDue(db: Db, now: Date, leaseUntil: Date, batch: number): Promise<ClaimedRow[]> {
  const at = now.toISOString();
  const rows = await rowsOf<ClaimedRow & { created_at: Date | string }>(db, sql`
    WITH due AS (
      SELECT id FROM notification_outbox
      WHERE status IN ('pending', 'sending')
        AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}::timestamptz)
      ORDER BY next_attempt_at ASC NULLS FIRST, created_at ASC
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE notification_outbox AS o
    SET status = 'sending', attempts = o.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
    FROM due
    WHERE o.id = due.id
    RETURNING o.id, o.channel, o.recipient, o.kind, o.subject, o.body, o.attempts, o.request_id, o.created_at, o.attachments`);
  // RETURNING keeps no order: deliver oldest first.
  return rows
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map(({ created_at: _createdAt, ...row }) => ({ ...row, attempts: Number(row.attempts) }));
}

async function markFailed(db: Db, claim: ReturnType<typeof and>, body: string, lastError: string): Promise<boolean> {
  const done = await db
    .update(notificationOutbox)
    .set({ status: 'failed', nextAttemptAt: null, lastError, body })
    .where(claim)
    .returning({ id: notificationOutbox.id });
  return done.length > 0;
}

function count(result: DeliverResult, done: boolean, outcome: 'delivered' | 'retried' | 'failed'): void {
  if (done) result[outcome] += 1;
  else result.lost += 1;
}

function toOutgoing(row: ClaimedRow): OutgoingNotification {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    ...(row.attachments?.length
      ? { attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })) }
      : {}),
  };
}

function errorMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text.trim() || 'Delivery failed').slice(0, MAX_ERROR_LENGTH);
}

/** Kinds ending in '-otp' carry a one-time code (outbox.ts). */
export function isOtpKind(kind: string): boolean {
  return kind.endsWith('-otp');
}

/** The codes of an OTP message, masked: 'Your OTP is 482913' → 'Your OTP is ******'. */
export function maskCodes(body: string): string {
  return body.replace(/\b\d{4,8}\b/g, (code) => '*'.repeat(code.length));
}
