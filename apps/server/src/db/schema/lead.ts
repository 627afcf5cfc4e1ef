// Drizzle's view of db/migrations/0086_leads.sql (the SQL file is the truth).
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TAGS } from '@sanchay/domain';
import { index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agent } from './identity';

export const lead = pgTable(
  'lead',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agent.id, { onDelete: 'cascade' }),
    tag: text('tag', { enum: LEAD_TAGS }).notNull(),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('open'),
    investorName: text('investor_name'),
    investorMobile: text('investor_mobile'),
    investorEmail: text('investor_email'),
    investmentAmount: numeric('investment_amount', { precision: 16, scale: 2 }),
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique().on(t.agentId, t.requestKey), index('lead_agent_created_idx').on(t.agentId, t.createdAt.desc(), t.id)],
);
