import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const notificationChannels = ['sms', 'email'] as const;
export const notificationStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** migrations/0010_jobs_and_outbox.sql: the transactional outbox of SMS and e-mail. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    status: text('status', { enum: notificationStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The x-request-id of the request that enqueued it (migration 0022). */
    requestId: text('request_id'),
    /** An e-mail's attachments (migration 0083): [{ filename, contentType, base64 }], or null. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
    index('notification_outbox_created_idx').on(t.createdAt.desc()),
    index('notification_outbox_recipient_idx').on(t.recipient, t.createdAt.desc()),
  ],
);
