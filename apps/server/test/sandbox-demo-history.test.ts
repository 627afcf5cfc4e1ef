// Issue 12 §5 (docs/decisions/0115): in sandbox mode the demo investors get years of history made
// through the sandbox exchange itself on a clock in the past — mandates, XSIP registrations and
// their instalments, lumpsums paid at the sandbox bank, a partial redemption, settlement and the
// allotment statement read into the ledger — once however often or concurrently it runs. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sipInstalmentDates, toDecimal, type Clock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { loadDemoCatalogue } from '../src/features/catalogue';
import { seedDemoProfiles } from '../src/features/profile';
import { DEMO_HISTORY_PLANS, DemoHistory } from '../src/features/sandbox';
import { seedDemoAccounts } from '../src/features/session';
import { placeDueInstalments, SandboxExchangeOrders, settleDue, syncSandboxSchemeMaster } from '../src/integrations/exchange';
import { reconcileLedger } from '../src/ledger';
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

forEachDatabase('the demo history, through the sandbox exchange', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
    await seedDemoAccounts(database, { clock });
    await seedDemoProfiles(database, { clock });
    // The shipped demo catalogue's NAV model (the history's schemes only: the rest is minutes of NAVs).
    await loadDemoCatalogue(database, TODAY, { only: SCHEMES });
    await syncSandboxSchemeMaster(database);
  }, 120_000);
  afterEach(async () => {
    await database?.close();
  });

  it('replays years of SIPs, lumpsums and a redemption through the exchange into a ledger that reconciles, once', async () => {
    // Two processes' runners at once: the lease lets one work each investor; the other finds it held.
    const [a, b] = await Promise.all([new DemoHistory({ database, clock }).run(), new DemoHistory({ database, clock }).run()]);
    expect(a.days + b.days).toBeGreaterThan(150);
    const rest = await new DemoHistory({ database, clock }).run();
    expect(rest).toEqual({ days: 0, finished: 2, pending: 0 });
    const history = await rows<{ finished: boolean; through: string }>(
      database,
      sql`SELECT finished_at IS NOT NULL AS finished, replayed_through::text AS through FROM sandbox_exchange_history ORDER BY client_code`,
    );
    expect(history).toHaveLength(2);
    for (const h of history) {
      expect(h.finished).toBe(true);
      expect(h.through < TODAY).toBe(true);
    }

    // Every ledger entry is an order the exchange took (or a leg of its STP instalment) and a row
    // of its allotment statement, with its report date in the past (the day it was settled).
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
          LEFT JOIN sandbox_exchange_allotment a ON a.order_no = l.exchange_order_no AND a.valid_flag = 'Y'`,
    );
    expect(Number(joined!.ledger)).toBeGreaterThan(400);
    expect(joined).toEqual({ ledger: joined!.ledger, with_order: joined!.ledger, with_row: joined!.ledger, past: joined!.ledger });
    // …and the ledger reconciles with the exchange's statement over the whole past.
    const exchange = new SandboxExchangeOrders(database, clock);
    const statement = await exchange.allotmentStatement({ fromDate: '2015-01-01', toDate: TODAY });
    expect(statement.length).toBe(Number(joined!.ledger));
    expect(await reconcileLedger(database, statement, { fromDate: '2015-01-01', toDate: TODAY })).toEqual([]);

    // Asha: an ELSS SIP, equity SIPs and a lumpsum with units from before 31 Jan 2018, debt on
    // both sides of 1 Apr 2023, a liquid fund, and one partial redemption.
    const asha = await uccOf(database, '9000000001');
    const plan = DEMO_HISTORY_PLANS.find((p) => p.mobile === '9000000001')!;
    const sipOf = (amfiCode: number) => plan.events.find((e) => e.kind === 'sip' && e.amfiCode === amfiCode) as { firstDate: string };
    const byCategory = await ledgerBySubCategory(database, asha);
    const of = (sub: string, kind = 'purchase') => byCategory.find((r) => r.sub_category === sub && r.kind === kind);
    const firstDebit = sipInstalmentDates('2016-03-05', 1).debitDate;
    expect(of('ELSS (Tax Savings)')).toMatchObject({ first_nav_date: firstDebit, sip: String(instalmentsBefore(sipOf(119723).firstDate, TODAY)) });
    // The large-cap SIP's instalments and the 2017 lumpsum (the one NRM row).
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
    const meera = await uccOf(database, '9000000005');
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

    // Meera, the advisor's customer: the pre-2018 lumpsum, a debt SIP, a liquid fund.
    const meeraLedger = await ledgerBySubCategory(database, meera);
    expect(meeraLedger.map((r) => r.sub_category)).toEqual(['Large Cap', 'Liquid', 'Low Duration']);
    expect(meeraLedger.find((r) => r.sub_category === 'Low Duration')).toMatchObject({ sip: String(instalmentsBefore('2021-01-10', TODAY)) });

    // The SIPs are still running at the exchange, their next instalment from today on: the live jobs' now.
    const sips = await rows<{ status: string; next: string }>(
      database,
      sql`SELECT status, next_debit_date::text AS next FROM sandbox_exchange_xsip ORDER BY xsip_reg_id`,
    );
    expect(sips).toHaveLength(4);
    for (const s of sips) expect(s.status === 'ACTIVE' && s.next >= TODAY).toBe(true);

    // Idempotent: run again, nothing changes; and with its progress lost (the history rows gone),
    // the whole past replayed again adds nothing either: every call is keyed by the plan's events.
    const before = await footprint(database);
    expect(await new DemoHistory({ database, clock }).run()).toEqual({ days: 0, finished: 2, pending: 0 });
    expect(await footprint(database)).toEqual(before);
    await database.db.execute(sql`DELETE FROM sandbox_exchange_history`);
    const again = await new DemoHistory({ database, clock }).run();
    expect(again.finished).toBe(2);
    expect(await footprint(database)).toEqual(before);
  }, 600_000);

  it('leaves the replayed past to the history, and the investor’s orders of today to the live exchange', async () => {
    const history = new DemoHistory({ database, clock });
    // A few days of Asha's past: her SIPs of 2016 are registered, their next instalments long due.
    expect((await history.run(3)).days).toBe(3);
    const asha = await uccOf(database, '9000000001');
    const [due] = await rows<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip WHERE client_code = ${asha} AND status = 'ACTIVE' AND next_debit_date < ${TODAY}::date`,
    );
    expect(due!.n).toBe(2);
    // The live instalment pass (THE clock, today) leaves them to the history: no instalment of 2016 dated today.
    expect((await placeDueInstalments(database, clock)).claimed).toBe(0);

    // A purchase she makes today (on THE clock), paid at the bank: the live exchange's at once.
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
    const allotted = async () =>
      rows<{ report_date: string; nav_date: string }>(
        database,
        sql`SELECT report_date::text, nav_date::text FROM sandbox_exchange_allotment WHERE order_no = ${entry.OrderId}`,
      );
    // Paid before 3 PM: today's NAV prices it; the live pass allots it, reported today.
    expect((await settleDue(database, clock)).allotted).toBe(1);
    expect(await allotted()).toEqual([{ report_date: TODAY, nav_date: TODAY }]);

    // The rest of the past: the replayed days never take today's work, and the SIPs end up due from today.
    expect((await history.run()).finished).toBe(2);
    expect(await allotted()).toEqual([{ report_date: TODAY, nav_date: TODAY }]);
    const [late] = await rows<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM sandbox_exchange_xsip_instalment i JOIN sandbox_exchange_xsip x ON x.xsip_reg_id = i.xsip_reg_id
          WHERE x.client_code = ${asha} AND i.created_at >= ${NOW.toISOString()}::timestamptz`,
    );
    expect(late!.n).toBe(0);
  }, 600_000);
});
