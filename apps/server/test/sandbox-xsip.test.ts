// The sandbox exchange's XSIPs (integrations/exchange/README.md "XSIP"), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: registration against an approved mandate and the exchange's
// refusals; three instalments under the sandbox clock, the second on a holiday (Christmas 2026,
// moved to Monday 28 Dec), each a child order debited from the mandate and allotted into the ledger
// once; a mandate's limit per debit date across SIPs; cancellation; concurrent and crashed job
// passes placing each instalment once; the product's durable XSIP command.
import { EXCHANGE_PAYMENT_STATUSES, istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { enqueueXsipEntry, xsipRegistrationHandler } from '../src/features/sips';
import {
  parseOrderEntryReply,
  placeDueInstalments,
  SandboxExchangeOrders,
  SandboxMandates,
  SandboxXsip,
  settleDue,
  XSIP_CANCELLED_REMARK,
  type XsipEntryRequest,
} from '../src/integrations/exchange';
import { applyAllotmentStatement } from '../src/ledger';
import { OutsideCalls } from '../src/outside-calls';
import { forEachDatabase } from './test-database';
import { MEMBER, SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';

const CLIENT = 'SAN0000001';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

forEachDatabase('sandbox exchange XSIP', (open) => {
  let database: Database;
  let clock: TestClock;
  let mandates: SandboxMandates;
  let xsip: SandboxXsip;
  let exchange: SandboxExchangeOrders;
  let ref = 0;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-20', '10:00')); // Friday
    mandates = new SandboxMandates({ database, clock, pagePath: '/sandbox/bank/mandate', scanIsReadable: async () => true });
    xsip = new SandboxXsip(database, clock);
    exchange = new SandboxExchangeOrders(database, clock);
    return () => database.close();
  });

  /** An APPROVED physical mandate of `amount` rupees per debit date. */
  async function approvedMandate(amount = '10000', client = CLIENT): Promise<string> {
    const answer = await mandates.registerMandate({
      ClientCode: client,
      Amount: amount,
      MandateType: 'X',
      AccountNo: '50100012345678',
      AccountType: 'SB',
      IFSCCode: 'HDFC0000123',
      MICRCode: '',
      StartDate: '20/11/2026',
      EndDate: '31/12/2099',
    });
    expect(answer.status_code, answer.status_description).toBe('100');
    expect(await mandates.decide(answer.mandate_id!, 'APPROVED')).toBe(true);
    return answer.mandate_id!;
  }

  function entry(over: Partial<XsipEntryRequest> = {}): XsipEntryRequest {
    ref += 1;
    return {
      TransactionCode: 'NEW',
      UniqueRefNo: `20261120${MEMBER.UserID}${String(ref).padStart(6, '0')}`,
      SchemeCode: SCHEMES.largeCap.code,
      MemberCode: MEMBER.MemberId,
      ClientCode: CLIENT,
      UserID: MEMBER.UserID,
      TransMode: 'P',
      DpTxnMode: 'P',
      StartDate: '25/11/2026',
      FrequencyType: 'MONTHLY',
      FrequencyAllowed: '1',
      InstallmentAmount: '1000',
      NoOfInstallment: '6',
      FolioNo: '',
      FirstOrderFlag: 'N',
      Brokerage: '',
      MandateID: '',
      RegId: '',
      ...over,
    };
  }

  async function register(over: Partial<XsipEntryRequest>): Promise<string> {
    const reply = await xsip.xsipOrderEntry(entry(over));
    expect(reply.SuccessFlag, reply.BSERemarks).toBe('0');
    return reply.XSIPRegId;
  }

  async function publishNav(date: string, nav: string): Promise<void> {
    await database.db.execute(sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${SCHEMES.largeCap.amfi}, ${date}, ${nav})`);
  }

  const instalments = (regId: string) =>
    rows<{ installment_no: number; scheduled_date: string; debit_date: string; outcome: string; remarks: string; order_no: string | null }>(
      database,
      sql`SELECT installment_no, scheduled_date::text, debit_date::text, outcome, remarks, order_no::text
          FROM sandbox_exchange_xsip_instalment WHERE xsip_reg_id = ${regId} ORDER BY installment_no`,
    );

  const childOrders = (regId: string) =>
    rows<{ order_no: string; entry_date: string; order_val: string; payment_status: string; nav_date: string }>(
      database,
      sql`SELECT order_no::text, entry_date::text, order_val::text, payment_status, nav_date::text FROM sandbox_exchange_order
          WHERE xsip_reg_id = ${regId} ORDER BY order_no`,
    );

  it('refuses what the exchange refuses, in its words; a repeated reference gets the first answer', async () => {
    const mandate = await approvedMandate('5000');
    const refusal = async (over: Partial<XsipEntryRequest>) => (await xsip.xsipOrderEntry(entry({ MandateID: mandate, ...over }))).BSERemarks;
    expect(await refusal({ NoOfInstallment: '3' })).toBe('FAILED: NUMBER OF INSTALLMENT IS LESS THAN MINIMUM INSTALLMENT ALLOWED');
    expect(await refusal({ StartDate: '07/12/2026' })).toBe('FAILED: SIP DATE 7 IS NOT ALLOWED IN THE SCHEME');
    expect(await refusal({ InstallmentAmount: '400' })).toBe('FAILED: INSTALLMENT AMOUNT IS LESS THAN MINIMUM INSTALLMENT AMOUNT 500.00');
    expect(await refusal({ InstallmentAmount: '6000' })).toBe('FAILED: INSTALLMENT AMOUNT EXCEEDS THE MANDATE AMOUNT');
    expect(await refusal({ MandateID: '' })).toBe('FAILED: MANDATE ID IS MANDATORY FOR XSIP');
    expect(await refusal({ StartDate: '20/11/2026' })).toBe('FAILED: START DATE SHOULD BE AFTER TODAY');
    expect(await refusal({ SchemeCode: SCHEMES.closed.code })).toBe('FAILED: SIP IS NOT ALLOWED IN THE SCHEME');

    // A mandate not yet approved by the bank cannot carry an XSIP.
    const waiting = await mandates.registerMandate({
      ClientCode: CLIENT, Amount: '5000', MandateType: 'X', AccountNo: '50100012345678', AccountType: 'SB',
      IFSCCode: 'HDFC0000123', MICRCode: '', StartDate: '20/11/2026', EndDate: '31/12/2099',
    });
    expect(await refusal({ MandateID: waiting.mandate_id! })).toBe('FAILED: MANDATE IS NOT APPROVED');
    expect(await refusal({ MandateID: '999999' })).toBe('FAILED: INVALID MANDATE ID');

    const request = entry({ MandateID: mandate });
    const first = await xsip.xsipOrderEntry(request);
    expect(first).toMatchObject({ SuccessFlag: '0', BSERemarks: `XSIP HAS BEEN REGISTERED, REG NO IS : ${first.XSIPRegId}`, FirstOrderTodayOrderNo: '' });
    expect(await xsip.xsipOrderEntry(request)).toEqual(first);
    expect((await xsip.xsipOrderEntry({ ...request, InstallmentAmount: '2000' })).BSERemarks).toBe('FAILED: DUPLICATE UNIQUE REFERENCE NUMBER');
    // Two identical entries at once make one registration.
    const twin = entry({ MandateID: mandate });
    const [a, b] = await Promise.all([xsip.xsipOrderEntry(twin), xsip.xsipOrderEntry(twin)]);
    expect(a).toEqual(b);
    const [count] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip`);
    expect(count!.n).toBe(2);
  });

  it('first order today: an order for one instalment is entered at once, waiting for its payment', async () => {
    const mandate = await approvedMandate();
    const reply = await xsip.xsipOrderEntry(entry({ MandateID: mandate, FirstOrderFlag: 'Y' }));
    expect(reply.SuccessFlag).toBe('0');
    expect(reply.FirstOrderTodayOrderNo).toMatch(/^\d+$/);
    expect(await exchange.paymentStatus(CLIENT, reply.FirstOrderTodayOrderNo)).toEqual({ statuscode: '100', status: EXCHANGE_PAYMENT_STATUSES.notInitiated });
    const [order] = await childOrders(reply.XSIPRegId);
    expect(order).toMatchObject({ order_no: reply.FirstOrderTodayOrderNo, entry_date: '2026-11-20', order_val: '1000.00' });
    // The mandate's instalments still begin on the start date.
    expect(await instalments(reply.XSIPRegId)).toEqual([]);
  });

  it('runs three instalments under the clock, the holiday one moved to the next business day, each allotted into the ledger once', async () => {
    const mandate = await approvedMandate('5000');
    const regId = await register({ MandateID: mandate });
    const pass = () => placeDueInstalments(database, clock);
    const settleAndRecord = async () => {
      while ((await settleDue(database, clock)).claimed > 0);
      return applyAllotmentStatement(database, await exchange.allotmentStatement({ fromDate: '2026-11-01', toDate: '2027-12-31' }), clock);
    };

    // Before 10:00 IST on the SIP date the bank has not debited yet.
    clock.set(istInstant('2026-11-25', '09:30'));
    expect((await pass()).claimed).toBe(0);
    clock.set(istInstant('2026-11-25', '10:30'));
    expect(await pass()).toMatchObject({ claimed: 1, ordered: 1, refused: 0 });
    expect((await pass()).claimed).toBe(0); // a rerun the same day places nothing
    clock.set(istInstant('2026-11-25', '23:00'));
    await publishNav('2026-11-25', '100.0000');
    expect((await settleAndRecord()).recorded).toBe(1);

    // Christmas (Friday 25 Dec 2026) is an exchange holiday: the instalment waits for Monday.
    clock.set(istInstant('2026-12-25', '12:00'));
    expect((await pass()).claimed).toBe(0);
    clock.set(istInstant('2026-12-28', '10:00'));
    expect(await pass()).toMatchObject({ ordered: 1 });
    clock.set(istInstant('2026-12-28', '23:00'));
    await publishNav('2026-12-28', '101.0000');
    expect((await settleAndRecord()).recorded).toBe(1);

    clock.set(istInstant('2027-01-25', '11:00'));
    expect(await pass()).toMatchObject({ ordered: 1 });
    clock.set(istInstant('2027-01-25', '23:00'));
    await publishNav('2027-01-25', '102.0000');
    expect(await settleAndRecord()).toMatchObject({ recorded: 1, alreadyRecorded: 2 });
    // Nothing more: every pass and statement read again records nothing twice.
    expect((await pass()).claimed).toBe(0);
    expect(await settleAndRecord()).toMatchObject({ recorded: 0, alreadyRecorded: 3, differing: [] });

    expect((await instalments(regId)).map((i) => [i.installment_no, i.scheduled_date, i.debit_date, i.outcome])).toEqual([
      [1, '2026-11-25', '2026-11-25', 'ORDERED'],
      [2, '2026-12-25', '2026-12-28', 'ORDERED'],
      [3, '2027-01-25', '2027-01-25', 'ORDERED'],
    ]);
    const orders = await childOrders(regId);
    expect(orders.map((o) => [o.entry_date, o.nav_date, o.payment_status])).toEqual([
      ['2026-11-25', '2026-11-25', 'APPROVED'],
      ['2026-12-28', '2026-12-28', 'APPROVED'],
      ['2027-01-25', '2027-01-25', 'APPROVED'],
    ]);
    const ledger = await rows<{ exchange_order_no: string; nav: string; units: string; folio_no: string }>(
      database,
      sql`SELECT exchange_order_no::text, nav::text, units::text, folio_no FROM ledger_entry ORDER BY exchange_order_no`,
    );
    // ₹1,000 less ₹0.05 stamp duty (1000 × 0.005 / 100.005 = 0.04999…) at 100, 101, 102: units truncated to 3 places.
    // 999.95 / 100 = 9.9995 → 9.999; / 101 = 9.90049… → 9.900; / 102 = 9.80343… → 9.803.
    expect(ledger.map((l) => [l.exchange_order_no, l.nav, l.units])).toEqual([
      [orders[0]!.order_no, '100.0000', '9.9990'],
      [orders[1]!.order_no, '101.0000', '9.9000'],
      [orders[2]!.order_no, '102.0000', '9.8030'],
    ]);
    expect(new Set(ledger.map((l) => l.folio_no)).size).toBe(1); // one folio: the first instalment opened it
    // Each child order reads as an order entry's answer would; the second buys into the folio the first opened.
    const replies = await rows<{ reply: string }>(database, sql`SELECT reply FROM sandbox_exchange_order WHERE xsip_reg_id = ${regId} ORDER BY order_no`);
    expect(replies.map((x) => parseOrderEntryReply(x.reply))).toEqual(
      orders.map((o, i) => expect.objectContaining({ TransNo: `XSIP${regId}-${i + 1}`, OrderId: o.order_no, SuccessFlag: '0', ClientCode: CLIENT })),
    );
    expect(parseOrderEntryReply(replies[1]!.reply).BSERemarks).toMatch(/^ORD CONF: Your Request for ADDITIONAL PURCHASE 1000\.000 {2}in SCHEME: 120503-DP-GR .* CONFIRMATION TIME: Dec 28 2026 10:00AM ENTRY BY: {2}ORDER NO: \d+$/);
    const statement = await exchange.allotmentStatement({ fromDate: '2026-11-01', toDate: '2027-12-31' });
    expect(statement.map((s) => s.OrderType)).toEqual(['SIP', 'SIP', 'SIP']);
    const [debits] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_mandate_debit WHERE mandate_id = ${mandate}`);
    expect(debits!.n).toBe(3);
  });

  it('holds a mandate’s limit per debit date across SIPs: the instalment that would pass it is refused', async () => {
    const mandate = await approvedMandate('2000');
    const regs = [await register({ MandateID: mandate }), await register({ MandateID: mandate }), await register({ MandateID: mandate })];
    clock.set(istInstant('2026-11-25', '10:30'));
    expect(await placeDueInstalments(database, clock)).toMatchObject({ claimed: 3, ordered: 2, refused: 1 });
    const outcomes = (await Promise.all(regs.map(instalments))).map(([i]) => [i!.outcome, i!.remarks]);
    expect(outcomes).toEqual([
      ['ORDERED', 'DEBITED'],
      ['ORDERED', 'DEBITED'],
      ['REFUSED', 'FAILED: AMOUNT EXCEEDS THE MANDATE LIMIT FOR THE DAY'],
    ]);
    expect((await childOrders(regs[2]!)).length).toBe(0);
    const [day] = await rows<{ total: string }>(
      database,
      sql`SELECT sum(amount)::text AS total FROM sandbox_exchange_mandate_debit WHERE mandate_id = ${mandate} AND debit_date = '2026-11-25' AND outcome = 'DEBITED'`,
    );
    expect(day!.total).toBe('2000.00');
    // The refused SIP goes on: next month it is debited again (the day's limit is fresh).
    clock.set(istInstant('2026-12-28', '10:30'));
    expect(await placeDueInstalments(database, clock)).toMatchObject({ ordered: 2, refused: 1 });
  });

  it('cancellation stops the instalments that follow; a second cancellation is refused', async () => {
    const mandate = await approvedMandate();
    const regId = await register({ MandateID: mandate });
    clock.set(istInstant('2026-11-25', '10:30'));
    expect((await placeDueInstalments(database, clock)).ordered).toBe(1);
    const cancel = () => xsip.xsipOrderEntry(entry({ TransactionCode: 'CXL', RegId: regId, MandateID: mandate }));
    expect(await cancel()).toMatchObject({ SuccessFlag: '0', XSIPRegId: regId, BSERemarks: XSIP_CANCELLED_REMARK });
    expect((await cancel()).BSERemarks).toBe('FAILED: XSIP IS ALREADY CANCELLED');
    expect((await xsip.xsipOrderEntry(entry({ TransactionCode: 'CXL', RegId: regId, ClientCode: 'SAN0000002' }))).BSERemarks).toBe('FAILED: INVALID XSIP REG ID');
    clock.set(istInstant('2027-03-01', '12:00'));
    expect((await placeDueInstalments(database, clock)).claimed).toBe(0);
    expect((await instalments(regId)).length).toBe(1);
  });

  it('concurrent passes, and a pass that died after its claim, place each instalment once', async () => {
    const mandate = await approvedMandate('100000');
    const regs: string[] = [];
    for (let i = 0; i < 12; i += 1) regs.push(await register({ MandateID: mandate }));
    clock.set(istInstant('2026-11-25', '10:30'));
    // A worker claims 5 and dies before working them (its lease holds them for 2 minutes).
    await expect(
      placeDueInstalments(database, clock, { batch: 5, afterClaim: async () => Promise.reject(new Error('killed')) }),
    ).rejects.toThrow('killed');
    const drain = async () => {
      while ((await placeDueInstalments(database, clock, { batch: 2 })).claimed > 0);
    };
    await Promise.all([drain(), drain(), drain()]);
    expect((await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip_instalment`))[0]!.n).toBe(7);
    // After the lease, the dead worker's five are taken over, once each.
    clock.set(istInstant('2026-11-25', '10:33'));
    await Promise.all([drain(), drain()]);
    for (const regId of regs) {
      expect((await instalments(regId)).length).toBe(1);
      expect((await childOrders(regId)).length).toBe(1);
    }
    const [debits] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_mandate_debit`);
    expect(debits!.n).toBe(12);
  });

  describe('the product’s durable XSIP command', () => {
    it('registers through the command: the answer is stored and applied once; a repeat key makes no second command', async () => {
      const mandate = await approvedMandate();
      const applied: string[] = [];
      const calls = new OutsideCalls({ database, clock });
      calls.register(xsipRegistrationHandler(xsip, async (_tx, { reply }) => void applied.push(reply.XSIPRegId)));
      const request = entry({ MandateID: mandate });
      const first = await database.db.transaction((tx) => enqueueXsipEntry(calls, tx, { request }, { runNow: true }));
      const again = await database.db.transaction((tx) => enqueueXsipEntry(calls, tx, { request }, { runNow: true }));
      expect(again.id).toBe(first.id);
      const command = await calls.run(first.id);
      expect(command.status).toBe('done');
      expect(applied).toHaveLength(1);
      expect(applied[0]).toMatch(/^7\d{6}$/);
    });
  });
});
