import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ApiSession, data } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { chequeFile, digits, investorName, newMobile, newPan } from '../pages/fresh-investor';
import { onboardedInvestor } from '../pages/occupation-nominee-page';
import { latestOtp } from '../pages/sign-in-dialog';

// Issue 11 §4 on a phone: a SIP on a NEW e-mandate. A new investor (onboarded through the API:
// a verified bank account, no mandate) puts a SIP in the cart; Invest Now and the transaction OTP
// bring the payment popup, which has no mandate to offer and sends her to the mandate step
// (checkout flow, MANDATORY). In the checkout flow the step offers the physical mandate only
// (spec 3 §4 "Mandates", §6: the e-mandate is for tax status 01 outside checkout;
// docs/decisions/0093), so she sets up the e-mandate from her profile's mandates, approves it on
// the sandbox bank's page and, once her mandates show it Approved, Invest Now again places the
// SIP on it: Active SIP, nothing to pay now. axe on the popup, the mandate step and thank-you.


const image = readFileSync(chequeFile('not-a-cheque.png'));

/** Invest Now from the cart, the transaction OTP from the outbox, to the popup's mode step. */
async function investNow(page: Page, mobile: string): Promise<void> {
  await page.goto('/v1/cart-review');
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const otp = page.getByRole('dialog', { name: 'Verify Your Transaction' });
  // Sent (the outbox holds it) before it is read: the account-opening OTP is older.
  await expect(otp.getByText(/Enter the 6-digit OTP sent to/)).toBeVisible();
  await otp.getByLabel('OTP').fill(await latestOtp(page.request, mobile));
  await otp.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Payment Mode' })).toBeVisible();
}

test('a SIP on a new e-mandate: the popup sends her to set one up; approved at the bank; the SIP placed', async ({ page }, info) => {
  test.setTimeout(240_000);
  const mobile = newMobile();
  const session = new ApiSession(page.request);
  await session.signUp(mobile, investorName(info, 'Nikhil Bose'));
  await onboardedInvestor(page.request, mobile, newPan(), `5${digits(11)}`, image);
  const csrf = (await data<{ csrfToken: string }>(await page.request.get('/api/v1/login/get-current-user'))).csrfToken;
  const [fund] = await data<{ schemeId: number }[]>(await page.request.get('/api/v1/mutual-funds/suggest-mutual-fund?text=HDFC'));
  await data(
    await page.request.post('/api/v1/cart/save-investment-details', {
      headers: { 'x-csrf-token': csrf },
      data: { schemeId: fund!.schemeId, investmentType: 'SIP', investmentFrequency: 1, amount: '5000', sipDate: 5, numOfSipInstallments: 360 },
    }),
  );

  // No approved mandate: the popup says so and links to the mandate step.
  await investNow(page, mobile);
  const modes = page.getByRole('dialog', { name: 'Select Payment Mode' });
  await expect(modes.getByText('Your SIPs need an approved mandate. Set one up, then come back to your cart.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await modes.getByRole('link', { name: 'Setup Mandate' }).click();
  await expect(page).toHaveURL(/\/v1\/profile\/mandates\/setup-mandate\?flowType=checkout/);
  await expect(page.getByText('MANDATORY')).toBeVisible();
  // The checkout's step: the physical mandate only (spec 3 §4).
  await expect(page.getByRole('radio', { name: 'Physical mandate' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'E-mandate' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The e-mandate from her profile: the sandbox bank's page, Approve, back on her mandates.
  await page.goto('/v1/profile/mandates');
  await page.getByRole('link', { name: 'Setup Mandate' }).click();
  await expect(page.getByRole('radio', { name: 'E-mandate' })).toBeChecked();
  await page.getByRole('checkbox', { name: /I authorise Sanchay/ }).check();
  await page.getByRole('button', { name: 'Setup Mandate' }).click();
  await expect(page).toHaveURL(/\/sandbox\/bank\/mandate\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/v1\/profile\/mandates\?mandateId=\d+&status=/);
  const mandateId = new URL(page.url()).searchParams.get('mandateId')!;
  // The page asks the exchange for the mandate the bank sent her back with: Approved.
  const list = page.getByRole('list', { name: 'Your mandates' });
  await expect(async () => {
    await page.reload();
    await expect(list.getByText('Approved')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // Back to the cart: Invest Now places the SIP on the approved e-mandate.
  await investNow(page, mobile);
  await expect(modes.getByLabel('Mandate for your SIPs')).toHaveValue(mandateId);
  await modes.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/v1\/thank-you\?loopBackUrl=\d+$/);
  await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('article').first()).toContainText('Active SIP');
  await expectNoSeriousA11yViolations(page);
});
