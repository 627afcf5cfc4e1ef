import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AdvisorHost } from '../pages/advisor-host';
import { ApiSession, data } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { BankDetailsPage } from '../pages/bank-details-page';
import { CartReviewPage } from '../pages/cart-review-page';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { FundDetailPage, InvestDialog } from '../pages/fund-detail-page';
import { chequeFile, digits, newMobile, newPan } from '../pages/fresh-investor';
import { HomePage } from '../pages/home-page';
import { OccupationNomineePage, investorThroughStep3 } from '../pages/occupation-nominee-page';
import { PackDetailsPage } from '../pages/pack-details-page';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { demoInvestorHolds, fundOf } from '../pages/portfolio-holdings';
import { ProfilePage } from '../pages/profile-page';
import { otpFromOutboxPage } from '../pages/sign-in-steps';
import { SignInDialog } from '../pages/sign-in-dialog';
import { untilHydrated } from '../pages/hydration';

// The desktop layout (1366×768), every screen once (docs/decisions/0080). The journeys run on a
// phone (the mobile project); at desktop size each screen is laid out by its own media queries and
// `useIsMobile` branches (the header with its search box and menus instead of the tab bar, dialogs
// centred, forms in columns, the profile's side navigation, the risk profile's stepper, the fund
// list's filters shown), so here every screen a journey visits is opened at desktop size and must
// be axe-clean, no wider than the window, with no control outside its card, and the
// desktop-only controls the journeys use are used once. Only the desktop project runs this file
// (its name starts with desktop-; the mobile project ignores such files).

const WIDTH = 1366;
const PORT = Number(process.env.E2E_PORT ?? 8181);
const KYC_FOR_CHECKOUT = /\/v1\/profile\/kyc-details\?flowType=checkout$/;

/** The page as it stands fits the desktop window and passes axe. */
async function expectFits(page: Page, where: string): Promise<void> {
  await expectNoSidewaysScroll(page, WIDTH, where);
  await expectNoSeriousA11yViolations(page);
}

test.describe('at desktop size', { tag: '@desktop' }, () => {
  test('a guest browses from the header search, fills the cart and signs up in the checkout panel', async ({ page, context }) => {
    const home = new HomePage(page);
    await home.open();
    // The desktop home and header: no tab bar, the search box is in the header (no search panel).
    await expect(page.getByRole('banner').getByRole('combobox', { name: /search mutual funds/i })).toBeVisible();
    await expectFits(page, 'home');

    const search = await home.searchInput(false);
    await search.fill('HDFC');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(5);
    expect(page.url()).not.toMatch(/search-panel/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('option').first().click();

    await page.waitForURL(/\/v1\/mutual-fund-detail\/.+schemeId=\d+/);
    const detail = new FundDetailPage(page);
    await expect(detail.navChart().locator('canvas').first()).toBeVisible();
    await detail.rangeButton('3Y').click();
    await expect(detail.rangeButton('3Y')).toHaveAttribute('aria-pressed', 'true');
    await expectFits(page, 'fund page');
    const invest = new InvestDialog(page);
    const dialog = await invest.open();
    await expect(dialog.getByLabel('Amount (₹)')).toBeVisible();
    await expectFits(page, 'invest dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await invest.addLumpsum('100000', { shownAs: '1,00,000' });
    await invest.addSip('5000');

    // The fund list: at desktop size its filters are shown beside the results, not behind a button.
    await home.open();
    await home.browseCard(/tax saver/i).click();
    await page.waitForURL(/\/v1\/mutual-fund-results\/Equity\/ELSS/);
    await expect(page.getByRole('link', { name: /elss|tax/i }).first()).toBeVisible();
    await expect(page.locator('fieldset.cat-results__filters')).toBeVisible();
    await expectFits(page, 'ELSS list');

    await page.goto('/v1/search?keywords=sbi');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectFits(page, 'search results');

    await page.goto('/v1/best-performing-funds');
    await expect(page.getByRole('link', { name: /fund/i }).first()).toBeVisible();
    await expectFits(page, 'best performing funds');

    // A curated pack and its invest dialog.
    await home.open();
    await page.getByRole('region', { name: 'Curated packs' }).getByRole('link', { name: 'First-time Investor' }).click();
    const pack = new PackDetailsPage(page);
    await expect(pack.heading('First-time Investor')).toBeVisible();
    await expect(pack.funds()).toHaveCount(4);
    await expectFits(page, 'pack');
    const packDialog = await pack.openInvestDialog('First-time Investor');
    await expect(packDialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expectFits(page, 'pack invest dialog');
    await page.keyboard.press('Escape');
    await expect(packDialog).toBeHidden();

    await page.goto('/v1/no-such-page');
    await page.waitForURL(/\/v1\/home\?.*error=404/);
    await expect(page.getByRole('heading', { name: /browse funds by category/i })).toBeVisible();

    // The cart and its checkout login panel, every step, then the new investor is signed in.
    const cart = new CartReviewPage(page);
    await cart.open();
    await expect(cart.items()).toHaveCount(2);
    await expect(cart.badge(2)).toBeAttached();
    await expectFits(page, 'cart');
    await cart.investNow().click();
    const panel = cart.loginPanel;
    await expect(panel.heading('Login / Register')).toBeVisible();
    await expectFits(page, 'checkout login: mobile');
    const mobile = newMobile();
    await panel.enterMobile(mobile);
    await expect(panel.heading('Create your account')).toBeVisible();
    await expectFits(page, 'checkout login: new account');
    await panel.enterDetails('Kiran Desai Desktop', `kiran.${mobile}@example.com`);
    await expect(panel.otpInput()).toBeVisible();
    await expectFits(page, 'checkout login: OTP');
    await panel.enterOtp(await otpFromOutboxPage(context, mobile));
    await expect(page).toHaveURL(KYC_FOR_CHECKOUT);
    await expect(page.getByRole('button', { name: 'Check KYC Status' })).toBeVisible();
    await expectFits(page, 'KYC');
  });

  test("a new investor's onboarding steps, each once", async ({ page }) => {
    const session = new ApiSession(page.request);
    await session.signUp(newMobile(), 'Ishaan Joshi Desktop');
    await investorThroughStep3(page.request, newPan(), `5${digits(11)}`, readFileSync(chequeFile('sbi-complete.png')));

    await page.goto('/v1/profile/personal-details?flowType=checkout');
    await expect(page.getByText('Step 1/5')).toBeVisible();
    await expect(page.getByLabel('Address')).toBeVisible();
    await expectFits(page, 'step 1');

    const bank = new BankDetailsPage(page);
    await bank.open();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Step 2/5')).toBeVisible();
    await expectFits(page, 'step 2');

    // Step 3 at desktop size: the stepper beside the questions.
    await page.goto('/v1/profile/risk-profile-result?flowType=checkout');
    await expect(page.getByText('Step 3/5')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
    await expectFits(page, 'step 3, the result');
    await page.getByRole('link', { name: 'Retake the test' }).first().click();
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expectFits(page, 'step 3, a question');

    const step4 = new OccupationNomineePage(page);
    await step4.open();
    await step4.optIn('Yes');
    await expect(step4.nominee(1)).toBeVisible();
    await expectFits(page, 'step 4');
  });

  test('the sign-in dialog, the account menu, the profile with its side navigation, risk profile, mandates and STPs', async ({ page }) => {
    const signIn = new SignInDialog(page);
    await page.goto('/v1/home');
    await signIn.openFromHeader();
    await expectFits(page, 'sign-in: mobile number');
    await signIn.enterMobile(DEMO_INVESTOR.mobile);
    await expect(signIn.dialog.getByLabel('Password')).toBeVisible();
    await signIn.enterPassword('wrong-password');
    await expect(signIn.dialog.getByRole('alert')).toHaveText('Please enter correct password');
    await expectFits(page, 'sign-in: password');
    await signIn.enterPassword(DEMO_INVESTOR.password);
    await expect(signIn.dialog).toBeHidden();
    // At desktop size the header's account menu shows the name itself (a phone's is compact).
    await expect(page.getByRole('banner').getByText(DEMO_INVESTOR.name)).toBeVisible();

    // The header's account menu leads to the risk profile (desktop: the stepper layout).
    await signIn.accountMenu(DEMO_INVESTOR.name).click();
    await expect(page.getByRole('menuitem', { name: 'Risk Profile' })).toBeVisible();
    // The open menu too (a modal menu hid the focusable page with aria-hidden: aria-hidden-focus).
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Risk Profile' }).click();
    await expect(page.getByRole('button', { name: "Let's Begin" }).or(page.getByRole('link', { name: 'Retake the test' }))).toBeVisible();
    await expectFits(page, 'risk profile');

    // The mandates list and the set-up form, in the profile frame with its side navigation.
    await page.goto('/v1/profile/mandates');
    await expect(page.getByRole('list', { name: 'Your mandates' }).getByText('E-mandate').first()).toBeVisible();
    await expectFits(page, 'mandates');
    await page.getByRole('link', { name: 'Setup Mandate' }).click();
    await expect(page.getByLabel('Mandate limit (₹)')).toBeVisible();
    await expectFits(page, 'setup mandate');

    // My STPs (the info panel, the list or its empty line) and the create form (desktop only: Setup New STP).
    await page.goto('/v1/profile/stps');
    await expect(page.getByRole('heading', { name: 'Systematic Transfer and Withdrawal Plans' })).toBeVisible();
    await expectFits(page, 'my STPs');
    await page.getByRole('link', { name: 'Setup New STP' }).click();
    await expect(page.getByLabel('Transfer from').or(page.getByText(/no holding an STP can start from/))).toBeVisible();
    await expectFits(page, 'create STP');

    // The profile area: the side navigation (a phone has the tabs at the top).
    const profile = new ProfilePage(page);
    await profile.open();
    await expect(profile.tabs).toBeVisible();
    await expectFits(page, 'Personal Details');
    await profile.personal.getByRole('button', { name: 'Edit Personal Details' }).click();
    await expect(profile.field('Address')).toBeVisible();
    await expectFits(page, 'Personal Details, editing');
    for (const [tab, ready] of [
      ['Bank Details', /Add Bank Account|Add Another Account|XXXX/],
      ['Employment Details', /Occupation/],
      ['Nominee Details', /Nominee/],
    ] as const) {
      await profile.tabs.getByRole('link', { name: tab }).click();
      await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
      await expectFits(page, tab);
    }
    await page.getByRole('button', { name: /^(Edit|Add) Nominee Details$/ }).click();
    await page.getByRole('group', { name: 'Do you want to add Nominee Details?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByRole('group', { name: 'Nominee 1/3' })).toBeVisible();
    await expectFits(page, 'Nominee Details, editing');
  });

  test('My SIPs and Transactions beside the account sidebar (issue 12 §3)', async ({ page }) => {
    await new ApiSession(page.request).signIn(DEMO_INVESTOR);
    await page.goto('/v1/running-sips');
    await expect(page.getByRole('list', { name: 'Your SIPs' }).or(page.getByText("You don't have any SIPs yet"))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expectFits(page, 'My SIPs');
    // Transactions as a table at desktop size (or its empty state).
    await page.goto('/v1/transaction');
    await expect(page.getByRole('table').or(page.getByText('No transactions for the selected period and type'))).toBeVisible();
    await expect(page.getByLabel('From date')).toBeVisible();
    await expectFits(page, 'Transactions');
  });

  test("checkout: 'Hold on!', the order summary, the payment mode and the NEFT and cheque pages", async ({ page }) => {
    const session = new ApiSession(page.request);
    await session.signIn(DEMO_INVESTOR);
    const [fund] = await data<{ schemeId: number }[]>(await page.request.get('/api/v1/mutual-funds/suggest-mutual-fund?text=HDFC'));
    // One order set waiting for payment (placed as the payment popup places it) and a new lumpsum.
    await session.discardOrders();
    await session.emptyCart();
    await session.addLumpsum(fund!.schemeId, '6000');
    await session.placeCart(DEMO_INVESTOR.mobile);
    await session.addLumpsum(fund!.schemeId, '7000');

    await page.goto('/v1/cart-review');
    await page.getByRole('button', { name: 'Invest Now' }).click();
    const holdOn = page.getByRole('dialog', { name: 'Hold on!' });
    await expect(holdOn.getByRole('button', { name: 'Continue with Existing Order' })).toBeVisible();
    await expectFits(page, "'Hold on!'");
    await holdOn.getByRole('button', { name: 'Continue with Existing Order' }).click();
    await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem')).toHaveCount(1);
    await expectFits(page, 'order summary');

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL(/\/v1\/payment-mode\?/);
    await expect(page.getByRole('radio', { name: 'NEFT/RTGS' })).toBeVisible();
    await expectFits(page, 'payment mode');
    await page.getByRole('radio', { name: 'NEFT/RTGS' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/v1\/neft-payment\?/);
    await expect(page.getByText('₹6,000.00').first()).toBeVisible();
    await expectFits(page, 'NEFT');
    await page.goBack();
    await page.getByRole('radio', { name: 'Cheque' }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/v1\/cheque-payment\?/);
    await expect(page.getByRole('button', { name: 'Generate Challan' })).toBeVisible();
    await expectFits(page, 'cheque');
    await session.discardOrders();
  });

  test('the capital-gains statement (issue 12 §1)', async ({ page }) => {
    await new ApiSession(page.request).signIn(DEMO_INVESTOR);
    await page.goto('/v1/profile/portfolio/capital-gains');
    await expect(page.getByRole('heading', { level: 1, name: 'Capital gains' })).toBeVisible();
    await expect(page.getByLabel('Financial year')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expectFits(page, 'capital gains');
  });

  test('the advisor host, for a guest and for the advisor; the sandbox console', async ({ page }) => {
    const host = new AdvisorHost(page);
    const signIn = new SignInDialog(page);
    await host.open('SANCHAY01', PORT);
    await expect(host.advisorName).toHaveText('Advisor Rohan Mehta');
    await expectFits(page, 'advisor host, a guest');
    await signIn.openFromHeader();
    await signIn.enterMobile('9000000002');
    await signIn.enterPassword(DEMO_INVESTOR.password);
    await expect(signIn.dialog).toBeHidden();
    await expect(host.aumBar).toBeVisible();
    await expect(host.loanCard).toBeVisible();
    // The advisor's desktop home (decision 0145): two columns, the advisor's panel on the right.
    const panel = page.getByRole('complementary', { name: 'Your advisor tools' });
    await expect(panel.getByRole('link', { name: /Customer Investment Report/ })).toHaveAttribute('href', /agentCode=SANCHAY01/);
    await expect(panel.getByRole('link', { name: /Diwali greeting/ })).toBeVisible();
    await expectFits(page, 'advisor host, the advisor');
    const advisorOrigin = new URL(page.url()).origin;
    // The content popup: the product's items with their thumbnails, a keyboard dialog.
    await panel.getByRole('button', { name: 'View content' }).click();
    const content = page.getByRole('dialog', { name: 'Content for your customers' });
    await expect(content.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(content.getByRole('button', { name: 'Get notified' }).or(content.getByRole('link', { name: 'Create Leads' }))).toBeVisible();
    await expect.poll(() => content.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    await expectFits(page, 'content popup');
    await page.keyboard.press('Escape');
    await expect(content).toBeHidden();
    // The Register popup (NISM and ARN, decision 0126) from the advisor's own row, every field shown.
    await page.getByRole('button', { name: 'Register NISM and ARN' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByRole('group', { name: 'Are you NISM certified?' }).getByRole('radio', { name: 'Yes' }).check();
    await register.getByRole('group', { name: 'Are you an ARN holder?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(register.getByLabel('EUIN')).toBeVisible();
    await expectFits(page, 'register popup');
    await page.keyboard.press('Escape');
    await expect(register).toBeHidden();

    await page.goto('/v1/sandbox/console');
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox console' })).toBeVisible();
    await expect(page.getByTestId('sandbox-now')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    await expectFits(page, 'sandbox console');

    // The advisor's customers (issue 13 §1, decision 0142) on the advisor host: the table, sorted by a column header.
    await page.goto(`${advisorOrigin}/v1/my-customers`);
    const customers = page.getByRole('table', { name: 'My Customers' });
    await expect(customers.getByRole('row', { name: /Priya Nair/ })).toBeVisible();
    await customers.getByRole('button', { name: 'AUM', exact: true }).click();
    await expect(customers.getByRole('columnheader', { name: 'AUM', exact: true })).toHaveAttribute('aria-sort', 'descending');
    await expectFits(page, 'my customers');
  });

  // Last: it moves the sandbox clock (the holdings need allotting).
  test('the portfolio with holdings: the table, a row expanded, the row menu, the pies; the holding’s details', async ({ page }) => {
    await new ApiSession(page.request).signIn(DEMO_INVESTOR);
    const elss = await fundOf(page.request, 'ELSS (Tax Savings)');
    await demoInvestorHolds(page, [await fundOf(page.request, 'Large Cap'), elss]);
    await page.goto('/v1/profile/portfolio');
    const table = page.getByRole('table', { name: 'Your holdings' });
    await expect(table).toBeVisible();
    // The account sidebar on desktop, with Portfolio current.
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    const row = table.getByRole('row').filter({ hasText: elss.schemeName.split(' - ')[0]! }).first();
    await expect(page.getByRole('figure', { name: 'Sub-category distribution' })).toBeVisible();
    await expectFits(page, 'portfolio');
    // The page comes rendered by the server (decision 0172): its buttons work once React owns them.
    await untilHydrated(row.getByRole('button', { name: /Transactions/ }));
    await row.getByRole('button', { name: /Transactions/ }).click();
    await expect(table.getByRole('table').first()).toContainText('+ Purchase');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/v1\/portfolio-details\?folioNo=.+&schemeId=\d+$/);
    await expect(page.getByRole('table', { name: 'ELSS lock-in' })).toContainText('Locked');
    await expectFits(page, 'portfolio details');
  });
});
