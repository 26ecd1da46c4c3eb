/**
 * How many storefront + API pairs `npm run test:e2e` starts. Each Vitest worker of the e2e project
 * gets a pair of its own (its own PGlite, outbox and rate-limit counters), so files running at the
 * same time never see each other's data; the storefront build is shared. Pure: scripts/e2e.ts
 * starts what this answers, the unit test reads it.
 */

/**
 * The setting, when E2E_WORKERS is unset: one worker, files one after another. Two workers on a
 * 2-core machine that other work kept at load 18–27 ran 5 of their first 40 tests past the 60 s
 * test timeout (pages waiting for CPU), where one worker had passed the same files at load 18. Tried
 * again from a quiet machine (load 1, CI at 00:07 on 2026-11-28): the two pairs, their renderers
 * and two browsers held the load at 9, 14 of 36 files took 12 minutes (no faster than one worker
 * on the same files) and the console's axe walk ran past its minute. Two stays opt-in
 * (E2E_WORKERS=2), for machines with more cores.
 */
export const DEFAULT_WORKERS = 1;

/** Reads E2E_WORKERS: a whole number from 1 to 8, or the default when empty. */
export const readWorkers = (raw: string | undefined): number => {
  const text = raw?.trim() ?? '';
  if (text === '') return DEFAULT_WORKERS;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 8)
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 8 (got "${text}")`);
  return count;
};

/**
 * The command line's file filters: the arguments that are not options. Vitest runs the files whose
 * path contains any of them. An option's value written after a space (`-t name`) is taken for a
 * filter too; at worst that starts fewer pairs than workers allowed, never a wrong one.
 */
export const fileFilters = (args: string[]): string[] => args.filter((arg) => !arg.startsWith('-'));

/**
 * The number of pairs: no more than the files that will run (one file needs one pair, and a
 * second API + storefront costs seconds to start). When the filters match no file, Vitest will say
 * so; one pair is enough for that.
 */
export const pairCount = (workers: number, files: string[], args: string[]): number => {
  const filters = fileFilters(args);
  const selected = filters.length === 0 ? files : files.filter((f) => filters.some((x) => f.includes(x)));
  return Math.max(1, Math.min(workers, selected.length));
};

/** The names under which a worker finds its pair: E2E_BASE_URL_<pool id> and so on. */
export const PAIR_SETTINGS = ['E2E_BASE_URL', 'E2E_API_URL', 'E2E_DATA_DIR'] as const;

export type Pair = { baseUrl: string; apiUrl: string; dataDir: string };

/**
 * The environment of the Vitest run: every pair under its worker number (Vitest's VITEST_POOL_ID,
 * 1 to maxWorkers), the first also under the plain names (for a run with one worker), and the
 * worker count the e2e project's maxWorkers reads (vitest.config.ts).
 */
export const pairEnv = (pairs: Pair[]): Record<string, string> => {
  const env: Record<string, string> = { E2E_WORKERS: String(pairs.length) };
  pairs.forEach((pair, index) => {
    const values = [pair.baseUrl, pair.apiUrl, pair.dataDir];
    PAIR_SETTINGS.forEach((name, i) => {
      env[`${name}_${index + 1}`] = values[i] as string;
      if (index === 0) env[name] = values[i] as string;
    });
  });
  return env;
};
