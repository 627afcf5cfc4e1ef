import { expect, type Page } from '@playwright/test';

/** /pack-details?mintpackIds= (spec 1 §2): a curated pack, its funds and weights, its invest dialog. */
export class PackDetailsPage {
  constructor(private readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  funds() {
    return this.page.getByRole('table').getByRole('row');
  }

  /** Opens the invest dialog and returns it. */
  async openInvestDialog(packName: string) {
    await this.page.getByRole('button', { name: 'Invest in this pack' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Invest in ${packName}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
