import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React owns the element. A page the server rendered (docs/decisions/0055) shows its
 * links and buttons before React has hydrated them: a click on a button then does nothing, and a
 * click on a link loads a whole new document instead of the app's navigation. A person is slower
 * than hydration; a test is not.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}
