import type { Page, Route } from '@playwright/test';

/**
 * Holds the requests to one API path until released: a step that shows only while a call is
 * under way (a "verifying" dialog) can then be checked (axe takes seconds on a busy machine)
 * without the answer arriving meanwhile and moving the page on. Only the next request is held
 * (`times: 1`); released, it goes to the server as sent. (Unrouting while a request is held
 * makes Playwright hand it on by itself, and the held continue then fails: "Route is already
 * handled".)
 */
export async function holdNextAnswer(page: Page, path: string): Promise<{ release: () => void }> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  const matcher = (url: URL) => url.pathname === path;
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(matcher, handler, { times: 1 });
  return {
    release: () => {
      open();
    },
  };
}
