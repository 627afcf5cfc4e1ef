import { expect, test } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { investorName as name, newMobile } from '../pages/fresh-investor';
import { KycDetailsPage, PersonalDetailsPage } from '../pages/onboarding-kyc-page';

// Spec 2 §2, §4: the duplicate PAN panel; the e-KYC round trip through the sandbox provider's
// page. Test PANs: apps/server/src/integrations/kyc/README.md. Every investor and PAN is new (random) so the two
// projects, and reruns, never meet one another's profiles. Checking a PAN, creating the account
// and saving step 1 are onboarding-journey.spec.ts's, with the checks that were here
// (docs/decisions/0074).

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
