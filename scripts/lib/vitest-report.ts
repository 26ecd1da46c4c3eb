import { existsSync, readFileSync } from 'node:fs';

export type TestCounts = { passed: number; failed: number; skipped: number };

type JsonReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
};

/** Reads the counts out of a Vitest JSON report (`--reporter=json --outputFile=...`). */
export const readVitestCounts = (file: string): TestCounts | undefined => {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
};

export const addCounts = (a: TestCounts, b: TestCounts): TestCounts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
});
