import type { PortfolioDetails, PortfolioSchemeDetails } from '@sanchay/contract';
import { portfolioRoutes } from '@sanchay/contract';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { forEachDatabase } from './test-database';
import { buyAndAllot, openMarket, publishNav, SCHEMES, type Market } from './portfolio-test-kit';
import { addInvestor, ok, startHarness, type Harness } from './session-test-kit';

// Figures that cannot break a page (issue 23 §3): a holding a day old whose NAV jumps 13 %, or
// whose NAV is published at twice its value, would have an XIRR of 10^19 % or more ("2.36e+21",
// which no decimal string parses, so the whole portfolio answered 500). Under a year the
// portfolio shows the absolute return and says why (decision 0159).

const R = portfolioRoutes;

forEachDatabase('portfolio returns that mean something', (open) => {
  let database: Database;
  let m: Market;
  let h: Harness;
  let asha: { userId: string; ucc: string };

  beforeEach(async () => {
    database = await open();
    m = await openMarket(database);
    h = await startHarness(database);
    asha = await addInvestor(database, { mobile: '9000000011', name: 'Asha Rao', registered: true });
    return async () => {
      await h.close();
      await database.close();
    };
  });

  /** ₹5,000 of the large cap at NAV 50 on Wed 25/11/2026 (99.995 units: ₹0.25 stamp duty), then `nav` on Thu 26/11/2026. */
  async function aDayOld(nav: string): Promise<{ portfolio: PortfolioDetails; details: PortfolioSchemeDetails }> {
    const folio = await buyAndAllot(m, asha, { amount: '5000', nav: '50.0000' });
    await publishNav(database, SCHEMES.largeCap.amfi, '2026-11-26', nav);
    const me = await h.signIn('9000000011');
    const portfolio = ok<PortfolioDetails>(await me.get(R.getUserPortfolio.path));
    const details = ok<PortfolioSchemeDetails>(await me.get(R.getPortfolioTransaction.path, { folioNo: folio, schemeId: String(SCHEMES.largeCap.amfi) }));
    return { portfolio, details };
  }

  it('a day-old holding whose NAV jumps 13 %: the absolute return, not an XIRR of 10^21 %', async () => {
    const { portfolio, details } = await aDayOld('56.5000');
    // 99.995 × 56.5 = 5,649.7175 → ₹5,649.72; gain 649.72 / 5,000 = 12.9944 % → 12.99.
    // (XIRR: 1.129944^365 − 1 ≈ 2.4 × 10^19, i.e. "2.36e+21" %.)
    const figure = { status: 'absolute', percentage: '12.99', reason: 'under-a-year' };
    expect(portfolio.portfolioSchemes[0]).toMatchObject({ currentValue: '5649.72', returnPercentage: '12.99', xirr: figure });
    expect(portfolio.xirr).toEqual(figure);
    expect(details.scheme.xirr).toEqual(figure);
  });

  it('a NAV published at twice its value a day later: the absolute return (+99.99 %), the page still answers', async () => {
    const { portfolio, details } = await aDayOld('100.0000');
    // 99.995 × 100 = ₹9,999.50; gain 4,999.50 / 5,000 = 99.99 %.
    const figure = { status: 'absolute', percentage: '99.99', reason: 'under-a-year' };
    expect(portfolio.portfolioSchemes[0]).toMatchObject({ currentValue: '9999.50', xirr: figure });
    expect(portfolio.xirr).toEqual(figure);
    expect(details.scheme.xirr).toEqual(figure);
  });

  it('over a year, a NAV published at 100 times its value: no XIRR (too extreme), with the reason', async () => {
    await buyAndAllot(m, asha, { amount: '5000', nav: '50.0000' });
    // 99.995 × 5,000 = ₹4,99,975.00 after 366 days: (4,99,975 / 5,000)^(365/366) − 1 ≈ 98.7, 9,870 % a year.
    await publishNav(database, SCHEMES.largeCap.amfi, '2027-11-26', '5000.0000');
    const me = await h.signIn('9000000011');
    const portfolio = ok<PortfolioDetails>(await me.get(R.getUserPortfolio.path));
    expect(portfolio.portfolioSchemes[0]).toMatchObject({ currentValue: '499975.00', xirr: { status: 'none', reason: 'too-extreme' } });
    expect(portfolio.xirr).toEqual({ status: 'none', reason: 'too-extreme' });
  });
});
