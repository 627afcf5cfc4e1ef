// Drizzle's view of db/migrations/0105_share_relay.sql (the SQL file is the truth).
import { bigserial, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userAccount } from './identity';

/** A share an advisor relayed to an address (decision 0167): the rows the share limits count. */
export const shareRelay = pgTable('share_relay', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  senderUserId: uuid('sender_user_id')
    .notNull()
    .references(() => userAccount.id),
  channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
  recipient: text('recipient').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
