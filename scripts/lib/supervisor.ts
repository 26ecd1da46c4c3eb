import type { Service } from './processes.ts';
import { stopService } from './processes.ts';
import {
  DEFAULT_RESTART_POLICY,
  describeExit,
  nextRestartDelay,
  type RestartPolicy,
} from './restart-policy.ts';

export type Supervisor = {
  /** The process running now (a new one after each restart). */
  readonly current: Service;
  /** How many times the process has been restarted. */
  readonly restarts: number;
  /** Stops the process for good: no restart follows, a pending one is cancelled. */
  stop(): Promise<void>;
};

export type SuperviseOptions = {
  policy?: RestartPolicy;
  log?: (line: string) => void;
};

const uptimeText = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Keeps a service running: `start()` now, and again whenever the process exits without having been
 * asked to (a crash, an OOM kill, `kill -9`), after the delay `nextRestartDelay` gives. Only `stop()`
 * ends it. Each exit and restart is logged with the process name, pid, exit code or signal and time.
 */
export function supervise(start: () => Service, options: SuperviseOptions = {}): Supervisor {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  const log = options.log ?? ((line: string) => console.error(line));
  let current = start();
  let startedAt = performance.now();
  let previousDelay: number | undefined;
  let restarts = 0;
  let stopping = false;
  let pending: NodeJS.Timeout | undefined;

  const restart = () => {
    pending = undefined;
    if (stopping) return;
    current = start();
    startedAt = performance.now();
    restarts += 1;
    log(`[hatake] ${new Date().toISOString()} ${current.name} restarted (pid ${current.child.pid})`);
    watch(current);
  };

  const watch = (service: Service) => {
    service.child.once('exit', (code, signal) => {
      if (stopping || service !== current) return;
      const uptime = performance.now() - startedAt;
      const delay = nextRestartDelay(previousDelay, uptime, policy);
      previousDelay = delay;
      log(
        `[hatake] ${new Date().toISOString()} ${service.name} (pid ${service.child.pid}) exited unexpectedly ` +
          `(${describeExit(code, signal)}) after ${uptimeText(uptime)}; restarting in ${delay / 1000} s`,
      );
      // Whatever it spawned in its process group goes with it, so the new one finds its port free.
      void stopService(service);
      pending = setTimeout(restart, delay);
    });
  };
  watch(current);

  return {
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      if (pending) clearTimeout(pending);
      pending = undefined;
      await stopService(current);
    },
  };
}
