import { expect, test, type Page } from '@playwright/test';
import { AdvisorHost } from '../pages/advisor-host';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { SignInDialog } from '../pages/sign-in-dialog';

// The advisor host (spec 1 §1, §2, §6): pro.localhost with the demo advisor SANCHAY01 (Rohan
// Mehta, 9000000002) and its three demo customers. The advisor's name is public; the customer
// count and AUM are for the advisor's own session only. docs/decisions/0011-advisor-host.md.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const PASSWORD = 'Sanchay@123';
const ADVISOR = { mobile: '9000000002', name: 'Rohan Mehta' };
const CUSTOMER = { mobile: '9000000003', name: 'Priya Nair' };
const expectNoSideways = (page: Page) => expectNoSidewaysScroll(page, page.viewportSize()?.width ?? 390, 'my customers');

test('the advisor sees the customer count and AUM; a guest and a customer do not', async ({ page }) => {
  const host = new AdvisorHost(page);
  const signIn = new SignInDialog(page);

  // A guest who only knows the agent code: the advisor's name, no numbers.
  await host.open('SANCHAY01', PORT);
  await expect(host.advisorName).toHaveText(`Advisor ${ADVISOR.name}`);
  await expect(host.backToAdvisorApp).toHaveAttribute('href', '/v1/my-customers?agentCode=SANCHAY01');
  await expect(host.aumBar).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The advisor signs in with the agent's own account.
  await signIn.openFromHeader();
  await signIn.enterMobile(ADVISOR.mobile);
  await signIn.enterPassword(PASSWORD);
  await expect(signIn.dialog).toBeHidden();
  await expect(host.customerCount).toHaveText('3');
  // The AUM sums the customers' ledgers at the latest NAVs (Meera Iyer's demo history among them,
  // still replaying in the background, so the figure grows): a rupee amount, in full for screen
  // readers. Its arithmetic is tested in apps/server/test/advisor-aum.test.ts.
  await expect(host.aum).toContainText(/Total AUM ₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}/);

  // Loan Against MF is there, and opens the partner page with the advisor's code as partnerId.
  await expect(host.loanCard).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await host.loanCard.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/v1\/sandbox\/loan-against-mf\?partnerId=SANCHAY01$/);
  await expect(popup.getByTestId('loan-partner-id')).toHaveText('SANCHAY01');
  await popup.close();
  await expectNoSeriousA11yViolations(page);
  // The home banner's loan popup: Yes, I'm Interested opens the same page, then the thank-you.
  await page.getByRole('region', { name: 'Loan against mutual funds' }).getByRole('button', { name: 'Check loan eligibility' }).click();
  const loan = page.getByRole('dialog', { name: 'Need money? Take a loan against your mutual funds' });
  await expectNoSeriousA11yViolations(page);
  const partnerOpened = page.waitForEvent('popup');
  await loan.getByRole('link', { name: /Yes, I'm Interested/ }).click();
  const partner = await partnerOpened;
  await expect(partner.getByTestId('loan-partner-id')).toHaveText('SANCHAY01');
  await partner.close();
  await expect(loan.getByRole('status')).toContainText('24 to 48 hours');
  await page.keyboard.press('Escape');
  await expect(loan).toBeHidden();

  // The advisor's customers on a phone (issue 13 §1): a card each, with the way to open the account.
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/v1/my-customers?isEuin=true`);
  const cards = page.getByRole('list', { name: 'My Customers' });
  for (const name of ['Priya Nair', 'Vikram Singh', 'Meera Iyer']) await expect(cards.getByRole('heading', { name })).toBeVisible();
  await expect(cards.getByRole('link', { name: 'Open account: Priya Nair' })).toHaveAttribute('href', /^\/v1\/my-customers\/open\?customerId=[0-9a-f-]{36}$/);
  await expectNoSideways(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${origin}/v1/home`);

  // A customer of the advisor signs in on the advisor host: the name stays, the numbers go.
  await signIn.logout(ADVISOR.name);
  // Logout on the advisor host reloads /v1/home; the session keeps the advisor's agent code.
  await page.waitForURL(/\/v1\/home$/);
  await expect(host.advisorName).toHaveText(`Advisor ${ADVISOR.name}`);
  await signIn.openFromHeader();
  await signIn.enterMobile(CUSTOMER.mobile);
  await signIn.enterPassword(PASSWORD);
  await expect(signIn.accountMenu(CUSTOMER.name)).toBeVisible();
  await expect(host.advisorName).toHaveText(`Advisor ${ADVISOR.name}`);
  await expect(host.aumBar).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the main host shows no advisor row and no Loan Against MF, whatever the URL says', async ({ page }) => {
  const host = new AdvisorHost(page);
  await page.goto('/v1/home?agentCode=SANCHAY01');
  await expect(page.getByRole('region', { name: /browse funds by category/i }).getByRole('link', { name: 'Tax Saver' })).toBeVisible();
  await expect(host.loanCard).toHaveCount(0);
  await expect(host.advisorName).toHaveCount(0);
  await expect(host.backToAdvisorApp).toHaveCount(0);
});

test("the customer's advisor e-mails the investment statement; the outbox carries the PDF", async ({ page }) => {
  // Rohan Mehta (SANCHAY01) acts for his customer Meera Iyer (9000000005) with her OTP (decisions
  // 0125, 0138). Her demo history replays in the background after start: the portfolio page is
  // read again until it has holdings (a condition, not a time).
  const host = new AdvisorHost(page);
  await new ApiSession(page.request).signIn({ mobile: '9000000005', password: PASSWORD });
  await host.signIn('SANCHAY01', PORT, { mobile: '9000000002', password: PASSWORD });
  await host.actFor(PORT, { mobile: '9000000005', name: 'Meera Iyer' }, page.request);
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/v1/profile/portfolio`);
  const share = page.getByRole('region', { name: 'Share Investment Statement' });
  await expect(async () => {
    await page.reload();
    await expect(share).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 300_000 });
  await expect(share.getByRole('radio', { name: 'SMS' })).toHaveCount(0);
  await share.getByLabel("Customer's e-mail").fill('meera.statement@example.com');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share.getByRole('status')).toHaveText('Investment statement sent by e-mail');
  await expectNoSeriousA11yViolations(page);

  // The sandbox outbox lists the e-mail with its PDF, which opens.
  await page.goto(`${origin}/v1/sandbox/outbox?recipient=meera.statement%40example.com`);
  const link = page.getByRole('link', { name: /^investment-statement-\d{4}-\d{2}-\d{2}\.pdf$/ });
  await expect(link).toBeVisible();
  // Fetched from Node, which does not resolve pro.localhost: the same server on localhost.
  const pdf = await page.request.get(`http://localhost:${PORT}${await link.getAttribute('href')}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
});
