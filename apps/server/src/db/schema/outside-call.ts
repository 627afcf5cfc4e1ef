import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outsideCallStatuses = ['pending', 'calling', 'answered', 'done', 'failed'] as const;
export type OutsideCallStatus = (typeof outsideCallStatuses)[number];

/** migrations/0030_outside_call.sql: durable commands to outside parties (outside-calls/). */
export const outsideCall = pgTable(
  'outside_call',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    party: text('party').notNull(),
    operation: text('operation').notNull(),
    subject: text('subject'),
    request: jsonb('request').notNull(),
    context: jsonb('context').notNull().default({}),
    status: text('status', { enum: outsideCallStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    applyAttempts: integer('apply_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    response: jsonb('response'),
    error: text('error'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('outside_call_due_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`status IN ('pending', 'calling', 'answered')`),
    index('outside_call_created_idx').on(t.createdAt.desc()),
    index('outside_call_subject_idx')
      .on(t.party, t.operation, t.subject)
      .where(sql`status IN ('pending', 'calling', 'answered')`),
  ],
);
