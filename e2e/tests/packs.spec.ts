import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { CartReviewPage } from '../pages/cart-review-page';
import { HomePage } from '../pages/home-page';
import { PackDetailsPage } from '../pages/pack-details-page';

// A guest opens a curated pack from home, adds it as a SIP and finds it first in the cart with
// its split across the pack's funds (spec 1 §2 "Cart summary", §3 activeMintPackInvestmentDetailList).
test('guest: home → curated pack → SIP → first in the cart with its split', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  const packs = page.getByRole('region', { name: 'Curated packs' });
  await packs.getByRole('link', { name: 'First-time Investor' }).click();
  await page.waitForURL(/\/v1\/pack-details\?mintpackIds=first-time-investor$/);

  const pack = new PackDetailsPage(page);
  await expect(pack.heading('First-time Investor')).toBeVisible();
  await expect(page.getByText(/demo bundle/)).toBeVisible();
  // A header row and three funds with their weights.
  await expect(pack.funds()).toHaveCount(4);
  await expect(pack.funds().nth(1)).toContainText('33.34%');
  await expectNoSeriousA11yViolations(page);

  const dialog = await pack.openInvestDialog('First-time Investor');
  await dialog.getByRole('tab', { name: 'SIP' }).click();
  await dialog.getByLabel('Monthly SIP amount (₹)').fill('1000');
  await dialog.getByLabel('SIP date').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Minimum investment in this pack is ₹1,501');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Monthly SIP amount (₹)').fill('3001');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pack added to cart')).toBeVisible();

  const cart = new CartReviewPage(page);
  await cart.open();
  await expect(cart.badge(1)).toBeAttached();
  const first = page.getByRole('list', { name: 'Cart items' }).locator('> li').first();
  await expect(first.getByRole('heading')).toHaveText('1. First-time Investor');
  await expect(first).toContainText('SIP amount₹3,001');
  await expect(first).toContainText('Until Cancelled');
  // 3001 × 33.34% = 1000.5334 → 1000.53 plus the leftover paisa; 3001 × 33.33% = 1000.23.
  const split = first
    .getByRole('list', { name: 'How First-time Investor is split each month' })
    .getByRole('listitem');
  await expect(split).toHaveCount(3);
  await expect(split.nth(0)).toContainText('(33.34%)₹1,000.54');
  await expect(split.nth(1)).toContainText('(33.33%)₹1,000.23');
  await expect(split.nth(2)).toContainText('(33.33%)₹1,000.23');
  await expectNoSeriousA11yViolations(page);
});
