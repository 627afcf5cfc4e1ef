import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { FundDetailPage } from '../pages/fund-detail-page';

// Issue 13 §5: the NFO list on a phone. The demo catalogue places one NFO in each filter group
// relative to today (demo-catalogue.ts): open is the Quantum Ethical Fund.
test('NFOs: filter Open, sort by closing date, Reset, View Details', async ({ page }) => {
  await page.goto('/v1/nfos');
  await expect(page.getByRole('heading', { level: 1, name: 'New Fund Offers' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Filter By' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter By' });
  await filter.getByRole('radio', { name: 'Open' }).check();
  await expectNoSeriousA11yViolations(page);
  await filter.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/\/v1\/nfos\?filter=open$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 2 })).toContainText('Quantum Ethical Fund');
  await expect(card.getByText('Closing date').locator('xpath=following-sibling::dd')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(card.getByText('Min Amount').locator('xpath=following-sibling::dd')).toHaveText('₹500');

  await page.getByRole('button', { name: 'Sort By' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort By' });
  await sort.getByRole('radio', { name: 'Closing date: earliest first' }).check();
  await sort.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/\/v1\/nfos\?filter=open&sort=closeEF$/);
  await page.getByRole('button', { name: 'Sort By' }).click();
  await page.getByRole('dialog', { name: 'Sort By' }).getByRole('button', { name: 'Reset' }).click();
  await page.waitForURL(/\/v1\/nfos\?filter=open$/);

  await card.getByRole('link', { name: /View Details/ }).click();
  await page.waitForURL(/\/v1\/mutual-fund-detail\/.+schemeId=153094&nfoType=open/);
  await expect(new FundDetailPage(page).heading()).toContainText('Quantum Ethical Fund');
  await expectNoSeriousA11yViolations(page);
});
