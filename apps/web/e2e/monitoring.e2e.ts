import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopService } from '../../../scripts/lib/processes.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { BASE_URL, type ExtraStorefront, isOutside, startStorefront } from './support/storefront.ts';

// Monitoring and analytics per deployment (docs/adr/0014): the storefront started with production
// settings renders the tag manager and the ad pixel with their <noscript> fallbacks, the
// performance and analytics scripts deferred, and Sentry; with development settings none of the
// production-only tags; with no settings (the suite's own storefront) nothing at all, and no Sentry
// code reaches the browser. Outside origins are unreachable here: every request to one is answered
// by the test itself (a stub script that records itself), never waited on from the network.

const PAGE = '/items';

const DSN = 'https://e2epublickey@o1.ingest.sentry.test/4242';
const IDS = {
  PERFORMANCE_SCRIPT_URL: 'https://rum.monitoring.test/agent/loader.js',
  PERFORMANCE_CONNECT_ORIGINS: 'https://beacon.monitoring.test',
  CLARITY_PROJECT_ID: 'e2eproject1',
  GTM_CONTAINER_ID: 'GTM-E2ETEST',
  META_PIXEL_ID: '1234567890',
};
const TAG_MANAGER_SRC = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST';
const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
const ANALYTICS_SRC = 'https://www.clarity.ms/tag/e2eproject1';
const TAG_MANAGER_FRAME = 'https://www.googletagmanager.com/ns.html?id=GTM-E2ETEST';
const PIXEL_IMAGE = 'https://www.facebook.com/tr?id=1234567890&amp;ev=PageView&amp;noscript=1';

/** Strings only the Sentry SDK's code contains (its SDK name and its global carrier). */
const SENTRY_CODE = /sentry\.javascript|__SENTRY__/;

failOnCspViolations();

/** What the outside world was asked for, and the storefront's scripts the page loaded. */
type Visit = { outside: string[]; storefrontScripts: string[]; page: Page };

/**
 * Opens `url` with every outside request answered locally: scripts by a stub that records its own
 * URL and the document's state when it ran, everything else (images, frames, beacons, envelopes)
 * with an empty 204.
 */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const outside: string[] = [];
  const storefrontScripts: string[] = [];
  await context.route(isOutside, (route) => {
    const request = route.request();
    outside.push(`${request.method()} ${request.url()}`);
    if (request.resourceType() === 'script')
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'window.__external=(window.__external||[]).concat({src:document.currentScript&&document.currentScript.src,state:document.readyState});',
      });
    return route.fulfill({ status: 204, body: '' });
  });
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !isOutside(new URL(response.url())))
      storefrontScripts.push(response.url());
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { outside, storefrontScripts, page };
}

/** The bodies of the storefront's scripts this page loaded, to look for Sentry's code in them. */
async function scriptsWithSentryCode(urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of new Set(urls)) {
    const body = await (await fetch(url)).text();
    if (SENTRY_CODE.test(body)) found.push(url);
  }
  return found;
}

/** The external scripts that ran, once `expected` of them did (lazyOnload waits for idle). */
async function externalScriptsRun(page: Page, expected: number): Promise<{ src: string; state: string }[]> {
  await page.waitForFunction(
    (count) => ((window as unknown as { __external?: unknown[] }).__external ?? []).length >= count,
    expected,
    { timeout: 15_000 },
  );
  return page.evaluate(
    () => (window as unknown as { __external: { src: string; state: string }[] }).__external,
  );
}

const directive = (csp: string, name: string): string[] | undefined =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

let browser: Browser;
let production: ExtraStorefront;
let development: ExtraStorefront;

beforeAll(async () => {
  browser = await launchBrowser();
  [production, development] = await Promise.all([
    startStorefront({ APP_ENV: 'production', SENTRY_DSN: DSN, ...IDS }),
    // SENTRY_DSN emptied: the runner's own environment must not switch Sentry on here.
    startStorefront({ APP_ENV: 'development', SENTRY_DSN: '', ...IDS }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([production, development].filter(Boolean).map(({ service }) => stopService(service)));
});

describe('monitoring and analytics, production settings', () => {
  it('the HTML has the tag manager and pixel <noscript> fallbacks and no render-blocking outside script', async () => {
    const response = await fetch(`${production.url}${PAGE}`);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`<noscript[^>]*><iframe src="${TAG_MANAGER_FRAME.replaceAll('?', '\\?')}"`),
    );
    expect(html).toContain(`<img src="${PIXEL_IMAGE}"`);
    // No <script src> to another origin in the document itself: next/script adds them after hydration.
    const outsideScriptTags = (html.match(/<script\b[^>]*\bsrc="https?:\/\/[^"]*"/g) ?? []).filter(
      (tag) => !tag.includes(production.url),
    );
    expect(outsideScriptTags).toEqual([]);

    const csp = response.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://rum.monitoring.test',
        'https://www.clarity.ms',
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
      ]),
    );
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['https://beacon.monitoring.test', 'https://o1.ingest.sentry.test']),
    );
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(csp, 'img-src')).toContain('https://www.facebook.com');
  });

  it('loads all four scripts deferred, with the nonce, and Sentry, which reports an error', async () => {
    const context = await newContext(browser);
    try {
      const { page, outside, storefrontScripts } = await visit(context, `${production.url}${PAGE}`);
      const ran = await externalScriptsRun(page, 4);
      expect(ran.map((script) => script.src).sort()).toEqual(
        [IDS.PERFORMANCE_SCRIPT_URL, ANALYTICS_SRC, TAG_MANAGER_SRC, PIXEL_SRC].sort(),
      );
      // None ran while the document was still being parsed.
      for (const script of ran) expect(script.state, script.src).not.toBe('loading');
      const tags = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>('script[data-monitoring]')].map((script) => ({
          kind: script.dataset.monitoring,
          nonce: script.nonce !== '',
        })),
      );
      expect(tags.map((tag) => tag.kind).sort()).toEqual([
        'ad-pixel',
        'analytics',
        'performance',
        'tag-manager',
      ]);
      for (const tag of tags) expect(tag.nonce, tag.kind).toBe(true);
      // The queues the vendors' scripts read were prepared first.
      expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('function');
      expect(
        await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer)),
      ).toBe(true);

      // Sentry: its code came as a chunk of the storefront, and an uncaught error reaches the DSN.
      await page.waitForFunction(
        () => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__),
        null,
        {
          timeout: 15_000,
        },
      );
      expect(await scriptsWithSentryCode(storefrontScripts)).not.toEqual([]);
      const envelope = page.waitForRequest(
        (request) => request.url().startsWith('https://o1.ingest.sentry.test/'),
        {
          timeout: 15_000,
        },
      );
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('monitoring e2e probe');
        });
      });
      const sent = await envelope;
      expect(sent.url()).toContain('/api/4242/envelope/');
      expect(sent.postData() ?? '').toContain('monitoring e2e probe');
      expect(outside.some((line) => line.includes(TAG_MANAGER_SRC))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('monitoring and analytics, development settings (same ids)', () => {
  it('has the performance and analytics scripts but none of the production-only tags', async () => {
    const response = await fetch(`${development.url}${PAGE}`);
    const html = await response.text();
    expect(html).not.toContain('<noscript');
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('facebook');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toContain('facebook');
    expect(directive(csp, 'frame-src')).toBeUndefined();

    const context = await newContext(browser);
    try {
      const { page, outside, storefrontScripts } = await visit(context, `${development.url}${PAGE}`);
      const ran = await externalScriptsRun(page, 2);
      expect(ran.map((script) => script.src).sort()).toEqual(
        [IDS.PERFORMANCE_SCRIPT_URL, ANALYTICS_SRC].sort(),
      );
      await page.waitForLoadState('networkidle');
      expect(outside.filter((line) => /googletagmanager|facebook/.test(line))).toEqual([]);
      // No DSN in this configuration: no Sentry code either.
      expect(await scriptsWithSentryCode(storefrontScripts)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('monitoring and analytics, nothing configured', () => {
  it('no outside request, no <noscript>, no outside origin in the policy, and no Sentry code', async () => {
    const response = await fetch(`${BASE_URL}${PAGE}`);
    const html = await response.text();
    expect(html).not.toContain('<noscript');
    expect(html).not.toMatch(/sentry/i);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')?.filter((source) => source.startsWith('http'))).toEqual([]);
    expect(directive(csp, 'frame-src')).toBeUndefined();

    const context = await newContext(browser);
    try {
      const { page, outside, storefrontScripts } = await visit(context, `${BASE_URL}${PAGE}`);
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      expect(storefrontScripts.length).toBeGreaterThan(0);
      expect(storefrontScripts.filter((url) => /sentry/i.test(url))).toEqual([]);
      expect(await scriptsWithSentryCode(storefrontScripts)).toEqual([]);
      expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
