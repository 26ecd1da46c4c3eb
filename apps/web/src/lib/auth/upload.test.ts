import { describe, expect, it } from 'vitest';
import { pollUpload, thumbnailFileProblem, UPLOAD_POLL_INTERVAL_MS } from './upload.ts';

describe('upload polling', () => {
  it('polls every 200 ms until the upload succeeds', async () => {
    const states = [
      { status: 1, url: '' },
      { status: 1, url: '' },
      { status: 2, url: 'http://x/media/a.png' },
    ];
    const sleeps: number[] = [];
    const url = await pollUpload(async () => states.shift() ?? { status: 3, url: '' }, {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(url).toBe('http://x/media/a.png');
    expect(UPLOAD_POLL_INTERVAL_MS).toBe(200);
    expect(sleeps).toEqual([200, 200]);
  });

  it('fails on FAILED and on timeout', async () => {
    await expect(pollUpload(async () => ({ status: 3, url: '' }), { sleep: async () => {} })).rejects.toThrow(
      'failed',
    );
    let clock = 0;
    await expect(
      pollUpload(async () => ({ status: 1, url: '' }), {
        timeoutMs: 1000,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
      }),
    ).rejects.toThrow('timed out');
  });

  it('checks the file before sending', () => {
    expect(thumbnailFileProblem(undefined)).toBe('empty');
    expect(thumbnailFileProblem({ type: 'image/png', size: 10 })).toBeUndefined();
    expect(thumbnailFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(thumbnailFileProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe('size');
  });
});
