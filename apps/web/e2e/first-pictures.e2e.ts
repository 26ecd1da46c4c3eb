import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';

// The picture a phone shows first is the one fetched first (components/home/lead-pictures.ts;
// docs/storefront-speed.md, "The first picture"): on the home page, the lives list and an
// experience list, the largest picture of the first screen — the page's Largest Contentful
// Paint — is the one picture preloaded from the `<head>` at high priority, and the cards further
// down wait (lazy). On a live's page the player's poster is that picture: preloaded, and resized
// by the image optimiser instead of sent as uploaded.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const LIVE = 2;

failOnCspViolations();
const shared = sharedBrowser();

type Painted = { tag: string; url: string };
type FirstScreen = { preloads: string[]; largest: Painted | null; lazy: number; eager: number };

/**
 * Loads `path` at a phone's size and reads the image preloads of the `<head>` (each as the URLs
 * of its srcset, or its href), the last Largest Contentful Paint candidate before any input (its
 * element and the URL it painted), and how many card pictures are lazy and how many eager.
 */
async function firstScreen(path: string): Promise<FirstScreen> {
  const context = await newContext(shared.browser, {
    baseURL: BASE_URL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: { tag: string; url: string }[] = [];
      (window as unknown as { __largest: typeof seen }).__largest = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element: Element | null;
          url: string;
        })[])
          seen.push({ tag: entry.element?.tagName.toLowerCase() ?? '', url: entry.url });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const answer = await page.goto(path, { waitUntil: 'load' });
    expect(answer?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    return await readFirstScreen(page);
  } finally {
    await context.close();
  }
}

const readFirstScreen = (page: Page): Promise<FirstScreen> =>
  page.evaluate(() => {
    const absolute = (url: string) => new URL(url, location.href).href;
    const preloads = [...document.querySelectorAll('head link[rel="preload"][as="image"]')].map((link) => {
      const srcset = link.getAttribute('imagesrcset');
      return srcset
        ? srcset
            .split(',')
            .map((candidate) => absolute(candidate.trim().split(/\s+/)[0] ?? ''))
            .join(' ')
        : absolute(link.getAttribute('href') ?? '');
    });
    const seen = (window as unknown as { __largest: { tag: string; url: string }[] }).__largest;
    const cards = [...document.querySelectorAll('main img.media-img')];
    return {
      preloads,
      largest: seen.at(-1) ?? null,
      lazy: cards.filter((image) => image.getAttribute('loading') === 'lazy').length,
      eager: cards.filter((image) => image.getAttribute('loading') !== 'lazy').length,
    };
  });

describe('the first picture', () => {
  it.each(['/', '/live', '/experiences'])(
    '%s preloads one picture, the largest of the first screen, and lets the other cards wait',
    async (path) => {
      const screen = await firstScreen(path);
      expect(screen.preloads).toHaveLength(1);
      expect(screen.largest?.tag).toBe('img');
      // The painted URL is one of the preload's candidates (the browser picks by pixel density).
      expect(screen.preloads[0]?.split(' ')).toContain(screen.largest?.url);
      expect(screen.eager).toBe(1);
      expect(screen.lazy).toBeGreaterThan(0);
    },
  );

  it("a running live's poster is resized by the optimiser, preloaded, and the page's largest paint", async () => {
    const answer = await fetch(`${BASE_URL}/v1/schedules/lives?limit=20`);
    const { lives } = (await answer.json()) as { lives: { scheduleId: string; status: number }[] };
    const running = lives.find((live) => live.status === LIVE);
    if (!running) throw new Error('the demo data has no running live');

    const screen = await firstScreen(`/live/${running.scheduleId}`);
    expect(screen.largest?.tag).toBe('video');
    const poster = new URL(screen.largest?.url ?? '');
    expect(poster.pathname).toBe('/_next/image');
    expect(poster.searchParams.get('w')).toBe('1200');
    expect(poster.searchParams.get('url')).toMatch(/^\/media\//);
    expect(screen.preloads).toContain(poster.href);

    const picture = await fetch(poster.href, { headers: { Accept: 'image/webp,*/*' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });
});
