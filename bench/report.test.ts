import { describe, expect, it } from 'vitest';
import {
  type Check,
  formatTable,
  missFactor,
  progressLine,
  type Row,
  ratio,
  rowJson,
  targetText,
  verdict,
} from './report.ts';

const ratioAtLeast = (value: number | undefined, limit = 0.5): Check => ({
  label: 'ratio',
  value,
  op: '>=',
  limit,
});
const p99AtMost = (value: number | undefined, limit = 20): Check => ({
  label: 'p99',
  value,
  op: '<=',
  limit,
  unit: ' ms',
});
const noFailure = (value: number): Check => ({
  label: 'failed requests',
  value,
  op: '<=',
  limit: 0,
  hidden: true,
});

describe('ratio', () => {
  it('is the share of the bare throughput, to 3 decimals', () => {
    expect(ratio(2374, 4749)).toBe(0.5);
    expect(ratio(89, 4749)).toBe(0.019);
  });
  it('is unknown without a bare figure', () => {
    expect(ratio(100, 0)).toBeUndefined();
  });
});

describe('verdict', () => {
  it('is met when every check passes, limits included', () => {
    expect(verdict([ratioAtLeast(0.5), p99AtMost(20), noFailure(0)])).toEqual({ met: true, missed: [] });
  });
  it('names every missed check with its figure and target', () => {
    expect(verdict([ratioAtLeast(0.019), p99AtMost(5650)])).toEqual({
      met: false,
      missed: ['ratio 0.019 (target ≥ 0.5)', 'p99 5,650 ms (target ≤ 20 ms)'],
    });
  });
  it('fails a row whose requests failed even when its targets are met', () => {
    expect(verdict([ratioAtLeast(0.9), noFailure(3)]).met).toBe(false);
  });
  it('is unknown, not met, when a figure is missing', () => {
    expect(verdict([ratioAtLeast(undefined), p99AtMost(10)])).toEqual({ met: null, missed: [] });
  });
  it('is unknown for a row with no target (only the hidden guard)', () => {
    expect(verdict([noFailure(0)]).met).toBeNull();
    expect(verdict([]).met).toBeNull();
  });
});

describe('missFactor', () => {
  it('says how far from the limit a missed check is', () => {
    expect(missFactor(ratioAtLeast(0.2))).toBe(0.4);
    expect(missFactor(p99AtMost(40))).toBe(2);
  });
  it('is undefined for a passed or unmeasured check', () => {
    expect(missFactor(p99AtMost(10))).toBeUndefined();
    expect(missFactor(p99AtMost(undefined))).toBeUndefined();
  });
});

describe('targetText', () => {
  it('writes the ratio against bare and leaves hidden guards out', () => {
    expect(targetText([ratioAtLeast(0.1), p99AtMost(1), noFailure(0)])).toBe('≥ 0.50× bare, p99 ≤ 20 ms');
  });
});

const row: Row = {
  benchmark: 'api',
  call: 'API (PGlite) GET /v1/products?limit=20',
  connections: 50,
  reqPerSec: 3000,
  p50Ms: 12,
  p99Ms: 25,
  bareReqPerSec: 5000,
  ratio: 0.6,
  checks: [ratioAtLeast(0.6), p99AtMost(25)],
};

describe('formatTable', () => {
  it('prints a Markdown table with one line per row and the verdict last', () => {
    const lines = formatTable([row]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '| call | connections | req/s | p50 | p99 | bare req/s | ratio | measured | target | met? |',
    );
    expect(lines[2]).toBe(
      '| API (PGlite) GET /v1/products?limit=20 | 50 | 3,000 | 12 ms | 25 ms | 5,000 | 0.600 |  | ≥ 0.50× bare, p99 ≤ 20 ms | **no**: p99 25 ms (target ≤ 20 ms) |',
    );
  });
  it('escapes a pipe inside a cell', () => {
    expect(formatTable([{ ...row, call: 'a | b', checks: [] }]).split('\n')[2]).toContain('a \\| b');
  });
});

describe('progressLine and rowJson', () => {
  it('flags a missed row in its progress line', () => {
    expect(progressLine(row)).toBe(
      '[bench] api: API (PGlite) GET /v1/products?limit=20 — 50 conn, 3,000 req/s, p50 12 ms p99 25 ms, ratio 0.600 — MISSED',
    );
  });
  it('carries the verdict and each check’s miss factor into the JSON', () => {
    const json = rowJson(row);
    expect(json.met).toBe(false);
    expect(json.target).toBe('≥ 0.50× bare, p99 ≤ 20 ms');
    expect(json.checks.map((check) => [check.passed, check.missFactor])).toEqual([
      [true, undefined],
      [false, 1.25],
    ]);
  });
});
