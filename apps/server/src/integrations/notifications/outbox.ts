import { EMAIL, MOBILE_NUMBER } from '@sanchay/domain';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOutbox, type NotificationStatus } from '../../db/schema';
import { DUE_WORK, signalDueWork } from '../../due-work';
import { currentRequest } from '../../request-context';

// The transactional outbox (docs/decisions/0008-outbox-and-jobs.md). A service writes the message
// in the same transaction as the change it reports, so a message exists exactly when the change
// does; the delivery worker (deliver-worker.ts) sends it afterwards, with retries.

export type NotificationChannel = 'sms' | 'email';

export interface OutboxMessage {
  channel: NotificationChannel;
  /** Mobile (10 digits) or e-mail address. */
  recipient: string;
  /**
   * What it is, e.g. 'login-otp', 'signup-otp'. Kinds ending in '-otp' carry a one-time code,
   * which is masked once the message is delivered when the worker is told to (production).
   */
  kind: string;
  /** E-mail only. */
  subject?: string;
  /** The text as sent. */
  body: string;
  /** Same key → enqueued once (the first message wins; later ones get its id). */
  idempotencyKey?: string;
  /** E-mail only: files sent with it (a shared statement's PDF). */
  attachments?: readonly OutboxAttachment[];
}

/** A file an e-mail carries. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A Drizzle transaction, as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or the caller's transaction. */
export type DbOrTx = Db | Tx;

export interface EnqueueOptions {
  /** When it was enqueued, by the caller's Clock; the database's clock when omitted. */
  now?: Date;
}

/** The recipient as stored: trimmed, an e-mail address in lower case. Throws when it is not one. */
export function normaliseRecipient(channel: NotificationChannel, recipient: string): string {
  const value = recipient.trim();
  if (channel === 'sms') {
    if (!MOBILE_NUMBER.test(value)) throw new TypeError('An SMS needs a 10-digit mobile number');
    return value;
  }
  const email = value.toLowerCase();
  if (!EMAIL.test(email)) throw new TypeError('An e-mail needs an e-mail address');
  return email;
}

/** Inserts into the outbox inside the caller's transaction (pass the tx or the db). */
export async function enqueueNotification(
  db: DbOrTx,
  message: OutboxMessage,
  options: EnqueueOptions = {},
): Promise<{ id: string }> {
  if (message.channel !== 'sms' && message.channel !== 'email') {
    throw new TypeError(`Unknown notification channel: ${String(message.channel)}`);
  }
  if (message.channel === 'sms' && message.subject !== undefined) {
    throw new TypeError('An SMS has no subject');
  }
  if (!message.kind.trim()) throw new TypeError('A notification needs a kind');
  if (!message.body.trim()) throw new TypeError('A notification needs a body');
  if (message.channel === 'sms' && message.attachments?.length) throw new TypeError('An SMS has no attachments');
  const key = message.idempotencyKey?.trim() || null;

  const inserted = await db
    .insert(notificationOutbox)
    .values({
      channel: message.channel,
      recipient: normaliseRecipient(message.channel, message.recipient),
      kind: message.kind.trim(),
      subject: message.channel === 'email' ? (message.subject ?? null) : null,
      body: message.body,
      idempotencyKey: key,
      // The request that caused it, when there is one (the delivery logs with the same id).
      requestId: currentRequest()?.requestId ?? null,
      attachments: message.attachments?.length
        ? message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }))
        : null,
      ...(options.now ? { createdAt: options.now } : {}),
    })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id });
  const row = inserted[0];
  if (row) {
    // The delivery job runs once the caller is done (an OTP is sent without waiting for a timer).
    signalDueWork(DUE_WORK.notifications);
    return row;
  }
  // The key was used before: the message is already in the outbox.
  const [existing] = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.idempotencyKey, key ?? ''));
  if (!existing) throw new Error('The outbox refused a message without saying why');
  return existing;
}

export interface OutboxEntry {
  id: string;
  channel: NotificationChannel;
  recipient: string;
  kind: string;
  subject: string | null;
  body: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  /** An e-mail's files (names and types; the content by `outboxAttachment`). */
  attachments: { filename: string; contentType: string }[];
}

export interface OutboxFilter {
  channel?: NotificationChannel;
  /** Part of a mobile number or e-mail address (case-insensitive). */
  recipient?: string;
  limit: number;
}

/** The latest messages, newest first (the sandbox inbox). */
export async function listOutbox(db: DbOrTx, filter: OutboxFilter): Promise<OutboxEntry[]> {
  const conditions: SQL[] = [];
  if (filter.channel) conditions.push(eq(notificationOutbox.channel, filter.channel));
  const text = filter.recipient?.trim();
  if (text) conditions.push(ilike(notificationOutbox.recipient, `%${escapeLike(text)}%`));
  return db
    .select({
      id: notificationOutbox.id,
      channel: notificationOutbox.channel,
      recipient: notificationOutbox.recipient,
      kind: notificationOutbox.kind,
      subject: notificationOutbox.subject,
      body: notificationOutbox.body,
      status: notificationOutbox.status,
      attempts: notificationOutbox.attempts,
      lastError: notificationOutbox.lastError,
      createdAt: notificationOutbox.createdAt,
      deliveredAt: notificationOutbox.deliveredAt,
      attachments: sql<{ filename: string; contentType: string }[] | null>`(SELECT json_agg(json_build_object('filename', a->>'filename', 'contentType', a->>'contentType'))
        FROM jsonb_array_elements(${notificationOutbox.attachments}) a)`,
    })
    .from(notificationOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(notificationOutbox.createdAt), sql`${notificationOutbox.id} desc`)
    .limit(filter.limit)
    .then((rows) => rows.map((r) => ({ ...r, attachments: r.attachments ?? [] })));
}

/** One attachment of an outbox e-mail (the sandbox shows what was sent), or undefined. */
export async function outboxAttachment(db: DbOrTx, id: string, index: number): Promise<OutboxAttachment | undefined> {
  const [row] = await db.select({ attachments: notificationOutbox.attachments }).from(notificationOutbox).where(eq(notificationOutbox.id, id));
  const a = row?.attachments?.[index];
  return a ? { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') } : undefined;
}

/** LIKE's wildcards and its escape character, taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
