// Drizzle's view of db/migrations/0020_bank_verification.sql (the SQL file is the truth).
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { investorProfile } from './investor-profile';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A penny drop the investor asked for; the add or edit that follows names it, once. */
export const bankVerification = pgTable('bank_verification', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => investorProfile.userId, { onDelete: 'cascade' }),
  accountNumber: text('account_number').notNull(),
  ifsc: text('ifsc').notNull(),
  purpose: text('purpose', { enum: ['add', 'edit'] }).notNull(),
  outcome: text('outcome', { enum: ['verified', 'nameMismatch', 'failed', 'unavailable', 'down'] }).notNull(),
  holderName: text('holder_name'),
  response: jsonb('response').notNull(),
  createdAt: instant('created_at').notNull(),
  usedAt: instant('used_at'),
});
