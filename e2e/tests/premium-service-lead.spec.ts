import { expect, test } from '@playwright/test';
import { AdvisorHost } from '../pages/advisor-host';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { untilHydrated } from '../pages/hydration';
import { SignInDialog } from '../pages/sign-in-dialog';

// Premium services and leads (issue 13 §2; spec 1 §1, §2, §5; decisions 0129, 0130): the demo
// advisor SANCHAY01 (Rohan Mehta, verified) on the advisor host, on a phone: the catalogue, a
// service's page, a share by SMS, the lead form, the success modal, and the lead in My Leads.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const PASSWORD = 'Sanchay@123';
const ADVISOR = { mobile: '9000000002', name: 'Rohan Mehta' };
const SERVICE = 'Post-Retirement Investment Solution';

test('an advisor opens a premium service, shares it, creates a lead and finds it in My Leads', async ({ page }) => {
  const host = new AdvisorHost(page);
  const signIn = new SignInDialog(page);
  await host.open('SANCHAY01', PORT);
  await signIn.openFromHeader();
  await signIn.enterMobile(ADVISOR.mobile);
  await signIn.enterPassword(PASSWORD);
  await expect(signIn.dialog).toBeHidden();

  // The catalogue: the three services, each with its fee shown as free for a limited time.
  await page.goto(`http://pro.localhost:${PORT}/v1/premium-services`);
  const catalogue = page.getByRole('list', { name: 'Premium services' });
  await expect(catalogue.getByRole('listitem')).toHaveCount(3);
  await expect(catalogue.getByText('Free (Limited time)')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  // The service's page: its facts, the brochure, the advisor's actions.
  const link = catalogue.getByRole('link', { name: SERVICE });
  await untilHydrated(link);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: SERVICE })).toBeVisible();
  await expect(page.getByText('Option A: 9.60% a year from 70% debt and 30% equity')).toBeVisible();
  await expect(page.getByText('Minimum investment: ₹10 lakh')).toBeVisible();
  const brochure = page.getByRole('link', { name: 'Download brochure (PDF)' });
  // The brochure is the same for everyone (Node's resolver does not know pro.localhost, Chromium's does).
  const pdf = await page.request.get(`http://localhost:${PORT}${await brochure.getAttribute('href')}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoSeriousA11yViolations(page);

  // Share by SMS: the spec's rule, then its (misspelt) success message.
  const share = page.getByRole('region', { name: 'Share this service with your customer' });
  await share.getByRole('radio', { name: 'SMS' }).check();
  await share.getByLabel("Customer's mobile number").fill('98765');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByText('Please enter 10 digits only')).toBeVisible();
  await share.getByLabel("Customer's mobile number").fill('9876543210');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByRole('status')).toHaveText('Preimum service shared successfully');

  // The lead form: validated on change, Submit disabled until it is valid.
  await page.getByRole('link', { name: 'Create Lead' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Lead' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Investor name').fill('Kavya Rao');
  await page.getByLabel('Investor mobile number').fill('5876543210');
  await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
  await page.getByLabel('Investor mobile number').fill('9876543210');
  await page.getByLabel('Investor e-mail').fill('kavya@example.com');
  await page.getByLabel('Investment amount (in lakhs)').fill('0.5');
  await expect(page.getByText('Please enter amount')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Investment amount (in lakhs)').fill('12.5');
  await expect(submit).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await submit.click();

  // The success modal, then My Leads with the new lead, its status and source.
  const modal = page.getByRole('dialog', { name: 'Lead created' });
  await expect(modal).toContainText('Our expert will contact the investor');
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Okay' }).click();
  await page.waitForURL(/\/v1\/my-leads$/);
  const lead = page.getByRole('list', { name: 'Your leads' }).getByRole('listitem').filter({ hasText: 'Kavya Rao' });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText(SERVICE);
  await expect(lead).toContainText('₹12,50,000');
  await expect(lead).toContainText('Open');
  await expect(lead).toContainText('Premium service form');
  await expectNoSeriousA11yViolations(page);
});

// At both sizes (@desktop): a phone sees the pages; a desktop goes home with the 404 marker (spec 1 §2).
test('the premium services are for phones only', { tag: '@desktop' }, async ({ page, isMobile }) => {
  for (const path of ['/v1/premium-services', '/v1/premium-service-details/custom-portfolio-review']) {
    await page.goto(path);
    if (isMobile) {
      await expect(page.getByRole('heading', { level: 1, name: /Premium Services|Custom Portfolio Rebalance Solution/ })).toBeVisible();
    } else {
      await page.waitForURL(/\/v1\/home\?error=404$/);
      await expect(page.getByRole('heading', { name: /browse funds by category/i })).toBeVisible();
    }
  }
});
