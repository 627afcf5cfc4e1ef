// The STP routes through app.inject (issue 12 §4; spec 3 §4, §5, §7, §8; decisions 0112, 0113):
// a bound error, then a weekly STP registered, its e-mail link sent on its start date and
// confirmed, set up at the exchange, three instalments run under the moved clock with the ledger
// equal to the sandbox's holdings, then stopped; an unverified STP auto-cancelled at 3 PM; a double
// submit one plan. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { stpSwpRoutes, type RegisteredStp, type StpAllowedDates, type StpMessage, type StpPlanList, type StpSourceFunds } from '@sanchay/contract';
import { formatIndianNumber, istInstant, messages, productMessages } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { investorProfile } from '../src/db/schema';
import { runDueStpSwpInstalments, SandboxExchangeOrders, SandboxSchemeMaster, settleDue, syncSandboxSchemeMaster } from '../src/integrations/exchange';
import { refreshSchemeFacts } from '../src/scheme-facts';
import { applyAllotmentStatement } from '../src/ledger';
import { MEMBER, purchase, SCHEMES, seedSandboxSchemes } from './sandbox-exchange-test-kit';
import { addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const R = stpSwpRoutes;
const path = (p: string, ucc: string) => p.replace(':ucc', ucc);

forEachDatabase('STP: register, verify by e-mail, set up, run, stop', (open) => {
  let database: Database;
  let h: Harness;
  let b: Browser;
  let ucc: string;
  let folio: string;
  const clock = { now: () => h.now() };

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    h = await startHarness(database, ['123456'], { config: { sandbox: true } });
    const userId = await addUser(database, { mobile: '9100000011', name: 'Asha Verma' });
    const now = h.now(); // 21 Aug 2026, 14:30 IST (a Friday)
    await database.db.insert(investorProfile).values({ userId, pan: 'ABCPV0011V', panStatus: 'KYC_VALIDATED_STATUS', kycName: 'ASHA VERMA', kycCheckedAt: now, personalDetailsSavedAt: now, createdAt: now, updatedAt: now });
    ucc = (await rows<{ ucc: string }>(database, sql`SELECT ucc FROM investor_profile WHERE user_id = ${userId}`))[0]!.ucc;
    // ₹1,00,000 into the large cap at NAV 100: 999.950 units (stamp duty ₹5.00), in the ledger.
    const exchange = new SandboxExchangeOrders(database, clock);
    const order = await exchange.orderEntry(purchase({ TransNo: 'BUY1', ClientCode: ucc, OrderVal: '100000' }));
    await exchange.payment({ membercode: MEMBER.MemberId, clientcode: ucc, paymentMode: 'NEFT', ordernumber: [order.OrderId], totalamount: '100000', internalrefno: 'PAY1', NEFTreference: 'UTR1' });
    await exchange.bank.receiveNeftCredit('UTR1');
    await nav('2026-08-21', '100.0000', '50.0000');
    await settleDue(database, clock);
    await readStatement();
    folio = (await rows<{ folio_no: string }>(database, sql`SELECT folio_no FROM ledger_entry LIMIT 1`))[0]!.folio_no;
    await database.db.execute(sql`UPDATE scheme SET latest_nav = 100, latest_nav_date = '2026-08-21'`);
    b = await h.signIn('9100000011');
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  async function nav(date: string, largeCap: string, elss: string) {
    await database.db.execute(sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${SCHEMES.largeCap.amfi}, ${date}::date, ${largeCap}),
                                  (${SCHEMES.elss.amfi}, ${date}::date, ${elss}) ON CONFLICT DO NOTHING`);
  }
  async function readStatement() {
    const statement = await new SandboxExchangeOrders(database, clock).allotmentStatement({ fromDate: '2026-08-01', toDate: '2026-12-31' });
    await applyAllotmentStatement(database, statement, clock);
  }
  const setClock = (at: Date) => h.advance((at.getTime() - h.now().getTime()) / 1000);
  const body = (over: Record<string, unknown> = {}) => ({
    requestKey: randomUUID(),
    trxnType: 'STP',
    fromSchemeCode: SCHEMES.largeCap.code,
    toSchemeCode: SCHEMES.elss.code,
    folioNo: folio,
    freqType: 52,
    installmentAmount: '5000',
    noOfInstallments: '6',
    startDate: '2026-08-24',
    firstOrderToday: 'N',
    ...over,
  });
  const register = (over: Record<string, unknown> = {}) => b.post(path(R.registerStpSwp.path, ucc), body(over));
  const list = async () => ok<StpPlanList>(await b.get(`${path(R.getAllStpSwpOrders.path, ucc)}?trxnType=STP`)).plans;
  const linkToken = async () => {
    const [mail] = await rows<{ body: string }>(database, sql`SELECT body FROM notification_outbox WHERE kind = 'stp-verification' ORDER BY id DESC LIMIT 1`);
    return mail ? /token=([\w-]+)/.exec(mail.body)![1]! : null;
  };
  const units = async (table: 'ledger' | 'sandbox', scheme: string) =>
    (
      await rows<{ u: string }>(
        database,
        table === 'ledger'
          ? sql`SELECT coalesce(sum(units), 0)::text AS u FROM ledger_entry WHERE ucc = ${ucc} AND scheme_code = ${scheme}`
          : sql`SELECT coalesce(sum(CASE WHEN buy_sell = 'P' THEN allotted_unit ELSE -allotted_unit END), 0)::text AS u
                FROM sandbox_exchange_allotment WHERE client_code = ${ucc} AND scheme_code = ${scheme} AND valid_flag = 'Y'`,
      )
    )[0]!.u;

  it('offers the holding with its available amount, the same-AMC destinations and the combined bounds', async () => {
    const funds = ok<StpSourceFunds>(await b.get(path(R.stpSourceFunds.path, ucc))).funds;
    expect(funds).toEqual([expect.objectContaining({ schemeId: SCHEMES.largeCap.amfi, folioNo: folio, units: '999.950', availableAmount: '99995.00' })]);
    const dates = ok<StpAllowedDates>(await b.get(`${R.stpAllowedDates.path}?fromSchemeId=${SCHEMES.largeCap.amfi}&toSchemeId=${SCHEMES.elss.amfi}&frequency=WEEKLY`));
    // In-minimum ₹1,000 (the destination's) over the source's ₹500; weekdays from tomorrow to 30 days on.
    expect(dates).toMatchObject({ available: true, minAmount: '1000.00', minInstallments: 6, today: '2026-08-21' });
    expect(dates.dates.slice(0, 3)).toEqual(['2026-08-24', '2026-08-25', '2026-08-26']);
    // Another customer's ucc is refused.
    expect(failed(await b.get(path(R.stpSourceFunds.path, 'SN99999999')), 403)).toBeTruthy();
  });

  it('refuses ELSS units still locked in (3 years from each allotment), and offers them once free', async () => {
    // The holding as an ELSS scheme's: its one lot, allotted 21/08/2026, is locked until 21/08/2029.
    // The lock-in comes from the product's scheme facts, copied from the exchange's master (decision 0162).
    await database.db.execute(sql`UPDATE scheme SET sub_category = 'ELSS (Tax Savings)' WHERE amfi_code = ${SCHEMES.largeCap.amfi}`);
    await syncSandboxSchemeMaster(database);
    await refreshSchemeFacts(database, new SandboxSchemeMaster(database), new Date());
    expect(ok<StpSourceFunds>(await b.get(path(R.stpSourceFunds.path, ucc))).funds).toEqual([]);
    expect(failed(await register(), 400).message).toBe(productMessages.stp.sourceNotAllowed);
    expect(await list()).toHaveLength(0);
    // Free on the third anniversary of its allotment (decision 0099).
    setClock(istInstant('2029-08-21', '09:00'));
    b = await h.signIn('9100000011');
    const funds = ok<StpSourceFunds>(await b.get(path(R.stpSourceFunds.path, ucc))).funds;
    expect(funds).toEqual([expect.objectContaining({ schemeId: SCHEMES.largeCap.amfi, folioNo: folio, units: '999.950', availableAmount: '99995.00' })]);
  });

  it('concurrent redemptions and an STP registration on one folio never reserve more than it has free (decision 0161)', async () => {
    // 999.950 units at NAV 100: ₹99,995.00 free. Five redemptions of ₹20,000 and an STP of 6 × ₹5,000
    // = ₹30,000 at once, each on its own session with its own redeem OTP. Whatever the order they
    // queue in on the investor's row: either 3 redemptions and the STP (₹90,000) or 4 redemptions
    // (₹80,000) and the STP refused (₹19,995 left < ₹30,000); never more than ₹99,995.
    const sessions = await Promise.all(Array.from({ length: 5 }, () => h.signIn('9100000011')));
    for (const s of sessions) {
      ok(await s.get('/api/v1/checkout/send-transaction-otp', { flowType: '3' }));
      ok(await s.post('/api/v1/checkout/verify-transaction-otp', { otp: '123456', flowType: 3 }));
    }
    const isin = (await rows<{ isin: string }>(database, sql`SELECT isin FROM ledger_entry WHERE folio_no = ${folio} LIMIT 1`))[0]!.isin;
    const redeem = (s: Browser, n: number) =>
      s.post('/api/v1/portfolio/redeem-request', { isin, folioNo: folio, redeemType: 'amount', amount: '20000', units: '0', allRedeem: 'N', requestKey: `concurrent-${n}` });
    const answers = await Promise.all([...sessions.map((s, n) => redeem(s, n)), register()]);
    const stpAnswer = answers.pop()!;
    const redeemed = answers.filter((a) => a.statusCode === 200).length;
    const stpAccepted = stpAnswer.statusCode === 200;
    expect(redeemed * 20000 + (stpAccepted ? 30000 : 0)).toBeLessThanOrEqual(99995);
    expect(redeemed).toBe(stpAccepted ? 3 : 4);
    // Every refusal is the catalogue's message naming what is left, never a 5xx.
    const left = 99995 - redeemed * 20000 - (stpAccepted ? 30000 : 0);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(failed(a, 400).message).toBe(messages.redeem.maximumAmount(formatIndianNumber(String(left))));
    }
    if (!stpAccepted) expect(failed(stpAnswer, 400).message).toBe(messages.stp.totalExceedsAvailable);
    // The dialog's figures agree: what is left is free, nothing more.
    const details = ok<{ inProgressAmount: string; unitsAllocated: string }>(await b.get('/api/v1/portfolio/redeem-details', { folioNo: folio, isin }));
    expect(details).toMatchObject({ unitsAllocated: '999.950', inProgressAmount: `${99995 - left}.00` });
  });

  it('a fault placing a verified plan is not swallowed: the link is confirmed and the plan keeps the reason for Setup order', async () => {
    const plan = ok<RegisteredStp>(await register()).plan;
    setClock(istInstant('2026-08-24', '09:00'));
    await h.app.stpSwp.runVerificationDue();
    const token = (await linkToken())!;
    // The durable command cannot be written (a database fault, say) the moment the link is opened.
    const enqueue = h.app.outsideCalls.enqueue.bind(h.app.outsideCalls);
    h.app.outsideCalls.enqueue = (() => Promise.reject(new Error('outside_call is not writable'))) as typeof enqueue;
    try {
      expect(ok<{ verified: boolean }>(await h.browser().post(R.verifyStpLink.path, { token })).verified).toBe(true);
    } finally {
      h.app.outsideCalls.enqueue = enqueue;
    }
    b = await h.signIn('9100000011');
    // Before: swallowed, the plan sat APPROVED with no reason at all. Now My STPs says why and offers Setup order.
    expect((await list())[0]).toMatchObject({ id: plan.id, agentStatus: 'approved', remarks: messages.stp.createFailed });
    const saved = ok<StpMessage>(await b.post(path(R.saveStpSwpOrderToBse.path, ucc), { stpId: plan.id }));
    expect(saved.plan).toMatchObject({ agentStatus: 'active' });
  });

  it('registers after the bound errors, verifies by the e-mailed link, runs three instalments into the ledger, and stops', async () => {
    expect(failed(await register({ installmentAmount: '900' }), 400).message).toBe('The minimum installment amount is ₹1,000');
    expect(failed(await register({ noOfInstallments: '5' }), 400).message).toBe('Please enter between 6 and 260 installments');
    expect(failed(await register({ startDate: '2026-08-22' }), 400).message).toBe('A weekly STP cannot start on a Saturday or Sunday');
    expect(failed(await register({ installmentAmount: '20000', noOfInstallments: '6' }), 400).message).toBe(messages.stp.totalExceedsAvailable);

    // A double submit of one form: one plan.
    const key = randomUUID();
    const [first, second] = await Promise.all([register({ requestKey: key }), register({ requestKey: key })]);
    const plan = ok<RegisteredStp>(first).plan;
    expect(ok<RegisteredStp>(second).plan.id).toBe(plan.id);
    expect(plan).toMatchObject({ agentStatus: 'pending verification', agentStatusLabel: 'Email Verification Pending', startDate: '24/08/2026', endDate: '28/09/2026', totalAmount: '30000.00', verifyBy: '24/08/2026, 3:00 PM' });
    expect(await list()).toHaveLength(1);

    // Future-dated: the link goes out on the start date, not before.
    expect(await linkToken()).toBeNull();
    setClock(istInstant('2026-08-24', '09:00'));
    await h.app.stpSwp.runVerificationDue();
    const token = (await linkToken())!;
    expect(ok<{ verified: boolean }>(await h.browser().post(R.verifyStpLink.path, { token })).verified).toBe(true);
    b = await h.signIn('9100000011');
    // Approved, the order was saved to the exchange at once: Active with its registration number.
    expect((await list())[0]).toMatchObject({ agentStatus: 'active', agentStatusLabel: 'Active', txnRegNo: expect.stringMatching(/^\d+$/) });
    // Setup order pressed again (a stale page): the same registration, nothing sent twice.
    const saved = ok<StpMessage>(await b.post(path(R.saveStpSwpOrderToBse.path, ucc), { stpId: plan.id }));
    expect(saved.plan).toMatchObject({ agentStatus: 'active', txnRegNo: (await list())[0]!.txnRegNo });
    expect((await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_stp_swp`))[0]!.n).toBe(1);

    for (const [date, a, e] of [['2026-08-24', '101.0000', '50.0000'], ['2026-08-31', '102.0000', '51.0000'], ['2026-09-07', '100.5000', '49.5000']] as const) {
      await nav(date, a, e);
      setClock(istInstant(date, '23:00'));
      expect(await runDueStpSwpInstalments(database, clock)).toMatchObject({ done: 1 });
    }
    await readStatement();
    // 999.950 − 49.505 − 49.020 − 49.752 and 98.994 + 97.052 + 99.993 (each ₹5,000 less ₹50.00 exit load and
    // ₹0.05 STT goes in: decision 0124; sandbox-stp-swp.test.ts has the working).
    expect(await units('ledger', SCHEMES.largeCap.code)).toBe('851.6730');
    expect(await units('ledger', SCHEMES.elss.code)).toBe('296.0390');
    expect(await units('sandbox', SCHEMES.largeCap.code)).toBe(await units('ledger', SCHEMES.largeCap.code));
    expect(await units('sandbox', SCHEMES.elss.code)).toBe(await units('ledger', SCHEMES.elss.code));

    b = await h.signIn('9100000011');
    const stopped = ok<StpMessage>(await b.post(path(R.cancelTransaction.path, ucc), { txnRegNo: saved.plan!.txnRegNo, txnType: 'STP' }));
    expect(stopped.message).toBe('STP stopped successfully !');
    expect((await list())[0]).toMatchObject({ agentStatus: 'stopped' });
    await nav('2026-09-14', '100.0000', '50.0000');
    setClock(istInstant('2026-09-14', '23:00'));
    expect(await runDueStpSwpInstalments(database, clock)).toMatchObject({ claimed: 0 });
    // Stop again (a retried press, a week on: signed in again): already stopped, the same answer and nothing called.
    b = await h.signIn('9100000011');
    expect(ok<StpMessage>(await b.post(path(R.cancelTransaction.path, ucc), { txnRegNo: saved.plan!.txnRegNo, txnType: 'STP' })).message).toBe('STP stopped successfully !');
  });

  it('auto-cancels an STP not verified before 3 PM of its start date (Verification Link Expired)', async () => {
    ok<RegisteredStp>(await register());
    setClock(istInstant('2026-08-24', '15:00'));
    const plans = ok<StpPlanList>(await (await h.signIn('9100000011')).get(path(R.autoCancelledStpOrders.path, ucc))).plans;
    expect(plans).toEqual([expect.objectContaining({ agentStatus: 'auto-cancelled', agentStatusLabel: 'Verification Link Expired' })]);
    // Its link, had it been sent, no longer confirms anything.
    const token = await linkToken();
    if (token) expect(ok<{ verified: boolean }>(await h.browser().post(R.verifyStpLink.path, { token })).verified).toBe(false);
  });
});
