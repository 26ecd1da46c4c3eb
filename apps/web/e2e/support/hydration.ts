import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the first element matching `selector` (its props are on the node):
 * a page answered from the page cache arrives before its scripts run, and a test acting on a bare
 * element would see only the browser's default behaviour. Without `timeout`, the page's default applies.
 */
export async function hydratedElement(page: Page, selector: string, timeout?: number): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const node = document.querySelector(css);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    timeout === undefined ? {} : { timeout },
  );
}

/**
 * Waits until React has hydrated the header's language switch to `locale`. The switch writes the
 * language cookie in its click handler and reads the query in the browser; a click on the bare
 * anchor would only navigate.
 */
export async function hydratedLanguageSwitch(page: Page, locale: 'ja' | 'en'): Promise<void> {
  await hydratedElement(page, `header a[hreflang="${locale}"]`);
}
