import { istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { forEachDatabase } from './test-database';
import { SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';

// The sandbox bank's net-banking and UPI page (sandbox-payment-bank-page.ts) through the app as
// main builds it: the orders feature pays, the exchange answers the page's address, the tester
// approves, fails or cancels there; only in sandbox mode.

forEachDatabase('sandbox payment bank page', (open) => {
  let database: Database;
  let clock: TestClock;
  let app: FastifyInstance | undefined;
  let userId: string;
  let n = 0;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05'));
    const rows = async <T,>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
    const [user] = await rows<{ id: string }>(sql`INSERT INTO user_account (mobile, name) VALUES ('9876543210', 'Asha Rao') RETURNING id::text`);
    userId = user!.id;
    await database.db.execute(sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
      VALUES (${userId}, 'ABCDE1234F', 'KYC_VALIDATED_STATUS', now(), now(), now())`);
    return () => database.close();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(sandbox: boolean) {
    app = await buildApp({ database, clock, config: { webDistDir: '/nonexistent/dist', sandbox } });
    await app.ready();
    return app;
  }

  async function pay(a: FastifyInstance, mode: 'NET_BANKING' | 'UPI') {
    n += 1;
    const set = await a.orders.placeOrders(userId, { idempotencyKey: `s${n}`, orders: [{ kind: 'purchase', amfiCode: SCHEMES.largeCap.amfi, amount: '5000' }] });
    const payment = await a.orders.payOrders(userId, {
      idempotencyKey: `p${n}`, orderSetId: set.id, paymentMode: mode, bankAccountNumber: '50100012345678', vpaId: 'asha@okbank',
    });
    expect(payment.status).toBe('ACCEPTED');
    return { set, url: payment.responseString! };
  }

  const post = (a: FastifyInstance, url: string) =>
    a.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  it('shows the payment with labelled actions; Approve realises it once', async () => {
    const a = await start(true);
    const { url } = await pay(a, 'UPI');
    const page = await a.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('₹5,000');
    expect(page.body).toContain('asha@okbank');
    expect(page.body).toMatch(/<button type="submit">Approve<\/button>/);
    expect((await post(a, `${url}/approve`)).body).toContain('You approved the payment.');
    // Done: the page and its actions are gone.
    expect((await a.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await post(a, `${url}/fail`)).statusCode).toBe(404);
    const [order] = ((await database.db.execute(sql`SELECT payment_status FROM sandbox_exchange_order`)) as unknown as { rows: { payment_status: string }[] }).rows;
    expect(order!.payment_status).toBe('APPROVED');
  });

  it('goes back to the loopback address it was given (a /v1/ path of this site only)', async () => {
    const a = await start(true);
    const { url } = await pay(a, 'UPI');
    const page = await a.inject({ method: 'GET', url: `${url}?loopbackUrl=${encodeURIComponent('/v1/42')}` });
    expect(page.body).toContain(`action="${url}/approve?loopbackUrl=%2Fv1%2F42"`);
    const approved = await post(a, `${url}/approve?loopbackUrl=${encodeURIComponent('/v1/42')}`);
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/v1/42');
    // Another site, or a path outside the app: ignored, the bank's own page answers.
    const other = await pay(a, 'UPI');
    const elsewhere = await post(a, `${other.url}/approve?loopbackUrl=${encodeURIComponent('https://evil.example/v1/42')}`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain('You approved the payment.');
  });

  it('Fail is REJECTED and Cancel frees the orders; the product sees both', async () => {
    const a = await start(true);
    const failed = await pay(a, 'NET_BANKING');
    expect((await post(a, `${failed.url}/fail`)).body).toContain('The payment failed at the bank.');
    await a.orders.refreshPaymentStatuses();
    expect((await a.orders.orderSet(userId, failed.set.id)).orders[0]!.paymentStatus).toBe('REJECTED');
    const left = await pay(a, 'NET_BANKING');
    expect((await post(a, `${left.url}/abandon`)).body).toContain('You left without paying.');
    await a.orders.refreshPaymentStatuses();
    expect((await a.orders.orderSet(userId, left.set.id)).orders[0]!.paymentStatus).toBe('PAYMENT NOT INITIATED FOR GIVEN ORDER');
    // Paid again after the cancel: a new payment is accepted.
    n += 1;
    const again = await a.orders.payOrders(userId, { idempotencyKey: `p${n}`, orderSetId: left.set.id, paymentMode: 'NET_BANKING' });
    expect(again.status).toBe('ACCEPTED');
    expect((await a.inject({ method: 'GET', url: '/v1/sandbox/bank/payments/not-a-number' })).statusCode).toBe(404);
  });

  it('is not there outside sandbox mode', async () => {
    const a = await start(false);
    const { url } = await pay(a, 'NET_BANKING');
    const page = await a.inject({ method: 'GET', url });
    // 404 (or, with no web build in this test, the app's 503 "not built"): never the bank page.
    expect([404, 503]).toContain(page.statusCode);
    expect(page.body).not.toContain('Approve');
  });
});
