import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { purchaseAllotment, formatIndianNumber, formatUnits, formatRupees, STAMP_DUTY_FROM } from '@sanchay/domain';
import { ApiSession, data } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { InvestDialog } from '../pages/fund-detail-page';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { latestOtp } from '../pages/sign-in-dialog';

// Issue 11 §1 on a phone: the demo investor pays from the cart. (a) UPI: Invest Now, the
// transaction OTP from the sandbox outbox, UPI, the sandbox bank's page, back on the order set's
// page; the sandbox clock moved past the NAV; the units allotted are the domain's for the NAV the
// exchange used. (b) Cheque: the challan PDF opens, then /thank-you. (c) A SIP on the approved
// e-mandate the sandbox seeded for her: registered, nothing to pay now.


const AMOUNT = '5000';

/** A fund the cart can take: the first of the equity list. */
async function firstSchemeId(page: Page): Promise<number> {
  await page.goto('/v1/mutual-fund-results/equity');
  const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  return Number(new URL(href!, 'http://x').searchParams.get('schemeId'));
}

/**
 * Signed in with one lumpsum (or, with `sip`, one SIP added on the fund's page) in the cart;
 * Invest Now through 'Hold on!' (if an earlier set waits) and the OTP to the mode step.
 */
async function toPaymentMode(page: Page, options: { sip?: boolean } = {}): Promise<void> {
  const session = new ApiSession(page.request);
  await session.signIn(DEMO_INVESTOR);
  const schemeId = await firstSchemeId(page);
  await session.emptyCart();
  if (options.sip) {
    await page.goto(`/v1/mutual-fund-detail/fund?schemeId=${schemeId}`);
    await new InvestDialog(page).addSip(AMOUNT);
  } else {
    await session.addLumpsum(schemeId, AMOUNT);
  }
  await page.goto('/v1/cart-review');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify Your Transaction' });
  const holdOn = page.getByRole('dialog', { name: 'Hold on!' });
  await expect(otp.or(holdOn)).toBeVisible();
  if (await holdOn.isVisible()) await holdOn.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(otp.getByLabel('OTP')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await otp.getByLabel('OTP').fill(await latestOtp(page.request, DEMO_INVESTOR.mobile));
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Payment Mode' })).toBeVisible();
}

/** Publishes each next day's NAVs until the sandbox clock says the next is not due yet. */
async function publishNavsUntilToday(request: APIRequestContext): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const res = await request.post('/api/v1/sandbox/navs/publish');
    if (res.status() !== 200) return;
  }
}

test('UPI: pay from the cart on the sandbox bank page, then see the units allotted', async ({ page }) => {
  await toPaymentMode(page);
  const modes = page.getByRole('dialog', { name: 'Select Payment Mode' });
  await modes.getByRole('radio', { name: 'UPI' }).check();
  await expectNoSeriousA11yViolations(page);
  await modes.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/v1\/upi-payment\?loopBackUrl=\d+&account=[^&]+&ifsc=/);
  const loopBackUrl = new URL(page.url()).searchParams.get('loopBackUrl')!;
  await expect(page.getByText('₹5,000.00')).toBeVisible();
  await expectNoSidewaysScroll(page, 390, 'UPI payment');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('VPA (UPI ID)').fill('asha@okbank');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  // The sandbox bank: Approve, then back to /v1/{loopBackUrl}.
  await expect(page).toHaveURL(/\/v1\/sandbox\/bank\/payments\/\d+/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/v1/${loopBackUrl}$`));
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('article').first();
  await expect(order).toContainText('Payment');
  await expectNoSeriousA11yViolations(page);

  // Past the NAV cut-off and the NAV's publication (a weekend or a holiday included), the
  // exchange allots; the clock's move ended the session, so sign in again.
  await data(await page.request.post('/api/v1/sandbox/clock/move', { data: { amount: 5, unit: 'days' } }));
  await publishNavsUntilToday(page.request);
  await new ApiSession(page.request).signIn(DEMO_INVESTOR);
  let allotment: { nav: string; units: string; amount: string } | null = null;
  await expect
    .poll(
      async () => {
        const set = await data<{ orders: { allotment: typeof allotment }[] }>(await page.request.get(`/api/v1/checkout/get-orders?pxOrderNumber=${loopBackUrl}`));
        allotment = set.orders[0]?.allotment ?? null;
        return allotment !== null;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
  // Allotted on the sandbox clock's today, long after stamp duty began (1 Jul 2020): any NAV date from then gives the same duty.
  const expected = purchaseAllotment(AMOUNT, allotment!.nav, STAMP_DUTY_FROM);
  // The units are stored to 4 decimals, allotted to the scheme's 3.
  expect(allotment!.units).toBe(expected.units.toFixed(4));
  await page.reload();
  await expect(order).toContainText(`Units allotted${formatUnits(expected.units)}`);
  await expect(order).toContainText(`Stamp duty${formatRupees(expected.stampDuty)}`);
  // The NAV to 4 decimals and its day, so the units can be checked by hand (decision 0168).
  await expect(order).toContainText(`NAV applied₹${formatIndianNumber(allotment!.nav, 4)}NAV date`);
});

test('cheque: the challan PDF opens, then the thank-you page', async ({ page }) => {
  await toPaymentMode(page);
  const modes = page.getByRole('dialog', { name: 'Select Payment Mode' });
  await modes.getByRole('radio', { name: 'Cheque' }).check();
  await modes.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL(/\/v1\/cheque-payment\?loopBackUrl=\d+&/);
  await expect(page.getByText('Indian Clearing Corporation Limited - MFSS')).toBeVisible();
  await expectNoSidewaysScroll(page, 390, 'cheque payment');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Cheque No.').fill('123456');
  const pdf = page.context().waitForEvent('response', (res) => /\/api\/v1\/checkout\/challan\/\d+$/.test(res.url()));
  await page.getByRole('button', { name: 'Generate Challan' }).click();
  const challan = await pdf;
  expect(challan.status()).toBe(200);
  expect(challan.headers()['content-type']).toContain('application/pdf');
  // The bytes themselves (the tab's body is the browser's PDF viewer): a PDF.
  expect((await (await page.request.get(challan.url())).body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page).toHaveURL(/\/v1\/thank-you\?orderNo=\d+&loopBackUrl=\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});

test('SIP: registered on her approved e-mandate, nothing to pay now', async ({ page }) => {
  await toPaymentMode(page, { sip: true });
  const modes = page.getByRole('dialog', { name: 'Select Payment Mode' });
  // No mode to choose: the SIP's instalments are debited by the mandate.
  await expect(modes.getByRole('radio')).toHaveCount(0);
  await expect(modes.getByLabel('Mandate for your SIPs')).toHaveValue(/^\d+$/);
  await expectNoSeriousA11yViolations(page);
  await modes.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/v1\/thank-you\?loopBackUrl=\d+$/);
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('article').first()).toContainText('Active SIP');
});
