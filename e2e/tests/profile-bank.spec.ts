import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { newBankUpdateOtp } from '../pages/bank-details-page';
import { DEMO_PASSWORD } from '../pages/demo-accounts';
import { chooseFile } from '../pages/choose-file';

// Spec 2 §2 "Bank info", §4 "Bank add", "Bank edit and delete": an onboarded demo customer (the
// sandbox seed registers them, with no bank account) adds a primary account from a cheque and a
// second by hand (the sandbox exchange takes both), cannot delete the primary, and deletes the
// second after an OTP read from the sandbox outbox. One demo customer per project, so the two
// never share an account list or an OTP limit.

const here = path.dirname(fileURLToPath(import.meta.url));
const cheque = path.join(here, '../../apps/server/test/fixtures/cheques/sbi-complete.png');
const CUSTOMERS = { mobile: '9000000003', desktop: '9000000004' } as const;

// At both sizes (@desktop): at desktop size the add-account form is a dialog over the profile
// (features/profile/bank-info-tab.tsx), on a phone the page itself; this is what adds an account through it.
test('a registered investor adds accounts, cannot delete the primary, and deletes another after an OTP', { tag: '@desktop' }, async ({ page }, info) => {
  const mobile = CUSTOMERS[info.project.name as keyof typeof CUSTOMERS];
  // Signed in through the API: the dialog is sign-in.spec.ts's subject.
  await new ApiSession(page.request).signIn({ mobile, password: DEMO_PASSWORD });
  await page.goto('/v1/profile/bank-info');
  const tab = page.getByRole('region', { name: 'Bank Details' });
  await expect(tab.getByText('You have not added a bank account yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first account: from the cheque (a dialog on desktop, the page itself on a phone).
  await tab.getByRole('button', { name: 'Add Another Account' }).click();
  const form = page.getByRole('form', { name: 'Add bank account' });
  await chooseFile(form.getByRole('button', { name: /^Cancelled cheque/ }), cheque);
  await expect(form.getByText('File uploaded and details extracted successfully')).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Account type').selectOption('Savings');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Verify & Add Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account verified successfully!' })).toBeVisible();
  const primary = tab.getByRole('button', { name: /State Bank of India XXXX4567 Primary/ });
  await expect(primary).toBeVisible();

  // A second account by hand: not primary, so no cheque is needed.
  const second = `5${Date.now().toString().slice(-11)}`;
  await tab.getByRole('button', { name: 'Add Another Account' }).click();
  await form.getByLabel('Bank name', { exact: true }).fill('HDFC Bank');
  await form.getByLabel('Account number', { exact: true }).fill(second);
  await form.getByLabel('IFSC', { exact: true }).fill('HDFC0000123');
  await form.getByLabel('Account type').selectOption('Current');
  await form.getByRole('button', { name: 'Verify & Add Account' }).click();
  const secondName = `HDFC Bank XXXX${second.slice(-4)}`;
  await expect(tab.getByRole('button', { name: new RegExp(secondName) })).toBeVisible();

  // The primary cannot be deleted: a dialog says so, and no OTP is asked for.
  await tab.getByRole('button', { name: 'Delete State Bank of India XXXX4567' }).click();
  const refusal = page.getByRole('dialog', { name: 'Primary Account Cannot Be Deleted' });
  await expect(refusal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await refusal.getByRole('button', { name: 'OK' }).click();

  // The second: Delete → the bank-update OTP → deleted.
  await tab.getByRole('button', { name: new RegExp(secondName) }).click();
  await tab.getByRole('button', { name: `Delete ${secondName}` }).click();
  const otp = page.getByRole('dialog', { name: 'OTP Verification' });
  await expect(otp).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await otp.getByLabel('OTP').fill(await newBankUpdateOtp(page.request, mobile));
  await otp.getByRole('button', { name: 'Verify & Proceed' }).click();
  await expect(page.getByText('Bank Account Deleted Successfully')).toBeVisible();
  await expect(tab.getByRole('button', { name: new RegExp(secondName) })).toBeHidden();
  await expect(primary).toBeVisible();
});
