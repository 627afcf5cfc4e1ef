import type { PortfolioDetails, PortfolioSchemeDetails } from '@sanchay/contract';
import { portfolioRoutes } from '@sanchay/contract';
import { istInstant, xirr } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { agent } from '../src/db/schema';
import { forEachDatabase } from './test-database';
import { buyAndAllot, openMarket, placeRedemption, publishNav, rowsOf, SCHEMES, settleAndRecord, type Market } from './portfolio-test-kit';
import { addAgent, addInvestor, addUser, failed, ok, startHarness, type Harness } from './session-test-kit';

// The portfolio from the ledger (issue 12 §1, docs/decisions/0103), end to end: holdings made
// through the orders feature and the sandbox exchange (paid, settled, allotted into the ledger),
// read through GET user portfolio and GET portfolio transaction. Every figure is checked against
// the ledger's own rows and hand-worked arithmetic; who may read it, too.

const R = portfolioRoutes;

/** An investor registered at the exchange, who signs in (session-test-kit). */
const onboarded = (db: Database, mobile: string, name: string, agentCode?: string) =>
  addInvestor(db, { mobile, name, registered: true, ...(agentCode ? { agentCode } : {}) });

forEachDatabase('portfolio from the ledger', (open) => {
  let database: Database;
  let m: Market;
  let h: Harness;
  let asha: { userId: string; ucc: string };

  beforeEach(async () => {
    database = await open();
    m = await openMarket(database);
    h = await startHarness(database);
    asha = await onboarded(database, '9000000011', 'Asha Rao');
    return async () => {
      await h.close();
      await database.close();
    };
  });

  /**
   * Asha buys ₹5,000 of the large-cap fund on Wed 25/11/2026 at NAV 50 and ₹500 of the ELSS fund
   * at NAV 80; a year later (Thu 25/11/2027, NAV 55) she redeems 40 large-cap units, allotted the
   * next morning; Fri 26/11/2027's NAV is 56 (large cap) and 88 (ELSS).
   */
  async function aYearOfHoldings(): Promise<{ folio: string; elssFolio: string }> {
    const folio = await buyAndAllot(m, asha, { amount: '5000', nav: '50.0000' });
    const elssFolio = await buyAndAllot(m, asha, { amount: '500', nav: '80.0000', amfiCode: SCHEMES.elss.amfi });
    m.clock.set(istInstant('2027-11-25', '11:00'));
    await placeRedemption(m, asha, { folioNo: folio, units: '40' });
    await publishNav(database, SCHEMES.largeCap.amfi, '2027-11-25', '55.0000');
    m.clock.set(istInstant('2027-11-26', '09:00'));
    await settleAndRecord(m);
    await publishNav(database, SCHEMES.largeCap.amfi, '2027-11-26', '56.0000');
    await publishNav(database, SCHEMES.elss.amfi, '2027-11-26', '88.0000');
    return { folio, elssFolio };
  }

  it('every figure of the record equals the ledger: units, net investment (open FIFO lots), value, returns, today’s change, XIRR', async () => {
    const { folio } = await aYearOfHoldings();
    const ledger = await rowsOf<{ kind: string; units: string; amount: string; stamp_duty: string; nav_date: string }>(
      database,
      sql`SELECT kind, units::text, amount::text, stamp_duty::text, to_char(nav_date, 'YYYY-MM-DD') AS nav_date
          FROM ledger_entry WHERE ucc = ${asha.ucc} AND scheme_code = ${SCHEMES.largeCap.code} ORDER BY id`,
    );
    // ₹5,000 less ₹0.25 stamp duty at 50 = 99.995 units; 40 units out at 55 = ₹2,200. Redeemed on
    // the 365th day, the last of the load period: 1% exit load ₹22.00, STT ₹0.022 → ₹0.02, so
    // ₹2,177.98 paid out (decision 0124).
    expect(ledger).toEqual([
      { kind: 'purchase', units: '99.9950', amount: '5000.00', stamp_duty: '0.25', nav_date: '2026-11-25' },
      { kind: 'redemption', units: '-40.0000', amount: '2200.00', stamp_duty: '0.00', nav_date: '2027-11-25' },
    ]);

    const me = await h.signIn('9000000011');
    const portfolio = ok<PortfolioDetails>(await me.get(R.getUserPortfolio.path));
    const large = portfolio.portfolioSchemes.find((s) => s.schemeCode === SCHEMES.largeCap.code)!;
    expect(large).toMatchObject({
      folioNo: folio,
      // 99.995 − 40 (the ledger's sum).
      unitsAllocated: '59.9950',
      todaysNAV: '56.0000',
      latestNavDateByBatch: '2027-11-26',
      setupDate: '2026-11-25',
      navAvailable: true,
      // FIFO: the 40 units sold took round(5000 × 40 / 99.995) = ₹2,000.10 of the lot's cost; ₹2,999.90 is left.
      amountInvested: '2999.90',
      // 59.995 × 56 = 3,359.72.
      currentValue: '3359.72',
      returnAmount: '359.82',
      // 359.82 / 2,999.90 = 11.9944 %.
      returnPercentage: '11.99',
      // 59.995 units held on 25/11/2027 × (56 − 55) = ₹59.995 → ₹60.00; 1 / 55 = 1.8182 %.
      todaysChange: '60.00',
      todaysChangePercentage: '1.82',
      tagToDisplay: 'none',
      redemptionAllowed: true,
      stpFlag: 'Y',
      elss: null,
    });
    expect(large.portfolioSchemeTransactions.map((t) => [t.transactionDate, t.transactionType, t.type, t.amount, t.units, t.nav, t.folioNo])).toEqual([
      ['2026-11-25', 'Purchase', 'P', '5000.00', '99.9950', '50.0000', folio],
      ['2027-11-25', 'Redemption', 'S', '2177.98', '40.0000', '55.0000', folio],
    ]);
    // XIRR of −5,000 on 25/11/2026, +2,177.98 paid out on 25/11/2027 and the value +3,359.72 on 26/11/2027.
    const expected = xirr([
      { date: '2026-11-25', amount: '-5000' },
      { date: '2027-11-25', amount: '2177.98' },
      { date: '2027-11-26', amount: '3359.72' },
    ]);
    expect(expected.ok).toBe(true);
    expect(large.xirr).toEqual({ status: 'ok', percentage: XIRR_LARGE_CAP });
    expect(large.xirr).toEqual({ status: 'ok', percentage: ((expected as { rate: number }).rate * 100).toFixed(2) });
  });

  it('the totals, the pies, the ELSS lock-in and the whole-portfolio XIRR', async () => {
    await aYearOfHoldings();
    const [elssBuy] = await rowsOf<{ units: string; amount: string }>(
      database,
      sql`SELECT units::text, amount::text FROM ledger_entry WHERE ucc = ${asha.ucc} AND scheme_code = ${SCHEMES.elss.code}`,
    );
    const me = await h.signIn('9000000011');
    const p = ok<PortfolioDetails>(await me.get(R.getUserPortfolio.path));
    // Sorted by short name: Axis ELSS Tax Saver Fund, Axis Large Cap Fund.
    expect(p.portfolioSchemes.map((s) => s.metaData.schemeShortName)).toEqual(['Axis ELSS Tax Saver Fund', 'Axis Large Cap Fund']);
    const elss = p.portfolioSchemes[0]!;
    // The ELSS units were allotted on 25/11/2026: locked until 25/11/2029.
    expect(elss.elss).toEqual({
      lockedUnits: elssBuy!.units,
      freeUnits: '0.0000',
      lots: [{ allotmentDate: '2026-11-25', units: elssBuy!.units, freeOn: '2029-11-25', locked: true }],
    });
    const elssValue = (Number(elssBuy!.units) * 88).toFixed(2);
    expect(elss.currentValue).toBe(elssValue);
    expect(p.netAmountInvested).toBe((2999.9 + Number(elssBuy!.amount)).toFixed(2));
    expect(p.netCurrentValue).toBe((3359.72 + Number(elssValue)).toFixed(2));
    expect(p.asOfNavDate).toBe('2027-11-26');
    expect(p.categoryDistribution).toEqual([{ name: 'Equity', value: p.netCurrentValue, percentage: '100.00' }]);
    expect(p.subCategoryDistribution.map((s) => s.name)).toEqual(['Large Cap', 'ELSS (Tax Savings)']);
    const whole = xirr([
      { date: '2026-11-25', amount: '-5000' },
      { date: '2026-11-25', amount: `-${elssBuy!.amount}` },
      { date: '2027-11-25', amount: '2177.98' },
      { date: '2027-11-26', amount: p.netCurrentValue },
    ]);
    expect(p.xirr).toEqual({ status: 'ok', percentage: ((whole as { rate: number }).rate * 100).toFixed(2) });
    expect(p.majorStatus).toBeNull();
  });

  it('shows a redemption in progress, and the holding’s transactions by folio and scheme', async () => {
    const { folio } = await aYearOfHoldings();
    m.clock.set(istInstant('2027-11-26', '10:00'));
    await placeRedemption(m, asha, { folioNo: folio, units: '10' });
    const me = await h.signIn('9000000011');
    const details = ok<PortfolioSchemeDetails>(await me.get(R.getPortfolioTransaction.path, { folioNo: folio, schemeId: String(SCHEMES.largeCap.amfi) }));
    expect(details.scheme).toMatchObject({ unitsAllocated: '59.9950', tagToDisplay: 'units', inProgressUnits: '10.0000', inProgressAmount: '0.00' });
    expect(details.scheme.portfolioSchemeTransactions).toHaveLength(2);
    // Another folio, or a scheme not in it: not found.
    failed(await me.get(R.getPortfolioTransaction.path, { folioNo: 'NOPE', schemeId: String(SCHEMES.largeCap.amfi) }), 404);
    failed(await me.get(R.getPortfolioTransaction.path, { folioNo: folio, schemeId: String(SCHEMES.liquid.amfi) }), 404);
  });

  it('another investor and an unmapped advisor cannot read it; her advisor can', async () => {
    const { folio } = await aYearOfHoldings();
    await onboarded(database, '9000000012', 'Priya Nair');
    const priya = await h.signIn('9000000012');
    // Her own (empty) portfolio without a ucc; Asha's by ucc or folio is refused.
    expect(ok<PortfolioDetails>(await priya.get(R.getUserPortfolio.path)).portfolioSchemes).toEqual([]);
    failed(await priya.get(R.getUserPortfolio.path, { ucc: asha.ucc }), 403);
    failed(await priya.get(R.getPortfolioTransaction.path, { folioNo: folio, schemeId: String(SCHEMES.largeCap.amfi) }), 404);
    failed(await priya.get(R.getPortfolioTransaction.path, { folioNo: folio, schemeId: String(SCHEMES.largeCap.amfi), ucc: asha.ucc }), 403);
    // A guest.
    failed(await h.browser().get(R.getUserPortfolio.path), 401);

    // Asha is mapped to SANCHAY01; Rohan is that advisor, Kiran another.
    const sanchay = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    const other = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    const rohan = await addUser(database, { mobile: '9000000002', name: 'Rohan Mehta' });
    const kiran = await addUser(database, { mobile: '9100000002', name: 'Kiran Joshi' });
    await database.db.update(agent).set({ userId: rohan }).where(eq(agent.id, sanchay));
    await database.db.update(agent).set({ userId: kiran }).where(eq(agent.id, other));
    await database.db.execute(sql`UPDATE user_account SET agent_id = ${sanchay} WHERE id = ${asha.userId}`);
    const kiranBrowser = await h.signIn('9100000002');
    failed(await kiranBrowser.get(R.getUserPortfolio.path, { ucc: asha.ucc }), 403);
    const rohanBrowser = await h.signIn('9000000002');
    const seen = ok<PortfolioDetails>(await rohanBrowser.get(R.getUserPortfolio.path, { ucc: asha.ucc }));
    expect(seen.portfolioSchemes.map((s) => s.unitsAllocated)).toHaveLength(2);
  });

  it('a minor’s portfolio carries the majorStatus', async () => {
    await database.db.execute(sql`UPDATE user_account SET tax_status = '02', major_status = 'MINOR' WHERE id = ${asha.userId}`);
    const me = await h.signIn('9000000011');
    const p = ok<PortfolioDetails>(await me.get(R.getUserPortfolio.path));
    expect(p).toMatchObject({ majorStatus: 'MINOR', portfolioSchemes: [], netCurrentValue: '0.00', asOfNavDate: null });
    expect(p.xirr.status).toBe('none');
  });
});

/**
 * LibreOffice Calc 7.4, headless: =XIRR(B1:B3; A1:A3) × 100 over −5,000 on 25/11/2026, 2,200 on
 * 25/11/2027 and 3,359.72 on 26/11/2027 gave 11.174900905 (%). With the exit load and STT taken
 * (2,177.98 paid out, decision 0124) the same flows give 10.735230191 (%) by bisection of
 * Σ aᵢ / (1 + r)^(dᵢ/365) in Python (which gives Calc's 11.174900905 for the old flows), to 2
 * decimals 10.74.
 */
const XIRR_LARGE_CAP = '10.74';
