import { expect, test } from '@playwright/test';
import { ApiSession, data } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { SignInDialog } from '../pages/sign-in-dialog';

// Set Up a New STP (issue 12 §4; spec 3 §4, §5; decisions 0112, 0113), at desktop size (the form is
// desktop only): the demo investor holds units (a test purchase through the sandbox exchange, its
// NAV published, the statement read into the ledger), the form shows the bound errors, then takes
// a plan; the verification link is read from the sandbox outbox and confirms it; My STPs lists it.

test('an STP form shows the bound errors, then registers; the e-mailed link confirms it', { tag: '@desktop' }, async ({ page }) => {
  const session = new ApiSession(page.request);
  await session.signIn(DEMO_INVESTOR);
  const profile = await data<{ ucc: string; email?: string | null }>(await page.request.get('/api/v1/onboarding/profile'));
  // Units to transfer: a test purchase paid at once, allotted once its NAV is published, in the ledger.
  const bought = await page.request.post('/api/v1/sandbox/test-purchase', { data: { clientCode: profile.ucc, amount: 100000 } });
  expect(bought.ok(), await bought.text()).toBe(true);
  // Its NAV is declared after 10 PM: a day on, the console publishes it and settlement allots.
  expect((await page.request.post('/api/v1/sandbox/clock/move', { data: { amount: 1, unit: 'days' } })).ok()).toBe(true);
  await expect
    .poll(async () => {
      await page.request.post('/api/v1/sandbox/navs/publish');
      await page.request.post('/api/v1/sandbox/ledger/apply-statement');
      const funds = await data<{ funds: unknown[] }>(await page.request.get(`/api/v1/stp-swp/source-funds/${profile.ucc}`));
      return funds.funds.length;
    }, { timeout: 60_000 })
    .toBeGreaterThan(0);

  await page.goto('/v1/home');
  const signIn = new SignInDialog(page);
  await signIn.openFromHeader();
  await signIn.enterMobile(DEMO_INVESTOR.mobile);
  await signIn.enterPassword(DEMO_INVESTOR.password);
  await expect(signIn.dialog).toBeHidden();

  await page.goto('/v1/profile/stps/create-new-stp');
  const from = page.getByLabel('Transfer from');
  await expect(from).toBeVisible();
  await from.selectOption({ index: 1 });
  const to = page.getByLabel('Transfer to');
  await expect(to.locator('option').nth(1)).toBeAttached();
  await to.selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Monthly' }).check();
  const start = page.getByLabel('Start date');
  await expect(start.locator('option').nth(1)).toBeAttached();
  await start.selectOption({ index: 1 });

  // The bounds: below the combined minimum (the destination's ₹1,000), too few instalments.
  await page.getByLabel('Installment amount (₹)').fill('600');
  await page.getByLabel('Number of installments').fill('3');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The minimum installment amount is ₹1,000')).toBeVisible();
  await expect(page.getByText('Please enter between 6 and 120 installments')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Installment amount (₹)').fill('1000');
  await page.getByLabel('Number of installments').fill('6');
  await page.getByLabel('Make the first transfer today').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const awaiting = page.getByRole('dialog', { name: 'Awaiting verification' });
  await expect(awaiting).toContainText('We have sent a verification link to your e-mail.');
  await expectNoSeriousA11yViolations(page);

  // The link, as the investor's mailbox would show it (the sandbox outbox).
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = await data<{ kind: string; body: string }[]>(await page.request.get('/api/v1/sandbox/outbox?channel=email&limit=20'));
      link = mails.find((m) => m.kind === 'stp-verification')?.body.match(/https?:\/\/\S+\/profile\/stps\/verify\?token=[\w-]+/)?.[0] ?? null;
      return link;
    })
    .not.toBeNull();
  await awaiting.getByRole('button', { name: 'Go to My STPs' }).click();
  await expect(page.getByRole('list', { name: 'Your STPs' }).getByText('Email Verification Pending').first()).toBeVisible();

  const url = new URL(link!);
  await page.goto(`/v1${url.pathname}${url.search}`);
  await expect(page.getByRole('status')).toHaveText('Thank you. Your STP is verified.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'My STPs' }).click();
  await expect(page.getByRole('list', { name: 'Your STPs' }).getByText(/^(Active|Approved)$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
