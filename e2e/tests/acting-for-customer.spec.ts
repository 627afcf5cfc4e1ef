import { expect, test } from '@playwright/test';
import { AdvisorHost } from '../pages/advisor-host';
import { ApiSession, data, untilDemoHistoryDone } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_PASSWORD } from '../pages/demo-accounts';
import { fundOf } from '../pages/portfolio-holdings';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { latestOtp } from '../pages/sign-in-dialog';

// Acting for a customer on a phone (issue 13 §1; docs/decisions/0138). The demo advisor Rohan
// Mehta (SANCHAY01) signs in on the advisor host, opens his customer's account with the OTP sent
// to her (read from the sandbox outbox), puts a fund in her cart and leaves. She signs in on the
// main host, sees the cart awaiting her approval, approves it and pays by UPI.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const PRO = `http://pro.localhost:${PORT}`;
const ADVISOR = { mobile: '9000000002', password: DEMO_PASSWORD, name: 'Rohan Mehta' };
const CUSTOMER = { mobile: '9000000005', password: DEMO_PASSWORD, name: 'Meera Iyer' };

test('an advisor opens a customer’s account with her OTP, fills her cart; she approves and pays', async ({ page }) => {
  const fund = await fundOf(page.request, 'Large Cap');
  // Her account id, as the customer list gives it (asked as herself, on the main host), and an empty cart.
  const herself = new ApiSession(page.request);
  await herself.signIn(CUSTOMER);
  const { ucc } = await data<{ ucc: string }>(await page.request.get('/api/v1/onboarding/profile'));
  await untilDemoHistoryDone(page.request, ucc);
  await herself.emptyCart();

  // Rohan on the advisor host; the consent page: her name, Send OTP, the code she received.
  const host = new AdvisorHost(page);
  await host.signIn('SANCHAY01', PORT, ADVISOR);
  await host.actFor(PORT, CUSTOMER, page.request, async (step) => {
    if (step === 'page') await expectNoSidewaysScroll(page, 390, 'open a customer');
    await expectNoSeriousA11yViolations(page);
  });

  // Her account is open: the header says so on every page.
  const acting = host.actingBar(CUSTOMER.name);
  await expect(page).toHaveURL(/\/v1\/profile\/portfolio/);
  await expectNoSeriousA11yViolations(page);

  // A fund into her cart (from the page: pro.localhost resolves in Chromium only).
  const saved = await page.evaluate(async (schemeId) => {
    const current = (await (await fetch('/api/v1/login/get-current-user')).json()) as { responseData: { csrfToken: string } };
    const headers = { 'content-type': 'application/json', 'x-csrf-token': current.responseData.csrfToken };
    const body = JSON.stringify({ schemeId, investmentType: 'Lumpsum', investmentFrequency: 0, amount: '5000', sipDate: 1 });
    return (await fetch('/api/v1/cart/save-investment-details', { method: 'POST', headers, body })).status;
  }, fund.schemeId);
  expect(saved).toBe(200);
  await page.goto(`${PRO}/v1/cart-review`);
  await expect(page.getByText('Your cart is awaiting for approval')).toBeVisible();
  await expect(acting).toBeVisible();

  // Leave: back to his own view.
  await acting.getByRole('button', { name: 'Leave' }).click();
  await expect(acting).toBeHidden();

  // Meera, signed in herself on the main host (the API session above): approve, then pay by UPI.
  await page.goto('/v1/cart-review');
  await expect(page.getByText('Your cart is awaiting for approval')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Your cart is awaiting for approval')).toBeHidden();
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const txnOtp = page.getByRole('dialog', { name: 'Verify Your Transaction' });
  const holdOn = page.getByRole('dialog', { name: 'Hold on!' });
  await expect(txnOtp.or(holdOn)).toBeVisible();
  if (await holdOn.isVisible()) await holdOn.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(txnOtp.getByLabel('OTP')).toBeVisible();
  await txnOtp.getByLabel('OTP').fill(await latestOtp(page.request, CUSTOMER.mobile));
  await txnOtp.getByRole('button', { name: 'Verify' }).click();
  const modes = page.getByRole('dialog', { name: 'Select Payment Mode' });
  await modes.getByRole('radio', { name: 'UPI' }).check();
  await modes.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/v1\/upi-payment\?loopBackUrl=\d+&/);
  await page.getByLabel('VPA (UPI ID)').fill('meera@okbank');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/v1\/sandbox\/bank\/payments\/\d+/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('article').first()).toContainText('Payment');

  // Her Transactions page lists what her advisor did.
  await page.goto('/v1/transaction');
  const actions = page.getByRole('region', { name: 'Actions by your advisor' });
  await expect(actions).toContainText('Save investment details');
  await expect(actions).toContainText(ADVISOR.name);
  await expectNoSeriousA11yViolations(page);
});
