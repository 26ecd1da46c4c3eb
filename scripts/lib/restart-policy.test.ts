import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTART_POLICY, describeExit, nextRestartDelay } from './restart-policy.ts';

describe('npm start restarts a crashed process: nextRestartDelay', () => {
  it('waits 1 s before the first restart', () => {
    expect(nextRestartDelay(undefined, 500)).toBe(1_000);
  });

  it('doubles per quick crash up to 30 s', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let crash = 0; crash < 8; crash++) {
      delay = nextRestartDelay(delay, 2_000);
      delays.push(delay);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts from 1 s again after a run of 60 s or more', () => {
    expect(nextRestartDelay(30_000, 59_999)).toBe(30_000);
    expect(nextRestartDelay(30_000, 60_000)).toBe(1_000);
    expect(nextRestartDelay(16_000, 3_600_000)).toBe(1_000);
  });

  it('property: always between the initial and the maximum delay, never shorter after a quick crash', () => {
    const { initialDelayMs, maxDelayMs, stableAfterMs } = DEFAULT_RESTART_POLICY;
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 200_000 }),
        (previous, uptime) => {
          const delay = nextRestartDelay(previous, uptime);
          expect(delay).toBeGreaterThanOrEqual(initialDelayMs);
          expect(delay).toBeLessThanOrEqual(maxDelayMs);
          if (previous !== undefined && uptime < stableAfterMs)
            expect(delay).toBeGreaterThanOrEqual(Math.min(previous, maxDelayMs));
        },
      ),
    );
  });
});

describe('describeExit', () => {
  it('names the signal, else the code', () => {
    expect(describeExit(1, null)).toBe('exit code 1');
    expect(describeExit(null, 'SIGKILL')).toBe('signal SIGKILL');
    expect(describeExit(null, null)).toBe('exit code unknown');
  });
});
