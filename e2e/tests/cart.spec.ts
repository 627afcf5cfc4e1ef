import { expect, test } from '@playwright/test';
import { FundDetailPage } from '../pages/fund-detail-page';
import { HomePage } from '../pages/home-page';

// A guest adds a lumpsum and a SIP from a fund's page and finds both in the cart, the header
// badge at 2 (spec 1 §2 Cart, spec 3 §5 Invest More).
test('guest: fund detail → lumpsum and SIP → cart review with badge 2', async ({
  page,
  isMobile,
}) => {
  const home = new HomePage(page);
  await home.open();
  const search = await home.searchInput(isMobile);
  await search.fill('HDFC');
  await page.getByRole('option').first().click();
  await page.waitForURL(/\/v1\/mutual-fund-detail\/.+schemeId=\d+/);
  const detail = new FundDetailPage(page);
  await expect(detail.heading()).toBeVisible();

  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: /^Invest in / });
  await dialog.getByLabel('Amount (₹)').fill('100000');
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('1,00,000');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await page.getByRole('button', { name: 'Invest', exact: true }).click();
  dialog = page.getByRole('dialog', { name: /^Invest in / });
  await dialog.getByRole('tab', { name: 'SIP' }).click();
  await dialog.getByLabel('Monthly SIP amount (₹)').fill('5000');
  const date = dialog.getByLabel('SIP date');
  await date.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeAttached();
  await page.goto('/v1/cart-review');
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Lumpsum amount₹1,00,000');
  await expect(items.nth(1)).toContainText('SIP amount₹5,000');
  await expect(items.nth(1)).toContainText('Until Cancelled');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeAttached();
});
