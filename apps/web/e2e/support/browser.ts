import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/lib/browser.ts';

/**
 * The browser every e2e file uses (Debian's chromium, see scripts/lib/browser.ts), and a guard that
 * fails a test when the page broke the Content-Security-Policy: a blocked script, style, image or
 * connection means the policy and the site disagree, which users would meet as a broken page.
 */

const CSP_BINDING = '__hatakeCspViolation';

/** Violations seen since the last check, across every context of this file. */
const violations: string[] = [];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

const reportedByConsole = (message: ConsoleMessage): boolean =>
  /Content Security Policy/i.test(message.text());

/**
 * A browser context that reports CSP violations two ways: the `securitypolicyviolation` event in
 * every frame (what the page's own code would see) and Chromium's console message (which also
 * covers reports raised before a document's scripts run).
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.href}`);
    });
  }, CSP_BINDING);
  context.on('console', (message) => {
    if (reportedByConsole(message)) violations.push(`console: ${message.text()} (${message.location().url})`);
  });
  return context;
}

/** Call once at the top of an e2e file: every test then fails if any page broke the policy. */
export function failOnCspViolations(): void {
  afterEach(() => {
    const seen = violations.splice(0);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
}

/**
 * One browser for the whole file: launched in beforeAll, closed in afterAll. Read `.browser` inside
 * hooks and tests, once it is launched.
 */
export function sharedBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is launched in beforeAll: read it inside hooks and tests');
      return browser;
    },
  };
}

/** The violations recorded so far (and forget them): for tests that provoke one on purpose. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
