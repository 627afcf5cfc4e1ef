import { expect, type Page } from '@playwright/test';

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
  /** The scheme's tax class and its basis (decision 0153). */
  taxClassRegion() {
    return this.page.getByRole('region', { name: 'Tax class' });
  }
}

/** The fund page's Invest dialog (spec 3 §5): adds a lumpsum or a monthly SIP to the cart. */
export class InvestDialog {
  constructor(private readonly page: Page) {}

  private dialog() {
    return this.page.getByRole('dialog', { name: /^Invest in / });
  }

  /** Opens the dialog from the fund page's Invest button. */
  async open() {
    await this.page.getByRole('button', { name: 'Invest', exact: true }).click();
    return this.dialog();
  }

  /** `shownAs`: how the amount field must read once typed (Indian grouping, e.g. 1,00,000). */
  async addLumpsum(amount: string, options: { shownAs?: string } = {}): Promise<void> {
    const dialog = await this.open();
    await dialog.getByLabel('Amount (₹)').fill(amount);
    if (options.shownAs) await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(options.shownAs);
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** A monthly SIP on the fund's first offered date, until cancelled. */
  async addSip(amount: string): Promise<void> {
    const dialog = await this.open();
    await dialog.getByRole('tab', { name: 'SIP' }).click();
    await dialog.getByLabel('Monthly SIP amount (₹)').fill(amount);
    await dialog.getByLabel('SIP date').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
