import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { hydratedElement } from './support/hydration.ts';

// Links prefetch their page when the shopper shows intent (pointer, touch, focus), not when they
// scroll into view (i18n/client-navigation.tsx; docs/storefront-speed.md, "Prefetch on intent"):
// a catalogue page loads no other page, and a hovered or focused link's page is fetched before
// the click.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

failOnCspViolations();
const shared = sharedBrowser();

/** The router's prefetches the page has sent so far (Next marks them with this header). */
function recordPrefetches(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) seen.push(request);
  });
  return seen;
}

describe('link prefetch', () => {
  it.each([
    ['ja', ''],
    ['en', '/en'],
  ])('the items page (%s) prefetches nothing at load, and a product on hover or focus', async (_, prefix) => {
    const context = await newContext(shared.browser);
    try {
      const page = await context.newPage();
      const prefetches = recordPrefetches(page);
      await page.goto(`${BASE_URL}${prefix}/items`);
      const products = `main a[href^="${prefix}/items/"]`;
      await hydratedElement(page, products, 15_000);
      await page.waitForLoadState('networkidle');
      expect(prefetches.map((request) => request.url())).toEqual([]);

      const prefetched = (href: string | null) =>
        expect
          .poll(() => prefetches.some((request) => new URL(request.url()).pathname === href), {
            timeout: 10_000,
          })
          .toBe(true);

      const first = page.locator(products).first();
      const firstHref = await first.getAttribute('href');
      await first.hover();
      await prefetched(firstHref);

      const second = page.locator(`${products}:not([href="${firstHref}"])`).first();
      const secondHref = await second.getAttribute('href');
      await second.focus();
      await prefetched(secondHref);
    } finally {
      await context.close();
    }
  });

  it('the home, experiences and marches pages prefetch nothing at load either', async () => {
    const context = await newContext(shared.browser);
    try {
      for (const path of ['/', '/experiences', '/marches', '/en']) {
        const page = await context.newPage();
        const prefetches = recordPrefetches(page);
        await page.goto(`${BASE_URL}${path}`);
        await hydratedElement(page, 'main a[href]', 15_000);
        await page.waitForLoadState('networkidle');
        expect(
          prefetches.map((request) => request.url()),
          path,
        ).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});
