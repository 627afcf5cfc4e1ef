import { expect, test } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { investorName as name, newMobile, newPan } from '../pages/fresh-investor';
import { KycDetailsPage, PersonalDetailsPage } from '../pages/onboarding-kyc-page';

// Spec 2 §2, §4: a new investor checks a PAN, opens the account and saves step 1; the duplicate
// PAN panel; the e-KYC round trip through the sandbox provider's page. Test PANs:
// apps/server/src/integrations/kyc/README.md. Every investor and PAN is new (random) so the two
// projects, and reruns, never meet one another's profiles.

test('a new investor checks a validated PAN, creates the account and saves personal details', async ({ page }, info) => {
  const investor = name(info, 'Neha Kapoor');
  await new ApiSession(page.request).signUp(newMobile(), investor);
  const kyc = new KycDetailsPage(page);
  await kyc.open('?flowType=checkout');
  await expect(page.getByText(`Hi ${investor}, let's check your KYC`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The spec's PAN message first.
  await page.getByLabel('PAN', { exact: true }).fill('ABCDE12345');
  await page.getByRole('button', { name: 'Check KYC Status' }).click();
  await expect(page.getByText('Please enter valid PAN number')).toBeVisible();

  const pan = newPan();
  await kyc.check(pan.toLowerCase());
  await expect(kyc.panel.getByText(`Your KYC is registered in the name of ${investor.toUpperCase()}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await kyc.panel.getByRole('button', { name: 'Create My Account' }).click();

  const personal = new PersonalDetailsPage(page);
  await personal.expectOpen();
  await expect(page).toHaveURL(/flowType=checkout/);
  await expect(page.getByLabel('Name')).toHaveValue(investor);
  await personal.fill({ gender: 'Female', dob: '15/04/1990', address: '12 MG Road, Indiranagar', pincode: '560038' });
  await expect(page.getByText('Bangalore, Karnataka')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await personal.continue();
  await expect(page).toHaveURL(/\/v1\/profile\/bank-details\?flowType=checkout/);

  // Back on the KYC page the profile has a PAN: the button now says Continue.
  await kyc.open();
  await kyc.check(pan);
  await expect(kyc.panel.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('a duplicate PAN shows the PAN masked but for its digits', async ({ page }, info) => {
  await new ApiSession(page.request).signUp(newMobile(), name(info, 'Arjun Das'));
  const kyc = new KycDetailsPage(page);
  await kyc.open();
  await kyc.check('ABCPD8888D');
  await expect(kyc.panel.getByText('The PAN XXXXX8888X is already linked to another mobile number.')).toBeVisible();
  await expect(kyc.panel.getByText('ABCPD8888D')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('Do KYC Process opens the provider, whose Complete returns to the callback and fills step 1', async ({ page, context }, info) => {
  await new ApiSession(page.request).signUp(newMobile(), name(info, 'Sara Khan'));
  // One not-compliant test PAN per project: once e-KYC'd, a PAN is on that investor's profile.
  const pan = info.project.name === 'mobile' ? 'ABCPN5555N' : 'ABCPA6666A';
  const kyc = new KycDetailsPage(page);
  await kyc.open();
  await kyc.check(pan);
  await expect(kyc.panel.getByText(/Video KYC is needed/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [provider] = await Promise.all([context.waitForEvent('page'), kyc.panel.getByRole('button', { name: 'Do KYC Process' }).click()]);
  await expect(provider.getByRole('heading', { name: 'Sandbox e-KYC provider' })).toBeVisible();
  await expect(provider.getByText(pan)).toBeVisible();
  await provider.getByRole('button', { name: 'Complete' }).click();

  // The provider's tab comes back to /v1/signzy-callback, which fills the profile and opens step 1.
  const personal = new PersonalDetailsPage(provider);
  await personal.expectOpen();
  await expect(provider.getByLabel('Address')).toHaveValue('Flat 12, Sunshine Apartments, 4th Cross');
  await expect(provider.getByLabel('Date of birth (DD/MM/YYYY)')).toHaveValue('15/04/1990');
  await expect(provider.getByText('Bangalore, Karnataka')).toBeVisible();
});
