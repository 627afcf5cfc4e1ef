import { istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { registerOrdersFeature, type OrdersService } from '../src/features/orders';
import { SandboxExchangeOrders, SandboxMandates, settleDue } from '../src/integrations/exchange';
import { OutsideCalls } from '../src/outside-calls';
import { SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';

// Holdings made the way an investor makes them (issue 12 §1 tests): orders through the orders
// feature and the sandbox exchange, paid by net banking, settled and read into the ledger from
// the exchange's allotment statement. Nothing is written into ledger_entry by hand.

export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function publishNav(db: Database, amfi: number, date: string, nav: string): Promise<void> {
  await db.db.execute(sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${amfi}, ${date}, ${nav}) ON CONFLICT DO NOTHING`);
}

/** An onboarded investor (a user with a KYC-validated profile, so a ucc). */
export async function investor(db: Database, mobile = '9876543210', name = 'Asha Rao'): Promise<{ userId: string; ucc: string }> {
  const [user] = await rowsOf<{ id: string }>(db, sql`INSERT INTO user_account (mobile, name, registered_with_bse) VALUES (${mobile}, ${name}, 3) RETURNING id::text`);
  const pan = `ABCDE${mobile.slice(-4)}F`;
  const [profile] = await rowsOf<{ ucc: string }>(
    db,
    sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
        VALUES (${user!.id}, ${pan}, 'KYC_VALIDATED_STATUS', now(), now(), now()) RETURNING ucc`,
  );
  return { userId: user!.id, ucc: profile!.ucc };
}

export interface Market {
  database: Database;
  clock: TestClock;
  exchange: SandboxExchangeOrders;
  orders: OrdersService;
  calls: OutsideCalls;
}

/** The sandbox exchange with its small scheme master, the orders feature, the clock at Wednesday 25/11/2026 10:05 IST. */
export async function openMarket(database: Database, seed = true): Promise<Market> {
  if (seed) await seedSandboxSchemes(database);
  const clock = new TestClock(istInstant('2026-11-25', '10:05'));
  const mandates = new SandboxMandates({ database, clock, pagePath: '/sandbox/bank/mandate', scanIsReadable: async () => true });
  const exchange = new SandboxExchangeOrders(database, clock, {
    isMandateApproved: async (c, m) => (await mandates.mandateDetails({ ClientCode: c, MandateId: m })).some((d) => d.Status === 'APPROVED'),
    debitMandate: (request, tx) => mandates.debit(request, tx),
  });
  const calls = new OutsideCalls({ database, clock });
  const orders = registerOrdersFeature({ database, clock, outsideCalls: calls, exchange });
  return { database, clock, exchange, orders, calls };
}

let keys = 0;
const key = () => `portfolio-kit-${++keys}-${Math.random().toString(36).slice(2)}`;

/** Settles what is due and reads the allotment statement into the ledger. */
export async function settleAndRecord(m: Market): Promise<void> {
  await settleDue(m.database, m.clock);
  await m.orders.recordAllotments({ fromDate: '2000-01-01', toDate: m.clock.now().toISOString().slice(0, 10) });
}

/**
 * A lumpsum bought today by net banking, allotted at `nav` (published for today): the folio.
 * The clock must stand before the scheme's cut-off on a business day.
 */
export async function buyAndAllot(
  m: Market,
  who: { userId: string },
  opts: { amount: string; nav: string; amfiCode?: number; folioNo?: string },
): Promise<string> {
  const amfiCode = opts.amfiCode ?? SCHEMES.largeCap.amfi;
  const set = await m.orders.placeOrders(who.userId, {
    idempotencyKey: key(),
    orders: [{ kind: 'purchase', amfiCode, amount: opts.amount, ...(opts.folioNo ? { folioNo: opts.folioNo } : {}) }],
  });
  expect(set.orders[0]!.orderStatus, set.orders[0]!.remarks ?? '').toBe('VALID');
  const payment = await m.orders.payOrders(who.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: 'NET_BANKING' });
  expect(payment.status, payment.responseString ?? '').toBe('ACCEPTED');
  expect(await m.exchange.bank.completeBankPayment(payment.responseString!.split('/').pop()!, 'approve')).toBe(true);
  await publishNav(m.database, amfiCode, m.clock.now().toISOString().slice(0, 10), opts.nav);
  await settleAndRecord(m);
  const order = (await m.orders.orderSet(who.userId, set.id)).orders[0]!;
  expect(order.allotment, 'allotted').toBeTruthy();
  return order.folioNo!;
}

/** A redemption placed (not yet allotted); its set's id. */
export async function placeRedemption(
  m: Market,
  who: { userId: string },
  ask: { folioNo: string; amfiCode?: number; amount?: string; units?: string; allUnits?: boolean },
): Promise<string> {
  const { amfiCode = SCHEMES.largeCap.amfi, ...rest } = ask;
  const set = await m.orders.placeOrders(who.userId, { idempotencyKey: key(), orders: [{ kind: 'redemption', amfiCode, ...rest }] });
  expect(set.orders[0]!.orderStatus, set.orders[0]!.remarks ?? '').toBe('VALID');
  return set.id;
}

export { SCHEMES };
