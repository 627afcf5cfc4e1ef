import { expect, test } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { demoInvestorHolds, fundOf } from '../pages/portfolio-holdings';
import { untilHydrated } from '../pages/hydration';

// Issue 12 §1 on a phone: the demo investor's holdings made through the sandbox exchange as a
// person makes them (a large-cap fund and an ELSS fund in the cart, the transaction OTP, net
// banking approved on the sandbox bank's page, the sandbox clock moved past the NAVs), then the
// portfolio: the summary tiles with XIRR, the category and sub-category pies with their tables,
// the ELSS units locked, and the holding's details with its lots. axe on each screen.

test('the portfolio shows XIRR, the pies and the locked ELSS units', async ({ page }) => {
  await new ApiSession(page.request).signIn(DEMO_INVESTOR);
  const largeCap = await fundOf(page.request, 'Large Cap');
  const elss = await fundOf(page.request, 'ELSS (Tax Savings)');
  await demoInvestorHolds(page, [largeCap, elss]);

  await page.goto('/v1/profile/portfolio');
  const tiles = page.getByRole('region', { name: 'Portfolio summary' });
  await expect(tiles).toBeVisible();
  // XIRR: a percentage (the flows have two signs: money in, the value today).
  await expect(tiles.getByRole('definition').last()).toHaveText(/^[+-]?[\d,]+\.\d{2}%/);
  // Issue 23 §6 at 390 px: each tile's figure is whole (never cut or broken mid-number), and the
  // header's name shows within its space.
  const brokenFigures = await tiles.locator('.figure-whole').evaluateAll((figures) =>
    figures
      .filter((f) => new Set(Array.from(f.getClientRects(), (r) => Math.round(r.top))).size > 1 || f.getBoundingClientRect().right > f.closest('.summary-tile')!.getBoundingClientRect().right)
      .map((f) => f.textContent),
  );
  expect(brokenFigures).toEqual([]);
  const name = page.locator('.account-entry__name');
  await expect(name).toHaveText('Asha');
  expect(await name.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
  const holdings = page.getByRole('list', { name: 'Your holdings' });
  const elssCard = holdings.getByRole('listitem').filter({ hasText: elss.schemeName.split(' - ')[0]! });
  await expect(elssCard).toContainText(/[\d,]+\.\d{3} units locked/);
  await expect(holdings.getByRole('listitem').filter({ hasText: largeCap.schemeName.split(' - ')[0]! })).toBeVisible();
  // The pies: their pictures and their tables (the text alternative).
  const category = page.getByRole('figure', { name: 'Category distribution', exact: true });
  await expect(category.locator('svg path').first()).toBeVisible();
  await expect(category.getByRole('table')).toContainText('Equity');
  await expect(page.getByRole('figure', { name: 'Sub-category distribution' }).getByRole('table')).toContainText('ELSS (Tax Savings)');
  // A holding's transactions.
  const expand = elssCard.getByRole('button', { name: /Transactions/ });
  // The page comes rendered by the server (decision 0172): the button works once React owns it.
  await untilHydrated(expand);
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  // On a phone the transactions reflow into cards (no table to cut off at 390 px).
  await expect(elssCard.getByRole('list', { name: /^Transactions of/ })).toContainText('+ Purchase');
  await expectNoSidewaysScroll(page, 390, 'portfolio');
  await expectNoSeriousA11yViolations(page);

  // The ELSS holding's details: its lot, locked for 3 years.
  await elssCard.getByRole('link', { name: /^Details:/ }).click();
  await expect(page).toHaveURL(/\/v1\/portfolio-details\?folioNo=.+&schemeId=\d+$/);
  const lots = page.getByRole('table', { name: 'ELSS lock-in' });
  await expect(lots).toContainText('Locked');
  // What frees when (issue 23 §6): the locked units by the day they free up, DD/MM/YYYY (one day,
  // or the first two and the rest by the last: the demo investor's SIP has a lot each month).
  await expect(page.getByText(/ELSS units are locked in and cannot be redeemed yet[;:] .*\d+\.\d{3} units .*\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoSidewaysScroll(page, 390, 'portfolio details');
  await expectNoSeriousA11yViolations(page);
});
