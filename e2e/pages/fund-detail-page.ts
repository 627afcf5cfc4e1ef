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
