// Drizzle's view of db/migrations/0088_short_links_and_calculator_shares.sql (the SQL file is the truth).
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agent } from './identity';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** /s/{code} → a path of the web app. */
export const shortLink = pgTable('short_link', {
  code: text('code').primaryKey(),
  target: text('target').notNull(),
  createdAt: instant('created_at').notNull(),
});

/** An advisor's shared calculator result. */
export const calculatorShare = pgTable(
  'calculator_share',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortCode: text('short_code')
      .notNull()
      .unique()
      .references(() => shortLink.code),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agent.id, { onDelete: 'cascade' }),
    calculator: text('calculator', { enum: ['sip', 'goal'] }).notNull(),
    investmentAmount: numeric('investment_amount', { precision: 16, scale: 2 }).notNull(),
    rateOfReturn: integer('rate_of_return').notNull(),
    timePeriod: integer('time_period').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('calculator_share_agent_idx').on(t.agentId, t.createdAt.desc())],
);
