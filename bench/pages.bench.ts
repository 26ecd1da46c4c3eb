/**
 * Target 3 (docs/performance.md): the server-rendered pages in Japanese and English at 10
 * connections — the built storefront in front of the API on PGlite — against the bare server
 * answering the same HTML from memory, and each page's HTML size.
 */
import { fetchBody } from './api-reads.bench.ts';
import { type Context, type DemoIds, loadColumns, noFailures } from './context.ts';
import { measure } from './lib.ts';

const CONNECTIONS = 10;
const MAX_HTML_KB = 100;

/** The storefront pages of the targets, Japanese (no prefix) first, then English (/en). */
export const storefrontPages = (ids: DemoIds, locales: string[] = ['ja', 'en']) => {
  const paths = [
    '/',
    '/items',
    `/items/${ids.productId}`,
    '/experiences',
    `/experiences/${ids.experienceId}`,
    '/marches',
    `/coordinator/${ids.coordinatorId}`,
    `/live/${ids.scheduleId}`,
  ];
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
  return locales
    .flatMap((locale) =>
      paths.map((page) => ({
        locale,
        path: locale === 'ja' ? page : `/${locale}${page === '/' ? '' : page}`,
        label: page.replace(/[A-Za-z0-9_-]{16,}/g, '{id}'),
      })),
    )
    .filter((page) => only.length === 0 || only.includes(page.label));
};

export const pagesBenchmark = async (context: Context) => {
  const web = await context.webPglite();
  for (const page of storefrontPages(await context.ids())) {
    const url = `${web.url}${page.path}`;
    const { body, contentType } = await fetchBody(url);
    const figures = await measure(url, { ...context.options, connections: CONNECTIONS });
    const bare = await context.bare(body, contentType, CONNECTIONS);
    const columns = loadColumns(figures, bare);
    const kb = Number((body.length / 1024).toFixed(1));
    context.report({
      benchmark: 'pages',
      call: `SSR ${page.label} (${page.locale})`,
      connections: CONNECTIONS,
      ...columns,
      measured: `HTML ${kb} KB`,
      checks: [
        { label: 'ratio', value: columns.ratio, op: '>=', limit: 0.3 },
        { label: 'p99', value: figures.p99Ms, op: '<=', limit: 100, unit: ' ms' },
        { label: 'HTML', value: kb, op: '<=', limit: MAX_HTML_KB, unit: ' KB' },
        noFailures(figures),
      ],
    });
  }
};
