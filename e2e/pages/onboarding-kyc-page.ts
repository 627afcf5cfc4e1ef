import { expect, type Page } from '@playwright/test';

/** /profile/kyc-details (spec 2 §2, §4): the PAN check and its status panel. */
export class KycDetailsPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/v1/profile/kyc-details${query}`);
    await expect(this.page.getByRole('heading', { name: 'KYC Details' })).toBeVisible();
  }

  async check(pan: string): Promise<void> {
    await this.page.getByLabel('PAN', { exact: true }).fill(pan);
    await this.page.getByRole('button', { name: 'Check KYC Status' }).click();
    await expect(this.panel).toBeVisible();
  }

  get panel() {
    return this.page.getByRole('region', { name: 'KYC status' });
  }
}

/** /profile/personal-details (step 1). */
export class PersonalDetailsPage {
  constructor(private readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/v1\/profile\/personal-details/);
    await expect(this.page.getByText('Step 1/5')).toBeVisible();
    await expect(this.page.getByLabel('Address')).toBeVisible();
  }

  async fill(values: { gender: string; dob: string; address: string; pincode: string }): Promise<void> {
    await this.page.getByRole('radio', { name: values.gender, exact: true }).check();
    await this.page.getByLabel('Date of birth (DD/MM/YYYY)').fill(values.dob);
    await this.page.getByLabel('Address').fill(values.address);
    await this.page.getByLabel('Pincode').fill(values.pincode);
    await this.page.getByLabel('Pincode').blur();
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
