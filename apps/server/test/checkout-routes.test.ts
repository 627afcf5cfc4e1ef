import { pdfText } from './pdf-text-kit';
import { EXCHANGE_PAYMENT_STATUSES, istInstant, messages, productMessages } from '@sanchay/domain';
import { challanPdfPath, type ChallanDetails, type OrderSummary, type PaymentOutcome, type TransactionOtpSent } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { settleDue } from '../src/integrations/exchange';
import { SCHEMES, seedSandboxSchemes } from './sandbox-exchange-test-kit';
import { addInvestor, approvedMandate as mandateOf, failed as fail, INVESTOR_BANK, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Checkout through the product's routes (issue 11 §1, §4), on PGlite and PostgreSQL: the cart →
// transaction OTP → save BSE order → order summary → make payment by each mode → the exchange's
// settlement and allotment → the allotment on the order summary. One order set for 100 identical
// submits; two tabs cannot pay one set twice; another investor's link refused; the challan PDF.

const P = {
  save: '/api/v1/cart/save-investment-details',
  sendOtp: '/api/v1/checkout/send-transaction-otp',
  verifyOtp: '/api/v1/checkout/verify-transaction-otp',
  saveOrder: '/api/v1/checkout/save-bse-order',
  orderList: '/api/v1/checkout/get-order-list',
  orderDetails: '/api/v1/checkout/get-order-details',
  orders: '/api/v1/checkout/get-orders',
  paymentStatus: '/api/v1/checkout/get-payment-status',
  discardOrders: '/api/v1/checkout/discard-orders',
  discardCart: '/api/v1/checkout/discard-active-cart',
  pay: '/api/v1/checkout/make-payment',
  challan: '/api/v1/checkout/get-challan',
  report: '/api/v1/checkout/report-invalid-orders',
};
const ACCOUNT = INVESTOR_BANK.accountNumber;
const HOUR = 3600;

/** An investor with their default HDFC account (session-test-kit). */
const investor = (database: Database, mobile: string) => addInvestor(database, { mobile, name: 'Asha Rao', bank: true });

const lumpsum = (schemeId: number, amount: number) => ({ schemeId, investmentType: 'Lumpsum', investmentFrequency: 0, amount, sipDate: 1 });
const sip = (schemeId: number, amount: number, months: number) => ({
  schemeId,
  investmentType: 'SIP',
  investmentFrequency: 1,
  amount,
  sipDate: 5,
  numOfSipInstallments: months,
});

forEachDatabase('checkout routes', (open) => {
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

  async function verifiedOtp(browser = b): Promise<TransactionOtpSent> {
    const sent = ok<TransactionOtpSent>(await browser.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    expect(ok<{ otpMatched: boolean }>(await browser.post(P.verifyOtp, { otp: '123456', flowType: 1 })).otpMatched).toBe(true);
    return sent;
  }

  async function checkout(items: Record<string, unknown>[], query: Record<string, string> = {}): Promise<OrderSummary> {
    for (const item of items) ok(await b.post(P.save, item));
    await verifiedOtp();
    return ok<OrderSummary>(await b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc: me.ucc, ...query })}`));
  }

  const summaryOf = (s: OrderSummary, browser = b, ucc = me.ucc) => browser.get(P.orderList, { loopBackUrl: s.loopBackUrl, ucc, validTill: s.validTill });

  async function publishNavs(amfi: number): Promise<void> {
    for (const d of ['2026-08-21', '2026-08-24', '2026-08-25', '2026-08-26']) {
      await database.db.execute(sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${amfi}, ${d}, '50.0000') ON CONFLICT DO NOTHING`);
    }
  }

  const approvedMandate = (amount = '100000', approve = true) => mandateOf(h, me, { amount, approve });

  const moveTo = (isoDate: string, time: string) => h.advance((istInstant(isoDate, time).getTime() - h.now().getTime()) / 1000);

  it.each([
    ['UPI', 3, { vpaId: 'asha@okbank', bankAccountNumber: ACCOUNT }],
    ['NET_BANKING', 0, {}],
    ['NEFT', 2, { neftReferenceNumber: 'UTR0001', bankAccountNumber: ACCOUNT }],
    ['CHEQUE', 1, { chequeNumber: '123456', chequeDate: '21/08/2026', bankAccountNumber: ACCOUNT }],
    ['OTM', 4, {}],
  ] as const)('%s: cart → OTP → orders → payment → allotment on the order summary', async (mode, code, fields) => {
    const placed = await checkout([lumpsum(SCHEMES.largeCap.amfi, 5000)]);
    expect(placed.orders).toHaveLength(1);
    expect(placed.orders[0]).toMatchObject({ orderStatus: 'VALID', remark: messages.payment.pendingPayment, investmentType: 'Lumpsum' });
    expect(placed.payableAmount).toBe('5000.00');
    expect(placed.canPay).toBe(true);
    // The cart was checked out; Invest Now now finds these orders waiting (Hold on!).
    expect(ok<{ loopBackUrl: string }[]>(await b.get(P.orderDetails)).map((o) => o.loopBackUrl)).toEqual([placed.loopBackUrl]);

    const extra = mode === 'OTM' ? { mandateId: await approvedMandate() } : fields;
    const paid = ok<PaymentOutcome>(await b.post(P.pay, { loopBackUrl: placed.loopBackUrl, paymentKey: key('pay'), paymentMode: code, ...extra }));
    expect(paid).toMatchObject({ status: 'ACCEPTED', totalAmount: '5000.00', paymentMode: code, message: null });
    await publishNavs(SCHEMES.largeCap.amfi);
    if (mode === 'UPI' || mode === 'NET_BANKING') {
      // The sandbox bank's page, told to come back to /v1/{loopBackUrl} (spec 3 §2).
      expect(paid.redirectUrl).toBe(`${paid.redirectUrl!.split('?')[0]}?loopbackUrl=${encodeURIComponent(`/v1/${placed.loopBackUrl}`)}`);
      expect(paid.redirectUrl).toMatch(/^\/v1\/sandbox\/bank\/payments\/\d+\?/);
      expect(await h.app.sandboxExchange.bank.completeBankPayment(paid.redirectUrl!.split('?')[0]!.split('/').pop()!, 'approve')).toBe(true);
    } else {
      expect(paid.redirectUrl).toBeNull();
      expect(paid.next).toMatch(/^\/thank-you\?orderNo=\d+$/);
    }
    if (mode === 'NEFT') expect(await h.app.sandboxExchange.bank.receiveNeftCredit('UTR0001')).toBe(true);
    if (mode === 'CHEQUE') {
      expect(paid.challanPath).toBe(`/challan?encryptedGroupId=${paid.groupId}`);
      moveTo('2026-08-25', '10:30'); // deposited Friday before 15:00, clears two business days later
    }
    if (mode === 'OTM') moveTo('2026-08-24', '10:30'); // debited the next business day
    // Days later the session has idled out: the investor signs in again.
    if (mode === 'CHEQUE' || mode === 'OTM') b = await h.signIn('9876500001');
    // Paid: nothing left to pay (the exchange's payment status read by the orders job).
    await h.app.orders.refreshPaymentStatuses();
    const byNumber = () => b.get(P.orders, { pxOrderNumber: placed.loopBackUrl });
    expect(ok<OrderSummary>(await byNumber()).payableAmount).toBe('0.00');

    await settleDue(database, clock);
    await h.app.orders.recordAllotments({ fromDate: '2026-08-01', toDate: '2026-08-31' });
    const after = ok<OrderSummary>(await byNumber());
    // ₹5,000 less ₹0.25 stamp duty at NAV 50: 99.995 units.
    expect(after.orders[0]).toMatchObject({ allotment: { nav: '50.0000', units: '99.9950', amount: '5000.00', stampDuty: '0.25' }, paymentStatus: 'APPROVED', remark: null });
    // The NAV's day the ledger recorded: paid on Friday 21/08 before the cut-off (UPI, net
    // banking, NEFT: that day's NAV); the cheque's money clears on 25/08 and the one-time
    // mandate's debit is on Monday 24/08 (the days this test moves to above).
    expect(after.orders[0]!.allotment!.navDate).toBe({ UPI: '2026-08-21', NET_BANKING: '2026-08-21', NEFT: '2026-08-21', CHEQUE: '2026-08-25', OTM: '2026-08-24' }[mode]);
    expect(ok<unknown[]>(await b.get(P.orderDetails))).toEqual([]);
  });

  it('the bank’s return asks the exchange at once: a refusal and an approval show without the orders job; a refresh loop makes one call', async () => {
    const lookups = async () =>
      Number((await rows<{ n: string }>(database, sql`SELECT count(*)::text AS n FROM outside_call WHERE operation = 'payment-status'`))[0]!.n);
    const bankPayment = async (loopBackUrl: string) => {
      const paid = ok<PaymentOutcome>(await b.post(P.pay, { loopBackUrl, paymentKey: key('pay'), paymentMode: 0 }));
      expect(paid.status).toBe('ACCEPTED');
      return paid.redirectUrl!.split('?')[0]!.split('/').pop()!;
    };
    const placed = await checkout([lumpsum(SCHEMES.largeCap.amfi, 5000)]);
    // Nothing paid yet: the return page asks nobody.
    expect(ok<OrderSummary>(await b.get(P.paymentStatus, { pxOrderNumber: placed.loopBackUrl })).orders[0]!.paymentStatus).toBe(EXCHANGE_PAYMENT_STATUSES.notInitiated);
    expect(await lookups()).toBe(0);

    // Net banking refused at the bank, then the browser is back on /v1/{loopBackUrl}.
    expect(await h.app.sandboxExchange.bank.completeBankPayment(await bankPayment(placed.loopBackUrl), 'fail')).toBe(true);
    // Before: the product learnt it at the orders job's round only.
    expect(ok<OrderSummary>(await b.get(P.orders, { pxOrderNumber: placed.loopBackUrl })).orders[0]!.paymentStatus).toBe(EXCHANGE_PAYMENT_STATUSES.notInitiated);
    const refused = ok<OrderSummary>(await b.get(P.paymentStatus, { pxOrderNumber: placed.loopBackUrl }));
    expect(refused.orders[0]).toMatchObject({ paymentStatus: EXCHANGE_PAYMENT_STATUSES.rejected, remark: messages.payment.pendingPayment });
    expect(refused).toMatchObject({ canPay: true, payableAmount: '5000.00' });
    expect(await lookups()).toBe(1);
    // A refresh loop on the page: the lookup is not made again within its window (10 s).
    const again = await Promise.all(Array.from({ length: 10 }, () => b.get(P.paymentStatus, { pxOrderNumber: placed.loopBackUrl })));
    for (const res of again) expect(ok<OrderSummary>(res).orders[0]!.paymentStatus).toBe(EXCHANGE_PAYMENT_STATUSES.rejected);
    expect(await lookups()).toBe(1);

    // Paid again and approved at the bank: the return shows it paid at once.
    h.advance(11);
    expect(await h.app.sandboxExchange.bank.completeBankPayment(await bankPayment(placed.loopBackUrl), 'approve')).toBe(true);
    const approved = ok<OrderSummary>(await b.get(P.paymentStatus, { pxOrderNumber: placed.loopBackUrl }));
    expect(approved.orders[0]).toMatchObject({ paymentStatus: 'APPROVED', remark: null });
    expect(approved).toMatchObject({ canPay: false, payableAmount: '0.00' });
    expect(await lookups()).toBe(2);
    // Paid for: nothing to ask any more.
    h.advance(11);
    ok(await b.get(P.paymentStatus, { pxOrderNumber: placed.loopBackUrl }));
    expect(await lookups()).toBe(2);

    // Another investor's set: refused, and nobody is asked.
    await investor(database, '9876500002');
    const other = await h.signIn('9876500002');
    expect(fail(await other.get(P.paymentStatus, { pxOrderNumber: placed.loopBackUrl }), 403).message).toBe(messages.payment.notAuthorisedForOrder);
    expect(await lookups()).toBe(2);
  });

  it('the popup opened again within the resend wait shows the code already sent (no new SMS); after the wait a new one is sent', async () => {
    ok(await b.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    const first = ok<TransactionOtpSent>(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    expect(first).toMatchObject({ resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(first.reused).toBeUndefined();
    const sends = h.otp.issued.length;
    // Closed at the OTP step and opened again 10 s later: no SMS, the same code, 20 s to wait.
    h.advance(10);
    const again = ok<TransactionOtpSent>(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    expect(again).toMatchObject({ reused: true, resendAfterSeconds: 20, expiresInSeconds: 290, mobile: first.mobile, resendsLeft: first.resendsLeft });
    expect(h.otp.issued.length).toBe(sends);
    // The code already received places the orders.
    expect(ok<{ otpMatched: boolean }>(await b.post(P.verifyOtp, { otp: '123456', flowType: 1 })).otpMatched).toBe(true);
    // Verified (the code used up), left at step two and opened again at once: a new code is sent.
    const fresh = ok<TransactionOtpSent>(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    expect(fresh.reused).toBeUndefined();
    expect(h.otp.issued.length).toBe(sends + 1);
    // Opened again after the wait: a resend (a new SMS), as Resend does.
    h.advance(31);
    expect(ok<TransactionOtpSent>(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' })).reused).toBeUndefined();
    expect(h.otp.issued.length).toBe(sends + 2);
  });

  it('one-time mandate (decision 0097): a debit of the approved mandate with no bank page; not approved or over the day’s limit is refused at once, and the set stays payable', async () => {
    const placed = await checkout([lumpsum(SCHEMES.largeCap.amfi, 5000)]);
    const otm = (mandateId: string) => b.post(P.pay, { loopBackUrl: placed.loopBackUrl, paymentKey: key('pay'), paymentMode: 4, mandateId });
    const refusedBy = async (mandateId: string, reason: string) => {
      const refused = ok<PaymentOutcome>(await otm(mandateId));
      expect(refused).toMatchObject({ status: 'REFUSED', redirectUrl: null, message: productMessages.payment.paymentFailed });
      expect(refused.next).toMatch(/^\/payment-error\?paymentUrl=%2Forder-summary/);
      const [payment] = await rows<{ response_string: string }>(database, sql`SELECT response_string FROM order_payment WHERE id = ${refused.groupId}`);
      expect(payment!.response_string).toBe(reason);
      // Nothing was taken: the set can be paid again, by any mode.
      expect(ok<OrderSummary>(await b.get(P.orders, { pxOrderNumber: placed.loopBackUrl }))).toMatchObject({ canPay: true, payableAmount: '5000.00' });
    };
    // Registered but not yet approved by the bank.
    await refusedBy(await approvedMandate('100000', false), 'FAILED: MANDATE IS NOT APPROVED');
    // Approved, but ₹5,000 is over its ₹4,000 a day.
    await refusedBy(await approvedMandate('4000'), 'FAILED: AMOUNT EXCEEDS THE MANDATE LIMIT FOR THE DAY');
    // Approved with room: accepted, no page, awaiting the debit on the next business day.
    const mandate = await approvedMandate('100000');
    const paid = ok<PaymentOutcome>(await otm(mandate));
    expect(paid).toMatchObject({ status: 'ACCEPTED', redirectUrl: null, challanPath: null, message: null });
    expect(paid.next).toMatch(/^\/thank-you\?orderNo=\d+$/);
    await h.app.orders.refreshPaymentStatuses();
    expect(ok<OrderSummary>(await b.get(P.orders, { pxOrderNumber: placed.loopBackUrl }))).toMatchObject({ canPay: false, payableAmount: '0.00' });
    const [debit] = await rows<{ amount: string; debit_date: string; outcome: string }>(
      database,
      sql`SELECT amount::text, debit_date::text, outcome FROM sandbox_exchange_mandate_debit WHERE mandate_id = ${mandate}`,
    );
    // Friday 21/08/2026: the mandate is debited on Monday 24/08.
    expect(debit).toEqual({ amount: '5000.00', debit_date: '2026-08-24', outcome: 'DEBITED' });
  });

  it('places orders only after the transaction OTP, for the caller’s own ucc', async () => {
    ok(await b.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    const noOtp = fail(await b.post(`${P.saveOrder}?trnxDetailId=${key()}&ucc=${me.ucc}`), 403);
    expect(noOtp.errorEnum).toBe('OTP_NOT_VERIFIED');
    await verifiedOtp();
    const other = await investor(database, '9876500002');
    expect(fail(await b.post(`${P.saveOrder}?trnxDetailId=${key()}&ucc=${other.ucc}`), 403).message).toBe(messages.payment.notAuthorisedForOrder);
    const [count] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM checkout`);
    expect(count!.n).toBe(0);
  });

  it('a double click, a retry and 100 identical submits at once make one order set and one exchange order', async () => {
    ok(await b.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    await verifiedOtp();
    const url = `${P.saveOrder}?trnxDetailId=same-submit-key&ucc=${me.ucc}`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => b.post(url)));
    const sets = answers.map((r) => ok<OrderSummary>(r));
    expect(new Set(sets.map((s) => s.loopBackUrl)).size).toBe(1);
    const retry = ok<OrderSummary>(await b.post(url));
    expect(retry.loopBackUrl).toBe(sets[0]!.loopBackUrl);
    expect(retry.orders).toHaveLength(1);
    const [counts] = await rows<{ checkouts: number; sets: number; orders: number; entries: number; cart: number }>(
      database,
      sql`SELECT (SELECT count(*)::int FROM checkout) AS checkouts, (SELECT count(*)::int FROM order_set) AS sets,
                 (SELECT count(*)::int FROM investor_order) AS orders, (SELECT count(*)::int FROM sandbox_exchange_order) AS entries,
                 (SELECT count(*)::int FROM cart_item) AS cart`,
    );
    expect(counts).toEqual({ checkouts: 1, sets: 1, orders: 1, entries: 1, cart: 0 });
  });

  it('a fund that can no longer be ordered leaves no order set and the cart as it was; the same key then places it', async () => {
    ok(await b.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    await verifiedOtp();
    // The fund leaves the catalogue between the cart and the submit (decision 0092: one commit for the checkout and its orders).
    await database.db.execute(sql`UPDATE cart_item SET amfi_code = 999999`);
    const url = `${P.saveOrder}?trnxDetailId=gone-fund-key&ucc=${me.ucc}`;
    expect(fail(await b.post(url), 400).message).toBe(productMessages.orders.schemeUnknown);
    const counts = () =>
      rows<{ checkouts: number; sets: number; cart: number }>(
        database,
        sql`SELECT (SELECT count(*)::int FROM checkout) AS checkouts, (SELECT count(*)::int FROM order_set) AS sets, (SELECT count(*)::int FROM cart_item) AS cart`,
      );
    expect((await counts())[0]).toEqual({ checkouts: 0, sets: 0, cart: 1 });
    await database.db.execute(sql`UPDATE cart_item SET amfi_code = ${SCHEMES.largeCap.amfi}`);
    const placed = ok<OrderSummary>(await b.post(url));
    expect(placed.orders).toHaveLength(1);
    expect((await counts())[0]).toEqual({ checkouts: 1, sets: 1, cart: 0 });
  });

  it('two tabs cannot pay one order set twice', async () => {
    const placed = await checkout([lumpsum(SCHEMES.largeCap.amfi, 5000)]);
    const body = (k: string, utr: string) => ({ loopBackUrl: placed.loopBackUrl, paymentKey: k, paymentMode: 2, neftReferenceNumber: utr, bankAccountNumber: ACCOUNT });
    const [one, two] = await Promise.all([b.post(P.pay, body(key('tab1'), 'UTR1')), b.post(P.pay, body(key('tab2'), 'UTR2'))]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    const refused = one.statusCode === 400 ? one : two;
    expect(fail(refused, 400).message).toBe(productMessages.orders.nothingToPay);
    const [count] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_payment`);
    expect(count!.n).toBe(1);
  });

  it('the order summary: another investor’s link refused, VALID first, remarks, payable total, BSE save errors, expiry', async () => {
    const mandateId = await approvedMandate();
    const placed = await checkout(
      [sip(SCHEMES.elss.amfi, 500, 3), lumpsum(SCHEMES.largeCap.amfi, 5000), sip(SCHEMES.liquid.amfi, 500, 12)],
      { mandateId },
    );
    const list = ok<OrderSummary>(await summaryOf(placed));
    expect(list.orders.map((o) => [o.investmentType, o.orderStatus, o.remark])).toEqual([
      ['Lumpsum', 'VALID', 'Pending Payment'],
      ['SIP', 'VALID', 'Active SIP'],
      ['SIP', 'INVALID', 'Registration Error'],
    ]);
    expect(list.payableAmount).toBe('5000.00');
    // Spec 3 §8: the minimum-instalments refusal in the product's words.
    expect(list.saveErrors).toEqual([messages.bseOrder.installmentsBelowMinimum]);
    expect(list.paymentUrl).toContain('/order-summary?paymentUrl=');

    // Report Error: the invalid order recorded for a money expert's call, the thank-you message shown.
    const invalid = list.orders.filter((o) => o.orderStatus !== 'VALID').map((o) => o.key);
    const report = await b.post(P.report, { loopBackUrl: placed.loopBackUrl, orderDetailsList: [...invalid, 'L999999'] });
    expect(ok<{ message: string }>(report).message).toBe(productMessages.payment.reportErrorThanks);
    const [reported] = await rows<{ reported_orders: unknown }>(database, sql`SELECT reported_orders FROM checkout WHERE id = ${placed.loopBackUrl}`);
    const keys = typeof reported!.reported_orders === 'string' ? JSON.parse(reported!.reported_orders) : reported!.reported_orders;
    expect(keys).toEqual(invalid);

    const other = await investor(database, '9876500002');
    const intruder = await h.signIn('9876500002');
    expect(fail(await intruder.post(P.report, { loopBackUrl: placed.loopBackUrl, orderDetailsList: invalid }), 403).message).toBe(
      messages.payment.notAuthorisedForOrder,
    );
    // Another investor: with the owner's ucc, or with their own ucc and the owner's order set.
    expect(fail(await summaryOf(placed, intruder), 403).message).toBe(messages.payment.notAuthorisedForOrder);
    expect(fail(await summaryOf(placed, intruder, other.ucc), 403).message).toBe(messages.payment.notAuthorisedForOrder);
    fail(await summaryOf(placed, h.browser()), 401);

    // The link lasts until the end of its IST day (the investor signs in again the next morning).
    h.advance(12 * HOUR);
    b = await h.signIn('9876500001');
    expect(fail(await summaryOf(placed), 400).message).toBe(messages.payment.linkExpired);
    const pay = await b.post(P.pay, { loopBackUrl: placed.loopBackUrl, paymentKey: key('pay'), paymentMode: 0 });
    expect(fail(pay, 400).message).toBe(messages.payment.linkExpired);
  });

  it('Hold on!: Cancel Order discards the waiting orders; Continue with Existing Order empties the cart', async () => {
    const placed = await checkout([lumpsum(SCHEMES.largeCap.amfi, 5000)]);
    ok(await b.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 7000)));
    expect(ok<unknown[]>(await b.get(P.orderDetails))).toHaveLength(1);
    expect(ok<boolean>(await b.post(P.discardCart))).toBe(true);
    expect((await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM cart_item`))[0]!.n).toBe(0);
    expect(ok<boolean>(await b.post(P.discardOrders))).toBe(true);
    expect(ok<unknown[]>(await b.get(P.orderDetails))).toEqual([]);
    expect(fail(await summaryOf(placed), 400).message).toBe(productMessages.checkout.ordersDiscarded);
  });

  it('refuses payment details with the spec’s messages', async () => {
    const placed = await checkout([lumpsum(SCHEMES.largeCap.amfi, 5000)]);
    const pay = (fields: Record<string, unknown>) => b.post(P.pay, { loopBackUrl: placed.loopBackUrl, paymentKey: key('pay'), ...fields });
    const cheque = (chequeNumber: string | undefined, chequeDate: string | undefined) =>
      pay({ paymentMode: 1, bankAccountNumber: ACCOUNT, ...(chequeNumber === undefined ? {} : { chequeNumber }), ...(chequeDate === undefined ? {} : { chequeDate }) });
    expect(fail(await pay({ paymentMode: 3, vpaId: 'a@b' }), 400).message).toBe(messages.payment.bankAccountRequired);
    expect(fail(await pay({ paymentMode: 3, bankAccountNumber: ACCOUNT }), 400).message).toBe(messages.payment.vpaRequired);
    expect(fail(await pay({ paymentMode: 2, bankAccountNumber: ACCOUNT }), 400).message).toBe(messages.payment.utrRequired);
    expect(fail(await pay({ paymentMode: 2, bankAccountNumber: '99999999999', neftReferenceNumber: 'U1' }), 400).message).toBe(
      productMessages.checkout.bankAccountNotYours,
    );
    expect(fail(await cheque(undefined, '21/08/2026'), 400).fieldErrors).toEqual({ chequeNumber: messages.payment.chequeNumberRequired });
    expect(fail(await cheque('12345', '21/08/2026'), 400).fieldErrors).toEqual({ chequeNumber: messages.payment.chequeNumberInvalid });
    expect(fail(await cheque('123456', undefined), 400).fieldErrors).toEqual({ chequeDate: messages.payment.chequeDateRequired });
    // 70 days back to today (21/08/2026): 12/06 is the earliest.
    expect(fail(await cheque('123456', '11/06/2026'), 400).message).toBe(productMessages.checkout.chequeDateWindow);
    expect(fail(await cheque('123456', '22/08/2026'), 400).message).toBe(productMessages.checkout.chequeDateWindow);
    expect(ok<PaymentOutcome>(await cheque('123456', '12/06/2026')).status).toBe('ACCEPTED');
  });

  it('the cheque challan is a PDF with the amount, the cut-off and the clearing-day NAV note', async () => {
    h.advance(1 * HOUR); // 15:30 IST: after the 15:00 cut-off
    b = await h.signIn('9876500001');
    const placed = await checkout([lumpsum(SCHEMES.largeCap.amfi, 250000)]);
    const paid = ok<PaymentOutcome>(
      await b.post(P.pay, { loopBackUrl: placed.loopBackUrl, paymentKey: key('pay'), paymentMode: 1, bankAccountNumber: ACCOUNT, chequeNumber: '654321', chequeDate: '20/08/2026' }),
    );
    const details = ok<ChallanDetails>(await b.get(P.challan, { groupId: paid.groupId }));
    expect(details).toMatchObject({
      chequeFavourName: productMessages.checkout.chequeFavourName,
      chequeAmount: '₹2,50,000.00',
      chequeNumber: '654321',
      depositDate: '22/08/2026',
      clearingDayNavNote: productMessages.checkout.clearingDayNav,
    });
    const pdf = await b.get(details.challanUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Cheque deposit challan');
    // ₹ as every screen prints it, in the embedded font (decision 0170), not 'Rs.'.
    expect(text).toContain('₹2,50,000.00');
    expect(text).not.toContain('Rs.');
    expect(text).toContain('654321');
    expect(text).toContain('22/08/2026');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    // Only the payer: another investor gets a 404, a guest a 401.
    await investor(database, '9876500002');
    const intruder = await h.signIn('9876500002');
    expect((await intruder.get(details.challanUrl)).statusCode).toBe(404);
    expect((await h.browser().get(details.challanUrl)).statusCode).toBe(401);
    // A malformed id is refused by the contract's params schema (issue 23 §5: it reached SQL and answered 500).
    for (const bad of ['abc', `${paid.groupId}x`, '1'.repeat(19), "1' OR 1=1 --", '-1', '1.5']) {
      const refused = fail(await b.get(challanPdfPath(bad)), 400);
      expect(refused).toMatchObject({ errorEnum: 'VALIDATION_FAILED', message: 'Expected a challan id' });
    }
  });

  it('flags funds riskier than the investor’s assessed risk profile', async () => {
    ok(await b.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    expect((await verifiedOtp()).highRisk).toBe(false);
    await database.db.execute(sql`UPDATE scheme SET riskometer = 'Very High' WHERE amfi_code = ${SCHEMES.largeCap.amfi}`);
    await database.db.execute(sql`INSERT INTO risk_profile_attempt (id, user_id, risk_profile_version, user_attempt_id, started_at)
                                  VALUES ('00000000-0000-4000-8000-000000000001', ${me.userId}, 1, 1, now())`);
    await database.db.execute(sql`INSERT INTO risk_profile_result (attempt_id, user_id, risk_profile_version, risk_profile_class_id, total_score, calculated_at)
                                  VALUES ('00000000-0000-4000-8000-000000000001', ${me.userId}, 1, 3, 20, now())`);
    h.advance(60);
    expect(ok<TransactionOtpSent>(await b.get(P.sendOtp, { flowType: '1' })).highRisk).toBe(true);
  });
});

