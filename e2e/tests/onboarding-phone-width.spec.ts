import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { BankDetailsPage, investorThroughStep1 } from '../pages/bank-details-page';
import { chequeFile, digits, investorName, newMobile, newPan } from '../pages/fresh-investor';
import { OccupationNomineePage, investorThroughStep3 } from '../pages/occupation-nominee-page';
import { expectNoSidewaysScroll } from '../pages/phone-layout';

// Issue 9: onboarding steps 2 and 4 on the narrowest phones. The page never scrolls sideways (the
// bare file input once made it 422 px wide at 390 px), the upload control shows the chosen file,
// and a field says what is wrong when it is left. Screenshots go to the test's output folder.

const cheque = readFileSync(chequeFile('sbi-complete.png'));
const signature = readFileSync(chequeFile('not-a-cheque.png'));
// A long name, as phones give photos: it is ellipsised, never widening the page.
const longName = 'IMG_20261124_093015_cancelled_cheque_state_bank_of_india_savings_account.png';

async function screenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });
    // The phone widths are set here; the desktop project has nothing to add.
    test.skip(({ isMobile }) => !isMobile, 'phone widths only');
    // Real OCR, the penny drop and axe on a busy machine: time, not speed, is what these need.
    test.slow();

    test('step 2: the cheque upload and the bank form fit, the IFSC says what is wrong on leaving it', async ({
      page,
    }, info) => {
      await new ApiSession(page.request).signUp(
        newMobile(),
        investorName(info, `Neha ${width === 320 ? 'Narrow' : 'Phone'}`),
      );
      await investorThroughStep1(page.request, newPan());
      const bank = new BankDetailsPage(page);
      await bank.open();
      await expect(
        bank.form.getByRole('button', { name: 'Cancelled cheque Choose file' }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, info, `step-2-${width}-empty`);

      await bank.field('IFSC').fill('SBIN1000813');
      await bank.field('IFSC').blur();
      await expect(bank.form.getByText('Invalid IFSC format.')).toBeVisible();
      await bank.field('IFSC').fill('');

      await bank.uploadCheque({ name: longName, mimeType: 'image/png', buffer: cheque });
      await bank.expectChequeRead();
      await expect(bank.form.getByText(longName)).toBeVisible();
      await expect(bank.form.getByRole('img', { name: `Preview of ${longName}` })).toBeVisible();
      await expect(bank.field('IFSC')).toHaveValue('SBIN0000813');
      await expectNoSidewaysScroll(page, width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, info, `step-2-${width}-cheque`);

      await bank.field('Account type').selectOption('Savings');
      await bank.verifyAndAdd();
      await expect(bank.card('State Bank of India XXXX4567')).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, info, `step-2-${width}-saved`);
    });

    test('step 4: the signature upload and the nominee block fit, a nominee field says what is wrong on leaving it', async ({
      page,
    }, info) => {
      await new ApiSession(page.request).signUp(
        newMobile(),
        investorName(info, `Arjun ${width === 320 ? 'Narrow' : 'Phone'}`),
      );
      await investorThroughStep3(page.request, newPan(), `5${digits(11)}`, cheque);
      const step4 = new OccupationNomineePage(page);
      await step4.open();
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, info, `step-4-${width}-empty`);

      await step4.fillOccupation(signature);
      await step4.optIn('Yes');
      const nominee = step4.nominee(1);
      await nominee.getByLabel('Nominee mobile number').fill('12345');
      await nominee.getByLabel('Nominee mobile number').blur();
      await expect(nominee.getByText('Please enter a valid mobile number')).toBeVisible();
      await nominee.getByLabel('Nominee pincode').fill('000000');
      await nominee.getByLabel('Nominee pincode').blur();
      await expect(nominee.getByText('Invalid pincode')).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, info, `step-4-${width}-nominee`);
    });
  });
}
