import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKERS, fileFilters, pairCount, pairEnv, readWorkers } from './e2e-plan.ts';

const FILES = ['apps/web/e2e/account.e2e.ts', 'apps/web/e2e/accounts.e2e.ts', 'apps/web/e2e/cart.e2e.ts'];

describe('e2e plan', () => {
  it('defaults to one worker; E2E_WORKERS asks for more', () => {
    expect(DEFAULT_WORKERS).toBe(1);
    expect(readWorkers(undefined)).toBe(1);
    expect(readWorkers(' ')).toBe(1);
    expect(readWorkers('2')).toBe(2);
  });

  it('refuses a worker count that is not a whole number from 1 to 8', () => {
    for (const raw of ['0', '9', '1.5', 'two']) expect(() => readWorkers(raw)).toThrow(/E2E_WORKERS/);
  });

  it('takes the arguments that are not options for file filters', () => {
    expect(fileFilters(['--reporter=json', 'account', '--bail=1'])).toEqual(['account']);
  });

  it('starts no more pairs than the files that will run', () => {
    expect(pairCount(2, FILES, [])).toBe(2);
    expect(pairCount(2, FILES, ['--reporter=verbose'])).toBe(2);
    expect(pairCount(2, FILES, ['apps/web/e2e/account.e2e.ts'])).toBe(1);
    expect(pairCount(2, FILES, ['account'])).toBe(2);
    expect(pairCount(4, FILES, ['account', 'cart'])).toBe(3);
    expect(pairCount(1, FILES, [])).toBe(1);
    expect(pairCount(2, FILES, ['nothing-matches'])).toBe(1);
  });

  it('names every pair by worker number and the first by the plain names too', () => {
    const env = pairEnv([
      { baseUrl: 'http://localhost:3140', apiUrl: 'http://127.0.0.1:4140', dataDir: '/tmp/a' },
      { baseUrl: 'http://localhost:6001', apiUrl: 'http://127.0.0.1:6002', dataDir: '/tmp/b' },
    ]);
    expect(env).toEqual({
      E2E_WORKERS: '2',
      E2E_BASE_URL: 'http://localhost:3140',
      E2E_API_URL: 'http://127.0.0.1:4140',
      E2E_DATA_DIR: '/tmp/a',
      E2E_BASE_URL_1: 'http://localhost:3140',
      E2E_API_URL_1: 'http://127.0.0.1:4140',
      E2E_DATA_DIR_1: '/tmp/a',
      E2E_BASE_URL_2: 'http://localhost:6001',
      E2E_API_URL_2: 'http://127.0.0.1:6002',
      E2E_DATA_DIR_2: '/tmp/b',
    });
  });
});
