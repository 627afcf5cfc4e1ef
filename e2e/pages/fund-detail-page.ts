import type { Page } from '@playwright/test';

export class FundDetailPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  navChart() {
    return this.page.getByRole('figure', { name: /nav/i });
  }
  rangeButton(range: string) {
    return this.page.getByRole('button', { name: range, exact: true });
  }
  returnsRegion() {
    return this.page.getByRole('region', { name: /returns/i });
  }
}

/** The fund page's Invest dialog (spec 3 §5): adds a lumpsum or a monthly SIP to the cart. */
export class InvestDialog {
  constructor(private readonly page: Page) {}

  private dialog() {
    return this.page.getByRole('dialog', { name: /^Invest in / });
  }

  async addLumpsum(amount: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Invest', exact: true }).click();
    const dialog = this.dialog();
    await dialog.getByLabel('Amount (₹)').fill(amount);
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** A monthly SIP on the fund's first offered date, until cancelled. */
  async addSip(amount: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Invest', exact: true }).click();
    const dialog = this.dialog();
    await dialog.getByRole('tab', { name: 'SIP' }).click();
    await dialog.getByLabel('Monthly SIP amount (₹)').fill(amount);
    await dialog.getByLabel('SIP date').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
