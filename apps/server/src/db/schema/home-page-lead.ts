// Drizzle's view of db/migrations/0015_home_page_lead.sql (the SQL file is the truth).
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userAccount } from './identity';

export const homePageLead = pgTable('home_page_lead', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
});
