/**
 * The benchmark table: one row per measured call, its figures, the targets it is held to (issue 19,
 * docs/performance.md) and whether it met them. Pure functions only, so the ratio, the verdict and
 * the table's layout are unit-tested (report.test.ts); nothing here measures or asserts timing.
 */

/** One target: `value op limit`, e.g. ratio ≥ 0.5 or p99 ≤ 20 ms. */
export type Check = {
  label: string;
  /** undefined when the figure could not be measured: the verdict is then unknown, not met. */
  value: number | undefined;
  op: '>=' | '<=';
  limit: number;
  unit?: string;
  /** A guard that never appears in the target text (e.g. no failed request), only in the verdict. */
  hidden?: boolean;
};

export type Row = {
  /** The benchmark that produced the row (a BENCH_ONLY name). */
  benchmark: string;
  call: string;
  connections?: number;
  reqPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
  bareReqPerSec?: number;
  ratio?: number;
  /** Figures that have no column of their own (HTML size, Lighthouse score, orders/s…). */
  measured?: string;
  checks: Check[];
};

export type Verdict = { met: boolean | null; missed: string[] };

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The row's throughput as a share of the bare server's, 3 decimals; undefined without a baseline. */
export const ratio = (reqPerSec: number, bareReqPerSec: number): number | undefined =>
  bareReqPerSec > 0 ? round(reqPerSec / bareReqPerSec, 3) : undefined;

const symbol = (op: Check['op']) => (op === '>=' ? '≥' : '≤');

const formatNumber = (value: number): string => {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : String(round(value, 3));
};

const withUnit = (value: number, unit = '') => `${formatNumber(value)}${unit}`;

export const passes = (check: Check): boolean | null => {
  if (check.value === undefined || Number.isNaN(check.value)) return null;
  return check.op === '>=' ? check.value >= check.limit : check.value <= check.limit;
};

/**
 * Met when every check passes; not met when one fails (each failure named with its figure);
 * unknown (null) when none fails but one could not be measured.
 */
export const verdict = (checks: Check[]): Verdict => {
  const missed: string[] = [];
  let unknown = false;
  for (const check of checks) {
    const passed = passes(check);
    if (passed === null) unknown = true;
    else if (!passed)
      missed.push(
        `${check.label} ${withUnit(check.value ?? Number.NaN, check.unit)} (target ${symbol(check.op)} ${withUnit(check.limit, check.unit)})`,
      );
  }
  if (missed.length > 0) return { met: false, missed };
  // A row held only to hidden guards (no failed request) has no target to meet.
  const targets = checks.filter((check) => !check.hidden);
  return { met: targets.length === 0 || unknown ? null : true, missed };
};

/** How far a missed check is from its limit, as a factor: 0.4 for ratio 0.2 against ≥ 0.5, 2 for p99 40 ms against ≤ 20 ms. */
export const missFactor = (check: Check): number | undefined => {
  if (passes(check) !== false || check.value === undefined) return undefined;
  if (check.limit === 0) return undefined;
  return round(check.value / check.limit, 2);
};

export const targetText = (checks: Check[]): string =>
  checks
    .filter((check) => !check.hidden)
    .map((check) =>
      check.label === 'ratio'
        ? `${symbol(check.op)} ${check.limit.toFixed(2)}× bare`
        : `${check.label} ${symbol(check.op)} ${withUnit(check.limit, check.unit)}`,
    )
    .join(', ');

const ms = (value: number | undefined) => (value === undefined ? '' : `${formatNumber(value)} ms`);
const num = (value: number | undefined) => (value === undefined ? '' : formatNumber(value));

const metText = (result: Verdict): string => {
  if (result.met === true) return 'yes';
  if (result.met === null) return result.missed.length === 0 ? '—' : '?';
  return `**no**: ${result.missed.join('; ')}`;
};

export const TABLE_HEADER = [
  'call',
  'connections',
  'req/s',
  'p50',
  'p99',
  'bare req/s',
  'ratio',
  'measured',
  'target',
  'met?',
] as const;

export const tableCells = (row: Row): string[] => [
  row.call,
  num(row.connections),
  num(row.reqPerSec),
  ms(row.p50Ms),
  ms(row.p99Ms),
  num(row.bareReqPerSec),
  row.ratio === undefined ? '' : row.ratio.toFixed(3),
  row.measured ?? '',
  targetText(row.checks),
  metText(verdict(row.checks)),
];

const escapeCell = (cell: string) => cell.replaceAll('|', '\\|');

/** The rows as one Markdown table (printed at the end of a run, pasted into docs/performance.md). */
export const formatTable = (rows: Row[]): string => {
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`;
  return [
    line(TABLE_HEADER),
    line(TABLE_HEADER.map(() => '---')),
    ...rows.map((row) => line(tableCells(row))),
  ].join('\n');
};

/** The progress line printed as soon as a row is measured. */
export const progressLine = (row: Row): string => {
  const figures = [
    row.connections === undefined ? '' : `${row.connections} conn`,
    row.reqPerSec === undefined ? '' : `${formatNumber(row.reqPerSec)} req/s`,
    row.p99Ms === undefined ? '' : `p50 ${ms(row.p50Ms)} p99 ${ms(row.p99Ms)}`,
    row.ratio === undefined ? '' : `ratio ${row.ratio.toFixed(3)}`,
    row.measured ?? '',
  ].filter(Boolean);
  const result = verdict(row.checks);
  const met = result.met === true ? 'met' : result.met === false ? 'MISSED' : '';
  return `[bench] ${row.benchmark}: ${row.call} — ${figures.join(', ')}${met ? ` — ${met}` : ''}`;
};

/** A row as JSON for bench/results/latest.json: the figures, the verdict and each miss's factor. */
export const rowJson = (row: Row) => {
  const result = verdict(row.checks);
  return {
    ...row,
    target: targetText(row.checks),
    met: result.met,
    missed: result.missed,
    checks: row.checks.map((check) => ({ ...check, passed: passes(check), missFactor: missFactor(check) })),
  };
};
