// Drizzle's view of db/migrations/0106_webhook_inbox.sql (the SQL file is the truth).
import { bigserial, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** An event an outside party pushed, kept once per (party, event id) before it was acknowledged (decision 0174). */
export const webhookInbox = pgTable(
  'webhook_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    party: text('party').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull(),
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    parkedReason: text('parked_reason'),
    parkedAt: timestamp('parked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [unique('webhook_inbox_event_key').on(t.party, t.eventId)],
);
