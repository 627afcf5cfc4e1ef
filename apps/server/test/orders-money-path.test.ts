import { istInstant, type PaymentMode } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { registerOrdersFeature, type OrdersService } from '../src/features/orders';
import { ordersAllotmentJob } from '../src/jobs';
import { SandboxExchangeOrders, SandboxMandates, settleDue } from '../src/integrations/exchange';
import { OutsideCalls } from '../src/outside-calls';
import { forEachDatabase } from './test-database';
import { SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';
import { investor, publishNav, rowsOf as rows } from './portfolio-test-kit';

// The orders feature through its service and the sandbox exchange's port (decision 0060), on
// PGlite and PostgreSQL: every payment mode from order to allotment and one ledger entry,
// idempotent submits (100 at once make one set), a retried order entry, an apply that failed and
// is retried, redemption limits and a redemption to its payout.

const DAY = 24 * 60 * 60_000;

forEachDatabase('orders money path', (open) => {
  let database: Database;
  let clock: TestClock;
  let exchange: SandboxExchangeOrders;
  let mandates: SandboxMandates;
  let calls: OutsideCalls;
  let orders: OrdersService;
  let me: { userId: string; ucc: string };
  let n = 0;
  const key = () => `key-${++n}`;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05')); // Wednesday
    mandates = new SandboxMandates({ database, clock, pagePath: '/sandbox/bank/mandate', scanIsReadable: async () => true });
    exchange = new SandboxExchangeOrders(database, clock, {
      isMandateApproved: async (c, m) => (await mandates.mandateDetails({ ClientCode: c, MandateId: m })).some((d) => d.Status === 'APPROVED'),
      debitMandate: (request, tx) => mandates.debit(request, tx),
    });
    calls = new OutsideCalls({ database, clock });
    orders = registerOrdersFeature({ database, clock, outsideCalls: calls, exchange });
    me = await investor(database);
    return () => database.close();
  });

  async function buy(amount = '5000', amfiCode: number = SCHEMES.largeCap.amfi, folioNo?: string) {
    const set = await orders.placeOrders(me.userId, { idempotencyKey: key(), orders: [{ kind: 'purchase', amfiCode, amount, ...(folioNo ? { folioNo } : {}) }] });
    expect(set.orders[0]!.orderStatus, set.orders[0]!.remarks ?? '').toBe('VALID');
    expect(set.orders[0]!.remarkLabel).toBe('Pending Payment');
    return set;
  }

  async function settleAndRecord() {
    await settleDue(database, clock);
    const today = clock.now().toISOString().slice(0, 10);
    return orders.recordAllotments({ fromDate: '2026-11-01', toDate: today });
  }

  async function ledger() {
    return rows<{ exchange_order_no: string; kind: string; units: string; amount: string; folio_no: string }>(
      database,
      sql`SELECT exchange_order_no::text, kind, units::text, amount::text, folio_no FROM ledger_entry ORDER BY id`,
    );
  }

  async function approvedMandate(limit = '100000'): Promise<string> {
    const answer = await mandates.registerMandate({
      ClientCode: me.ucc, Amount: limit, MandateType: 'X', AccountNo: '50100012345678', AccountType: 'SB', IFSCCode: 'HDFC0000001',
      MICRCode: '', StartDate: '25/11/2026', EndDate: '25/11/2036',
    });
    expect(answer.status_code, answer.status_description).toBe('100');
    await mandates.decide(answer.mandate_id!, 'APPROVED');
    return answer.mandate_id!;
  }

  const bank = { bankAccountNumber: '50100012345678', ifscCode: 'HDFC0000001' };

  it.each<[PaymentMode, (id: string) => Promise<void>]>([
    ['NET_BANKING', async () => undefined],
    ['UPI', async () => undefined],
    ['NEFT', async () => undefined],
    ['CHEQUE', async () => undefined],
    ['OTM', async () => undefined],
  ])('%s: order → payment → realised → settlement → allotment → one ledger entry', async (mode) => {
    const set = await buy('5000');
    const extra =
      mode === 'NEFT' ? { neftReferenceNumber: 'UTR0001' }
      : mode === 'UPI' ? { vpaId: 'asha@okbank' }
      : mode === 'CHEQUE' ? { chequeNumber: '123456', chequeDate: '25/11/2026' }
      : mode === 'OTM' ? { mandateId: await approvedMandate() }
      : {};
    const payment = await orders.payOrders(me.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: mode, ...bank, ...extra });
    expect(payment.status, payment.responseString ?? '').toBe('ACCEPTED');
    expect(payment.totalAmount).toBe('5000.00');

    // The money arrives the way the mode brings it.
    if (mode === 'NET_BANKING' || mode === 'UPI') {
      expect(payment.responseString).toMatch(/^\/v1\/sandbox\/bank\/payments\/\d+$/);
      expect(await exchange.bank.completeBankPayment(payment.responseString!.split('/').pop()!, 'approve')).toBe(true);
      await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '50.0000');
    } else if (mode === 'NEFT') {
      expect((await orders.orderSet(me.userId, set.id)).orders[0]!.paymentStatus).toBe('AWAITING FOR FUNDS CONFIRMATION');
      expect(await exchange.bank.receiveNeftCredit('UTR0001')).toBe(true);
      await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '50.0000');
    } else if (mode === 'CHEQUE') {
      // Deposited today (before 15:00), clears two business days later at 10:00: Friday 27/11.
      clock.set(istInstant('2026-11-27', '10:30'));
      await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-27', '50.0000');
    } else {
      // The mandate is debited the next business day at 10:00.
      clock.set(istInstant('2026-11-26', '10:30'));
      await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-26', '50.0000');
    }
    const first = await settleAndRecord();
    expect(first).toEqual({ recorded: 1, ordersAllotted: 1 });
    // Read again: nothing twice.
    expect(await orders.recordAllotments({ fromDate: '2026-11-01', toDate: '2026-11-30' })).toEqual({ recorded: 0, ordersAllotted: 0 });

    const [order] = (await orders.orderSet(me.userId, set.id)).orders;
    // ₹5,000: stamp duty ₹0.25, ₹4,999.75 / 50 = 99.995 units (purchase-allotment.test.ts's rule).
    // The NAV's day and the stamp duty as the ledger recorded them (decision 0168): the day each mode's NAV was published above.
    const navDate = { UPI: '2026-11-25', NET_BANKING: '2026-11-25', NEFT: '2026-11-25', CHEQUE: '2026-11-27', OTM: '2026-11-26' }[mode as string];
    expect(order!.allotment).toEqual({ nav: '50.0000', units: '99.9950', amount: '5000.00', navDate, stampDuty: '0.25' });
    expect(order!.paymentStatus).toBe('APPROVED');
    const entries = await ledger();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ exchange_order_no: order!.bseOrderNumber, kind: 'purchase', units: '99.9950', amount: '5000.00' });
  });

  it("the orders job reads the exchange's payment status and allotment statement into the ledger", async () => {
    const set = await buy('5000');
    const payment = await orders.payOrders(me.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: 'NEFT', neftReferenceNumber: 'UTR42', ...bank });
    expect(payment.status).toBe('ACCEPTED');
    await exchange.bank.receiveNeftCredit('UTR42');
    const job = ordersAllotmentJob({ orders, clock });
    await job.run();
    expect((await orders.orderSet(me.userId, set.id)).orders[0]!.paymentStatus).toBe('APPROVED');
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '50.0000');
    await settleDue(database, clock);
    clock.advance(60_000); // the job looks every 30 s
    await job.run();
    expect((await orders.orderSet(me.userId, set.id)).orders[0]!.allotment).toMatchObject({ units: '99.9950' });
    expect(await ledger()).toHaveLength(1);
  });

  it('OTM beyond the mandate limit for the day is refused and the order can be paid again', async () => {
    const mandate = await approvedMandate('4000');
    const set = await buy('5000');
    const refused = await orders.payOrders(me.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: 4, mandateId: mandate });
    expect(refused).toMatchObject({ status: 'REFUSED', responseString: 'FAILED: AMOUNT EXCEEDS THE MANDATE LIMIT FOR THE DAY' });
    const again = await orders.payOrders(me.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: 'NEFT', neftReferenceNumber: 'UTR9', ...bank });
    expect(again.status).toBe('ACCEPTED');
  });

  it('a retried submit and 100 identical submits at once make one order set and one exchange order', async () => {
    const input = { idempotencyKey: 'same-key', orders: [{ kind: 'purchase' as const, amfiCode: SCHEMES.largeCap.amfi, amount: '5000' }] };
    const sets = await Promise.all(Array.from({ length: 100 }, () => orders.placeOrders(me.userId, input)));
    expect(new Set(sets.map((s) => s.id)).size).toBe(1);
    const again = await orders.placeOrders(me.userId, input);
    expect(again.id).toBe(sets[0]!.id);
    expect(again.orders[0]!.orderStatus).toBe('VALID');
    const [counts] = await rows<{ sets: number; orders: number; entries: number; commands: number }>(
      database,
      sql`SELECT (SELECT count(*)::int FROM order_set) AS sets, (SELECT count(*)::int FROM investor_order) AS orders,
                 (SELECT count(*)::int FROM sandbox_exchange_order) AS entries, (SELECT count(*)::int FROM outside_call) AS commands`,
    );
    expect(counts).toEqual({ sets: 1, orders: 1, entries: 1, commands: 1 });
    // The same key with another order is refused.
    await expect(
      orders.placeOrders(me.userId, { idempotencyKey: 'same-key', orders: [{ kind: 'purchase', amfiCode: SCHEMES.largeCap.amfi, amount: '6000' }] }),
    ).rejects.toThrow('This request was already made with other details. Please start again.');
  });

  it('a doubled payment submit makes one payment', async () => {
    const set = await buy();
    const input = { idempotencyKey: 'pay-once', orderSetId: set.id, paymentMode: 'NEFT' as const, neftReferenceNumber: 'UTR77', ...bank };
    const payments = await Promise.all(Array.from({ length: 20 }, () => orders.payOrders(me.userId, input)));
    expect(new Set(payments.map((p) => p.id)).size).toBe(1);
    const [count] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_payment`);
    expect(count!.n).toBe(1);
  });

  it('an order entry the exchange answered once is not entered twice when retried (the first answer stands)', async () => {
    // The first call reaches the exchange but its answer is lost: the command is retried with the same TransNo.
    let lose = true;
    const flaky = Object.create(exchange) as SandboxExchangeOrders;
    flaky.orderEntry = async (r) => {
      const answer = await exchange.orderEntry(r);
      if (lose) {
        lose = false;
        throw new Error('connection reset');
      }
      return answer;
    };
    const flakyCalls = new OutsideCalls({ database, clock });
    const flakyOrders = registerOrdersFeature({ database, clock, outsideCalls: flakyCalls, exchange: flaky });
    const set = await flakyOrders.placeOrders(me.userId, { idempotencyKey: key(), orders: [{ kind: 'purchase', amfiCode: SCHEMES.largeCap.amfi, amount: '5000' }] });
    expect(set.orders[0]!.orderStatus).toBe('ENTERING');
    clock.advance(DAY / 24); // past the retry's delay, the same day
    await flakyCalls.runDue();
    const [order] = (await flakyOrders.orderSet(me.userId, set.id)).orders;
    expect(order!.orderStatus).toBe('VALID');
    const entries = await rows<{ order_no: string }>(database, sql`SELECT order_no::text FROM sandbox_exchange_order`);
    expect(entries).toEqual([{ order_no: order!.bseOrderNumber }]);
  });

  it('a command whose party answered but whose apply failed is retried to success, without calling again', async () => {
    // The apply cannot write VALID for a while (a constraint stands in for any failure of our side).
    await database.db.execute(sql`ALTER TABLE investor_order ADD CONSTRAINT block_valid CHECK (order_status <> 'VALID') NOT VALID`);
    const set = await orders.placeOrders(me.userId, { idempotencyKey: key(), orders: [{ kind: 'purchase', amfiCode: SCHEMES.largeCap.amfi, amount: '5000' }] });
    expect(set.orders[0]!.orderStatus).toBe('ENTERING');
    const [command] = await rows<{ status: string }>(database, sql`SELECT status FROM outside_call`);
    expect(command!.status).toBe('answered');
    await database.db.execute(sql`ALTER TABLE investor_order DROP CONSTRAINT block_valid`);
    clock.advance(DAY / 24);
    const result = await calls.runDue();
    expect(result).toMatchObject({ applied: 1, called: 0 });
    expect((await orders.orderSet(me.userId, set.id)).orders[0]!.orderStatus).toBe('VALID');
    const [entries] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_order`);
    expect(entries!.n).toBe(1);
  });

  it("the exchange's refusal is the order's remark (below the scheme minimum)", async () => {
    const set = await orders.placeOrders(me.userId, { idempotencyKey: key(), orders: [{ kind: 'purchase', amfiCode: SCHEMES.largeCap.amfi, amount: '100' }] });
    expect(set.orders[0]).toMatchObject({
      orderStatus: 'INVALID',
      bseOrderNumber: null,
      remarks: 'FAILED: ORDER AMOUNT IS LESS THAN MINIMUM PURCHASE AMOUNT 5000.00',
      remarkLabel: 'Registration Error',
    });
  });

  describe('redemptions', () => {
    async function holding(): Promise<string> {
      const set = await buy('5000');
      const payment = await orders.payOrders(me.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: 'NET_BANKING' });
      await exchange.bank.completeBankPayment(payment.responseString!.split('/').pop()!, 'approve');
      await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '50.0000');
      await settleAndRecord();
      return (await orders.orderSet(me.userId, set.id)).orders[0]!.folioNo!;
    }

    const redeem = (folioNo: string, ask: { amount?: string; units?: string; allUnits?: boolean }) =>
      orders.placeOrders(me.userId, { idempotencyKey: key(), orders: [{ kind: 'redemption', amfiCode: SCHEMES.largeCap.amfi, folioNo, ...ask }] });

    it('by units: the units leave the ledger at allotment and the payout is recorded', async () => {
      const folio = await holding();
      clock.set(istInstant('2026-11-26', '11:00'));
      const set = await redeem(folio, { units: '40' });
      expect(set.orders[0]!.orderStatus, set.orders[0]!.remarks ?? '').toBe('VALID');
      await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-26', '52.5000');
      clock.set(istInstant('2026-11-27', '09:00'));
      expect(await settleAndRecord()).toEqual({ recorded: 1, ordersAllotted: 1 });
      // 40 units × 52.5 = ₹2,100.00 paid out.
      // A redemption pays no stamp duty; the NAV of 26/11 (before the cut-off).
      expect((await orders.orderSet(me.userId, set.id)).orders[0]!.allotment).toEqual({ nav: '52.5000', units: '40.0000', amount: '2100.00', navDate: '2026-11-26', stampDuty: '0.00' });
      const entries = await ledger();
      expect(entries.map((e) => [e.kind, e.units, e.amount])).toEqual([
        ['purchase', '99.9950', '5000.00'],
        ['redemption', '-40.0000', '2100.00'],
      ]);
    });

    it('all units: the folio is emptied; nothing more can be redeemed', async () => {
      const folio = await holding();
      await redeem(folio, { allUnits: true });
      await expect(redeem(folio, { units: '1' })).rejects.toThrow('The maximum redemption unit is 0.000');
      await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '50.0000');
      await settleAndRecord();
      const [sum] = await rows<{ units: string }>(database, sql`SELECT sum(units)::text AS units FROM ledger_entry`);
      expect(sum!.units).toBe('0.0000');
    });

    it('ELSS: units still locked in are not free, by units, by amount or all (the one rule, decision 0161)', async () => {
      const set = await buy('5000', SCHEMES.elss.amfi);
      const payment = await orders.payOrders(me.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: 'NET_BANKING' });
      await exchange.bank.completeBankPayment(payment.responseString!.split('/').pop()!, 'approve');
      await publishNav(database, SCHEMES.elss.amfi, '2026-11-25', '50.0000');
      await settleAndRecord();
      const folioNo = (await orders.orderSet(me.userId, set.id)).orders[0]!.folioNo!;
      const elss = (ask: { amount?: string; units?: string; allUnits?: boolean }) =>
        orders.placeOrders(me.userId, { idempotencyKey: key(), orders: [{ kind: 'redemption', amfiCode: SCHEMES.elss.amfi, folioNo, ...ask }] });
      // Bought on 25/11/2026: every unit is locked in until 25/11/2029.
      await expect(elss({ units: '1' })).rejects.toThrow('The maximum redemption unit is 0.000');
      await expect(elss({ amount: '1000' })).rejects.toThrow('The maximum redemption amount is ₹0.00');
      await expect(elss({ allUnits: true })).rejects.toThrow('The maximum redemption unit is 0.000');
      // Three years on, the lot is free.
      clock.set(istInstant('2029-11-26', '11:00'));
      const free = await elss({ units: '10' });
      expect(free.orders[0]!.orderStatus, free.orders[0]!.remarks ?? '').toBe('VALID');
    });

    it('limits: more than the free units, more than the free amount, below the minimum, not a multiple', async () => {
      const folio = await holding();
      await expect(redeem(folio, { units: '100' })).rejects.toThrow('The maximum redemption unit is 99.995');
      // 99.995 units at the latest NAV 50 = ₹4,999.75.
      await expect(redeem(folio, { amount: '5000' })).rejects.toThrow('The maximum redemption amount is ₹4,999.75');
      // A pending redemption takes its units from what is free.
      await redeem(folio, { units: '60' });
      await expect(redeem(folio, { units: '40' })).rejects.toThrow('The maximum redemption unit is 39.995');
      // The scheme master's minimum (₹1,000) and multiple come back as the exchange's remarks.
      const small = await redeem(folio, { amount: '500' });
      expect(small.orders[0]).toMatchObject({ orderStatus: 'INVALID', remarks: 'FAILED: REDEMPTION AMOUNT IS LESS THAN MINIMUM REDEMPTION AMOUNT 1000.00' });
      const odd = await redeem(folio, { units: '1.0005' });
      expect(odd.orders[0]!.orderStatus).toBe('INVALID');
      expect(odd.orders[0]!.remarks).toMatch(/^FAILED: REDEMPTION QUANTITY SHOULD BE IN MULTIPLES OF/);
    });
  });
});
