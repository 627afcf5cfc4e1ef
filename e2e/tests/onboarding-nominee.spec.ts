import { readFileSync } from 'node:fs';
import { expect, test, type TestInfo } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { chequeFile, digits, newMobile, newPan } from '../pages/fresh-investor';
import { OccupationNomineePage, accountOpeningOtp, investorThroughStep3 } from '../pages/occupation-nominee-page';

// Spec 2 §2 step 4, §4 "Occupation submit", §5 "Nominee": the nominee rules shown on the form, the
// FATCA modal, and the account-opening OTP (read from the sandbox outbox) to the mandate step.
// Every investor, PAN and account number is new (random) so projects and reruns never meet.

const png = readFileSync(chequeFile('not-a-cheque.png'));
const name = (info: TestInfo) => `Kavya ${info.project.name === 'mobile' ? 'Mobile' : 'Desktop'}`;

test('step 4 shows the nominee rules, then the account OTP from the outbox opens the account and lands on the mandate step', async ({ page }, info) => {
  const mobile = newMobile();
  const investor = name(info);
  await new ApiSession(page.request).signUp(mobile, investor);
  await investorThroughStep3(page.request, newPan(), `5${digits(11)}`, png);

  const step4 = new OccupationNomineePage(page);
  await step4.open();
  await expectNoSeriousA11yViolations(page);
  await step4.fillOccupation(png);
  await step4.optIn('Yes');
  // The investor as their own nominee, and shares that do not add up to 100.
  await step4.fillNominee(1, { name: investor.toLowerCase(), relationship: 'Spouse', share: '60', idType: 'PAN', id: 'BCDPV2345L' });
  await page.getByRole('button', { name: 'Add more Nominees' }).click();
  await step4.fillNominee(2, { name: 'Meera Rao', relationship: 'Daughter', share: '30', idType: 'Driving License', id: 'KA0120110012345' });
  await step4.terms.check();
  await step4.continue();
  await expect(step4.nominee(1).getByText('You cannot nominate yourself.')).toBeVisible();
  await expect(step4.nominee(1).getByText('Total allocation should be 100%')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await step4.nominee(1).getByLabel('Nominee name').fill('Ravi Rao');
  await step4.nominee(2).getByLabel('Share (%)').fill('40');
  // Unticked terms: the FATCA modal asks first.
  await step4.terms.uncheck();
  await step4.continue();
  const fatca = step4.fatca;
  await expect(fatca).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fatca.getByRole('button', { name: 'I am Compliant' }).click();

  const otp = step4.accountOtp;
  await expect(otp).toBeVisible();
  await expect(otp.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // It cannot be closed.
  await page.keyboard.press('Escape');
  await expect(otp).toBeVisible();
  await step4.verifyAccountOtp(await accountOpeningOtp(page.request, mobile));
  await expect(page).toHaveURL(/\/v1\/profile\/mandates\/setup-mandate\?flowType=checkout&ucc=SN\d{8}/);
});
