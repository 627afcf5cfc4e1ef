import { expect, test, type Page } from '@playwright/test';
import { AdvisorHost } from '../pages/advisor-host';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { SignInDialog } from '../pages/sign-in-dialog';

// The calculators (issue 13 §4; spec 3 §2 "Calculators", §4 "Calculator sharing"; decisions 0132,
// 0133): a visitor works the SIP calculator on a phone; the advisor (Rohan Mehta, SANCHAY01)
// shares a result with a customer; the customer opens the short link and clicks I'm Interested;
// the advisor has both leads.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const PASSWORD = 'Sanchay@123';
const ADVISOR = { mobile: '9000000002', name: 'Rohan Mehta' };

const figure = (page: Page, term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a visitor changes the SIP calculator and sees You Invest and You Gain', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/v1/sip-calculator`);
  await expect(page.getByRole('heading', { level: 1, name: 'SIP Calculator' })).toBeVisible();
  // The spec's defaults: ₹5,000 a month, 8%, 10 years (LibreOffice's FV: ₹9,20,828.38).
  await expect(figure(page, 'You Invest')).toHaveText('₹6,00,000.00');
  await expect(figure(page, 'You Gain')).toHaveText('₹3,20,828.38');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₹10,000' }).click();
  const years = page.getByRole('textbox', { name: 'Time period (years)' });
  await years.fill('15');
  const rate = page.getByRole('textbox', { name: 'Expected return (% a year)' });
  await rate.fill('12');
  // ₹10,000 a month for 15 years at 12%: FV(1%; 180; -10000; 0; 1) = ₹50,45,760.00 (₹50,45,759.995 rounded half-up).
  await expect(figure(page, 'You Invest')).toHaveText('₹18,00,000.00');
  await expect(figure(page, 'You Gain')).toHaveText('₹32,45,760.00');
  await page.getByText('Year by year', { exact: true }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(16);
  await expectNoSeriousA11yViolations(page);

  // The goal calculator: the monthly SIP for ₹5,00,000 in 10 years at 8% (PMT: ₹2,714.95).
  await page.goto(`http://localhost:${PORT}/v1/goal-amount-calculator`);
  await expect(figure(page, 'Monthly SIP needed')).toHaveText('₹2,714.95');
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("the advisor shares a result; the customer opens the link and is interested; the advisor has both leads", async ({ page, browser }) => {
  const host = new AdvisorHost(page);
  const signIn = new SignInDialog(page);
  await host.open('SANCHAY01', PORT);
  await signIn.openFromHeader();
  await signIn.enterMobile(ADVISOR.mobile);
  await signIn.enterPassword(PASSWORD);
  await expect(signIn.dialog).toBeHidden();

  await page.goto(`http://pro.localhost:${PORT}/v1/sip-calculator`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with your customer' });
  const mobile = `98${String(Date.now()).slice(-8)}`;
  await dialog.getByLabel('Customer’s mobile').fill(mobile);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Customer name is mandatory');
  await dialog.getByLabel('Customer’s name').fill('  ravi   kumar ');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const whatsapp = dialog.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));
  const shortLink = await dialog.getByRole('link', { name: /\/s\/[A-Za-z0-9]{8}$/ }).getAttribute('href');
  expect(shortLink).toMatch(new RegExp(`^http://localhost:${PORT}/s/[A-Za-z0-9]{8}$`));
  // The PNG the server made shows in the dialog.
  await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expectNoSeriousA11yViolations(page);

  // The customer, in a browser of their own, opens the short link.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visit = await customer.newPage();
  await visit.goto(shortLink!);
  await expect(visit).toHaveURL(/\/v1\/sip-calculator\?share=[A-Za-z0-9]{8}$/);
  await expect(visit.getByText(`Shared by ${ADVISOR.name}, your mutual fund distributor.`)).toBeVisible();
  await expect.poll(() => visit.getByRole('img', { name: /Calculator result/ }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expectNoSeriousA11yViolations(visit);
  await visit.getByRole('button', { name: "I'm Interested" }).click();
  const form = visit.getByRole('dialog', { name: 'Tell us how to reach you' });
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Your full name').fill('Anita Desai');
  await form.getByLabel('Your mobile').fill('9812345678');
  await form.getByLabel('Your e-mail').fill('anita@example.com');
  await expectNoSeriousA11yViolations(visit);
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Thank you. Your advisor will contact you shortly.');
  await customer.close();

  // The advisor's leads: the popup's customer and the interested visitor.
  // Asked by the advisor's page (Node cannot resolve pro.localhost; Chromium can).
  const leads = await page.evaluate(async () => {
    const res = await fetch('/api/v1/agent/SANCHAY01/leads', { credentials: 'include' });
    return ((await res.json()) as { responseData: { leads: { tag: string; source: string; investorName: string; investorMobileNo: string }[] } }).responseData.leads;
  });
  expect(leads.find((l) => l.source === 'calculator_share' && l.investorMobileNo === mobile)).toMatchObject({ tag: 'mf_interested', investorName: 'Ravi Kumar' });
  expect(leads.find((l) => l.source === 'shared_link' && l.investorName === 'Anita Desai')).toMatchObject({ tag: 'mf_interested' });
});
