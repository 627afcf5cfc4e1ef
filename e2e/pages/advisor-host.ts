import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { data } from './api-session';
import { latestOtp, SignInDialog } from './sign-in-dialog';

/** The advisor host's parts of the shell (spec 1 §2): the header's advisor row and home's loan card. */
export class AdvisorHost {
  constructor(private readonly page: Page) {}

  /** Opens home on the advisor host (pro.localhost resolves to loopback in Chromium). */
  async open(agentCode: string, port: number): Promise<void> {
    await this.page.goto(`http://pro.localhost:${port}/v1/home?agentCode=${agentCode}`);
    await this.page.getByRole('heading', { name: /browse funds by category/i }).waitFor();
  }

  /** Signs the advisor in on the advisor host (the header's dialog). */
  async signIn(agentCode: string, port: number, advisor: { mobile: string; password: string }): Promise<void> {
    const dialog = new SignInDialog(this.page);
    await this.open(agentCode, port);
    await dialog.openFromHeader();
    await dialog.enterMobile(advisor.mobile);
    await dialog.enterPassword(advisor.password);
    await expect(dialog.dialog).toBeHidden();
  }

  /**
   * Opens a customer's account (decision 0138): the consent page, Send OTP, the code the customer
   * received (the sandbox outbox), Verify. Her id comes from her own session in `request` (main host).
   */
  async actFor(
    port: number,
    customer: { mobile: string; name: string },
    request: APIRequestContext,
    /** Checks to make on the page, then with the OTP dialog open (axe, widths). */
    check?: (step: 'page' | 'dialog') => Promise<void>,
  ): Promise<void> {
    const me = await data<{ user: { userId: string } }>(await request.get('/api/v1/login/get-current-user'));
    await this.page.goto(`http://pro.localhost:${port}/v1/my-customers/open?customerId=${me.user.userId}`);
    await expect(this.page.getByRole('heading', { name: `Open ${customer.name}’s account` })).toBeVisible();
    await check?.('page');
    await this.page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = this.page.getByRole('dialog', { name: 'OTP Verification' });
    await expect(otp.getByLabel('OTP')).toBeVisible();
    await check?.('dialog');
    await otp.getByLabel('OTP').fill(await latestOtp(request, customer.mobile));
    await otp.getByRole('button', { name: 'Verify & Proceed' }).click();
    await expect(this.actingBar(customer.name)).toBeVisible();
  }

  /** The header's "Acting for <name>" row. */
  actingBar(name: string) {
    return this.page.getByRole('region', { name: `Acting for ${name}` });
  }

  get header() {
    return this.page.getByRole('banner');
  }

  /** The header's "Your advisor <name>" line. */
  get advisorName() {
    return this.header.getByTestId('advisor-name');
  }

  get backToAdvisorApp() {
    return this.header.getByRole('link', { name: 'Back to advisor app' });
  }

  get aumBar() {
    return this.header.getByRole('group', { name: 'Your customers and assets under management' });
  }

  get customerCount() {
    return this.aumBar.getByTestId('advisor-customer-count');
  }

  get aum() {
    return this.aumBar.getByTestId('advisor-aum');
  }

  get loanCard() {
    return this.page.getByRole('region', { name: /browse funds by category/i }).getByRole('link', { name: /Loan Against MF/ });
  }
}
