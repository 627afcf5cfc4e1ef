// Drizzle's view of db/migrations/0013_packs.sql (the SQL file is the truth).
import {
  boolean,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cart } from './cart';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pack = pgTable('pack', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const packFund = pgTable(
  'pack_fund',
  {
    packId: text('pack_id')
      .notNull()
      .references(() => pack.id, { onDelete: 'cascade' }),
    amfiCode: integer('amfi_code').notNull(),
    weight: numeric('weight', { precision: 5, scale: 2 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packId, t.amfiCode] })],
);

export const cartPackItem = pgTable(
  'cart_pack_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    packId: text('pack_id')
      .notNull()
      .references(() => pack.id),
    investmentType: text('investment_type', { enum: ['LUMPSUM', 'SIP'] }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    frequency: integer('frequency').notNull(),
    sipDate: integer('sip_date').notNull(),
    numInstallments: integer('num_installments').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.cartId, t.packId, t.investmentType)],
);

export const cartPackItemFund = pgTable(
  'cart_pack_item_fund',
  {
    cartPackItemId: uuid('cart_pack_item_id')
      .notNull()
      .references(() => cartPackItem.id, { onDelete: 'cascade' }),
    amfiCode: integer('amfi_code').notNull(),
    weight: numeric('weight', { precision: 5, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartPackItemId, t.amfiCode] })],
);
