import { expect, test } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { DEMO_INVESTOR } from '../pages/demo-accounts';

declare global {
  interface Window {
    /** The page's elements as the server sent them, kept before any script ran. */
    serverNodes?: Element[];
  }
}

// A returning investor's first screens come from the server with her own figures in them
// (decision 0172): the portfolio and its capital-gains statement are in the HTML before any script
// runs, nobody else's cache may keep them, and hydration attaches to the server's elements instead
// of throwing them away (the check browse-and-search.spec.ts makes of the public pages).

for (const [name, path, figure] of [
  ['the portfolio', '/v1/profile/portfolio', 'Portfolio summary'],
  ['the capital-gains statement', '/v1/profile/portfolio/capital-gains', 'Financial year'],
] as const) {
  test(`${name}, rendered by the server for the investor signed in, keeps its HTML through hydration`, async ({ page }) => {
    await new ApiSession(page.request).signIn(DEMO_INVESTOR);

    // The document as it comes: her page, not the shell, and kept by no cache.
    const served = await page.request.get(path);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('private, no-store');
    const html = await served.text();
    expect(html).toContain(figure);
    expect(html).toMatch(/class="account-entry__name"[^>]*>Asha</);
    expect(html).toContain('id="server-state"');

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.serverNodes = Array.from(document.querySelectorAll('.portfolio-page, .portfolio-page *'));
      });
    });
    await page.goto(path);
    await page.waitForFunction(() => {
      const node = document.querySelector('.portfolio-page');
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForLoadState('networkidle');
    const dropped = await page.evaluate(() => {
      const nodes = window.serverNodes ?? [];
      return { server: nodes.length, dropped: nodes.filter((node) => !node.isConnected).map((node) => node.className).slice(0, 5) };
    });
    expect(dropped.server).toBeGreaterThan(20);
    expect(dropped.dropped).toEqual([]);
    await expect(page.locator('.account-entry__name')).toHaveText('Asha');
  });
}

test('a signed-out visitor to the portfolio gets the shell, and the sign-in dialog', async ({ page }) => {
  const served = await page.request.get('/v1/profile/portfolio');
  expect(served.headers()['cache-control']).not.toContain('private');
  expect(await served.text()).not.toContain('id="server-state"');
  await page.goto('/v1/profile/portfolio');
  await expect(page.getByRole('dialog')).toBeVisible();
});
