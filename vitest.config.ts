import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One runner, three projects:
 * - unit: pure rules and components, beside the code (`*.test.ts`; also the browser tests' pure
 *   helpers in apps/web/e2e/support), no database, no network;
 * - api: HTTP → service → database through `app.inject`, on PGlite by default or on the PostgreSQL
 *   server named by TEST_DATABASE_URL;
 * - e2e: a real browser against the built storefront and API (`*.e2e.ts`), see scripts/e2e.ts.
 */

/**
 * Unit and API files share nothing (each API file copies the seeded database for itself), so they
 * take a worker per core. Vitest's own default keeps one core for its main process, which idles
 * while the workers run: on this 2-core machine that was one worker and 40–50 % idle CPU.
 */
const isolatedFileWorkers = availableParallelism();

/** Set by scripts/e2e.ts: how many storefront + API pairs it started (one per worker). */
const e2eWorkers = Number(process.env.E2E_WORKERS) || 1;
export default defineConfig({
  test: {
    projects: [
      {
        // The storefront's tsconfig keeps JSX for Next; component tests render it with React's runtime.
        oxc: { jsx: { runtime: 'automatic' } },
        // The storefront's `@/…` imports (apps/web/tsconfig.json's paths).
        resolve: {
          alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
        },
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: isolatedFileWorkers,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/e2e/support/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          maxWorkers: isolatedFileWorkers,
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One worker per storefront + API pair that scripts/e2e.ts started (E2E_WORKERS); the setup
          // file points each worker's E2E_BASE_URL / E2E_API_URL / E2E_DATA_DIR at its own pair.
          maxWorkers: e2eWorkers,
          fileParallelism: e2eWorkers > 1,
          setupFiles: ['apps/web/e2e/support/worker-pair.ts'],
          // expect.poll's own default (1 s) is a timing assertion in disguise: a page that rendered
          // in 2 s on a loaded 2-core machine failed it. Waiting longer changes nothing a test proves.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
