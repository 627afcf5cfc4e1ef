import { EXCHANGE_PAYMENT_STATUSES, istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  SandboxExchangeOrders,
  settleDue,
  type PaymentRequest,
} from '../src/integrations/exchange';
import { forEachDatabase } from './test-database';
import {
  MEMBER,
  purchase,
  SCHEMES,
  seedSandboxSchemes,
  TestClock,
} from './sandbox-exchange-test-kit';

// The sandbox exchange's money path (migration 0042), on PGlite and PostgreSQL: every payment mode
// to an allotment at the NAV the domain's rule picks, stamp duty and units as hand-worked in
// packages/domain/src/orders/purchase-allotment.test.ts, idempotent payments and settlement.

const MINUTE = 60_000;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function publishNav(db: Database, amfi: number, date: string, nav: string): Promise<void> {
  await db.db.execute(
    sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${amfi}, ${date}, ${nav})`,
  );
}

forEachDatabase('sandbox exchange money path', (open) => {
  let database: Database;
  let clock: TestClock;
  let exchange: SandboxExchangeOrders;
  let n = 0;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05')); // Wednesday
    exchange = new SandboxExchangeOrders(database, clock, {
      isMandateApproved: async (client, mandate) =>
        client === 'SAN0000001' && mandate === 'MND0001',
    });
    return () => database.close();
  });

  async function order(over: Parameters<typeof purchase>[0] = {}): Promise<string> {
    n += 1;
    const reply = await exchange.orderEntry(purchase({ TransNo: `T${n}`, ...over }));
    expect(reply.SuccessFlag, reply.BSERemarks).toBe('0');
    return reply.OrderId;
  }

  function pay(
    mode: PaymentRequest['paymentMode'],
    orders: string[],
    total: string,
    over: Partial<PaymentRequest> = {},
  ) {
    n += 1;
    return exchange.payment({
      membercode: MEMBER.MemberId,
      clientcode: 'SAN0000001',
      paymentMode: mode,
      ordernumber: orders,
      totalamount: total,
      internalrefno: `P${n}`,
      accountnumber: '50100012345678',
      ifsc: 'HDFC0000001',
      ...over,
    });
  }

  const status = async (orderNo: string) =>
    (await exchange.paymentStatus('SAN0000001', orderNo)).status;

  it('net banking: approved on the bank page, allotted at that day’s NAV once it is published', async () => {
    const orderNo = await order();
    expect(await status(orderNo)).toBe(EXCHANGE_PAYMENT_STATUSES.notInitiated);
    const paid = await pay('NET_BANKING', [orderNo], '5000');
    expect(paid.statuscode).toBe('100');
    const paymentId = paid.responsestring.split('/').pop()!;
    clock.advance(5 * MINUTE);
    expect(await exchange.bank.completeBankPayment(paymentId, 'approve')).toBe(true);
    expect(await status(orderNo)).toBe('APPROVED');

    // No NAV for 25 Nov yet: nothing to allot.
    expect((await settleDue(database, clock)).allotted).toBe(0);
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '123.4567');
    clock.set(istInstant('2026-11-25', '22:30'));
    expect((await settleDue(database, clock)).allotted).toBe(1);
    expect((await settleDue(database, clock)).allotted).toBe(0);

    const statement = await exchange.allotmentStatement({
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
    });
    expect(statement).toEqual([
      expect.objectContaining({
        OrderNo: orderNo,
        NavDate: '2026-11-25',
        AllottedNav: '123.4567',
        AllottedUnit: '40.498',
        AllottedAmt: '5000.00',
        StampDuty: '0.25',
        FolioNo: expect.stringMatching(/^\d+$/),
        ValidFlag: 'Y',
      }),
    ]);
  });

  it('UPI: a failed payment is REJECTED and the order may be paid again', async () => {
    const orderNo = await order();
    const first = await pay('UPI', [orderNo], '5000', { vpaid: 'investor@okbank' });
    await exchange.bank.completeBankPayment(first.responsestring.split('/').pop()!, 'fail');
    expect(await status(orderNo)).toBe('REJECTED');
    const second = await pay('UPI', [orderNo], '5000', { vpaid: 'investor@okbank' });
    expect(second.statuscode).toBe('100');
    await exchange.bank.completeBankPayment(second.responsestring.split('/').pop()!, 'approve');
    expect(await status(orderNo)).toBe('APPROVED');
  });

  it('NEFT: awaiting funds until the credit with its UTR arrives; after 3 PM it gets the next day’s NAV', async () => {
    const orderNo = await order();
    const paid = await pay('NEFT', [orderNo], '5000', { NEFTreference: 'HDFCN26112512345' });
    expect(paid).toMatchObject({
      statuscode: '100',
      responsestring: 'AWAITING FOR FUNDS CONFIRMATION',
    });
    expect(await status(orderNo)).toBe('AWAITING FOR FUNDS CONFIRMATION');
    clock.set(istInstant('2026-11-25', '16:00'));
    expect(await exchange.bank.receiveNeftCredit('HDFCN26112512345')).toBe(true);
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '120.0000');
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-26', '125.0000');
    clock.set(istInstant('2026-11-26', '22:30'));
    await settleDue(database, clock);
    const [row] = await exchange.allotmentStatement({
      fromDate: '2026-11-26',
      toDate: '2026-11-26',
    });
    // 4,999.75 / 125 = 39.998 exactly.
    expect(row).toMatchObject({
      NavDate: '2026-11-26',
      AllottedNav: '125.0000',
      AllottedUnit: '39.998',
    });
  });

  it('a ₹2,50,000 cheque clears two business days after deposit, skipping the holiday, at that day’s NAV', async () => {
    clock.set(istInstant('2026-11-20', '11:00')); // Friday, before the challan cut-off
    const orderNo = await order({ TransNo: 'CHQ1', OrderVal: '250000' });
    const paid = await pay('CHEQUE', [orderNo], '250000', {
      chequeNumber: '123456',
      chequeDate: '2026-11-20',
    });
    expect(paid).toMatchObject({
      statuscode: '100',
      responsestring: 'CHALLAN GENERATED. DEPOSIT DATE 2026-11-20',
    });
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-23', '30.0000');
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '31.2345');

    clock.set(istInstant('2026-11-24', '23:00')); // Tuesday, Guru Nanak Jayanti: not cleared yet
    expect((await settleDue(database, clock)).realised).toBe(0);
    expect(await status(orderNo)).toBe('AWAITING FOR FUNDS CONFIRMATION');
    clock.set(istInstant('2026-11-25', '22:30'));
    expect(await settleDue(database, clock)).toMatchObject({ realised: 1, allotted: 1 });
    const [row] = await exchange.allotmentStatement({
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
    });
    expect(row).toMatchObject({
      NavDate: '2026-11-25',
      AllottedNav: '31.2345',
      AllottedUnit: '8003.569',
      StampDuty: '12.50',
      AllottedAmt: '250000.00',
    });
  });

  it('a cheque that bounces rejects its orders', async () => {
    const orderNo = await order();
    await pay('CHEQUE', [orderNo], '5000', { chequeNumber: '123000', chequeDate: '2026-11-25' });
    clock.set(istInstant('2026-11-27', '12:00'));
    expect(await settleDue(database, clock)).toMatchObject({ bounced: 1, realised: 0 });
    expect(await status(orderNo)).toBe('REJECTED');
  });

  it('OTM debits an approved mandate the next business day; an unknown mandate is refused', async () => {
    const orderNo = await order();
    expect(await pay('OTM', [orderNo], '5000', { mandateid: 'MND9999' })).toMatchObject({
      statuscode: '101',
      responsestring: 'FAILED: MANDATE IS NOT APPROVED',
    });
    expect((await pay('OTM', [orderNo], '5000', { mandateid: 'MND0001' })).statuscode).toBe('100');
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-26', '100.0000');
    clock.set(istInstant('2026-11-26', '22:30'));
    expect(await settleDue(database, clock)).toMatchObject({ realised: 1, allotted: 1 });
    const [row] = await exchange.allotmentStatement({
      fromDate: '2026-11-26',
      toDate: '2026-11-26',
    });
    expect(row).toMatchObject({ NavDate: '2026-11-26', AllottedUnit: '49.997' }); // 4,999.75 / 100, truncated
  });

  it('a liquid fund paid at 13:25 takes the previous day’s NAV', async () => {
    clock.set(istInstant('2026-11-25', '13:20'));
    const orderNo = await order({ SchemeCd: SCHEMES.liquid.code, OrderVal: '10000' });
    const paid = await pay('NET_BANKING', [orderNo], '10000');
    clock.set(istInstant('2026-11-25', '13:25'));
    await exchange.bank.completeBankPayment(paid.responsestring.split('/').pop()!, 'approve');
    // NAV date 24 Nov is a holiday: the NAV used is the business day on or before it, 23 Nov.
    await publishNav(database, SCHEMES.liquid.amfi, '2026-11-23', '5000.0000');
    await settleDue(database, clock);
    const [row] = await exchange.allotmentStatement({
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
    });
    expect(row).toMatchObject({
      NavDate: '2026-11-24',
      AllottedNav: '5000.0000',
      StampDuty: '0.50',
      AllottedUnit: '1.999',
    });
  });

  it('the total must equal the orders paid; an order is paid once; a retried payment gets the first answer', async () => {
    const a = await order();
    const b = await order({ OrderVal: '7000' });
    expect(await pay('NEFT', [a, b], '11000', { NEFTreference: 'UTR1' })).toMatchObject({
      statuscode: '101',
      responsestring: 'FAILED: TOTAL AMOUNT 11000.00 DOES NOT MATCH ORDER AMOUNT 12000.00',
    });
    const request = { NEFTreference: 'UTR2', internalrefno: 'SAME-REF' };
    const first = await pay('NEFT', [a, b], '12000', request);
    expect(first.statuscode).toBe('100');
    expect(await pay('NEFT', [a, b], '12000', request)).toEqual(first);
    expect(await pay('NEFT', [a], '5000', { NEFTreference: 'UTR3' })).toMatchObject({
      statuscode: '101',
      responsestring: `FAILED: PAYMENT ALREADY INITIATED FOR ORDER NUMBER ${a}`,
    });
  });

  it('identical payments sent at once make one payment', async () => {
    const a = await order();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        exchange.payment({
          membercode: MEMBER.MemberId,
          clientcode: 'SAN0000001',
          paymentMode: 'NEFT',
          ordernumber: [a],
          totalamount: '5000',
          internalrefno: 'RACE',
          NEFTreference: 'UTRRACE',
        }),
      ),
    );
    expect(replies.every((r) => r.statuscode === '100')).toBe(true);
    const [count] = await rows<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM sandbox_exchange_payment`,
    );
    expect(count!.n).toBe(1);
  });

  it('an unpaid order lapses at the end of its day and cannot be paid after', async () => {
    const orderNo = await order();
    clock.set(istInstant('2026-11-25', '23:59'));
    expect((await settleDue(database, clock)).lapsed).toBe(0);
    clock.set(istInstant('2026-11-26', '00:00'));
    expect((await settleDue(database, clock)).lapsed).toBe(1);
    expect(await pay('NEFT', [orderNo], '5000', { NEFTreference: 'UTRLATE' })).toMatchObject({
      statuscode: '101',
      responsestring: `FAILED: ORDER NUMBER ${orderNo} HAS EXPIRED`,
    });
  });

  it('keeps one folio per client per AMC, which an additional purchase then names', async () => {
    const large = await order();
    const elss = await order({ SchemeCd: SCHEMES.elss.code, OrderVal: '500' });
    await pay('NEFT', [large, elss], '5500', { NEFTreference: 'UTRF' });
    await exchange.bank.receiveNeftCredit('UTRF');
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '100.0000');
    await publishNav(database, SCHEMES.elss.amfi, '2026-11-25', '80.0000');
    await settleDue(database, clock);
    const statement = await exchange.allotmentStatement({
      fromDate: '2026-11-25',
      toDate: '2026-11-25',
    });
    expect(statement).toHaveLength(2);
    expect(statement[0]!.FolioNo).toBe(statement[1]!.FolioNo);
    const more = await exchange.orderEntry(
      purchase({
        TransNo: 'ADD1',
        BuySellType: 'ADDITIONAL',
        OrderVal: '1000',
        FolioNo: statement[0]!.FolioNo,
      }),
    );
    expect(more.SuccessFlag, more.BSERemarks).toBe('0');
  });

  it('a worker that dies after claiming holds its orders only until the lease ends; each order is allotted once', async () => {
    const orders = [
      await order(),
      await order({ OrderVal: '6000' }),
      await order({ OrderVal: '7000' }),
    ];
    await pay('NEFT', orders, '18000', { NEFTreference: 'UTRK' });
    await exchange.bank.receiveNeftCredit('UTRK');
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-25', '100.0000');
    // A claim whose worker was killed before it allotted: the lease is set, nothing allotted.
    await database.db.execute(sql`
      UPDATE sandbox_exchange_order SET lease_until = ${new Date(clock.now().getTime() + 2 * MINUTE).toISOString()}::timestamptz,
             settle_attempts = 1`);
    expect((await settleDue(database, clock)).claimed).toBe(0);
    clock.advance(3 * MINUTE);
    const [a, b] = await Promise.all([settleDue(database, clock), settleDue(database, clock)]);
    expect(a.allotted + b.allotted).toBe(3);
    expect((await settleDue(database, clock)).claimed).toBe(0);
    const [count] = await rows<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM sandbox_exchange_allotment`,
    );
    expect(count!.n).toBe(3);
  });
});
