// Drizzle's view of db/migrations/0094_advisor_home_content.sql (the SQL file is the truth).
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agent } from './identity';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const advisorSignUpInterest = pgTable('advisor_sign_up_interest', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agent.id, { onDelete: 'cascade' }),
  requestedAt: instant('requested_at').notNull(),
});

export const contentItem = pgTable('content_item', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  category: text('category').notNull(),
  heading: text('heading').notNull(),
  description: text('description').notNull(),
  thumbnail: text('thumbnail').notNull().unique(),
  videoUrl: text('video_url'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

export const contentSubscription = pgTable(
  'content_subscription',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agent.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    subscribedAt: instant('subscribed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.categoryId] })],
);
