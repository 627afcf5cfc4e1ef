// Drizzle's view of db/migrations/0012_cart.sql (the SQL file is the truth).
import { integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { userAccount } from './identity';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cart = pgTable('cart', {
  id: uuid('id').primaryKey().defaultRandom(),
  cookieId: text('cookie_id'),
  userId: uuid('user_id').references(() => userAccount.id),
  agentCode: text('agent_code'),
  agentStatus: text('agent_status', { enum: ['approved', 'pending'] })
    .notNull()
    .default('approved'),
  /** The advisor who last changed the cart while acting for its customer (migration 0090). */
  actedByUserId: uuid('acted_by_user_id').references(() => userAccount.id),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const cartItem = pgTable(
  'cart_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    amfiCode: integer('amfi_code').notNull(),
    investmentType: text('investment_type', { enum: ['LUMPSUM', 'SIP'] }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    frequency: integer('frequency').notNull(),
    sipDate: integer('sip_date').notNull(),
    numInstallments: integer('num_installments').notNull(),
    /** An existing holding's folio (Invest More): the purchase is ADDITIONAL in it. */
    folioNo: text('folio_no'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.cartId, t.amfiCode, t.investmentType)],
);
