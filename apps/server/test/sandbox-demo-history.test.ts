// Issue 12 §5 (docs/decisions/0115, 0123): in sandbox mode the demo investors get years of history
// made through the sandbox exchange itself on a clock in the past — mandates, XSIP registrations
// and their instalments, lumpsums paid at the sandbox bank, a partial redemption, an STP,
// settlement and the allotment statement read into the ledger — once however often or
// concurrently it runs; its SIPs, STP and mandate are the product's own records (My SIPs, My
// STPs), and the investor's live redemptions wait for it. The long replay runs once, on PGlite,
// shared by the assertions (the database does not matter to what they prove); on PostgreSQL a
// few days prove the lease between two processes and the live passes' scope.
import { sipInstalmentDates, toDecimal, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { RunningSipsAnswer, SipChangeAnswer, StpMessage, StpPlanList } from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { loadDemoCatalogue } from '../src/features/catalogue';
import { seedDemoProfiles } from '../src/features/profile';
import { DEMO_HISTORY_PLANS, DemoHistory } from '../src/features/sandbox';
import { seedDemoAccounts } from '../src/features/session';
import { pastBeingReplayed, placeDueInstalments, SandboxExchangeOrders, SandboxSchemeMaster, settleDue, syncSandboxSchemeMaster } from '../src/integrations/exchange';
import { refreshSchemeFacts } from '../src/scheme-facts';
import { reconcileLedger } from '../src/ledger';
import { failed as fail, ok, startHarness, type Harness } from './session-test-kit';
import { linesOf, parseCsvLine } from '../../../packages/domain/src/__test-support__/shared-files';
import { forEachDatabase } from './test-database';

/** THE clock of the test: the sandbox's today, 21/08/2026 14:30 IST. It never moves. */
const NOW = new Date('2026-08-21T09:00:00Z');
const TODAY = '2026-08-21';
const clock: Clock = { now: () => NOW };
const SCHEMES = [...new Set(DEMO_HISTORY_PLANS.flatMap((p) => p.events.flatMap((e) => ('amfiCode' in e ? [e.amfiCode] : []))))];

async function rows<T>(database: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Every table the history writes, counted. */
async function footprint(database: Database) {
  const [counts] = await rows<Record<string, string>>(
    database,
    sql`SELECT (SELECT count(*) FROM sandbox_exchange_order)::text AS orders,
               (SELECT count(*) FROM sandbox_exchange_payment)::text AS payments,
               (SELECT count(*) FROM sandbox_exchange_allotment)::text AS allotments,
               (SELECT count(*) FROM sandbox_exchange_mandate)::text AS mandates,
               (SELECT count(*) FROM sandbox_exchange_mandate_debit)::text AS debits,
               (SELECT count(*) FROM sandbox_exchange_xsip)::text AS xsips,
               (SELECT count(*) FROM sandbox_exchange_xsip_instalment)::text AS instalments,
               (SELECT count(*) FROM sandbox_exchange_folio)::text AS folios,
               (SELECT count(*) FROM ledger_entry)::text AS ledger,
               (SELECT count(*) FROM checkout)::text AS checkouts,
               (SELECT count(*) FROM checkout_sip)::text AS product_sips,
               (SELECT count(*) FROM investor_stp_swp)::text AS product_stps,
               (SELECT count(*) FROM investor_mandate)::text AS product_mandates,
               (SELECT coalesce(sum(units), 0)::text FROM ledger_entry) AS units`,
  );
  return counts!;
}

async function uccOf(database: Database, mobile: string): Promise<string> {
  const [row] = await rows<{ ucc: string }>(
    database,
    sql`SELECT p.ucc FROM investor_profile p JOIN user_account u ON u.id = p.user_id WHERE u.mobile = ${mobile}`,
  );
  return row!.ucc;
}

/** The ledger of a client per scheme's sub-category, as the catalogue names it. */
async function ledgerBySubCategory(database: Database, ucc: string) {
  return rows<{ sub_category: string; kind: string; entries: string; first_nav_date: string; units: string; sip: string }>(
    database,
    sql`SELECT s.sub_category, l.kind, count(*)::text AS entries, min(l.nav_date)::text AS first_nav_date,
               sum(l.units)::text AS units, count(*) FILTER (WHERE a.order_type = 'SIP')::text AS sip
        FROM ledger_entry l
        JOIN sandbox_exchange_allotment a ON a.order_no = l.exchange_order_no
        JOIN sandbox_exchange_scheme_master m ON m.scheme_code = l.scheme_code
        JOIN scheme s ON s.amfi_code = m.unique_no
        WHERE l.ucc = ${ucc} GROUP BY s.sub_category, l.kind ORDER BY s.sub_category, l.kind`,
  );
}

/** How many monthly instalments of a plan's SIP fall on a debit date before today. */
function instalmentsBefore(firstDate: string, today: string): number {
  let k = 1;
  while (sipInstalmentDates(firstDate, k).debitDate < today) k += 1;
  return k - 1;
}

/** The demo accounts, profiles and bank accounts (main's warm-up seeds them first) and the history's schemes. */
async function seed(database: Database): Promise<void> {
  await seedDemoAccounts(database, { clock });
  await seedDemoProfiles(database, { clock });
  // The demo banking seed's accounts (made through the bank-accounts feature in main): the mandate's bank.
  for (const [mobile, account] of [['9000000001', '50100000000001'], ['9000000005', '50100000000005']] as const) {
    await database.db.execute(sql`
      INSERT INTO bank_account (user_id, account_sequence, bank_name, account_number, ifsc, account_type, is_default, is_verified, created_at, updated_at)
      SELECT u.id, 1, 'State Bank of India', ${account}, 'SBIN0000813', 'Savings', true, true, now(), now()
      FROM user_account u JOIN investor_profile p ON p.user_id = u.id WHERE u.mobile = ${mobile}`);
  }
  // The shipped demo catalogue's NAV model (the history's schemes only: the rest is minutes of NAVs).
  await loadDemoCatalogue(database, TODAY, { only: SCHEMES });
  await syncSandboxSchemeMaster(database);
  // The product's scheme facts through the exchange port, as a catalogue load makes them (decision 0162).
  await refreshSchemeFacts(database, new SandboxSchemeMaster(database), new Date());
}

/** A purchase Asha makes today on THE clock, paid at the bank: the live exchange's. */
async function liveOrder(database: Database, asha: string): Promise<string> {
  const exchange = new SandboxExchangeOrders(database, clock);
  const entry = await exchange.orderEntry({
    TransCode: 'NEW', TransNo: 'LIVE1', MemberId: '12345', UserID: '1234501', ClientCode: asha, SchemeCd: '119018-DP-GR',
    BuySell: 'P', BuySellType: 'FRESH', DPTxn: 'P', OrderVal: '10000', Qty: '', AllRedeem: 'N', FolioNo: '',
  });
  expect(entry.SuccessFlag).toBe('0');
  const paid = await exchange.payment({
    membercode: '12345', clientcode: asha, paymentMode: 'NET_BANKING', ordernumber: [entry.OrderId], totalamount: '10000', internalrefno: 'LIVE1',
  });
  await exchange.bank.completeBankPayment(paid.responsestring.split('/').pop()!, 'approve');
  return entry.OrderId;
}

const allotted = (database: Database, orderNo: string) =>
  rows<{ report_date: string; nav_date: string }>(
    database,
    sql`SELECT report_date::text, nav_date::text FROM sandbox_exchange_allotment WHERE order_no = ${orderNo}`,
  );

forEachDatabase('the demo history, through the sandbox exchange', (open, label) => {
  describe.skipIf(label !== 'pglite')('one replay of both pasts, with a live order placed while it runs', () => {
    let database: Database;
    let h: Harness;
    let asha: string;
    let meera: string;
    let liveOrderNo: string;
    // What the first days of the replay left, read before the rest of it ran.
    const during = { dueSips: 0, liveClaimed: -1, liveAllotted: -1, replaying: false, redeemDetails: '' };
    let runners: { days: number }[] = [];

    beforeAll(async () => {
      database = await open();
      await seed(database);
      asha = await uccOf(database, '9000000001');
      meera = await uccOf(database, '9000000005');
      h = await startHarness(database, ['123456']);

      // A few days of Asha's past: her SIPs of 2016 are registered, their next instalments long due.
      const history = new DemoHistory({ database, clock });
      expect((await history.run(3)).days).toBe(3);
      const [due] = await rows<{ n: number }>(
        database,
        sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip WHERE client_code = ${asha} AND status = 'ACTIVE' AND next_debit_date < ${TODAY}::date`,
      );
      during.dueSips = due!.n;
      // The live instalment pass (THE clock, today) leaves them to the history.
      during.liveClaimed = (await placeDueInstalments(database, clock)).claimed;
      // Her purchase of today is the live exchange's at once: paid before 3 PM, today's NAV, reported today.
      liveOrderNo = await liveOrder(database, asha);
      during.liveAllotted = (await settleDue(database, clock)).allotted;
      // While her past is replayed her redemptions wait (the ledger has 2016 only).
      during.replaying = await pastBeingReplayed(database.db, asha);
      const [folio] = await rows<{ folio_no: string; isin: string }>(database, sql`SELECT folio_no, isin FROM ledger_entry WHERE ucc = ${asha} LIMIT 1`);
      const b = await h.signIn('9000000001');
      during.redeemDetails = fail(await b.get('/api/v1/portfolio/redeem-details', { folioNo: folio!.folio_no, isin: folio!.isin }), 400).message;

      // The rest, by two processes' runners at once: the lease lets one work each investor; the other finds it held.
      runners = await Promise.all([new DemoHistory({ database, clock }).run(), new DemoHistory({ database, clock }).run()]);
    }, 900_000);
    afterAll(async () => {
      await h?.close();
      await database?.close();
    });

    it('leaves the replayed past to the history, and the investor’s orders of today to the live exchange', async () => {
      expect(during).toMatchObject({ dueSips: 2, liveClaimed: 0, liveAllotted: 1 });
      // The replayed days never took today's work, and the SIPs end up due from today.
      expect(await allotted(database, liveOrderNo)).toEqual([{ report_date: TODAY, nav_date: TODAY }]);
      const [late] = await rows<{ n: number }>(
        database,
        sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip_instalment i JOIN sandbox_exchange_xsip x ON x.xsip_reg_id = i.xsip_reg_id
            WHERE x.client_code = ${asha} AND i.created_at >= ${NOW.toISOString()}::timestamptz`,
      );
      expect(late!.n).toBe(0);
    });

    it('holds the investor’s redemptions while her past is replayed, and not after', async () => {
      expect(during.replaying).toBe(true);
      expect(during.redeemDetails).toBe(productMessages.redeem.historyBeingPrepared);
      expect(await pastBeingReplayed(database.db, asha)).toBe(false);
      const [folio] = await rows<{ folio_no: string; isin: string }>(database, sql`SELECT folio_no, isin FROM ledger_entry WHERE ucc = ${asha} LIMIT 1`);
      const b = await h.signIn('9000000001');
      ok(await b.get('/api/v1/portfolio/redeem-details', { folioNo: folio!.folio_no, isin: folio!.isin }));
    });

    it('replays years of SIPs, lumpsums, a redemption and an STP through the exchange into a ledger that reconciles', async () => {
      expect(3 + runners[0]!.days + runners[1]!.days).toBeGreaterThan(150);
      expect(await new DemoHistory({ database, clock }).run()).toEqual({ days: 0, finished: 2, pending: 0 });
      const history = await rows<{ finished: boolean; through: string }>(
        database,
        sql`SELECT finished_at IS NOT NULL AS finished, replayed_through::text AS through FROM sandbox_exchange_history ORDER BY client_code`,
      );
      expect(history).toHaveLength(2);
      for (const r of history) {
        expect(r.finished).toBe(true);
        expect(r.through < TODAY).toBe(true);
      }

      // Every ledger entry is an order the exchange took (or a leg of its STP instalment) and a row
      // of its allotment statement, with its report date in the past (the day it was settled) —
      // but for the live order of today.
      const [joined] = await rows<{ ledger: string; with_order: string; with_row: string; past: string }>(
        database,
        sql`SELECT count(*)::text AS ledger,
                   count(*) FILTER (WHERE o.order_no IS NOT NULL OR EXISTS (
                     SELECT 1 FROM sandbox_exchange_stp_swp_instalment si
                     WHERE l.exchange_order_no IN (si.out_order_no, si.in_order_no)))::text AS with_order,
                   count(a.order_no)::text AS with_row,
                   count(*) FILTER (WHERE l.reported_on < ${TODAY}::date AND l.reported_on >= l.nav_date)::text AS past
            FROM ledger_entry l
            LEFT JOIN sandbox_exchange_order o ON o.order_no = l.exchange_order_no
            LEFT JOIN sandbox_exchange_allotment a ON a.order_no = l.exchange_order_no AND a.valid_flag = 'Y'
            WHERE l.exchange_order_no <> ${liveOrderNo}`,
      );
      expect(Number(joined!.ledger)).toBeGreaterThan(400);
      expect(joined).toEqual({ ledger: joined!.ledger, with_order: joined!.ledger, with_row: joined!.ledger, past: joined!.ledger });
      // …and the ledger reconciles with the exchange's statement over the whole past (today's live
      // allotment is read by the live side, not the history).
      const exchange = new SandboxExchangeOrders(database, clock);
      const statement = (await exchange.allotmentStatement({ fromDate: '2015-01-01', toDate: TODAY })).filter((r) => r.OrderNo !== liveOrderNo);
      expect(await reconcileLedger(database, statement, { fromDate: '2015-01-01', toDate: TODAY })).toEqual([]);

      // Stamp duty only from the NAV of 1 Jul 2020 (decision 0160): the history's purchases before
      // it (SIP instalments since March 2016, the 2017 lumpsum) carry none; every one from then its
      // amount × 0.005 / 100.005 to the paisa.
      const [duty] = await rows<{ before: string; before_with_duty: string; since: string; since_wrong: string }>(
        database,
        sql`SELECT count(*) FILTER (WHERE nav_date < '2020-07-01')::text AS before,
                   count(*) FILTER (WHERE nav_date < '2020-07-01' AND stamp_duty <> 0)::text AS before_with_duty,
                   count(*) FILTER (WHERE nav_date >= '2020-07-01')::text AS since,
                   count(*) FILTER (WHERE nav_date >= '2020-07-01' AND stamp_duty <> round(amount * 0.005 / 100.005, 2))::text AS since_wrong
            FROM ledger_entry WHERE kind IN ('purchase', 'switch_in', 'stp_in') AND exchange_order_no <> ${liveOrderNo}`,
      );
      expect(Number(duty!.before)).toBeGreaterThan(100);
      expect(Number(duty!.since)).toBeGreaterThan(100);
      expect(duty).toMatchObject({ before_with_duty: '0', since_wrong: '0' });

      // Asha: an ELSS SIP, equity SIPs and a lumpsum with units from before 31 Jan 2018, debt on
      // both sides of 1 Apr 2023, a liquid fund, and one partial redemption.
      const plan = DEMO_HISTORY_PLANS.find((p) => p.mobile === '9000000001')!;
      const sipOf = (amfiCode: number) => plan.events.find((e) => e.kind === 'sip' && e.amfiCode === amfiCode) as { firstDate: string };
      const byCategory = await ledgerBySubCategory(database, asha);
      const of = (sub: string, kind = 'purchase') => byCategory.find((r) => r.sub_category === sub && r.kind === kind);
      const firstDebit = sipInstalmentDates('2016-03-05', 1).debitDate;
      expect(of('ELSS (Tax Savings)')).toMatchObject({ first_nav_date: firstDebit, sip: String(instalmentsBefore(sipOf(119723).firstDate, TODAY)) });
      // The large-cap SIP's instalments and the 2017 lumpsum (the one NRM row; the live order of today is not the history's to read).
      const largeCap = of('Large Cap')!;
      expect(largeCap).toMatchObject({ first_nav_date: firstDebit, sip: String(instalmentsBefore(sipOf(119018).firstDate, TODAY)) });
      expect(Number(largeCap.entries)).toBe(Number(largeCap.sip) + 1);
      expect(of('Flexi Cap')).toMatchObject({ sip: String(instalmentsBefore(sipOf(122639).firstDate, TODAY)) });
      expect(of('Short Duration')).toMatchObject({ entries: '2', first_nav_date: '2020-07-15', sip: '0' });
      expect(of('Liquid')).toMatchObject({ entries: '1', sip: '0' });
      // The redemption: ₹60,000 paid out, its units out of the large-cap folio, some units left.
      const [redemption] = await rows<{ amount: string; units: string; nav_date: string; order_type: string }>(
        database,
        sql`SELECT l.amount::text, l.units::text, l.nav_date::text, a.buy_sell AS order_type FROM ledger_entry l
            JOIN sandbox_exchange_allotment a ON a.order_no = l.exchange_order_no WHERE l.ucc = ${asha} AND l.kind = 'redemption'`,
      );
      expect(redemption).toMatchObject({ nav_date: '2024-09-16', order_type: 'R' });
      expect(toDecimal(redemption!.amount).eq(60000)).toBe(true);
      expect(toDecimal(redemption!.units).lt(0)).toBe(true);
      expect(toDecimal(largeCap.units).plus(redemption!.units).gt(0)).toBe(true);
      // Units before the grandfathering date, on schemes whose NAV of 31/01/2018 is there.
      const before2018 = await rows<{ ucc: string; amfi: number; entries: string; nav_31_jan_2018: string | null }>(
        database,
        sql`SELECT l.ucc, m.unique_no AS amfi, count(*)::text AS entries,
                   (SELECT n.nav::text FROM nav_history n WHERE n.amfi_code = m.unique_no AND n.nav_date = '2018-01-31') AS nav_31_jan_2018
            FROM ledger_entry l JOIN sandbox_exchange_scheme_master m ON m.scheme_code = l.scheme_code
            WHERE l.kind = 'purchase' AND l.nav_date <= '2018-01-31' GROUP BY l.ucc, m.unique_no ORDER BY l.ucc, m.unique_no`,
      );
      expect(before2018.map((r) => [r.ucc, r.amfi])).toEqual([[asha, 119018], [asha, 119723], [meera, 120586]]);
      for (const r of before2018) expect(r.nav_31_jan_2018).not.toBeNull();

      // The STP: registered in June 2025 from the liquid fund into the flexi cap fund (same AMC, one
      // folio), monthly ₹2,500, an instalment each month since, units out and in at each day's NAV.
      const stp = plan.events.find((e) => e.kind === 'stp') as { firstDate: string };
      const [registration] = await rows<{ status: string; next: string; done: string }>(
        database,
        sql`SELECT s.status, s.next_date::text AS next, (SELECT count(*) FROM sandbox_exchange_stp_swp_instalment i
                                                        WHERE i.reg_no = s.reg_no AND i.outcome = 'DONE')::text AS done
            FROM sandbox_exchange_stp_swp s WHERE s.client_code = ${asha}`,
      );
      expect(registration!.status).toBe('ACTIVE');
      expect(registration!.next >= TODAY).toBe(true);
      expect(Number(registration!.done)).toBeGreaterThanOrEqual(12);
      expect(of('Liquid', 'stp_out')).toMatchObject({ entries: registration!.done, first_nav_date: stp.firstDate });
      expect(of('Flexi Cap', 'stp_in')).toMatchObject({ entries: registration!.done, first_nav_date: stp.firstDate });

      // Each entry's order type, from the statement (Transactions' labels): SIP instalments, the
      // lumpsums, the redemption, the STP's legs.
      const types = await rows<{ order_type: string; n: string }>(
        database,
        sql`SELECT order_type, count(*)::text AS n FROM ledger_entry WHERE ucc = ${asha} GROUP BY order_type ORDER BY order_type`,
      );
      const sips = [119018, 119723, 122639].reduce((n, amfi) => n + instalmentsBefore(sipOf(amfi).firstDate, TODAY), 0);
      expect(types).toEqual([
        { order_type: 'lumpsum', n: '4' },
        { order_type: 'redemption', n: '1' },
        { order_type: 'sip', n: String(sips) },
        { order_type: 'stp_in', n: registration!.done },
        { order_type: 'stp_out', n: registration!.done },
      ]);

      // Meera, the advisor's customer: the pre-2018 lumpsum, a debt SIP, a liquid fund.
      const meeraLedger = await ledgerBySubCategory(database, meera);
      expect(meeraLedger.map((r) => r.sub_category)).toEqual(['Large Cap', 'Liquid', 'Low Duration']);
      expect(meeraLedger.find((r) => r.sub_category === 'Low Duration')).toMatchObject({ sip: String(instalmentsBefore('2021-01-10', TODAY)) });

      // The SIPs are still running at the exchange, their next instalment from today on: the live jobs' now.
      const running = await rows<{ status: string; next: string }>(
        database,
        sql`SELECT status, next_debit_date::text AS next FROM sandbox_exchange_xsip ORDER BY xsip_reg_id`,
      );
      expect(running).toHaveLength(4);
      for (const s of running) expect(s.status === 'ACTIVE' && s.next >= TODAY).toBe(true);
    });

    it('gives gains CSVs that match her ledger: each sale of the year is its lots summed, each lot a purchase of that folio', async () => {
      const b = await h.signIn('9000000001');
      // FY 2024-25 holds her partial redemption (16/09/2024), FY 2025-26 her STP's first transfers out.
      for (const [fy, from, to] of [['2024-25', '2024-04-01', '2025-03-31'], ['2025-26', '2025-04-01', '2026-03-31']] as const) {
        const res = await b.get('/api/v1/portfolio/capital-gains/statement.csv', { fy });
        expect(res.statusCode).toBe(200);
        const [header, ...parts] = linesOf(res.body.trimEnd()).map(parseCsvLine);
        const at = (row: string[], name: string) => row[header!.indexOf(name)] ?? '';
        const sales = await rows<{ folio_no: string; isin: string | null; sold_on: string; units: string; amount: string; exit_load: string; stt: string }>(
          database,
          sql`SELECT folio_no, isin, to_char(nav_date, 'DD/MM/YYYY') AS sold_on, abs(units)::text AS units, amount::text,
                     exit_load::text, stt::text
              FROM ledger_entry WHERE ucc = ${asha} AND units < 0 AND nav_date BETWEEN ${from}::date AND ${to}::date`,
        );
        expect(sales.length, fy).toBeGreaterThan(0);
        const ofSale = (sale: (typeof sales)[number]) =>
          parts.filter((p) => at(p, 'Folio') === sale.folio_no && at(p, 'ISIN') === (sale.isin ?? '') && at(p, 'Sale date') === sale.sold_on);
        // Every part belongs to a sale of the ledger, and each sale is its parts summed.
        expect(parts.filter((p) => !sales.some((sale) => ofSale(sale).includes(p)))).toEqual([]);
        for (const sale of sales) {
          const mine = ofSale(sale);
          const sum = (name: string) => mine.reduce((total, p) => total.plus(toDecimal(at(p, name))), toDecimal(0));
          expect({ units: sum('Units').toFixed(4), value: sum('Sale value').toFixed(2), exitLoad: sum('Exit load').toFixed(2), stt: sum('STT').toFixed(2) }).toEqual({
            units: toDecimal(sale.units).toFixed(4),
            value: toDecimal(sale.amount).toFixed(2),
            exitLoad: toDecimal(sale.exit_load).toFixed(2),
            stt: toDecimal(sale.stt).toFixed(2),
          });
        }
        // Each part's lot is a purchase (or STP in) of that folio and ISIN on its purchase date,
        // and no purchase gives more units than it brought (FIFO never invents units).
        const buys = await rows<{ folio_no: string; isin: string | null; bought_on: string; units: string }>(
          database,
          sql`SELECT folio_no, isin, to_char(nav_date, 'DD/MM/YYYY') AS bought_on, sum(units)::text AS units
              FROM ledger_entry WHERE ucc = ${asha} AND units > 0 GROUP BY folio_no, isin, nav_date`,
        );
        const taken = new Map<string, ReturnType<typeof toDecimal>>();
        for (const p of parts) {
          const key = `${at(p, 'Folio')}|${at(p, 'ISIN')}|${at(p, 'Purchase date')}`;
          const buy = buys.find((x) => `${x.folio_no}|${x.isin ?? ''}|${x.bought_on}` === key);
          expect(buy, key).toBeDefined();
          taken.set(key, (taken.get(key) ?? toDecimal(0)).plus(toDecimal(at(p, 'Units'))));
          expect(taken.get(key)!.lte(toDecimal(buy!.units)), key).toBe(true);
        }
      }
    });

    it('adds nothing when run again, nor when its progress is lost and the past replayed again', async () => {
      const before = await footprint(database);
      expect(await new DemoHistory({ database, clock }).run()).toEqual({ days: 0, finished: 2, pending: 0 });
      expect(await footprint(database)).toEqual(before);
      // Progress lost: Meera's row gone (her whole plan again: a lumpsum, the mandate, the SIP's
      // registration, a lumpsum) and Asha's back to before the redemption (it, the liquid lumpsum
      // and the STP's registration again). Every call is keyed by the plan's events.
      await database.db.execute(sql`DELETE FROM sandbox_exchange_history WHERE client_code = ${meera}`);
      await database.db.execute(
        sql`UPDATE sandbox_exchange_history SET replayed_through = '2024-09-01', finished_at = NULL WHERE client_code = ${asha}`,
      );
      const again = await new DemoHistory({ database, clock }).run();
      expect(again).toMatchObject({ finished: 2, pending: 0 });
      // Meera's three event days (the mandate and the SIP on one), Asha's three.
      expect(again.days).toBe(6);
      expect(await footprint(database)).toEqual(before);
    });

    it('makes the history’s SIPs, STP and mandate the product’s own: My SIPs and My STPs list them, and pause, cancel and stop reach the exchange', async () => {
      const b = await h.signIn('9000000001');
      const { sips, exchangeAnswered } = ok<RunningSipsAnswer>(await b.get('/api/v1/sips/running-sips'));
      expect(exchangeAnswered).toBe(true);
      const plan = DEMO_HISTORY_PLANS.find((p) => p.mobile === '9000000001')!;
      const planned = plan.events.filter((e) => e.kind === 'sip') as { amfiCode: number; firstDate: string; amount: string }[];
      expect(sips.map((s) => s.schemeId).sort()).toEqual(planned.map((e) => e.amfiCode).sort());
      for (const s of sips) {
        const e = planned.find((p) => p.amfiCode === s.schemeId)!;
        expect(s).toMatchObject({
          status: 'ACTIVE',
          sipDate: 5,
          installmentsDone: instalmentsBefore(e.firstDate, TODAY),
          installmentsFailed: 0,
          mandate: { bankName: 'State Bank of India', bankAccountNumber: 'XXXX0001' },
        });
        expect(toDecimal(s.amount).eq(e.amount)).toBe(true);
        expect(s.nextInstallmentDate).toMatch(/^0[5-9]\/(08|09)\/2026$/);
        expect(s.pause).not.toBeNull();
      }
      // Pause one, cancel another: through the exchange, which then reports them so.
      const [first, second] = sips;
      const paused = ok<SipChangeAnswer>(await b.post('/api/v1/sips/pause-sip', { sipId: first!.sipId, installments: first!.pause!.min, requestKey: 'pause-00000001' }));
      expect(paused.outcome).toBe('DONE');
      const cancelled = ok<SipChangeAnswer>(await b.post('/api/v1/sips/cancel-sip', { sipId: second!.sipId, requestKey: 'cancel-00000001' }));
      expect(cancelled.outcome).toBe('DONE');
      const after = ok<RunningSipsAnswer>(await b.get('/api/v1/sips/running-sips')).sips;
      expect(after.find((s) => s.sipId === first!.sipId)!.status).toBe('PAUSED');
      expect(after.find((s) => s.sipId === second!.sipId)!.status).toBe('CANCELLED');
      const [atExchange] = await rows<{ status: string }>(database, sql`SELECT status FROM sandbox_exchange_xsip WHERE xsip_reg_id = ${second!.xsipRegId}`);
      expect(atExchange!.status).toBe('CANCELLED');

      // My STPs: the running STP, ACTIVE with the exchange's number; Stop cancels it there.
      const { plans } = ok<StpPlanList>(await b.get(`/api/v1/stp-swp/get-all-stp-swp-orders/${asha}`, { trxnType: 'STP' }));
      expect(plans).toHaveLength(1);
      expect(plans[0]).toMatchObject({ agentStatus: 'active', installmentAmt: '2500.00', noOfInstallments: 36, startDate: '10/06/2025', firstOrderToday: 'N' });
      const stopped = ok<StpMessage>(await b.post(`/api/v1/stp-swp/cancel-transaction/${asha}`, { txnRegNo: plans[0]!.txnRegNo, txnType: 'STP' }));
      expect(stopped.plan?.agentStatus).toBe('stopped');
      const [stp] = await rows<{ status: string }>(database, sql`SELECT status FROM sandbox_exchange_stp_swp WHERE client_code = ${asha}`);
      expect(stp!.status).toBe('CANCELLED');

      // Meera's SIP is hers alone.
      const m = await h.signIn('9000000005');
      expect(ok<RunningSipsAnswer>(await m.get('/api/v1/sips/running-sips')).sips.map((s) => s.schemeId)).toEqual([120398]);
    });
  });

  describe.skipIf(label !== 'postgres')('two processes and the live passes, a few days in', () => {
    it('lets one process work each investor at a time, and leaves the replayed past to the history', async () => {
      const database = await open();
      try {
        await seed(database);
        const asha = await uccOf(database, '9000000001');
        // Two processes' runners at once, three days each at most: an investor is worked by one.
        const [a, b] = await Promise.all([new DemoHistory({ database, clock }).run(3), new DemoHistory({ database, clock }).run(3)]);
        expect(a.days + b.days).toBe(6);
        const through = await rows<{ through: string }>(database, sql`SELECT replayed_through::text AS through FROM sandbox_exchange_history ORDER BY client_code`);
        expect(through.every((r) => r.through !== null)).toBe(true);
        // No event or instalment twice: Asha's first days registered her two SIPs once and placed one instalment each a month.
        const [xsips] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip WHERE client_code = ${asha}`);
        expect(xsips!.n).toBe(2);
        const [dup] = await rows<{ n: number }>(
          database,
          sql`SELECT count(*)::int AS n FROM (SELECT xsip_reg_id, scheduled_date FROM sandbox_exchange_xsip_instalment GROUP BY 1, 2 HAVING count(*) > 1) d`,
        );
        expect(dup!.n).toBe(0);
        // The live passes (THE clock, today) leave the past's due instalments to the history; today's order is theirs.
        expect((await placeDueInstalments(database, clock)).claimed).toBe(0);
        const orderNo = await liveOrder(database, asha);
        expect((await settleDue(database, clock)).allotted).toBe(1);
        expect(await allotted(database, orderNo)).toEqual([{ report_date: TODAY, nav_date: TODAY }]);
      } finally {
        await database.close();
      }
    }, 300_000);
  });
});
