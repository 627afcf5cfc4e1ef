import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { FundDetailPage } from '../pages/fund-detail-page';
import { HomePage } from '../pages/home-page';

// The first minute of a newcomer: find a fund by name, look at it, browse tax savers, and get
// lost on a bad link, on a phone (390×844). The header's search box, the fund page, the tax-saver
// list and the 404 at desktop size are desktop-layout.spec.ts's (docs/decisions/0080).
test('home → suggestion → fund detail → Tax Saver list → unknown route', async ({ page, isMobile }) => {
  const home = new HomePage(page);
  await home.open();
  await expectNoSeriousA11yViolations(page);

  const search = await home.searchInput(isMobile);
  await search.fill('HDFC');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(5);
  await expectNoSeriousA11yViolations(page);
  const picked = (await page.getByRole('option').first().innerText()).split('\n')[0]!.trim();
  await page.getByRole('option').first().click();

  await page.waitForURL(/\/v1\/mutual-fund-detail\/.+schemeId=\d+/);
  const detail = new FundDetailPage(page);
  await expect(detail.heading()).toContainText(picked);
  await expect(detail.navChart()).toBeVisible();
  // The chart is drawn when its place comes on screen (docs/decisions/0083): scroll to it.
  await detail.navChart().scrollIntoViewIfNeeded();
  await expect(detail.navChart().locator('canvas').first()).toBeVisible();
  await expect(detail.returnsRegion()).toContainText('%');
  // The tax class in words and why (decision 0153): every class reads "…-oriented" or "Neither…".
  await detail.taxClassRegion().scrollIntoViewIfNeeded();
  await expect(detail.taxClassRegion()).toContainText(/oriented/);
  await expect(detail.taxClassRegion()).toContainText(/\(s\. (112A|50AA)\)|neither/i);
  await detail.rangeButton('3Y').click();
  await expect(detail.rangeButton('3Y')).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  await home.open();
  await home.browseCard(/tax saver/i).click();
  await page.waitForURL(/\/v1\/mutual-fund-results\/Equity\/ELSS/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/ELSS/);
  await expect(page.getByRole('link', { name: /elss|tax/i }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/v1/no-such-page');
  await page.waitForURL(/\/v1\/home\?.*error=404/);
  await expect(page.getByRole('heading', { name: /browse funds by category/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// A first visit gets the page rendered by the server (docs/decisions/0055); the browser hydrates
// it. The content must be the server's own elements afterwards, not a copy the browser built
// after throwing them away (docs/decisions/0071): that flashes a skeleton over a painted page and
// does the page's work twice on a slow phone.
// `replaced`: a placeholder the page replaces by design once its data arrives (the fund page's
// chart, when its plot is on screen: docs/decisions/0083).
for (const [name, path, selector, replaced] of [
  ['a fund list', '/v1/mutual-fund-results/Equity', '.cat-page', null],
  ['home', '/v1/home', '.home', null],
  [
    'a fund page',
    '/v1/mutual-fund-detail/Parag-Parikh-Flexi-Cap-Fund---Direct-Plan---Growth-Equity-Flexi-Cap?schemeId=122639',
    '.cat-page',
    '.cat-nav-chart__plot',
  ],
] as const) {
  // At both sizes (@desktop): the server renders the desktop layout for a desktop browser.
  test(`${name} rendered by the server keeps its HTML through hydration`, { tag: '@desktop' }, async ({ page, isMobile }) => {
    // The server guesses the layout from the browser's hints (a phone's Chromium sends this one);
    // a wrong guess is corrected by one re-render, by design, which is not what is checked here.
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': isMobile ? '?1' : '?0' });
    await page.addInitScript(
      ([sel, skip]) => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverNodes: Element[] }).serverNodes = Array.from(document.querySelectorAll(`${sel}, ${sel} *`)).filter(
            (node) => !skip || !node.matches(`${skip}, ${skip} *`),
          );
        });
      },
      [selector, replaced] as const,
    );
    await page.goto(path);
    // Hydrated: React has attached to the page's root element, and every chunk and answer is in.
    await page.waitForFunction((sel) => {
      const node = document.querySelector(sel);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    }, selector);
    await page.waitForLoadState('networkidle');
    const dropped = await page.evaluate(() => {
      const nodes = (window as unknown as { serverNodes?: Element[] }).serverNodes ?? [];
      return { server: nodes.length, dropped: nodes.filter((node) => !node.isConnected).map((node) => node.className).slice(0, 5) };
    });
    expect(dropped.server).toBeGreaterThan(20);
    expect(dropped.dropped).toEqual([]);
  });
}
