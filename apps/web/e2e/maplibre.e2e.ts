import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopService } from '../../../scripts/lib/processes.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { BASE_URL, type ExtraStorefront, isOutside, startStorefront } from './support/storefront.ts';

// Maps with a style configured (docs/product.md, components/map/map-view.tsx): a storefront of this
// build started with MAP_STYLE_URL fetches MapLibre GL on the pages that show a map — and only there —
// runs its worker from its own origin under the page policy, and asks for the style; the offline
// drawing stays on screen until the map has drawn, or for good if this browser cannot draw it. The
// suite's own storefront (no style) never loads the library. The style's host is answered by the
// test: nothing leaves this machine.

const STYLE_URL = 'https://tiles.maps.test/style.json';
const STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#eef3e4' } }],
};
/**
 * Names only MapLibre GL's own code carries (the storefront's map component names the library and
 * its worker file too, so those cannot tell the library apart).
 */
const MAPLIBRE_CODE = /maplibre-tile|maplibre-gl-font-face/;

failOnCspViolations();

type Visit = { page: Page; outside: string[]; scripts: string[]; workers: string[] };

async function visit(base: string, path: string): Promise<Visit> {
  const context = await newContext(browser, { locale: 'ja-JP', baseURL: base });
  const outside: string[] = [];
  await context.route(isOutside, (route) => {
    const url = route.request().url();
    outside.push(url);
    if (url === STYLE_URL)
      return route.fulfill({ status: 200, contentType: 'application/json', json: STYLE });
    return route.fulfill({ status: 204, body: '' });
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  const workers: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  return { page, outside, scripts, workers };
}

/** The loaded scripts that carry MapLibre GL's code. */
async function mapLibreScripts(urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of new Set(urls)) {
    if (isOutside(new URL(url))) continue;
    if (MAPLIBRE_CODE.test(await (await fetch(url)).text())) found.push(url);
  }
  return found;
}

let browser: Browser;
let styled: ExtraStorefront;

beforeAll(async () => {
  browser = await launchBrowser();
  styled = await startStorefront({ MAP_STYLE_URL: STYLE_URL });
});

afterAll(async () => {
  await browser?.close();
  if (styled) await stopService(styled.service);
});

describe('maps with MAP_STYLE_URL', () => {
  it('loads MapLibre GL on a page with a map, runs its worker from the storefront and asks for the style', async () => {
    const { page, outside, scripts, workers } = await visit(styled.url, '/volunteer');
    const map = page.getByTestId('map-maplibre');
    expect(await map.count()).toBe(1);
    expect(await map.getAttribute('aria-label')).toBeTruthy();
    // Until it draws (or if it cannot) the offline drawing and a status say what is going on.
    const status = page.locator('[data-testid="map-maplibre"] ~ div [role="status"]');
    await expect
      .poll(
        async () =>
          (await map.isVisible()) ||
          ((await status.count()) > 0 && (await page.getByTestId('map-fallback').isVisible())),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(async () => (await mapLibreScripts(scripts)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(() => outside.includes(STYLE_URL) || workers.some((url) => url.includes('/maplibre/')), {
        timeout: 15_000,
      })
      .toBe(true);
    // Only the style's host was asked for: no tiles or fonts from anywhere else.
    expect(outside.every((url) => new URL(url).origin === new URL(STYLE_URL).origin)).toBe(true);
    await page.context().close();
  });

  it('does not load MapLibre GL on a page without a map', async () => {
    const { page, scripts } = await visit(styled.url, '/items');
    await page.waitForLoadState('networkidle');
    expect(await mapLibreScripts(scripts)).toEqual([]);
    await page.context().close();
  });
});

describe('maps without a style (the default)', () => {
  it('draws the offline map and never loads MapLibre GL', async () => {
    const { page, scripts, outside } = await visit(BASE_URL, '/volunteer');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('map-fallback').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('map-maplibre').count()).toBe(0);
    expect(await mapLibreScripts(scripts)).toEqual([]);
    expect(outside).toEqual([]);
    await page.context().close();
  });
});
