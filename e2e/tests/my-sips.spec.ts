import { expect, test, type APIRequestContext } from '@playwright/test';
import { ApiSession, data } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { fundDisplayName } from '@sanchay/domain';
import { untilHydrated } from '../pages/hydration';

// Issue 12 §3 on a phone. The demo investor buys a lumpsum and a SIP through checkout (the
// lumpsum paid from her approved e-mandate, the sandbox clock moved past its NAV so the exchange
// allots it: a holding), then: Invest More from the holding's row action menu to /cart-review;
// My SIPs pauses the SIP for 2 instalments and cancels it after the confirmation; Transactions
// lists the orders. axe on each screen.

async function publishNavsUntilToday(request: APIRequestContext): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const res = await request.post('/api/v1/sandbox/navs/publish');
    if (res.status() !== 200) return;
  }
}

test('Invest More from a holding, My SIPs pause and cancel, Transactions', async ({ page }) => {
  test.setTimeout(300_000);
  const session = new ApiSession(page.request);
  await session.signIn(DEMO_INVESTOR);
  await session.emptyCart();
  const [fund] = await data<{ schemeId: number; schemeName: string }[]>(await page.request.get('/api/v1/mutual-funds/suggest-mutual-fund?text=HDFC'));
  const { mandates } = await data<{ mandates: { bseMandateId: string; status: string }[] }>(await page.request.get('/api/v1/mandates/user-mandates'));
  const mandateId = mandates.find((m) => m.status === 'Approved')!.bseMandateId;
  await session.addLumpsum(fund!.schemeId, '5000');
  await session.addSip(fund!.schemeId, '5000', 5);
  const placed = await session.placeCart(DEMO_INVESTOR.mobile, mandateId);
  await session.payByMandate(placed.loopBackUrl, mandateId);

  // Past the NAV and its publication the exchange allots the lumpsum: a holding in a folio.
  await data(await page.request.post('/api/v1/sandbox/clock/move', { data: { amount: 5, unit: 'days' } }));
  await publishNavsUntilToday(page.request);
  await session.signIn(DEMO_INVESTOR);
  await expect
    .poll(async () => (await data<{ portfolioSchemes: unknown[] }>(await page.request.get('/api/v1/portfolio/user-portfolio'))).portfolioSchemes.length, {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBeGreaterThan(0);

  // Invest More from the row action menu: a lumpsum into the same folio, then the cart.
  await page.goto('/v1/profile/portfolio');
  // The page comes rendered by the server (decision 0172): its menu opens once React owns it.
  const actions = page.getByRole('button', { name: /^Actions for .*, folio \d+/ }).first();
  await untilHydrated(actions);
  await actions.click();
  await page.getByRole('menuitem', { name: 'Invest More' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invest More' });
  await expect(dialog.getByLabel('Amount (₹)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByText('Please enter amount')).toBeVisible();
  await dialog.getByLabel('Amount (₹)').fill('5000');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/v1\/cart-review$/);
  await expect(page.getByText('₹5,000').first()).toBeVisible();

  // My SIPs: the SIP on her mandate, paused for 2 instalments, then cancelled after the confirmation.
  await page.goto('/v1/running-sips');
  const card = page.getByRole('article', { name: fundDisplayName(fund!.schemeName).name }).filter({ hasText: 'Active' }).first();
  await expect(card.getByText('Next instalment')).toBeVisible();
  await expectNoSidewaysScroll(page, 390, 'My SIPs');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: /^Pause SIP of / }).click();
  const pause = page.getByRole('dialog', { name: 'Pause SIP' });
  await pause.getByLabel('Instalments to pause').fill('2');
  await expectNoSeriousA11yViolations(page);
  await pause.getByRole('button', { name: 'Pause SIP' }).click();
  await expect(page.getByText('Your SIP is paused for 2 instalments.')).toBeVisible();
  const paused = page.getByRole('article', { name: fundDisplayName(fund!.schemeName).name }).filter({ hasText: 'Paused' }).first();
  await expect(paused.getByText(/ to /)).toBeVisible();
  await paused.getByRole('button', { name: /^Cancel SIP of / }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this SIP?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel SIP' }).click();
  await expect(page.getByText('Your SIP is cancelled.')).toBeVisible();
  await expect(page.getByRole('article', { name: fundDisplayName(fund!.schemeName).name }).filter({ hasText: 'Cancelled' }).first()).toBeVisible();

  // Transactions: the lumpsum allotted, newest first, as cards on a phone; filtered to purchases.
  await page.goto('/v1/transaction');
  const list = page.getByRole('list', { name: 'Your transactions' });
  await expect(list.getByText('Allotted').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 390, 'Transactions');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Type').selectOption('PURCHASE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(list.getByText('Purchase').first()).toBeVisible();
  await page.getByLabel('From date').fill('31/02/2026');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please enter a valid from date (DD/MM/YYYY)')).toBeVisible();
});
