import { expect, test, type Page } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { CartReviewPage } from '../pages/cart-review-page';
import { DEMO_INVESTOR, DEMO_PASSWORD } from '../pages/demo-accounts';
import { FundDetailPage, InvestDialog } from '../pages/fund-detail-page';
import { HomePage } from '../pages/home-page';
import { otpFromOutboxPage } from '../pages/sign-in-steps';
import { SignInDialog } from '../pages/sign-in-dialog';

// Issue 3 "Sign-in" and "Tests": a guest's cart survives sign-in at checkout (spec 1 §2 loginDiv,
// §4 Login outcome). The server runs in sandbox mode; OTPs are read from the outbox page. The first
// journey is also the guest's cart (spec 1 §2 Cart, spec 3 §5 Invest More): what a guest adds from a
// fund's page is in the cart review with the header badge at 2, before and after sign-in.

const freshMobile = () => `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
const KYC_FOR_CHECKOUT = /\/v1\/profile\/kyc-details\?flowType=checkout$/;

/** From home, searches "HDFC" and opens the first fund; returns its scheme id. */
async function openAFund(page: Page, isMobile: boolean): Promise<number> {
  const schemeId = await new HomePage(page).openFirstSuggestion('HDFC', isMobile);
  await expect(new FundDetailPage(page).heading()).toBeVisible();
  return schemeId;
}

test('a new investor adds a lumpsum and a SIP as a guest, signs up at checkout, finds the cart merged', async ({
  page,
  context,
  isMobile,
}) => {
  await openAFund(page, isMobile);
  const invest = new InvestDialog(page);
  await invest.addLumpsum('100000', { shownAs: '1,00,000' });
  await expect(page.getByText('Added to cart')).toBeVisible();
  await invest.addSip('5000');
  const cart = new CartReviewPage(page);
  await expect(cart.badge(2)).toBeAttached();

  await cart.open();
  await expect(cart.items()).toHaveCount(2);
  await expect(cart.items().nth(0)).toContainText('Lumpsum amount₹1,00,000');
  await expect(cart.items().nth(1)).toContainText('SIP amount₹5,000');
  await expect(cart.items().nth(1)).toContainText('Until Cancelled');
  await expect(cart.badge(2)).toBeAttached();
  await expect(cart.loginPanel.root).toHaveCount(0);
  await cart.investNow().click();
  const panel = cart.loginPanel;
  await expect(panel.heading('Login / Register')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mobile = freshMobile();
  await panel.enterMobile(mobile);
  await expect(panel.heading('Create your account')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.enterDetails('Kiran Desai', `kiran.${mobile}@example.com`);

  await expect(panel.otpInput()).toBeVisible();
  await expect(panel.root.getByText(/Resend OTP in \d+ s/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.enterOtp(await otpFromOutboxPage(context, mobile));

  await expect(page.getByText("You have successfully logged in to Kiran Desai's account.")).toBeVisible();
  await expect(page).toHaveURL(KYC_FOR_CHECKOUT);
  await expect(cart.badge(2)).toBeAttached();

  await cart.open();
  await expect(cart.items()).toHaveCount(2);
  await expect(cart.items().nth(0)).toContainText('Lumpsum amount₹1,00,000');
  await expect(cart.items().nth(1)).toContainText('SIP amount₹5,000');
  await expect(cart.badge(2)).toBeAttached();
});

test("an existing investor's cart item and the guest's are both there after sign-in, none twice", async ({
  page,
  context,
  isMobile,
}) => {
  const schemeId = await openAFund(page, isMobile);
  // An earlier visit: the investor signed up and left a lumpsum of this fund in the cart.
  const mobile = freshMobile();
  const api = new ApiSession(page.request);
  await api.signUp(mobile, 'Farah Khan');
  await api.addLumpsum(schemeId, '100000');
  await api.logout();

  // Now a guest again: a lumpsum of the same fund (the investor's own is kept) and a SIP.
  await page.reload();
  const invest = new InvestDialog(page);
  await invest.addLumpsum('50000');
  await invest.addSip('5000');
  const cart = new CartReviewPage(page);
  await cart.open();
  await expect(cart.items()).toHaveCount(2);

  await cart.investNow().click();
  const panel = cart.loginPanel;
  await panel.enterMobile(mobile);
  // No password yet (updatepassword): the OTP is sent at once, then a password is asked for.
  await expect(panel.otpInput()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.enterOtp(await otpFromOutboxPage(context, mobile));
  await expect(panel.heading('Set your password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.setPassword('Farah@2026');

  await expect(page.getByText("You have successfully logged in to Farah Khan's account.")).toBeVisible();
  await expect(page).toHaveURL(KYC_FOR_CHECKOUT);
  await cart.open();
  await expect(cart.items()).toHaveCount(2);
  await expect(cart.items().filter({ hasText: 'Lumpsum amount' })).toHaveCount(1);
  await expect(cart.items().filter({ hasText: 'Lumpsum amount' })).toContainText('₹1,00,000');
  await expect(cart.items().filter({ hasText: 'SIP amount' })).toContainText('₹5,000');
  await expect(cart.badge(2)).toBeAttached();
});

test('a mobile with two accounts asks which one (multipleUsers), in the dialog', async ({ page }) => {
  const signIn = new SignInDialog(page);
  await page.goto('/v1/home');
  await signIn.openFromHeader();
  await signIn.enterMobile('9000000006');
  await expect(signIn.heading('Choose your account')).toBeVisible();
  await expect(signIn.root.getByRole('radio')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await signIn.chooseAccount('Ka**** Ra*');
  await expect(signIn.root.getByLabel('Password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn.enterPassword(DEMO_PASSWORD);
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.accountMenu('Kavita Rao')).toBeVisible();
});

test('a login from a statement-share link goes to the portfolio', async ({ page }) => {
  const signIn = new SignInDialog(page);
  await page.goto('/v1/home?mf_share_stmt=1');
  await signIn.openFromHeader();
  await signIn.enterMobile(DEMO_INVESTOR.mobile);
  await signIn.enterPassword(DEMO_INVESTOR.password);
  await expect(page).toHaveURL(/\/v1\/profile\/portfolio$/);
  // The dialog's history entry went before the portfolio's was made (issue 9): the dialog's
  // go-back undid nothing, and Back lands straight on the page the dialog was opened on.
  await expect(signIn.dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/v1\/home\?mf_share_stmt=1$/);
});
