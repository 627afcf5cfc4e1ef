import type { Page } from '@playwright/test';
import { untilHydrated } from './hydration';

export class HomePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/v1/home');
    await this.page.getByRole('heading', { name: /browse funds by category/i }).waitFor();
  }

  browseCard(name: RegExp) {
    return this.page
      .getByRole('region', { name: /browse funds by category/i })
      .getByRole('link', { name });
  }

  /** Desktop: the header's search box. Mobile: the search icon opens the search panel. */
  async searchInput(isMobile: boolean) {
    if (isMobile) {
      const search = this.page.getByRole('link', { name: /search/i }).first();
      await untilHydrated(search);
      await search.click();
      await this.page.waitForURL(/\/v1\/search-panel/);
    }
    return this.page.getByRole('combobox', { name: /search mutual funds/i });
  }

  /**
   * From home, searches `text` and opens the first suggestion's fund page (a fund to invest in,
   * for journeys about what comes after); answers its scheme id.
   */
  async openFirstSuggestion(text: string, isMobile: boolean): Promise<number> {
    await this.open();
    await (await this.searchInput(isMobile)).fill(text);
    await this.page.getByRole('option').first().click();
    await this.page.waitForURL(/\/v1\/mutual-fund-detail\/.+schemeId=\d+/);
    return Number(new URL(this.page.url()).searchParams.get('schemeId'));
  }
}
