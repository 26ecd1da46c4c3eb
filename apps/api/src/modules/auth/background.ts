/** Work done after the answer: a request hands it over and answers at once. */
export type BackgroundTasks = {
  /** Starts `task` after the current request's answer. Never throws: a failure is logged. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every started task has finished (the app waits for it before closing). */
  idle(): Promise<void>;
};

/**
 * Runs work off the request path, so that an answer can neither wait for it nor, by its timing,
 * reveal what it found (forgot-password: whether an address has an account).
 */
export const createBackgroundTasks = (log: {
  error(details: object, message: string): void;
}): BackgroundTasks => {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: label }, 'background task failed'));
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
};
