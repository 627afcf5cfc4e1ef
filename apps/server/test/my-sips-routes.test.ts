import type { CartDetails, OrderSummary, RunningSip, RunningSipsAnswer, SipChangeAnswer, TransactionPage } from '@sanchay/contract';
import { cartMessages, istInstant, messages, productMessages } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { placeDueInstalments } from '../src/integrations/exchange';
import { SCHEMES, seedSandboxSchemes } from './sandbox-exchange-test-kit';
import { addInvestor, approvedMandate as mandateOf, failed as fail, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// My SIPs, Invest More and Transactions through the product's routes (issue 12 §3, decisions
// 0109–0111), on PGlite and PostgreSQL, with the sandbox exchange and its instalment job under
// the test clock: a paused SIP has no instalment on its next date, a cancelled one none after, a
// double (and a concurrent) cancel is one cancel at the exchange; the pause's bounds are checked
// on the server; an Invest More item carries only the caller's own folio.

const P = {
  save: '/api/v1/cart/save-investment-details',
  cart: '/api/v1/cart/get-cart-details',
  sendOtp: '/api/v1/checkout/send-transaction-otp',
  verifyOtp: '/api/v1/checkout/verify-transaction-otp',
  saveOrder: '/api/v1/checkout/save-bse-order',
  sips: '/api/v1/sips/running-sips',
  pause: '/api/v1/sips/pause-sip',
  cancel: '/api/v1/sips/cancel-sip',
  transactions: '/api/v1/transactions/list',
};
const own = productMessages.sips;

/** An investor with their default HDFC account (session-test-kit). */
const investor = (database: Database, mobile: string) => addInvestor(database, { mobile, name: 'Asha Rao', bank: true });

forEachDatabase('my SIPs, invest more and transactions', (open) => {
  let database: Database;
  let h: Harness;
  let me: { userId: string; ucc: string };
  let b: Browser;
  let n = 0;
  const key = (what = 'k') => `${what}-${String(++n).padStart(8, '0')}`;
  const clock = { now: () => h.now() };

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    h = await startHarness(database, ['123456']);
    me = await investor(database, '9876500001');
    b = await h.signIn('9876500001');
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  const approvedMandate = () => mandateOf(h, me);

  /** A monthly SIP of ₹1,000 on the 5th for 12 months, registered through checkout (today is Fri 21/08/2026). */
  async function runningSip(): Promise<RunningSip> {
    const mandateId = await approvedMandate();
    ok(await b.post(P.save, { schemeId: SCHEMES.largeCap.amfi, investmentType: 'SIP', investmentFrequency: 1, amount: 1000, sipDate: 5, numOfSipInstallments: 12 }));
    ok(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    ok(await b.post(P.verifyOtp, { otp: '123456', flowType: 1 }));
    const placed = ok<OrderSummary>(await b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc: me.ucc, mandateId })}`));
    expect(placed.orders.map((o) => [o.investmentType, o.orderStatus])).toEqual([['SIP', 'VALID']]);
    const [sip] = ok<RunningSipsAnswer>(await b.get(P.sips)).sips;
    return sip!;
  }

  const sips = async () => ok<RunningSipsAnswer>(await b.get(P.sips)).sips;
  const moveTo = (isoDate: string, time: string) => h.advance((istInstant(isoDate, time).getTime() - h.now().getTime()) / 1000);
  const instalments = (regId: string) =>
    rows<{ installment_no: number; outcome: string }>(
      database,
      sql`SELECT installment_no, outcome FROM sandbox_exchange_xsip_instalment WHERE xsip_reg_id = ${regId} ORDER BY installment_no`,
    );
  const cancellations = async () =>
    (await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip_entry WHERE trans_code = 'CXL'`))[0]!.n;

  it('lists a SIP with its next instalment, mandate and counts; a paused SIP has no instalment on its next date', async () => {
    const sip = await runningSip();
    // 05/09/2026 is a Saturday: the first debit is Monday 07/09/2026 (decision 0063).
    expect(sip).toMatchObject({
      status: 'ACTIVE', statusLabel: 'Active', amount: '1000.00', sipDate: 5, numOfInstallments: 12, startDate: '05/09/2026',
      nextInstallmentDate: '07/09/2026', installmentsDone: 0, installmentsFailed: 0, canCancel: true,
      mandate: { bankName: 'HDFC Bank', bankAccountNumber: 'XXXX5678' }, pause: { min: 1, max: 6, pausesLeft: 2 },
    });

    const paused = ok<SipChangeAnswer>(await b.post(P.pause, { sipId: sip.sipId, installments: 2, requestKey: key('pause') }));
    expect(paused).toMatchObject({ outcome: 'DONE', message: own.paused(2) });
    // Instalments 1 and 2 (Sep, Oct) are skipped: the next is 05/11/2026 (a Thursday).
    expect(paused.sip).toMatchObject({ status: 'PAUSED', pausedFrom: '05/09/2026', pausedTo: '05/10/2026', nextInstallmentDate: '05/11/2026', pause: null });

    // On the first debit date under the sandbox clock: no debit, no order, the instalment skipped.
    moveTo('2026-09-07', '10:30');
    const pass = await placeDueInstalments(database, clock);
    expect(pass).toMatchObject({ ordered: 0, refused: 0, skipped: 1 });
    expect(await instalments(sip.xsipRegId)).toEqual([{ installment_no: 1, outcome: 'PAUSED' }]);
    b = await h.signIn('9876500001'); // weeks later: a new session
    const [after] = await sips();
    expect(after).toMatchObject({ status: 'PAUSED', installmentsDone: 0, installmentsFailed: 0, installmentsSkipped: 1, nextInstallmentDate: '05/11/2026' });
    const [orders] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_order WHERE xsip_reg_id = ${sip.xsipRegId}`);
    expect(orders!.n).toBe(0);
  });

  it('checks the pause on the server: bounds, digits, a second pause while one runs, a fund that does not allow it', async () => {
    const sip = await runningSip();
    const refuse = async (installments: unknown) => fail(await b.post(P.pause, { sipId: sip.sipId, installments, requestKey: key('pause') }), 400).message;
    expect(await refuse('')).toBe(own.pauseRequired);
    expect(await refuse('1.5')).toBe(messages.investMore.integersOnly);
    expect(await refuse(7)).toBe(own.pauseBetween(1, 6));
    expect(await refuse(0)).toBe(own.pauseBetween(1, 360));
    ok(await b.post(P.pause, { sipId: sip.sipId, installments: 1, requestKey: key('pause') }));
    expect(await refuse(1)).toBe(own.alreadyPaused);

    await database.db.execute(sql`UPDATE sandbox_exchange_scheme_master SET sip_pause_flag = 'N'`);
    await database.db.execute(sql`UPDATE sandbox_exchange_xsip SET pause_from_no = NULL, pause_to_no = NULL`);
    const [s] = await sips();
    expect(s!.pause).toBeNull();
    expect(await refuse(1)).toBe(own.pauseNotAllowed);
  });

  it('cancels once: no instalment afterwards; a second cancel (and a retried key) answers the first', async () => {
    const sip = await runningSip();
    const requestKey = key('cancel');
    const cancelled = ok<SipChangeAnswer>(await b.post(P.cancel, { sipId: sip.sipId, requestKey }));
    expect(cancelled).toMatchObject({ outcome: 'DONE', message: own.cancelled, sip: { status: 'CANCELLED', canCancel: false, nextInstallmentDate: '' } });
    expect(ok<SipChangeAnswer>(await b.post(P.cancel, { sipId: sip.sipId, requestKey })).outcome).toBe('DONE');
    expect(ok<SipChangeAnswer>(await b.post(P.cancel, { sipId: sip.sipId, requestKey: key('cancel') }))).toMatchObject({ outcome: 'DONE', message: own.cancelled });
    expect(await cancellations()).toBe(1);
    // Pausing a cancelled SIP is refused.
    expect(fail(await b.post(P.pause, { sipId: sip.sipId, installments: 1, requestKey: key('pause') }), 400).message).toBe(own.notRunning);

    for (const day of ['2026-09-07', '2026-10-05', '2026-11-05']) {
      moveTo(day, '10:30');
      await placeDueInstalments(database, clock);
    }
    expect(await instalments(sip.xsipRegId)).toEqual([]);
  });

  it('twenty cancels at once are one cancel at the exchange', async () => {
    const sip = await runningSip();
    const answers = await Promise.all(Array.from({ length: 20 }, () => b.post(P.cancel, { sipId: sip.sipId, requestKey: key('cancel') })));
    // Each answers the one cancel: done, or (when another request is still calling the exchange) sent.
    for (const a of answers) expect(['CANCELLED', 'CANCELLING']).toContain(ok<SipChangeAnswer>(a).sip?.status);
    expect((await sips())[0]!.status).toBe('CANCELLED');
    expect(await cancellations()).toBe(1);
    const [requests] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sip_request WHERE kind = 'CANCEL'`);
    expect(requests!.n).toBe(1);
  });

  it('another investor cannot see, pause or cancel my SIP', async () => {
    const sip = await runningSip();
    await investor(database, '9876500002');
    const intruder = await h.signIn('9876500002');
    expect(ok<RunningSipsAnswer>(await intruder.get(P.sips)).sips).toEqual([]);
    expect(fail(await intruder.post(P.cancel, { sipId: sip.sipId, requestKey: key('cancel') }), 404).message).toBe(own.sipNotFound);
    expect(fail(await intruder.post(P.pause, { sipId: sip.sipId, installments: 1, requestKey: key('pause') }), 404).message).toBe(own.sipNotFound);
    expect((await sips())[0]!.status).toBe('ACTIVE');
    fail(await h.browser().get(P.sips), 401);
  });

  it('Invest More: the item carries my own folio of the fund; another’s folio or a guest is refused; the field messages', async () => {
    await database.db.execute(sql`INSERT INTO ledger_entry (exchange_order_no, kind, ucc, scheme_code, folio_no, order_date, nav_date, nav, units, amount,
        stamp_duty, reported_on, recorded_at)
      VALUES (990001, 'purchase', ${me.ucc}, ${SCHEMES.largeCap.code}, '91000077', '2026-08-10', '2026-08-10', 50, 100, 5000, 0.25, '2026-08-11', now())`);
    const item = { schemeId: SCHEMES.largeCap.amfi, investmentType: 'Lumpsum', investmentFrequency: 0, amount: 5000, sipDate: 1, folioNumber: '91000077' };
    const cart = ok<CartDetails>(await b.post(P.save, item));
    expect(cart.activeCustomizedInvestmentDetailList[0]!.investmentDetail[0]).toMatchObject({ folioNumber: '91000077', amount: '5000.00' });

    await investor(database, '9876500002');
    const other = await h.signIn('9876500002');
    expect(fail(await other.post(P.save, item), 403).message).toBe(cartMessages.notYourFolio);
    expect(fail(await b.post(P.save, { ...item, schemeId: SCHEMES.elss.amfi }), 403).message).toBe(cartMessages.notYourFolio);
    const guest = h.browser();
    ok(await guest.get(P.cart));
    fail(await guest.post(P.save, item), 401);

    const m = messages.investMore;
    const refuse = async (over: Record<string, unknown>) => fail(await b.post(P.save, { ...item, ...over }), 400).message;
    expect(await refuse({ amount: '' })).toBe(m.amountRequired);
    expect(await refuse({ amount: 0 })).toBe(m.amountMinimum);
    expect(await refuse({ amount: 10000001 })).toBe(m.amountMaximum);
    expect(await refuse({ amount: '10.5' })).toBe(m.integersOnly);
    const sip = { investmentType: 'SIP', investmentFrequency: 1, amount: 1000 };
    expect(await refuse({ ...sip, sipDate: 5, numOfSipInstallments: '' })).toBe(m.durationRequired);
    expect(await refuse({ ...sip, sipDate: 5, numOfSipInstallments: 0 })).toBe(m.durationMinimum);
    expect(await refuse({ ...sip, sipDate: 5, numOfSipInstallments: 361 })).toBe(m.durationMaximum);
    expect(await refuse({ ...sip, sipDate: '', numOfSipInstallments: 360 })).toBe(m.sipDateRequired);
  });

  it('Transactions: my orders newest first, by type and date range, refusing a bad range', async () => {
    await runningSip();
    ok(await b.post(P.save, { schemeId: SCHEMES.largeCap.amfi, investmentType: 'Lumpsum', investmentFrequency: 0, amount: 5000, sipDate: 1 }));
    ok(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    ok(await b.post(P.verifyOtp, { otp: '123456', flowType: 1 }));
    ok(await b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc: me.ucc })}`));
    // An SIP instalment allotted into the ledger by an order no checkout placed (a child order).
    await database.db.execute(sql`INSERT INTO ledger_entry (exchange_order_no, kind, order_type, ucc, scheme_code, folio_no, order_date, nav_date, nav, units, amount,
        stamp_duty, reported_on, recorded_at)
      VALUES (990002, 'purchase', 'sip', ${me.ucc}, ${SCHEMES.largeCap.code}, '91000077', '2026-08-10', '2026-08-10', 50, 19.999, 1000, 0.05, '2026-08-11', now())`);

    const all = ok<TransactionPage>(await b.get(P.transactions, {}));
    expect(all.transactions.map((t) => [t.kind, t.date, t.status])).toEqual([
      ['PURCHASE', '21/08/2026', 'Pending Payment'],
      ['SIP', '10/08/2026', 'Allotted'],
    ]);
    expect(all.transactions[1]).toMatchObject({ amount: '1000.00', units: '19.9990', nav: '50.0000', folioNumber: '91000077' });
    expect(all).toMatchObject({ page: 1, totalPages: 1, totalElements: 2 });
    expect(ok<TransactionPage>(await b.get(P.transactions, { type: 'SIP' })).transactions.map((t) => t.kind)).toEqual(['SIP']);
    expect(ok<TransactionPage>(await b.get(P.transactions, { fromDate: '11/08/2026', toDate: '21/08/2026' })).transactions.map((t) => t.kind)).toEqual(['PURCHASE']);
    expect(ok<TransactionPage>(await b.get(P.transactions, { page: '2' })).transactions).toEqual([]);
    expect(fail(await b.get(P.transactions, { fromDate: '21/08/2026', toDate: '20/08/2026' }), 400).message).toBe(productMessages.transactions.rangeInvalid);
    expect(fail(await b.get(P.transactions, { fromDate: '31/02/2026' }), 400).message).toBe(productMessages.transactions.fromDateInvalid);

    await investor(database, '9876500002');
    const other = await h.signIn('9876500002');
    expect(ok<TransactionPage>(await other.get(P.transactions, {})).transactions).toEqual([]);
  });
});
