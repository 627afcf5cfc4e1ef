import { formatDisplayDate, istInstant } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  runDueStpSwpInstalments,
  SandboxExchangeOrders,
  SandboxStpSwp,
  settleDue,
  type StpRegistrationRequest,
} from '../src/integrations/exchange';
import { applyAllotmentStatement } from '../src/ledger';
import { forEachDatabase } from './test-database';
import { MEMBER, purchase, SCHEMES, seedSandboxSchemes, TestClock } from './sandbox-exchange-test-kit';

// The sandbox exchange's STPs and SWPs (migration 0076, docs/decisions/0112) under a moved clock,
// read into the ledger through the allotment statement, on PGlite and PostgreSQL. Golden numbers
// worked by hand: units out = amount / NAV rounded up to 3 decimals (a redemption by amount); units
// in = (amount − stamp duty) / NAV truncated, stamp duty = amount × 0.005 / 100.005 to the paisa
// (../shared/data/README.md "Market facts"; decision 0050); the out leg's exit load and STT come off
// what goes in (decision 0124).

const CLIENT = 'SAN0000001';
const navs = async (database: Database, date: string, byAmfi: Record<number, string>) => {
  for (const [amfi, nav] of Object.entries(byAmfi)) {
    await database.db.execute(sql`INSERT INTO nav_history (amfi_code, nav_date, nav) VALUES (${Number(amfi)}, ${date}::date, ${nav})`);
  }
};
const rows = async <T,>(database: Database, q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

forEachDatabase('sandbox exchange STP and SWP', (open) => {
  let database: Database;
  let clock: TestClock;
  let stp: SandboxStpSwp;
  let folio: string;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    clock = new TestClock(istInstant('2026-11-25', '10:05'));
    // ₹1,00,000 into the large cap at NAV 100: stamp duty ₹5.00, 99,995 / 100 = 999.950 units.
    const exchange = new SandboxExchangeOrders(database, clock);
    const order = await exchange.orderEntry(purchase({ TransNo: 'BUY1', OrderVal: '100000' }));
    await exchange.payment({ membercode: MEMBER.MemberId, clientcode: CLIENT, paymentMode: 'NEFT', ordernumber: [order.OrderId], totalamount: '100000', internalrefno: 'PAY1', NEFTreference: 'UTR1' });
    await exchange.bank.receiveNeftCredit('UTR1');
    await navs(database, '2026-11-25', { [SCHEMES.largeCap.amfi]: '100.0000' });
    await settleDue(database, clock);
    folio = (await rows<{ folio_no: string }>(database, sql`SELECT folio_no FROM sandbox_exchange_folio WHERE client_code = ${CLIENT}`))[0]!.folio_no;
    stp = new SandboxStpSwp(database, clock);
    return () => database.close();
  });

  const weekly = (over: Partial<StpRegistrationRequest> = {}): StpRegistrationRequest => ({
    MemberCode: MEMBER.MemberId,
    ClientCode: CLIENT,
    FromBSESchemeCode: SCHEMES.largeCap.code,
    ToBSESchemeCode: SCHEMES.elss.code,
    BuySellType: 'ADDITIONAL',
    TransactionMode: 'P',
    FolioNo: folio,
    InternalRefNo: 'STP-REF-1',
    StartDate: formatDisplayDate('2026-11-30'),
    FrequencyType: 'WEEKLY',
    NoOfTransfers: '6',
    InstAmount: '5000',
    FirstOrderToday: 'N',
    ...over,
  });

  async function runDay(date: string, largeCapNav: string, elssNav: string) {
    await navs(database, date, { [SCHEMES.largeCap.amfi]: largeCapNav, [SCHEMES.elss.amfi]: elssNav });
    clock.set(istInstant(date, '23:00'));
    return runDueStpSwpInstalments(database, clock);
  }

  async function ledgerUnits(scheme: string): Promise<string> {
    const statement = await new SandboxExchangeOrders(database, clock).allotmentStatement({ fromDate: '2026-11-01', toDate: '2027-12-31' });
    await applyAllotmentStatement(database, statement, clock);
    return (await rows<{ u: string }>(database, sql`SELECT coalesce(sum(units), 0)::text AS u FROM ledger_entry WHERE scheme_code = ${scheme} AND folio_no = ${folio}`))[0]!.u;
  }
  async function sandboxUnits(scheme: string): Promise<string> {
    return (
      await rows<{ u: string }>(
        database,
        sql`SELECT coalesce(sum(CASE WHEN buy_sell = 'P' THEN allotted_unit ELSE -allotted_unit END), 0)::text AS u
            FROM sandbox_exchange_allotment WHERE scheme_code = ${scheme} AND folio_no = ${folio} AND valid_flag = 'Y'`,
      )
    )[0]!.u;
  }

  it('runs three weekly instalments: units out at the NAV, in with stamp duty, the ledger equal to the holdings', async () => {
    const reply = await stp.registerStp(weekly());
    expect(reply.StatusCode).toBe('100');
    // Not due before its date, nor before its NAV.
    clock.set(istInstant('2026-11-29', '23:00'));
    expect((await runDueStpSwpInstalments(database, clock)).claimed).toBe(0);

    expect(await runDay('2026-11-30', '101.0000', '50.0000')).toMatchObject({ done: 1 });
    expect(await runDay('2026-12-07', '102.0000', '51.0000')).toMatchObject({ done: 1 });
    expect(await runDay('2026-12-14', '100.5000', '49.5000')).toMatchObject({ done: 1 });
    // A rerun of the day does nothing twice.
    expect((await runDueStpSwpInstalments(database, clock)).claimed).toBe(0);

    const legs = await rows<{ scheme_code: string; buy_sell: string; allotted_unit: string; allotted_amt: string; stamp_duty: string; exit_load: string; stt: string }>(
      database,
      sql`SELECT scheme_code, buy_sell, order_type, allotted_unit::text, allotted_amt::text, stamp_duty::text, exit_load::text, stt::text
          FROM sandbox_exchange_allotment WHERE order_type = 'STP' ORDER BY order_no`,
    );
    // Worked with Python's decimal (decision 0124): 5000/101 = 49.50495… → 49.505 out; units bought on
    // 25/11 leave within 365 days, so 1% exit load on 49.505 × 101 = ₹5,000.005 → ₹50.00, STT 0.001% of
    // ₹5,000 = ₹0.05; the ELSS gets ₹4,949.95: duty 4,949.95 × 0.005 / 100.005 = ₹0.25, (4,949.95 − 0.25)
    // / 50 = 98.994 in. Then 49.020 out / 97.052 in at 102 / 51, and 49.752 / 99.993 at 100.5 / 49.5.
    expect(legs.map((l) => [l.scheme_code === SCHEMES.largeCap.code ? 'out' : 'in', l.buy_sell, l.allotted_unit, l.allotted_amt, l.stamp_duty, l.exit_load, l.stt])).toEqual([
      ['out', 'R', '49.5050', '5000.00', '0.00', '50.00', '0.05'],
      ['in', 'P', '98.9940', '4949.95', '0.25', '0.00', '0.00'],
      ['out', 'R', '49.0200', '5000.00', '0.00', '50.00', '0.05'],
      ['in', 'P', '97.0520', '4949.95', '0.25', '0.00', '0.00'],
      ['out', 'R', '49.7520', '5000.00', '0.00', '50.00', '0.05'],
      ['in', 'P', '99.9930', '4949.95', '0.25', '0.00', '0.00'],
    ]);
    // 999.950 − 49.505 − 49.020 − 49.752 = 851.673; 98.994 + 97.052 + 99.993 = 296.039.
    expect(await ledgerUnits(SCHEMES.largeCap.code)).toBe('851.6730');
    expect(await ledgerUnits(SCHEMES.elss.code)).toBe('296.0390');
    expect(await sandboxUnits(SCHEMES.largeCap.code)).toBe('851.6730');
    expect(await sandboxUnits(SCHEMES.elss.code)).toBe('296.0390');
    // The ledger records each out leg's exit load and STT as the statement gave them.
    const outs = await rows<{ exit_load: string; stt: string }>(database, sql`SELECT exit_load::text, stt::text FROM ledger_entry WHERE kind = 'stp_out' ORDER BY exchange_order_no`);
    expect(outs).toEqual([0, 1, 2].map(() => ({ exit_load: '50.00', stt: '0.05' })));
    const kinds = await rows<{ kind: string; n: number }>(database, sql`SELECT kind, count(*)::int AS n FROM ledger_entry GROUP BY kind ORDER BY kind`);
    expect(kinds).toEqual([
      { kind: 'purchase', n: 1 },
      { kind: 'stp_in', n: 3 },
      { kind: 'stp_out', n: 3 },
    ]);
  });

  it('stops at a cancellation: no instalment after it, and a second cancellation is refused', async () => {
    const regNo = (await stp.registerStp(weekly())).Response;
    expect(await runDay('2026-11-30', '101.0000', '50.0000')).toMatchObject({ done: 1 });
    expect(await stp.cancel({ MemberCode: MEMBER.MemberId, InternalRefNo: 'CXL-1', TransType: 'STP', RegNo: regNo, ClientCode: CLIENT })).toEqual({
      StatusCode: '100',
      Response: 'REGISTRATION CANCELLED SUCCESSFULLY',
    });
    expect(await runDay('2026-12-07', '102.0000', '51.0000')).toMatchObject({ claimed: 0 });
    expect((await stp.cancel({ MemberCode: MEMBER.MemberId, InternalRefNo: 'CXL-2', TransType: 'STP', RegNo: regNo, ClientCode: CLIENT })).StatusCode).toBe('101');
    // The same reference again answers its first answer.
    expect((await stp.cancel({ MemberCode: MEMBER.MemberId, InternalRefNo: 'CXL-1', TransType: 'STP', RegNo: regNo, ClientCode: CLIENT })).StatusCode).toBe('100');
  });

  it('makes one registration of two identical calls at once', async () => {
    const [a, b] = await Promise.all([stp.registerStp(weekly()), stp.registerStp(weekly())]);
    expect(a).toEqual(b);
    expect(await stp.registrations(CLIENT)).toHaveLength(1);
  });

  it("refuses what the validation rows do not allow, in BSE's words where it has them", async () => {
    const refused = async (over: Partial<StpRegistrationRequest>, ref: string) => (await stp.registerStp(weekly({ InternalRefNo: ref, ...over }))).Response;
    expect(await refused({ NoOfTransfers: '5' }, 'R1')).toBe('FAILED: NUMBER OF INSTALLMENT IS LESS THAN MINIMUM INSTALLMENT ALLOWED');
    // The destination's in-minimum (₹1,000) is above the source's out-minimum (₹500).
    expect(await refused({ InstAmount: '900' }, 'R2')).toBe('FAILED: INSTALLMENT AMOUNT IS LESS THAN MINIMUM INSTALLMENT AMOUNT');
    expect(await refused({ StartDate: '28/11/2026' }, 'R3')).toBe('FAILED: START DATE FALLS ON A WEEKEND');
    expect(await refused({ ToBSESchemeCode: SCHEMES.liquid.code }, 'R4')).toBe('FAILED: FROM AND TO SCHEME SHOULD BELONG TO THE SAME AMC');
    expect(await refused({ FolioNo: '999' }, 'R5')).toBe('FAILED: INVALID FOLIO NUMBER');
    expect(await stp.registrations(CLIENT)).toHaveLength(0);
  });

  it('refuses an instalment the folio cannot give, and goes on', async () => {
    await stp.registerStp(weekly({ InstAmount: '99999' , NoOfTransfers: '6' }));
    await stp.registerStp(weekly({ InternalRefNo: 'STP-REF-2', InstAmount: '5000' }));
    // 99,999 / 101 = 990.089 units of 999.950: taken; then the second plan's 5,000 (49.505) is more than the 9.861 left.
    expect(await runDay('2026-11-30', '101.0000', '50.0000')).toMatchObject({ done: 1, refused: 1 });
    const refused = await rows<{ remarks: string }>(database, sql`SELECT remarks FROM sandbox_exchange_stp_swp_instalment WHERE outcome = 'REFUSED'`);
    expect(refused).toEqual([{ remarks: 'FAILED: INSUFFICIENT BALANCE UNITS IN FOLIO' }]);
  });

  describe('SWP', () => {
    it('takes units out and pays out each instalment (OrderType SWP), recorded in the ledger as swp', async () => {
      const reply = await stp.registerSwp({
        MemberCode: MEMBER.MemberId,
        ClientCode: CLIENT,
        SchemeCode: SCHEMES.largeCap.code,
        TransactionMode: 'P',
        FolioNo: folio,
        InternalRefNo: 'SWP-1',
        StartDate: '05/12/2026',
        NoOfWithdrawls: '6',
        FrequencyType: 'MONTHLY',
        InstallmentAmount: '2000',
        InstallmentUnits: '',
        FirstOrderToday: 'N',
      });
      expect(reply.StatusCode).toBe('100');
      await navs(database, '2026-12-07', { [SCHEMES.largeCap.amfi]: '80.0000' }); // 5 Dec 2026 is a Saturday: Monday 7 Dec
      clock.set(istInstant('2026-12-07', '23:00'));
      expect(await runDueStpSwpInstalments(database, clock)).toMatchObject({ done: 1 });
      // 2000 / 80 = 25 units; 999.950 − 25 = 974.950.
      expect(await ledgerUnits(SCHEMES.largeCap.code)).toBe('974.9500');
      const swp = await rows<{ kind: string; units: string; amount: string }>(database, sql`SELECT kind, units::text, amount::text FROM ledger_entry WHERE kind = 'swp'`);
      expect(swp).toEqual([{ kind: 'swp', units: '-25.0000', amount: '2000.00' }]);
    });
  });
});
