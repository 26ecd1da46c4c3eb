/**
 * When `npm start` brings a crashed process back: soon after a first crash, then backing off
 * (so a process that cannot start does not spin the machine), and soon again once a restarted
 * process has proved itself by staying up.
 */
export type RestartPolicy = {
  /** Delay before the first restart, and again after a stable run. */
  initialDelayMs: number;
  /** The delay doubles per crash up to this. */
  maxDelayMs: number;
  /** A run at least this long counts as stable: the next crash starts from `initialDelayMs` again. */
  stableAfterMs: number;
};

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

/**
 * The delay before restarting a process that has just exited unexpectedly.
 * `previousDelayMs` is the delay used before the run that has now ended (undefined when that run was
 * the first), `uptimeMs` how long that run lasted.
 */
export function nextRestartDelay(
  previousDelayMs: number | undefined,
  uptimeMs: number,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): number {
  if (previousDelayMs === undefined || uptimeMs >= policy.stableAfterMs) return policy.initialDelayMs;
  return Math.min(Math.max(previousDelayMs, policy.initialDelayMs) * 2, policy.maxDelayMs);
}

/** `exit code 1`, `signal SIGKILL`: how a process ended, for the log. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `signal ${signal}`;
  return `exit code ${code ?? 'unknown'}`;
}
