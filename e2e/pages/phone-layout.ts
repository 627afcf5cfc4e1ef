import { expect, type Page } from '@playwright/test';

// What a person's browser settings do to our layout on a phone (issue 9, WCAG 1.4.4 and 1.4.10):
// a wide fallback font (DejaVu Sans, what Chromium shows without the designer's fonts) and text
// twice the designer's size; and the checks that the page still fits the phone's width.

export const WIDE_FONT = `*, *::before, *::after { font-family: 'DejaVu Sans', Verdana, sans-serif !important; }`;
export const LARGE_TEXT = `html { font-size: 200% !important; }`;

/**
 * Puts the wide font (and, with `large`, the 200% text) on the current document, or with
 * large = false takes the large text off again. A constructed stylesheet: applied at once,
 * whatever the page's Content-Security-Policy says.
 */
export async function setTextStyle(page: Page, large: boolean): Promise<void> {
  await page.evaluate(
    ([wide, big, on]) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(on ? wide + big : wide);
      document.adoptedStyleSheets = [sheet];
    },
    [WIDE_FONT, LARGE_TEXT, large] as const,
  );
}

/** The wide font at 200% on every document the page loads from now on, as a browser setting would. */
export async function useLargeTextInWideFont(page: Page): Promise<void> {
  await page.addInitScript((css) => {
    const apply = () => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [sheet];
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', apply);
    else apply();
  }, WIDE_FONT + LARGE_TEXT);
}

/**
 * The page is no wider than the window, and the window is the phone's width: an emulated phone
 * widens its window (innerWidth) to content that overflows, so innerWidth alone would pass.
 * Every control (field, button, button-styled link) also stays inside its card or dialog.
 */
export async function expectNoSidewaysScroll(page: Page, width: number, where = ''): Promise<void> {
  const { scrollWidth, innerWidth, overflowing, widest } = await page.evaluate((phoneWidth) => {
    // Content of a box that scrolls or clips sideways does not widen the page, unless it is placed
    // absolutely against a block outside that box (a visually hidden caption once did).
    const insideScroller = (el: Element): boolean => {
      if (getComputedStyle(el).position === 'absolute') return false;
      for (let p = el.parentElement; p; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
      overflowing: Array.from(
        document.querySelectorAll(
          'main input:not([type=hidden]):not([hidden]), main select, main textarea, main button, main a.btn, [role=dialog] input:not([type=hidden]):not([hidden]), [role=dialog] button',
        ),
      )
        .filter((control) => {
          const card = control.closest('[role=dialog], .card');
          if (card === null) return false;
          const box = control.getBoundingClientRect();
          const frame = card.getBoundingClientRect();
          return box.width > 0 && (box.right > frame.right + 0.5 || box.left < frame.left - 0.5);
        })
        .map(
          (control) =>
            control.getAttribute('aria-label') ||
            control.textContent?.trim().slice(0, 40) ||
            control.id ||
            control.tagName,
        ),
      // What sticks out past the phone's width, widest first: named in the failure message.
      widest: Array.from(document.querySelectorAll('body *'))
        .map((el) => ({ el, right: Math.round(el.getBoundingClientRect().right) }))
        .filter(
          ({ el, right }) =>
            right > phoneWidth && getComputedStyle(el).position !== 'fixed' && !insideScroller(el),
        )
        .sort((a, b) => b.right - a.right)
        .slice(0, 5)
        .map(
          ({ el, right }) =>
            `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} (${right} px): ${(el.textContent ?? '').trim().slice(0, 60)}`,
        ),
    };
  }, width);
  const at = where ? `${where}: ` : '';
  expect(
    scrollWidth,
    `${at}the page is ${scrollWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
  expect(innerWidth, `${at}the window kept the phone width; wider: ${widest.join(' | ')}`).toBe(
    width,
  );
  expect(overflowing, `${at}controls outside their card`).toEqual([]);
}
