/**
 * Target 4 (docs/performance.md), in a browser: each storefront page loaded by Lighthouse (npm
 * `lighthouse`, pinned; its default mobile preset: simulated slow 4G and a 4× slower CPU) with
 * Debian's chromium — performance score, CLS and TBT — and, from the same load's network records, the
 * JavaScript it transferred (gzip, as served) and whether hls.js, MapLibre or Sentry came with a page
 * that does not use them (each script's text is searched for a string only that library contains).
 * One page at a time; on two shared cores a page takes 30–40 s, so the default run loads the Japanese
 * pages only (the English ones are the same components): BENCH_LIGHTHOUSE_LOCALES=ja,en adds them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/browser.ts';
import { childEnv, ROOT } from '../scripts/lib/processes.ts';
import type { Context } from './context.ts';
import { storefrontPages } from './pages.bench.ts';
import type { Check } from './report.ts';

/** The libraries a first load must not carry unless the page uses them (page labels as in pages.bench.ts). */
export const HEAVY_LIBRARIES = [
  { name: 'hls.js', marker: 'hlsMediaAttaching', usedOn: ['/live/{id}'] },
  { name: 'MapLibre', marker: 'maplibregl', usedOn: ['/experiences'] },
  // The SDK is loaded only when a DSN is configured, which the bench never does.
  { name: 'Sentry', marker: '__SENTRY__', usedOn: [] as string[] },
] as const;

/** Catalogue routes are held to the first-load budget; the live page carries the video player. */
const JS_BUDGET_KB = 130;
const JS_BUDGET_EXEMPT = new Set(['/live/{id}']);
const RESULTS = path.join(import.meta.dirname, 'results');

type NetworkRecord = {
  url: string;
  resourceType?: string;
  statusCode?: number;
  transferSize?: number;
  resourceSize?: number;
};
type LighthouseReport = {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRecord[] } } | undefined>;
};

const runLighthouse = (url: string, outputPath: string): Promise<LighthouseReport> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        '--only-categories=performance',
        '--quiet',
        '--max-wait-for-load=60000',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: childEnv({ CHROME_PATH: CHROMIUM_PATH }), stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.slice(-500)}`));
      resolve(JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport);
    });
  });

const scriptTexts = new Map<string, Promise<string>>();
const scriptText = (url: string) => {
  let text = scriptTexts.get(url);
  if (!text) {
    text = fetch(url).then((answer) => answer.text());
    scriptTexts.set(url, text);
  }
  return text;
};

const logTail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-12).join('\n');
  } catch {
    return '';
  }
};

/**
 * Each page loaded once, as a phone loads it, before any is measured: what a shopper's visit meets
 * on a shop that has served the page before — its pictures resized and cached by the optimiser,
 * the page in the page cache, the server's code warm. Without it, the first page Lighthouse loads
 * first painted at about 1.4 s instead of 0.25 s (its pictures being resized for the first time
 * while Chromium drew the page, on the same two cores), and Lighthouse's simulation carries that
 * into every metric it estimates (docs/performance.md, "How it is measured").
 */
const warmPages = async (urls: readonly string[]) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await browser.close();
  }
};

const round = (value: number | undefined, digits: number) =>
  value === undefined ? undefined : Number(value.toFixed(digits));

export const browserBenchmark = async (context: Context) => {
  await ensureChromium();
  const web = await context.webPglite();
  const locales = (process.env.BENCH_LIGHTHOUSE_LOCALES ?? 'ja')
    .split(',')
    .map((locale) => locale.trim())
    .filter(Boolean);
  const pages = storefrontPages(await context.ids(), locales);
  await warmPages(pages.map((page) => `${web.url}${page.path}`));
  for (const page of pages) {
    const url = `${web.url}${page.path}`;
    const call = `Lighthouse mobile ${page.label} (${page.locale})`;
    let report: LighthouseReport;
    try {
      // Kept in bench/results/ (ignored by git) for what the row does not say: the LCP element, the
      // opportunities, the treemap of each script.
      const slug = `${page.locale}${page.label.replaceAll(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');
      report = await runLighthouse(url, path.join(RESULTS, `lighthouse-${slug}.json`));
      if (report.runtimeError) throw new Error(report.runtimeError.message);
    } catch (error) {
      // One page the browser could not load is a finding, not the end of the others' measurements.
      const message = error instanceof Error ? error.message : String(error);
      const apiLog = logTail((await context.pgliteApi()).logFile);
      context.note(
        `${call}: ${message.split('\n').slice(0, 3).join(' ')}\nstorefront log:\n${logTail(web.logFile)}\nAPI log:\n${apiLog}`,
      );
      context.report({
        benchmark: 'browser',
        call,
        measured: `not measured: ${message.split('\n')[0]?.slice(0, 160)}`,
        checks: [{ label: 'page loaded', value: 0, op: '>=', limit: 1 }],
      });
      continue;
    }
    const score = report.categories.performance.score;
    const performance = score === null ? undefined : Math.round(score * 100);
    const cls = round(report.audits['cumulative-layout-shift']?.numericValue, 3);
    const tbt = round(report.audits['total-blocking-time']?.numericValue, 0);
    const lcp = round(report.audits['largest-contentful-paint']?.numericValue, 0);
    const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
      (record) => record.resourceType === 'Script',
    );
    const jsKb = round(scripts.reduce((sum, record) => sum + (record.transferSize ?? 0), 0) / 1000, 1);
    const failed = scripts.filter((record) => record.statusCode !== 200);
    const texts = await Promise.all(scripts.map((record) => scriptText(record.url)));
    const present = HEAVY_LIBRARIES.filter((library) => texts.some((text) => text.includes(library.marker)));
    const unused = present.filter((library) => !(library.usedOn as readonly string[]).includes(page.label));
    const checks: Check[] = [
      { label: 'performance', value: performance, op: '>=', limit: 95 },
      { label: 'CLS', value: cls, op: '<=', limit: 0.02 },
      { label: 'TBT', value: tbt, op: '<=', limit: 150, unit: ' ms' },
      ...(JS_BUDGET_EXEMPT.has(page.label)
        ? []
        : [{ label: 'first-load JS', value: jsKb, op: '<=' as const, limit: JS_BUDGET_KB, unit: ' kB gz' }]),
      { label: 'unused hls.js/MapLibre/Sentry', value: unused.length, op: '<=', limit: 0 },
      // A script that did not load would make the page look lighter than it is.
      { label: 'scripts not 200', value: failed.length, op: '<=', limit: 0, hidden: true },
    ];
    context.report({
      benchmark: 'browser',
      call,
      measured:
        `perf ${performance ?? '?'}, CLS ${cls ?? '?'}, TBT ${tbt ?? '?'} ms, LCP ${lcp ?? '?'} ms, ` +
        `JS ${jsKb} kB gz in ${scripts.length} scripts` +
        (present.length > 0 ? `, loads ${present.map((library) => library.name).join(', ')}` : ''),
      checks,
    });
  }
};
