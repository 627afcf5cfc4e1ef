import { istInstant, transactionFilterSchema } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { registerOrdersFeature, type OrdersService } from '../src/features/orders';
import { RedeemService } from '../src/features/portfolio';
import { TransactionsService } from '../src/features/transactions';
import { investorLedger } from '../src/ledger';
import { SandboxExchangeOrders, settleDue } from '../src/integrations/exchange';
import { OutsideCalls } from '../src/outside-calls';
import { forEachDatabase } from './test-database';
import { SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';
import { investor, rowsOf as rows } from './portfolio-test-kit';

// Redeem (spec 3 §4, §5, §7; decisions 0106, 0107) through its service, the orders feature and
// the sandbox exchange, on PGlite and PostgreSQL: the dialog's holding, the OTP grant spent by
// one redemption, a double submit is one redemption, the domain's limits on the server, locked
// ELSS units, 200 concurrent requests on one folio, and the payout with its STT and exit load in
// the ledger.

forEachDatabase('redeem', (open) => {
  let database: Database;
  let clock: TestClock;
  let exchange: SandboxExchangeOrders;
  let orders: OrdersService;
  let service: RedeemService;
  let me: { userId: string; ucc: string; mobile: string };
  let n = 0;
  const key = () => `redeem-key-${String(++n).padStart(4, '0')}`;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05')); // Wednesday
    exchange = new SandboxExchangeOrders(database, clock, {});
    const calls = new OutsideCalls({ database, clock });
    orders = registerOrdersFeature({ database, clock, outsideCalls: calls, exchange });
    service = new RedeemService({ database, clock, orders, loanOfferLink: (code) => `/v1/sandbox/loan-against-mf?partnerId=${code}` });
    const mobile = '9876543210';
    me = { ...(await investor(database, mobile)), mobile };
    return () => database.close();
  });

  /** A session of the investor's with a verified redeem OTP (as verify-transaction-otp flowType 3 leaves it). */
  async function verifiedSession(verified = true): Promise<{ sessionId: string; userId: string; agentCode: null }> {
    const id = `session-${++n}`;
    const now = clock.now().toISOString();
    await database.db.execute(sql`INSERT INTO web_session (id, cookie_id, user_id, csrf_token, created_at, last_seen_at, expires_at)
      VALUES (${id}, ${id}, ${me.userId}, 'csrf', ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz + interval '1 day')`);
    if (verified) {
      await database.db.execute(sql`INSERT INTO otp_grant (session_id, purpose, user_id, mobile, granted_at, expires_at)
        VALUES (${id}, 'redeem', ${me.userId}, ${me.mobile}, ${now}::timestamptz, ${now}::timestamptz + interval '10 minutes')`);
    }
    return { sessionId: id, userId: me.userId, agentCode: null };
  }

  /** Buys `amount` of a scheme, paid and allotted at NAV `nav` on 25/11/2026; returns the folio. */
  async function holding(amount = '5000', scheme: { amfi: number } = SCHEMES.largeCap, nav = '50.0000'): Promise<string> {
    const set = await orders.placeOrders(me.userId, { idempotencyKey: key(), orders: [{ kind: 'purchase', amfiCode: scheme.amfi, amount }] });
    expect(set.orders[0]!.orderStatus, set.orders[0]!.remarks ?? '').toBe('VALID');
    const payment = await orders.payOrders(me.userId, { idempotencyKey: key(), orderSetId: set.id, paymentMode: 'NET_BANKING' });
    await exchange.bank.completeBankPayment(payment.responseString!.split('/').pop()!, 'approve');
    await publishNav(scheme.amfi, '2026-11-25', nav);
    await settleAndRecord();
    return (await orders.orderSet(me.userId, set.id)).orders[0]!.folioNo!;
  }

  async function publishNav(amfi: number, date: string, nav: string): Promise<void> {
    await database.db.execute(sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${amfi}, ${date}, ${nav}) ON CONFLICT DO NOTHING`);
  }

  async function settleAndRecord() {
    await settleDue(database, clock);
    return orders.recordAllotments({ fromDate: '2026-11-01', toDate: clock.now().toISOString().slice(0, 10) });
  }

  const isin = (amfi: number) => `INF${String(amfi).padStart(9, '0')}`;
  const units = (folioNo: string, value: string, requestKey = key()) => ({
    isin: isin(SCHEMES.largeCap.amfi),
    folioNo,
    redeemType: 'units' as const,
    amount: '0',
    units: value,
    allRedeem: 'N' as const,
    requestKey,
  });

  it("the dialog's holding: spec 3 §5's available figures' inputs, the limits, the lots, NAV applicability, the loan offer", async () => {
    // ₹60,000 at NAV 50: stamp duty ₹3.00 (0.005%), 1,199.94 units, worth ₹59,997.00.
    const folio = await holding('60000');
    const caller = await verifiedSession(false);
    const details = await service.details(caller, { folioNo: folio, isin: isin(SCHEMES.largeCap.amfi) });
    expect(details).toMatchObject({
      schemeName: 'Axis Large Cap Fund - Direct Plan - Growth',
      redemptionAllowed: true,
      nav: '50.0000',
      navDate: '2026-11-25',
      unitsAllocated: '1199.940',
      currentValue: '59997.00',
      inProgressAmount: '0.00',
      inProgressUnits: '0.000',
      minimumRedemptionAmount: '1000',
      redemptionUnitsMultiple: '0.001',
      lockedUnits: '0.000',
      exitLoadFlag: 'Y',
      exitLoad: '1% if redeemed within 365 days',
      lots: [{ allottedOn: '2026-11-25', units: '1199.940' }],
      // Wednesday 10:05 IST, before 3 PM: today's NAV.
      applicableNavDate: '2026-11-25',
      beforeCutOff: true,
      // Worth ₹50,000 or more: the loan popup, with the product's partner code (decision 0108).
      loanOfferUrl: '/v1/sandbox/loan-against-mf?partnerId=SANCHAY',
    });
    // Someone else's folio (or a wrong ISIN) is not found.
    await expect(service.details(caller, { folioNo: 'NOT-MINE', isin: isin(SCHEMES.largeCap.amfi) })).rejects.toThrow('We could not find this holding in your portfolio.');
  });

  it('by units with the OTP: one redemption spends the grant; the next needs a new OTP', async () => {
    const folio = await holding();
    const caller = await verifiedSession();
    const outcome = await service.redeem(caller, units(folio, '10'));
    expect(outcome).toMatchObject({ message: 'success', orderStatus: 'VALID', applicableNavDate: '2026-11-25' });
    expect(outcome.orderNo).toMatch(/^\d+$/);
    await expect(service.redeem(caller, units(folio, '10'))).rejects.toThrow('Please verify the OTP sent to your mobile to redeem.');
    const details = await service.details(caller, { folioNo: folio, isin: isin(SCHEMES.largeCap.amfi) });
    expect(details.inProgressUnits).toBe('10.000');
  });

  it('a redemption whose exchange entry went unanswered still takes its units: the folio is never oversold', async () => {
    const folio = await holding(); // 99.995 units
    const caller = await verifiedSession();
    await service.redeem(caller, units(folio, '10'));
    // The entry's call failed with no answer (the order command's applyFailure): the exchange may
    // still have the order, so its 10 units stay in progress for the figures and for the check.
    await database.db.execute(sql`UPDATE investor_order SET order_status = 'UNANSWERED', remarks = 'no answer' WHERE buy_sell = 'R'`);
    const details = await service.details(caller, { folioNo: folio, isin: isin(SCHEMES.largeCap.amfi) });
    expect(details.inProgressUnits).toBe('10.000');
    const again = await verifiedSession();
    await expect(service.redeem(again, units(folio, '90'))).rejects.toThrow('The maximum redemption unit is 89.995');
    // Refused by the exchange (INVALID), the order frees its units.
    await database.db.execute(sql`UPDATE investor_order SET order_status = 'INVALID' WHERE buy_sell = 'R'`);
    expect((await service.details(caller, { folioNo: folio, isin: isin(SCHEMES.largeCap.amfi) })).inProgressUnits).toBe('0.000');
    await expect(service.redeem(again, units(folio, '90'))).resolves.toMatchObject({ orderStatus: 'VALID' });
  });

  it('a double submit (the same request key) is one redemption, answered again without a second OTP', async () => {
    const folio = await holding();
    const caller = await verifiedSession();
    const body = units(folio, '10');
    const both = await Promise.all([service.redeem(caller, body), service.redeem(caller, body)]);
    // The second may answer while the first's exchange entry is still under way (ENTERING).
    expect(both.map((o) => o.message)).toEqual(['success', 'success']);
    const again = await service.redeem(caller, body);
    expect(again.orderStatus).toBe('VALID');
    for (const o of both) expect([again.orderNo, null]).toContain(o.orderNo);
    const [count] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM investor_order WHERE buy_sell = 'R'`);
    expect(count!.n).toBe(1);
  });

  it('redeem all needs the OTP too (SEBI 2FA, decision 0166) and spends it; the folio is then fully in progress', async () => {
    const folio = await holding();
    const all = { ...units(folio, '0'), allRedeem: 'Y' as const };
    await expect(service.redeem(await verifiedSession(false), all)).rejects.toThrow('Please verify the OTP sent to your mobile to redeem.');
    const [none] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM investor_order WHERE buy_sell = 'R'`);
    expect(none!.n).toBe(0);
    const caller = await verifiedSession();
    const outcome = await service.redeem(caller, all);
    expect(outcome.orderStatus).toBe('VALID');
    const details = await service.details(caller, { folioNo: folio, isin: isin(SCHEMES.largeCap.amfi) });
    expect(details.fullRedemptionInProgress).toBe(true);
    // The grant went with it: another redeem all in this session needs a new OTP; with one, nothing is left.
    await expect(service.redeem(caller, { ...all, requestKey: key() })).rejects.toThrow('Please verify the OTP sent to your mobile to redeem.');
    await expect(service.redeem(await verifiedSession(), { ...all, requestKey: key() })).rejects.toThrow('The maximum redemption unit is 0.000');
  });

  it("the server checks the domain's limits (spec 3 §5 words) before anything reaches the exchange", async () => {
    const folio = await holding(); // 99.995 units at NAV 50: ₹4,999.75
    const caller = await verifiedSession();
    await expect(service.redeem(caller, { ...units(folio, '0'), redeemType: 'amount', amount: '999' })).rejects.toThrow('The minimum redemption amount is ₹1,000.00');
    // ₹4,999.75 is available; entries go in whole rupees (multiple 1), so ₹4,999 is the most
    // that can be asked for by amount (redeeming all takes the rest).
    await expect(service.redeem(caller, { ...units(folio, '0'), redeemType: 'amount', amount: '5000' })).rejects.toThrow('The maximum redemption amount is ₹4,999.00');
    await expect(service.redeem(caller, { ...units(folio, '0'), redeemType: 'amount', amount: '1500.5' })).rejects.toThrow('Please enter multiple of 1');
    await expect(service.redeem(caller, units(folio, '99.996'))).rejects.toThrow('The maximum redemption unit is 99.995');
    const [count] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM investor_order WHERE buy_sell = 'R'`);
    expect(count!.n).toBe(0);
  });

  it('the maximum the dialog fills in (the available ₹4,999.75 rounded down to the multiple of ₹1) is accepted', async () => {
    const folio = await holding(); // 99.995 units at NAV 50: ₹4,999.75
    const caller = await verifiedSession();
    const outcome = await service.redeem(caller, { ...units(folio, '0'), redeemType: 'amount', amount: '4999' });
    expect(outcome.orderStatus).toBe('VALID');
  });

  it('ELSS units bought less than 3 years ago are locked: none can be redeemed, and the day they free up is given', async () => {
    const folio = await holding('5000', SCHEMES.elss, '100.0000');
    const caller = await verifiedSession();
    const details = await service.details(caller, { folioNo: folio, isin: isin(SCHEMES.elss.amfi) });
    expect(details).toMatchObject({ unitsAllocated: '49.997', lockedUnits: '49.997', lockedUntil: '2029-11-25', lockSchedule: [{ freeOn: '2029-11-25', units: '49.997' }], exitLoadFlag: 'N' });
    await expect(service.redeem(caller, { ...units(folio, '1'), isin: isin(SCHEMES.elss.amfi) })).rejects.toThrow('The maximum redemption unit is 0.000');
  });

  it('200 concurrent redemption requests on one folio never take more units than it has', async () => {
    const folio = await holding(); // 99.995 units
    const callers = await Promise.all(Array.from({ length: 200 }, () => verifiedSession()));
    const results = await Promise.allSettled(callers.map((c) => service.redeem(c, units(folio, '1'))));
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    // 99 whole units fit in 99.995; every other request is refused with what is left.
    expect(accepted).toHaveLength(99);
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(new Set(['The maximum redemption unit is 0.995']));
    const [sum] = await rows<{ units: string }>(database, sql`SELECT sum(units)::text AS units FROM investor_order WHERE buy_sell = 'R' AND order_status = 'VALID'`);
    expect(sum!.units).toBe('99.0000');
    // Settled at the next NAV, the folio keeps 0.995 units; nothing was oversold.
    await publishNav(SCHEMES.largeCap.amfi, '2026-11-25', '50.0000');
    await settleAndRecord();
    const [held] = await rows<{ units: string }>(database, sql`SELECT sum(units)::text AS units FROM ledger_entry WHERE folio_no = ${folio}`);
    expect(held!.units).toBe('0.9950');
  }, 240_000);

  it('the payout: T+2 for equity with 0.001% STT in the ledger, paid out on the settlement day', async () => {
    const folio = await holding('60000'); // 1,199.94 units
    clock.set(istInstant('2026-11-27', '11:00')); // Friday
    const caller = await verifiedSession();
    await service.redeem(caller, units(folio, '1000'));
    await publishNav(SCHEMES.largeCap.amfi, '2026-11-27', '52.5000');
    clock.set(istInstant('2026-11-27', '23:00'));
    await settleAndRecord();
    // 1,000 units × 52.5 = ₹52,500.00; NAV of Friday 27/11 pays Tuesday 01/12 (T+2).
    // The units were allotted on 25/11, 2 days before: the scheme's '1% if redeemed within 365 days'
    // takes ₹525.00 (decision 0124); STT is 0.001% of the value net of that load (decision 0153):
    // 51,975.00 × 0.00001 = 0.51975 → ₹0.52; so ₹52,500 − 525 − 0.52 = ₹51,974.48 is paid out (worked by hand).
    const ledger = () =>
      rows<{ units: string; amount: string; stt: string; exit_load: string; payout_due_on: string; paid_out_on: string | null }>(
        database,
        sql`SELECT units::text, amount::text, stt::text, exit_load::text, payout_due_on::text, paid_out_on::text FROM ledger_entry WHERE kind = 'redemption'`,
      );
    expect(await ledger()).toEqual([{ units: '-1000.0000', amount: '52500.00', stt: '0.52', exit_load: '525.00', payout_due_on: '2026-12-01', paid_out_on: null }]);
    // The exchange's statement row carries the same load; Transactions and the portfolio's rows show the net.
    const [row] = (await exchange.allotmentStatement({ fromDate: '2026-11-27', toDate: '2026-11-27' })).filter((r) => r.BuySell === 'R');
    expect([row!.AllottedAmt, row!.ExitLoad, row!.Stt]).toEqual(['52500.00', '525.00', '0.52']);
    const list = await new TransactionsService({ database }).list(me.userId, transactionFilterSchema.parse({ type: 'REDEMPTION' }));
    expect(list.transactions.map((t) => t.amount)).toEqual(['51974.48']);
    const { entries } = await investorLedger(database.db, me.ucc);
    expect(entries.filter((e) => e.kind === 'redemption').map((e) => [e.amount, e.exitLoad, e.stt])).toEqual([['52500.00', '525.00', '0.52']]);
    expect(await orders.anyAwaitingAllotment()).toBe(true);
    clock.set(istInstant('2026-12-01', '09:59'));
    await settleAndRecord();
    expect((await ledger())[0]!.paid_out_on).toBeNull();
    clock.set(istInstant('2026-12-01', '10:00'));
    await settleAndRecord();
    expect((await ledger())[0]!.paid_out_on).toBe('2026-12-01');
    expect(await orders.anyAwaitingAllotment()).toBe(false);
  });
});
