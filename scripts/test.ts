/**
 * `npm test`: the whole suite, in the order that fails fastest: lint, type-check, unit, API
 * integration (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), browser end-to-end. Lint is
 * Biome and the module-boundary check (scripts/check-module-imports.ts).
 * Usage: `npm test [-- step...]` with steps lint, typecheck, unit, api, e2e.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib/processes.ts';
import { addCounts, readVitestCounts, readVitestFailures, type TestCounts } from './lib/vitest-report.ts';

const reportDir = mkdtempSync(path.join(tmpdir(), 'hatake-test-'));
const vitestReport = (name: string) => path.join(reportDir, `${name}.json`);
const vitestArgs = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport(name)}`,
];

type Step = { name: string; command: string; args: string[]; counts?: string; env?: Record<string, string> };

const typecheck = (project: string): Step => ({ name: 'typecheck', command: 'tsc', args: ['-p', project] });

const steps: Step[] = [
  { name: 'lint', command: 'biome', args: ['ci', '.'] },
  // API modules are used through their faces (modules/<m>/index.ts) only: no deep imports.
  { name: 'lint', command: 'node', args: ['scripts/check-module-imports.ts'] },
  typecheck('.'),
  typecheck('packages/contract'),
  typecheck('apps/api'),
  typecheck('apps/web'),
  {
    name: 'unit',
    command: 'vitest',
    args: ['run', '--project', 'unit', ...vitestArgs('unit')],
    counts: 'unit',
  },
  { name: 'api', command: 'vitest', args: ['run', '--project', 'api', ...vitestArgs('api')], counts: 'api' },
  { name: 'e2e', command: 'node', args: ['scripts/e2e.ts', ...vitestArgs('e2e')], counts: 'e2e' },
  // The account flows again with 62-second access tokens, so the storefront refreshes them before
  // nearly every page (the rate limits are off: every refresh comes from this one machine).
  {
    name: 'e2e',
    command: 'node',
    args: ['scripts/e2e.ts', 'apps/web/e2e/account.e2e.ts', ...vitestArgs('e2e-short-tokens')],
    counts: 'e2e-short-tokens',
    env: { ACCESS_TOKEN_TTL: '62', RATE_LIMIT_MAX: '0' },
  },
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
let counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  const settings = Object.entries(step.env ?? {}).map(([name, value]) => `${name}=${value}`);
  console.log(`\n▶ ${step.name}${settings.length > 0 ? ` (${settings.join(' ')})` : ''}`);
  const started = performance.now();
  const code = await run(step.command, step.args, step.env ? { env: step.env } : {});
  results.push({ name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
  const stepCounts = step.counts ? readVitestCounts(vitestReport(step.counts)) : undefined;
  if (stepCounts) counts = addCounts(counts, stepCounts);
  if (step.counts) failures.push(...readVitestFailures(vitestReport(step.counts)));
  if (code !== 0) {
    // A step that failed without a report (a crash, a lint error) still counts as one failure.
    if (!stepCounts || stepCounts.failed === 0)
      counts = addCounts(counts, { passed: 0, failed: 1, skipped: 0 });
    break;
  }
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\nsummary');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
for (const failure of failures) console.log(`  failed: ${failure}`);
const ok = results.every((r) => r.ok);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
