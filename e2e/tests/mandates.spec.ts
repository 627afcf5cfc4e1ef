import { expect, test } from '@playwright/test';
import { ApiSession, data, untilDemoHistoryDone } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { expectNoSidewaysScroll } from '../pages/phone-layout';

// Issue 11 §2 and §3 on a phone: the demo investor finds the e-mandate the sandbox seeded for her
// already Approved (and, once her demo history has replayed, the older one her past SIPs run on:
// decision 0123), sets up a new e-mandate, approves it on the sandbox bank's page, and is back on
// her mandates with the new one Processing (the bank answers on the sandbox's next pass).


test('the demo investor sees her approved e-mandate and sets up another through the sandbox bank', async ({ page }) => {
  await new ApiSession(page.request).signIn(DEMO_INVESTOR);
  const { ucc } = await data<{ ucc: string }>(await page.request.get('/api/v1/onboarding/profile'));
  await untilDemoHistoryDone(page.request, ucc);
  await page.goto('/v1/profile/mandates');
  const list = page.getByRole('list', { name: 'Your mandates' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Approved')).toHaveCount(2);
  await expect(list.getByText('E-mandate')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page, 390, 'mandates');

  await page.getByRole('link', { name: 'Setup Mandate' }).click();
  await expect(page.getByText('Never miss your SIP payments by setting up auto pay mandate.')).toBeVisible();
  const limit = page.getByLabel('Mandate limit (₹)');
  await expect(limit).toHaveValue('100000');
  await limit.fill('25000');
  await page.getByRole('checkbox', { name: /I authorise Sanchay/ }).check();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page, 390, 'setup mandate');
  await page.getByRole('button', { name: 'Setup Mandate' }).click();

  // The sandbox bank's page: Approve, then back to the mandates.
  await expect(page).toHaveURL(/\/sandbox\/bank\/mandate\//);
  await expect(page.getByRole('heading', { name: /authorise your e-mandate/i })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/v1\/profile\/mandates\?mandateId=\d+&status=UNDER\+PROCESSING/);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText(/Processing|Approved/).first()).toBeVisible();
  await expect(list.getByText('₹25,000')).toBeVisible();
});
