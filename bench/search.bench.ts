/**
 * Keyword search (`q`, docs/rules/search.md): GET /v1/products and GET /v1/experiences, 20 per page,
 * without `q` (this benchmark's baseline) and with one word in hiragana (`とまと`, stored as トマト),
 * two words (`有田 みかん`) and a half-width katakana word (`ﾄﾏﾄ`) — on the API with the embedded
 * PGlite (seeded demo data) and, with BENCH_DATABASE_URL set, on a scratch database created on that
 * PostgreSQL server (migrated and seeded by the API, dropped afterwards) — and against a bare node:http
 * server answering each list's bytes from memory, in the same run on the same machine.
 * Every search must match at least one row, or the benchmark fails instead of timing empty pages.
 * A search answers fewer rows than the 20-row page, so each search is also compared with the list
 * without q cut to the same number of rows (`limit=<matches>`): that ratio is what matching costs.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_DIR, startService, stopService, waitForUrl } from '../scripts/lib/processes.ts';
import { type Context, PORTS } from './context.ts';
import { type LoadFigures, type LoadOptions, measure, withDatabase } from './lib.ts';

const API_PORT = String(PORTS.apiSearch);
const BASELINE_PORT = String(PORTS.searchBaseline);
const API_URL = `http://127.0.0.1:${API_PORT}`;
const LISTS = ['products', 'experiences'] as const;
const QUERIES = { oneWord: 'とまと', twoWords: '有田 みかん', halfWidth: 'ﾄﾏﾄ' } as const;

type List = (typeof LISTS)[number];
type Query = keyof typeof QUERIES;

const listUrl = (list: List, q?: string, limit = 20) =>
  `${API_URL}/v1/${list}?limit=${limit}${q === undefined ? '' : `&q=${encodeURIComponent(q)}`}`;

/** The rows a page of 20 shows for a search with `total` matches. */
const pageRows = (total: number) => Math.min(total, 20);

const ratio = (api: LoadFigures, baseline: LoadFigures) =>
  Number((api.reqPerSec / baseline.reqPerSec).toFixed(3));

/** The number of rows a list call finds (`total`); a failed call throws. */
const totalOf = async (url: string): Promise<number> => {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { total: number }).total;
};

type ListRun = {
  body: Buffer;
  matches: Record<Query, number>;
  list: LoadFigures;
  searches: Record<Query, LoadFigures>;
  /** The list without q cut to each search's row count (`limit=<matches>`), by that count. */
  sameSize: Map<number, LoadFigures>;
};

/** Runs `each` on every query in turn (never concurrently: the load runs one at a time). */
const perQuery = async <T>(each: (q: string) => Promise<T>): Promise<Record<Query, T>> => {
  const out: Partial<Record<Query, T>> = {};
  for (const name of Object.keys(QUERIES) as Query[]) out[name] = await each(QUERIES[name]);
  return out as Record<Query, T>;
};

const measureList = async (list: List, options: LoadOptions): Promise<ListRun> => {
  const body = Buffer.from(await (await fetch(listUrl(list))).arrayBuffer());
  const matches = await perQuery(async (q) => {
    const total = await totalOf(listUrl(list, q));
    if (total < 1) throw new Error(`${list} q=${q} matches nothing in the demo data`);
    return total;
  });
  const withoutQuery = await measure(listUrl(list), options);
  const searches = await perQuery((q) => measure(listUrl(list, q), options));
  // A search answers fewer rows than the 20-row page; the list cut to as many rows separates what
  // matching costs from what serialising fewer rows saves.
  const sameSize = new Map<number, LoadFigures>();
  for (const rows of new Set(Object.values(matches).map(pageRows))) {
    sameSize.set(rows, await measure(listUrl(list, undefined, rows), options));
  }
  return { body, matches, list: withoutQuery, searches, sameSize };
};

const measureApi = async (env: Record<string, string>, options: LoadOptions) => {
  const api = startService('api', 'node', [path.join(API_DIR, 'src/server.ts')], {
    env: { API_PORT, LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_MAX: '0', ...env },
  });
  try {
    await waitForUrl(`${API_URL}/health`, api);
    return {
      products: await measureList('products', options),
      experiences: await measureList('experiences', options),
    };
  } finally {
    await stopService(api);
  }
};

/** Runs the API on a scratch database of the BENCH_DATABASE_URL server, dropped afterwards. */
const measurePostgres = async (serverUrl: string, dataDir: string, options: LoadOptions) => {
  const database = `hatake_bench_search_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
    return await measureApi({ DATA_DIR: dataDir, DATABASE_URL: withDatabase(serverUrl, database) }, options);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
};

/** The bare node:http server answering `body` from memory, measured. */
const measureBaseline = async (workDir: string, list: List, body: Buffer, options: LoadOptions) => {
  const bodyFile = path.join(workDir, `${list}.json`);
  writeFileSync(bodyFile, body);
  const baseline = startService('baseline', 'node', [
    path.join(import.meta.dirname, 'servers/static-bytes.ts'),
    BASELINE_PORT,
    bodyFile,
    'application/json; charset=utf-8',
  ]);
  try {
    const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}/`;
    await waitForUrl(baselineUrl, baseline);
    return await measure(baselineUrl, options);
  } finally {
    await stopService(baseline);
  }
};

const figures = (run: ListRun, baseline: LoadFigures) => {
  const sameSize = (query: Query) => {
    const rows = run.sameSize.get(pageRows(run.matches[query]));
    if (!rows) throw new Error(`no list of ${run.matches[query]} rows was measured`);
    return rows;
  };
  const search = (query: Query) => ({
    ...run.searches[query],
    ratioToList: ratio(run.searches[query], run.list),
    ratioToSameSizeList: ratio(run.searches[query], sameSize(query)),
    ratioToBaseline: ratio(run.searches[query], baseline),
  });
  return {
    list: { ...run.list, ratioToBaseline: ratio(run.list, baseline) },
    sameSizeLists: Object.fromEntries(
      [...run.sameSize].map(([rows, load]) => [
        `limit=${rows}`,
        { ...load, ratioToBaseline: ratio(load, baseline) },
      ]),
    ),
    oneWord: search('oneWord'),
    twoWords: search('twoWords'),
    halfWidth: search('halfWidth'),
  };
};

/** Opt-in (BENCH_ONLY=search): its figures go to latest.json beside the table, not into it. */
export const searchBenchmark = async (context: Context) => {
  const options: LoadOptions = { ...context.options, connections: 10 };
  const workDir = mkdtempSync(path.join(tmpdir(), 'hatake-bench-search-'));
  try {
    const pglite = await measureApi({ DATA_DIR: workDir }, options);
    const serverUrl = await context.databaseServer();
    const postgres = serverUrl ? await measurePostgres(serverUrl, workDir, options) : undefined;
    const baseline = {
      products: await measureBaseline(workDir, 'products', pglite.products.body, options),
      experiences: await measureBaseline(workDir, 'experiences', pglite.experiences.body, options),
    };
    const both = (run: typeof pglite) => ({
      products: figures(run.products, baseline.products),
      experiences: figures(run.experiences, baseline.experiences),
    });
    return {
      name: 'keyword search: GET /v1/products and GET /v1/experiences, limit=20, without and with q',
      queries: QUERIES,
      matches: { products: pglite.products.matches, experiences: pglite.experiences.matches },
      responseBytes: { products: pglite.products.body.length, experiences: pglite.experiences.body.length },
      apiPglite: both(pglite),
      ...(postgres ? { apiPostgres: both(postgres) } : {}),
      baseline,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};
