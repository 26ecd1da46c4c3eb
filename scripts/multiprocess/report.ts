/** What a run prints: one line a check as it ends, and a failed run's process errors. */

export type Result = { name: string; ok: boolean; ms: number; error?: string };

/** Runs one check, prints ✓ or ✗ with its time, and records the result. */
export const runCheck = async (results: Result[], name: string, body: () => Promise<void>): Promise<void> => {
  const started = performance.now();
  try {
    await body();
    results.push({ name, ok: true, ms: performance.now() - started });
    console.log(`  ✓ ${name} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, ms: performance.now() - started, error: message });
    console.log(`  ✗ ${name}\n      ${message}`);
  }
};

/** A process log's errors, one short line each: pino's JSON lines of level 50+ and plain error lines. */
export const errorLines = (log: string): string[] =>
  log
    .split('\n')
    .map((line): string | undefined => {
      if (!line.startsWith('{')) return /error/i.test(line) ? `  ${line.slice(0, 240)}` : undefined;
      try {
        const entry = JSON.parse(line) as {
          level?: number;
          msg?: string;
          err?: { type?: string; message?: string; cause?: { message?: string } };
        };
        if ((entry.level ?? 0) < 50) return undefined;
        const err = entry.err;
        return `  ${entry.msg} — ${err?.type ?? ''}: ${(err?.message ?? '').slice(0, 160)}${err?.cause?.message ? ` (cause: ${err.cause.message.slice(0, 120)})` : ''}`;
      } catch {
        return undefined;
      }
    })
    .filter((line): line is string => line !== undefined);
