import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background.ts';

describe('background tasks', () => {
  it('start after the caller has moved on, and idle() waits for them', async () => {
    const done: string[] = [];
    const tasks = createBackgroundTasks({ error: vi.fn() });
    tasks.run('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push('first');
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done).toEqual(['first']);
  });

  it('waits for tasks started while waiting', async () => {
    const done: string[] = [];
    const tasks = createBackgroundTasks({ error: vi.fn() });
    tasks.run('outer', async () => {
      tasks.run('inner', async () => {
        done.push('inner');
      });
      done.push('outer');
    });
    await tasks.idle();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failure instead of throwing', async () => {
    const error = vi.fn();
    const tasks = createBackgroundTasks({ error });
    tasks.run('mail', async () => {
      throw new Error('SMTP down');
    });
    await tasks.idle();
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error), task: 'mail' }, 'background task failed');
  });
});
