import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR as DEMO } from '../pages/demo-accounts';
import { latestOtp, SignInDialog } from '../pages/sign-in-dialog';

// Spec 1 §2 "Sign-in dialog", §4, §9. The server runs in sandbox mode with the demo accounts seeded.

test('a new investor signs up with a fresh mobile and an OTP from the outbox', async ({ page }) => {
  const mobile = `98765${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  const signIn = new SignInDialog(page);
  await page.goto('/v1/home');
  await signIn.openFromHeader();
  await expectNoSeriousA11yViolations(page);

  await signIn.enterMobile(mobile);
  await expect(signIn.dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn.dialog.getByLabel('Full name').fill('Meera Iyer');
  await signIn.dialog.getByLabel('E-mail').fill(`meera.${mobile}@example.com`);
  await signIn.dialog.getByRole('button', { name: 'Send OTP' }).click();

  await expect(signIn.dialog.getByLabel('OTP')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn.enterOtp(await latestOtp(page.request, mobile));

  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.accountMenu('Meera Iyer')).toBeVisible();

  // The consumer-app banner (spec 3 §4): Notify Me turns into Reminder On, disabled, kept by the
  // server for this account across a reload.
  const banner = page.getByRole('region', { name: 'The Sanchay app is on its way' });
  await banner.getByRole('button', { name: 'Notify Me' }).click();
  await expect(banner.getByRole('button', { name: 'Reminder On' })).toBeDisabled();
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Reminder On' })).toBeDisabled();
});

test('the demo investor signs in with a password and logs out', async ({ page }) => {
  const signIn = new SignInDialog(page);
  await page.goto('/v1/home');
  await signIn.openFromHeader();
  await signIn.enterMobile(DEMO.mobile);
  await expect(signIn.dialog.getByLabel('Password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signIn.enterPassword('wrong-password');
  await expect(signIn.dialog.getByRole('alert')).toHaveText('Please enter correct password');
  await signIn.enterPassword(DEMO.password);
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.accountMenu(DEMO.name)).toBeVisible();

  // The session survives a reload (the server's cookie), the account pages render.
  await page.goto('/v1/transaction');
  await expect(signIn.accountMenu(DEMO.name)).toBeVisible();
  await expect(page.getByText('You are not authorized to view this page.')).toHaveCount(0);

  await signIn.logout(DEMO.name);
  await expect(page).toHaveURL(/\/v1\/home/);
  await expect(page.getByRole('button', { name: 'Login / Sign up' })).toBeVisible();
});

test('a signed-out visit to the profile is not authorized', async ({ page }) => {
  await page.goto('/v1/profile');
  await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
});

test('a signed-in session ends after 30 minutes without input', async ({ page }) => {
  await page.clock.install();
  const signIn = new SignInDialog(page);
  await page.goto('/v1/home');
  await signIn.openFromHeader();
  await signIn.enterMobile(DEMO.mobile);
  await signIn.enterPassword(DEMO.password);
  await expect(signIn.accountMenu(DEMO.name)).toBeVisible();

  await page.clock.fastForward('30:01');
  await expect(page.getByRole('button', { name: 'Login / Sign up' })).toBeVisible();
  await expect(page).toHaveURL(/\/v1\/home/);
});
