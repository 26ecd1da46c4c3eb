import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type Service, startService } from './processes.ts';
import { type Supervisor, supervise } from './supervisor.ts';

// Real child processes (tiny `node -e` scripts) under a fast policy, so the suite takes ~2 s.
const FAST = { initialDelayMs: 50, maxDelayMs: 200, stableAfterMs: 60_000 };

const nodeScript = (name: string, code: string) => (): Service =>
  startService(name, process.execPath, ['-e', code]);

const isAlive = (pid: number | undefined): boolean => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const until = async (check: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
};

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

describe('npm start restarts a crashed process: supervise', () => {
  it('restarts a killed long-running process (as when the API dies) and logs why', async () => {
    const lines: string[] = [];
    supervisor = supervise(nodeScript('api', 'setInterval(() => {}, 1000)'), {
      policy: FAST,
      log: (line) => lines.push(line),
    });
    const first = supervisor.current.child.pid;
    await until(() => isAlive(first));
    process.kill(first as number, 'SIGKILL');

    await until(() => supervisor?.restarts === 1);
    const second = supervisor.current.child.pid;
    expect(second).not.toBe(first);
    await until(() => isAlive(second));
    expect(lines[0]).toMatch(
      new RegExp(`api \\(pid ${first}\\) exited unexpectedly \\(signal SIGKILL\\) .*restarting in 0\\.05 s`),
    );
    expect(lines[1]).toMatch(new RegExp(`api restarted \\(pid ${second}\\)`));
  });

  it('backs off while the process keeps crashing', async () => {
    const lines: string[] = [];
    supervisor = supervise(nodeScript('web', 'process.exit(3)'), {
      policy: FAST,
      log: (line) => lines.push(line),
    });
    await until(() => (supervisor?.restarts ?? 0) >= 4);
    const delays = lines
      .filter((line) => line.includes('exited unexpectedly'))
      .map((line) => /restarting in ([\d.]+) s/.exec(line)?.[1]);
    expect(delays.slice(0, 4)).toEqual(['0.05', '0.1', '0.2', '0.2']);
    expect(lines[0]).toContain('(exit code 3)');
  });

  it('stop() ends the process for good: no restart follows', async () => {
    supervisor = supervise(nodeScript('api', 'setInterval(() => {}, 1000)'), { policy: FAST, log: () => {} });
    const pid = supervisor.current.child.pid;
    await until(() => isAlive(pid));
    await supervisor.stop();
    await sleep(300);
    expect(isAlive(pid)).toBe(false);
    expect(supervisor.restarts).toBe(0);
    expect(supervisor.current.child.pid).toBe(pid);
  });
});
