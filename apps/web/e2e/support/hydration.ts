import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the header's language switch to `locale`. The switch writes the
 * language cookie in its click handler and reads the query in the browser; a page answered from the
 * page cache arrives before its scripts run, and a click on the bare anchor would only navigate.
 */
export async function hydratedLanguageSwitch(page: Page, locale: 'ja' | 'en'): Promise<void> {
  await page.waitForFunction((hreflang) => {
    const link = document.querySelector(`header a[hreflang="${hreflang}"]`);
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  }, locale);
}
