import type { Page, Route } from '@playwright/test';

/**
 * Holds the requests to one API path until released: a step that shows only while a call is
 * under way (a "verifying" dialog) can then be checked (axe takes seconds on a busy machine)
 * without the answer arriving meanwhile and moving the page on. Released, the held requests go
 * to the server as sent; the route is removed, so later calls are not held.
 */
export async function holdAnswers(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  const matcher = (url: URL) => url.pathname === path;
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(matcher, handler);
  return {
    release: async () => {
      open();
      await page.unroute(matcher, handler);
    },
  };
}
