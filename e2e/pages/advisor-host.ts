import type { Page } from '@playwright/test';

/** The advisor host's parts of the shell (spec 1 §2): the header's advisor row and home's loan card. */
export class AdvisorHost {
  constructor(private readonly page: Page) {}

  /** Opens home on the advisor host (pro.localhost resolves to loopback in Chromium). */
  async open(agentCode: string, port: number): Promise<void> {
    await this.page.goto(`http://pro.localhost:${port}/v1/home?agentCode=${agentCode}`);
    await this.page.getByRole('heading', { name: /browse funds by category/i }).waitFor();
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
