import { expect, test } from '@playwright/test';
import { AdvisorHost } from '../pages/advisor-host';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { chooseFile } from '../pages/choose-file';
import { DEMO_PASSWORD } from '../pages/demo-accounts';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { fundOf } from '../pages/portfolio-holdings';
import { ApiSession, data } from '../pages/api-session';

// NISM and ARN registration on a phone (issue 13 §3 and §1's sale guard; spec 3 §4, §5, §8;
// docs/decisions/0126, 0127). On the advisor host the demo advisor SANCHAY01 (Rohan Mehta) acts
// for the demo customer Priya Nair with her OTP (docs/decisions/0138). He has no certificates yet: the
// checkout for the customer shows 'Uh Oh!', which opens the Register popup; NISM and ARN are
// registered with their images; the congratulations show, and the checkout goes on.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const PRO = `http://pro.localhost:${PORT}`;
// Priya, not Meera: Meera's step-up OTPs (5 a mobile in 15 minutes) are the other advisor journeys'.
const CUSTOMER = { mobile: '9000000003', password: DEMO_PASSWORD, name: 'Priya Nair' };
const ADVISOR = { mobile: '9000000002', password: DEMO_PASSWORD };

/** A small real PNG (1 × 1 px): the server decodes it whole before keeping it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const certificateImage = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('an advisor without NISM and ARN sees Uh Oh! before a sale, registers both with images, then sells', async ({ page }) => {
  const fund = await fundOf(page.request, 'Large Cap');
  // The customer, signed in herself on the main host (page.request): her id and an empty cart.
  const herself = new ApiSession(page.request);
  await herself.signIn(CUSTOMER);
  const me = await data<{ user: { userId: string }; csrfToken: string }>(await page.request.get('/api/v1/login/get-current-user'));
  await page.request.post('/api/v1/checkout/discard-orders', { headers: { 'x-csrf-token': me.csrfToken } });
  await herself.emptyCart();

  // The advisor signs in on the advisor host and opens her account with her OTP (decision 0138).
  const host = new AdvisorHost(page);
  await host.signIn('SANCHAY01', PORT, ADVISOR);
  await host.actFor(PORT, CUSTOMER, page.request);

  // One fund in her cart, put there through the API from the page (pro.localhost resolves in
  // Chromium only); she approves it herself (the advisor's cart waits for her approval).
  const saved = await page.evaluate(async (schemeId) => {
    const current = (await (await fetch('/api/v1/login/get-current-user')).json()) as { responseData: { csrfToken: string } };
    const headers = { 'content-type': 'application/json', 'x-csrf-token': current.responseData.csrfToken };
    const body = JSON.stringify({ schemeId, investmentType: 'Lumpsum', investmentFrequency: 0, amount: '5000', sipDate: 1 });
    return (await fetch('/api/v1/cart/save-investment-details', { method: 'POST', headers, body })).status;
  }, fund.schemeId);
  expect(saved).toBe(200);
  await data(await page.request.post('/api/v1/cart/approve', { headers: { 'x-csrf-token': me.csrfToken } }));

  await page.goto(`${PRO}/v1/cart-review`);
  const investNow = page.getByRole('button', { name: 'Invest Now' });
  await investNow.click();

  // 'Uh Oh!' before the sale (spec 3 §4, §8).
  const uhOh = page.getByRole('dialog', { name: 'Uh Oh!' });
  await expect(uhOh.getByText('Please submit your NISM Certificate and ARN Card copy to be able to sell Mutual Funds.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await uhOh.getByRole('button', { name: 'Upload certificates' }).click();

  // The Register popup: NISM yes/no first; the rules on submit.
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByRole('group', { name: 'Are you NISM certified?' })).toBeVisible();
  await register.getByRole('button', { name: 'Submit' }).click();
  await expect(register.getByText('Please enter if you are NISM holder')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await register.getByRole('group', { name: 'Are you NISM certified?' }).getByRole('radio', { name: 'Yes' }).check();
  await register.getByLabel('NISM number (10 to 12 digits)').fill('123456789');
  await register.getByRole('button', { name: 'Submit' }).click();
  await expect(register.getByText('Please enter valid NISM number')).toBeVisible();
  await register.getByLabel('NISM number (10 to 12 digits)').fill('1234567890');
  await register.getByLabel('Test date').fill('2025-01-10');
  await register.getByLabel('Valid till').fill('2035-01-09');
  await chooseFile(register.getByRole('button', { name: /Image of the NISM certificate/ }), certificateImage('nism.png'));
  await expect(register.getByRole('img', { name: 'Preview of nism.png' })).toBeVisible();

  await register.getByRole('group', { name: 'Are you an ARN holder?' }).getByRole('radio', { name: 'Yes' }).check();
  // A fresh ARN per run: the database keeps one agent per ARN.
  await register.getByLabel('ARN number').fill(String(100000 + Math.floor(Math.random() * 800000)));
  await register.getByLabel('EUIN').fill('12345');
  await register.getByLabel('Valid from').fill('2025-02-01');
  await register.getByLabel('Valid to').fill('2035-01-31');
  await chooseFile(register.getByRole('button', { name: /Image of the ARN card/ }), certificateImage('arn.png'));
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Submit' }).click();
  await expect(register.getByText('Please enter 6 digits EUIN')).toBeVisible();
  await register.getByLabel('EUIN').fill('123456');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page, 390, 'register popup');
  await register.getByRole('button', { name: 'Submit' }).click();

  await expect(register.getByText('Congratulations!')).toBeVisible();
  await register.getByRole('button', { name: 'Close' }).first().click();
  await expect(register).toBeHidden();

  // Now the advisor may sell: the checkout goes on (the payment popup or 'Hold on!'), no 'Uh Oh!'.
  await investNow.click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expect(uhOh).toHaveCount(0);
});
