import { bigint, bigserial, date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** migrations/0043, 0052, 0072, 0082: the ledger, one entry per allotment (apps/server/src/ledger/). */
export const ledgerEntry = pgTable('ledger_entry', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  exchangeOrderNo: bigint('exchange_order_no', { mode: 'number' }).notNull().unique(),
  kind: text('kind', { enum: ['purchase', 'redemption', 'stp_out', 'stp_in', 'swp'] }).notNull(),
  ucc: text('ucc').notNull(),
  schemeCode: text('scheme_code').notNull(),
  isin: text('isin'),
  folioNo: text('folio_no').notNull(),
  orderDate: date('order_date').notNull(),
  navDate: date('nav_date').notNull(),
  nav: numeric('nav', { precision: 14, scale: 4 }).notNull(),
  units: numeric('units', { precision: 18, scale: 4 }).notNull(),
  amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  stampDuty: numeric('stamp_duty', { precision: 16, scale: 2 }).notNull(),
  reportedOn: date('reported_on').notNull(),
  /** A redemption's STT (0.001% of equity-oriented redemptions); 0 otherwise. */
  stt: numeric('stt', { precision: 16, scale: 2 }).notNull().default('0'),
  /** A redemption's settlement day; the day it was paid out, set once (decision 0107). */
  payoutDueOn: date('payout_due_on'),
  paidOutOn: date('paid_out_on'),
  /** The order it came from, from the statement's OrderType and BuySell (migration 0082). */
  orderType: text('order_type', {
    enum: ['lumpsum', 'sip', 'redemption', 'stp_in', 'stp_out', 'swp', 'switch_in', 'switch_out', 'other'],
  })
    .notNull()
    .default('other'),
  /** An outflow's exit load (migration 0083, decision 0124); 0 otherwise. Paid out: amount − exit_load − stt. */
  exitLoad: numeric('exit_load', { precision: 16, scale: 2 }).notNull().default('0'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});

/**
 * migrations/0092 (decision 0143): per ucc, folio and scheme, the ledger's units and latest order
 * date, kept by the trigger ledger_position_after on ledger_entry. Read-only for the code.
 */
export const ledgerPosition = pgTable(
  'ledger_position',
  {
    ucc: text('ucc').notNull(),
    folioNo: text('folio_no').notNull(),
    schemeCode: text('scheme_code').notNull(),
    units: numeric('units', { precision: 18, scale: 4 }).notNull(),
    lastOrderDate: date('last_order_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ucc, t.folioNo, t.schemeCode] })],
);
