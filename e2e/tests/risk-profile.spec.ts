import { expect, test } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR as DEMO } from '../pages/demo-accounts';
import { MODERATELY_HIGH_ANSWERS, RiskProfilePage } from '../pages/risk-profile-page';
import { SignInDialog } from '../pages/sign-in-dialog';

// Spec 2 §2 risk profile (intro, one question at a time, resume, result), spec 1 §2 the account
// menu's Risk Profile. The demo investor's answers (MODERATELY_HIGH_ANSWERS) total 21 of 36:
// Moderately High (the domain's risk-profile/README.md). Both projects use the same investor, so
// the second finds the first's result and retakes the test.
const ANSWERS = MODERATELY_HIGH_ANSWERS;

test('the demo investor answers the questionnaire, resumes after a reload and sees the class', async ({ page }) => {
  const signIn = new SignInDialog(page);
  const risk = new RiskProfilePage(page);
  // Signed in through the API (the dialog is sign-in.spec.ts's subject); the menu is the way in.
  await new ApiSession(page.request).signIn(DEMO);
  await page.goto('/v1/home');

  await signIn.accountMenu(DEMO.name).click();
  await page.getByRole('menuitem', { name: 'Risk Profile' }).click();
  const begin = risk.begin;
  const retake = page.getByRole('link', { name: 'Retake the test' });
  await expect(begin.or(retake)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await (await begin.isVisible() ? begin : retake).click();

  await risk.expectQuestion(1);
  // Every question is mandatory.
  await risk.next();
  await expect(page.getByText('This is a mandatory question.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const [i, answer] of ANSWERS.slice(0, 3).entries()) await risk.answer(i + 1, answer);

  // A reload mid-way comes back to question 4 with the earlier answers kept.
  await page.reload();
  await expect(risk.begin.or(risk.progress)).toBeVisible();
  if (await risk.begin.isVisible()) await risk.begin.click();
  await risk.expectQuestion(4);
  await risk.previous();
  await risk.expectQuestion(3);
  await expect(page.getByRole('radio', { name: ANSWERS[2], exact: true })).toBeChecked();
  await risk.next();

  for (const [i, answer] of ANSWERS.slice(3, 8).entries()) await risk.answer(i + 4, answer);
  await risk.expectQuestion(9);
  await risk.choose(ANSWERS[8]!);
  await risk.submit();

  await expect(page).toHaveURL(/\/v1\/profile\/risk-profile-result\?flowType=profile/);
  await expect(page.getByRole('heading', { level: 2, name: 'Moderately High' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Flexi Cap/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // With a result, the account menu's Risk Profile opens the result.
  await page.goto('/v1/home');
  await signIn.accountMenu(DEMO.name).click();
  await page.getByRole('menuitem', { name: 'Risk Profile' }).click();
  await expect(page).toHaveURL(/\/v1\/profile\/risk-profile-result/);
  await expect(page.getByRole('heading', { level: 2, name: 'Moderately High' })).toBeVisible();

  // In onboarding (checkout flow) the result is step 3 of 5 and continues to step 4.
  await page.goto('/v1/profile/risk-profile-result?flowType=checkout');
  await expect(page.getByText('Step 3/5')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/v1/profile/occupation-nominee-details?flowType=checkout');
  await expectNoSeriousA11yViolations(page);
});
