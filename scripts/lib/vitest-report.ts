import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type TestCounts = { passed: number; failed: number; skipped: number };

type JsonReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name?: string;
    message?: string;
    assertionResults?: { fullName?: string; status?: string; failureMessages?: string[] }[];
  }[];
};

const readReport = (file: string): JsonReport | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as JsonReport) : undefined;

/** Reads the counts out of a Vitest JSON report (`--reporter=json --outputFile=...`). */
export const readVitestCounts = (file: string): TestCounts | undefined => {
  const report = readReport(file);
  if (!report) return undefined;
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

/**
 * One line per failed test (file, name, the first line of its error), and per file that failed
 * without a test (an import error), so the summary at the end of a long CI log names what failed.
 */
export const readVitestFailures = (file: string, root = process.cwd()): string[] => {
  const report = readReport(file);
  const lines: string[] = [];
  for (const testFile of report?.testResults ?? []) {
    const where = testFile.name ? path.relative(root, testFile.name) : '?';
    const failed = (testFile.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failed)
      lines.push(`${where} › ${test.fullName ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && testFile.message) lines.push(`${where}: ${firstLine(testFile.message)}`);
  }
  return lines;
};

const firstLine = (text: string | undefined): string =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';
