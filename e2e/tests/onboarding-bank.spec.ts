import { expect, test, type TestInfo } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { BankDetailsPage, investorThroughStep1 } from '../pages/bank-details-page';
import { chequeFile, investorName as name, newMobile, newPan } from '../pages/fresh-investor';

// Spec 2 §2 step 2, §4 "Bank form (cheque extraction)", "Bank add": a cheque image read by the
// server's OCR fills the form, the sandbox penny drop verifies, the test account numbers of
// apps/server/src/integrations/bank-verification/README.md give the failed and name-mismatch
// dialogs. Every investor and PAN is new (random) so projects and reruns never meet. The cheque
// that fills the form and the account verified and saved are onboarding-journey.spec.ts's, with
// the checks that were here (docs/decisions/0074).

const cheque = chequeFile('sbi-complete.png');

async function investorAtStep2(page: import('@playwright/test').Page, info: TestInfo, who: string): Promise<BankDetailsPage> {
  await new ApiSession(page.request).signUp(newMobile(), name(info, who));
  await investorThroughStep1(page.request, newPan());
  const bank = new BankDetailsPage(page);
  await bank.open();
  return bank;
}

test('a failed account asks to re-enter; a name mismatch offers Change Bank Details or Continue Anyway', async ({ page }, info) => {
  const bank = await investorAtStep2(page, info, 'Rohan Mehta');
  await bank.uploadCheque(cheque);
  await bank.expectChequeRead();
  await bank.field('Account type').selectOption('Savings');

  // 999900000001: the bank has no such account.
  await bank.field('Account number').fill('999900000001');
  await bank.verifyAndAdd();
  const failed = page.getByRole('dialog', { name: 'Bank Account Verification Failed' });
  await expect(failed.getByText('The account details appear to be incorrect or inactive. Please re-enter your bank details.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await failed.getByRole('button', { name: 'Re-Enter Account Details' }).click();
  await expect(failed).toBeHidden();

  // 999900000003: verified, but held by RAVI KUMAR SHARMA.
  await bank.field('Account number').fill('999900000003');
  await bank.verifyAndAdd();
  const mismatch = page.getByRole('dialog', { name: "Bank Account Name Doesn't Match PAN" });
  await expect(mismatch.getByText(/RAVI KUMAR SHARMA/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mismatch.getByRole('button', { name: 'Change Bank Details' }).click();
  await expect(mismatch).toBeHidden();
  await expect(bank.field('Account number')).toHaveValue('999900000003');

  await bank.verifyAndAdd();
  await mismatch.getByRole('button', { name: 'Continue Anyway' }).click();
  await expect(bank.card('State Bank of India XXXX0003')).toBeVisible();
});
