import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// migrations/0031_sandbox_party_state.sql: the sandbox parties' own books (never the product's).

/** The sandbox exchange's client master (client registration). */
export const sandboxExchangeClient = pgTable('sandbox_exchange_client', {
  clientCode: text('client_code').primaryKey(),
  registration: jsonb('registration').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});

/** The bank accounts the sandbox exchange holds per client (bank modification). */
export const sandboxExchangeBankAccount = pgTable(
  'sandbox_exchange_bank_account',
  {
    clientCode: text('client_code').notNull(),
    slot: integer('slot').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    accountType: text('account_type').notNull(),
    isDefault: boolean('is_default').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientCode, t.slot] })],
);

/** The sandbox e-KYC provider's requests. */
export const sandboxEkycRequest = pgTable(
  'sandbox_ekyc_request',
  {
    requestId: text('request_id').primaryKey(),
    pan: text('pan').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile').notNull(),
    callbackUrl: text('callback_url').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    result: jsonb('result'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_ekyc_request_pan_idx').on(t.pan).where(sql`completed_at IS NOT NULL`)],
);
