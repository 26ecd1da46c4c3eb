/**
 * One benchmark run's shared state: the processes it starts (each once, on first use, all stopped at
 * the end), the demo data's ids, the bare baseline's figures (each response's bytes measured once
 * per connection count) and the rows measured so far.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type LoadFigures, measure, reachableDatabaseServer } from './lib.ts';
import { progressLine, type Row } from './report.ts';
import { type Bare, type Started, snapshotTree, startApi, startBare, startWeb, stop } from './stack.ts';

/**
 * The ports the run's processes listen on: 5200–5399 by default; with BENCH_PORT_BASE=N, N to N+13
 * (the ones most runs use first), so that several runs on one machine do not collide.
 */
const portBase = Number(process.env.BENCH_PORT_BASE ?? 0);
const port = (fixed: number, offset: number) => (portBase > 0 ? portBase + offset : fixed);

export const PORTS = {
  apiPglite: port(5200, 0),
  apiPostgres: port(5201, 1),
  webPglite: port(5300, 2),
  bare: port(5399, 3),
  profiledApi: port(5250, 4),
  profiledWeb: port(5350, 5),
  apiCheckout: port(5210, 6),
  apiSse: port(5220, 7),
  sseBaseline: port(5398, 8),
  apiSearch: port(5230, 9),
  searchBaseline: port(5397, 10),
  apiPostgresSecond: port(5202, 11),
  webPostgres: port(5301, 12),
  webPostgresSecond: port(5302, 13),
} as const;

export type RunOptions = { durationSeconds: number; warmupSeconds: number };

/** Ids of the demo data the calls and pages are about. */
export type DemoIds = {
  productId: string;
  experienceId: string;
  coordinatorId: string;
  scheduleId: string;
};

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
};

const getJson = async <T>(url: string): Promise<T> => {
  const answer = await fetch(url);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
};

/** The first listed product (with its coordinator), experience and live of the demo data. */
export const demoIds = async (apiUrl: string): Promise<DemoIds> => {
  const products = await getJson<{ products: { id: string; coordinatorId: string }[] }>(
    `${apiUrl}/v1/products?limit=1`,
  );
  const experiences = await getJson<{ experiences: { id: string }[] }>(`${apiUrl}/v1/experiences?limit=1`);
  const lives = await getJson<{ lives: { scheduleId: string }[] }>(`${apiUrl}/v1/schedules/lives?limit=20`);
  const product = products.products[0];
  const experience = experiences.experiences[0];
  const live = lives.lives[0];
  if (!product || !experience || !live)
    throw new Error('the demo data lacks a product, an experience or a live');
  return {
    productId: product.id,
    coordinatorId: product.coordinatorId,
    experienceId: experience.id,
    scheduleId: live.scheduleId,
  };
};

export type Context = ReturnType<typeof createContext>;

export const createContext = (options: RunOptions) => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'hatake-bench-'));
  const rows: Row[] = [];
  const notes: string[] = [];
  const started: Started[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const keep = <T extends Started>(service: T): T => {
    started.push(service);
    return service;
  };

  const pgliteApi = once(async () =>
    keep(
      await startApi({
        port: PORTS.apiPglite,
        workDir: path.join(workDir, 'pglite'),
        // The storefront in front of it is the shop's address: media URLs in the answers point there.
        env: { PUBLIC_URL: `http://localhost:${PORTS.webPglite}` },
      }),
    ),
  );
  const databaseServer = once(reachableDatabaseServer);
  /** One scratch database for the run's PostgreSQL reads, cart and scaling (dropped at the end). */
  const postgresDatabase = once(async () => {
    const server = await databaseServer();
    if (!server) return undefined;
    const database = await createScratchDatabase(server, 'run');
    cleanups.push(database.drop);
    return database;
  });
  const postgresApi = once(async () => {
    const database = await postgresDatabase();
    if (!database) return undefined;
    return keep(
      await startApi({
        port: PORTS.apiPostgres,
        workDir: path.join(workDir, 'postgres'),
        databaseUrl: database.url,
      }),
    );
  });
  const webPglite = once(async () => {
    const api = await pgliteApi();
    return keep(await startWeb({ port: PORTS.webPglite, apiUrl: api.url, workDir }));
  });
  const bare = once(async (): Promise<Bare> => keep(await startBare(PORTS.bare, workDir)));
  const bareFigures = new Map<string, Promise<LoadFigures>>();

  return {
    options,
    workDir,
    rows,
    notes,
    pgliteApi,
    databaseServer,
    postgresDatabase,
    postgresApi,
    /** Copies the checkout, building the storefront there when a benchmark needs it (snapshotTree). */
    prepare: async (needsStorefront: boolean) => {
      await snapshotTree(workDir, needsStorefront);
    },
    webPglite,
    /** Keeps a process the run started itself, so the end of the run stops it. */
    keep,
    ids: once(async () => demoIds((await pgliteApi()).url)),
    /** The bare server's figures for `body` at `connections` (measured once per body and count). */
    bare: async (body: Buffer, contentType: string, connections: number): Promise<LoadFigures> => {
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
      const key = `${hash}@${connections}`;
      let figures = bareFigures.get(key);
      if (!figures) {
        figures = (async () => {
          const url = await (await bare()).serve(hash, body, contentType);
          return measure(url, { ...options, connections });
        })();
        bareFigures.set(key, figures);
      }
      return figures;
    },
    /** Records a measured row and prints its progress line. */
    report: (row: Row) => {
      rows.push(row);
      console.log(progressLine(row));
    },
    note: (text: string) => {
      notes.push(text);
      console.log(`[bench] note: ${text}`);
    },
    close: async () => {
      for (const service of started.reverse()) await stop(service);
      for (const cleanup of cleanups) await cleanup().catch(() => undefined);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
};

/** The figures a load row takes from autocannon, plus the failed-request guard every row carries. */
export const loadColumns = (figures: LoadFigures, bare?: LoadFigures) => ({
  reqPerSec: figures.reqPerSec,
  p50Ms: figures.p50Ms,
  p99Ms: figures.p99Ms,
  ...(bare
    ? {
        bareReqPerSec: bare.reqPerSec,
        ratio: bare.reqPerSec > 0 ? Number((figures.reqPerSec / bare.reqPerSec).toFixed(3)) : undefined,
      }
    : {}),
});

/** Every load row also requires that no request failed or answered outside 2xx. */
export const noFailures = (figures: LoadFigures) => ({
  label: 'failed requests',
  value: figures.errors + figures.non2xx,
  op: '<=' as const,
  limit: 0,
  hidden: true,
});
