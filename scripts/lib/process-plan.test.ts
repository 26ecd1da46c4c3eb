import { describe, expect, it } from 'vitest';
import { planProcesses } from './process-plan.ts';

const SHARED = { DATABASE_URL: 'postgres://db/hatake', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('planProcesses', () => {
  it('runs one API and one storefront by default, as before', () => {
    expect(planProcesses({})).toEqual({
      apiPorts: [4000],
      webPorts: [3000],
      balancerPort: undefined,
      apiUrl: 'http://127.0.0.1:4000',
      notes: [],
      warnings: [],
    });
  });

  it('puts several APIs on consecutive ports and gives every storefront all their addresses', () => {
    const plan = planProcesses({ ...SHARED, API_PROCESSES: '3', API_PORT: '5000' });
    expect(plan.apiPorts).toEqual([5000, 5001, 5002]);
    expect(plan.apiUrl).toBe('http://127.0.0.1:5000,http://127.0.0.1:5001,http://127.0.0.1:5002');
    expect(plan.webPorts).toEqual([3000]);
    expect(plan.notes.join(' ')).toMatch(/AUTH_SECRET and SESSION_SECRET/);
  });

  it('warns on several APIs with local storage or without SMTP_URL, naming the setting and where the files go', () => {
    const local = planProcesses({ ...SHARED, API_PROCESSES: '2', DATA_DIR: '/srv/hatake' });
    expect(local.warnings).toHaveLength(2);
    expect(local.warnings[0]).toMatch(/local storage.*\/srv\/hatake\/storage.*Set STORAGE=s3/);
    expect(local.warnings[1]).toMatch(/without SMTP_URL.*\/srv\/hatake\/outbox.*Set SMTP_URL/);
    const s3 = planProcesses({ ...SHARED, API_PROCESSES: '2', STORAGE: ' S3 ' });
    expect(s3.warnings).toEqual([expect.stringMatching(/without SMTP_URL/)]);
    const shared = { ...SHARED, API_PROCESSES: '2', STORAGE: 's3', SMTP_URL: 'smtp://mail:587' };
    expect(planProcesses(shared).warnings).toEqual([]);
    // One API process keeps its files and mail where it always did: nothing to warn about.
    expect(planProcesses({ WEB_PROCESSES: '2' }).warnings).toEqual([]);
  });

  it('puts several storefronts behind a balancer on PORT', () => {
    const plan = planProcesses({ WEB_PROCESSES: '2', PORT: '8080' });
    expect(plan.balancerPort).toBe(8080);
    expect(plan.webPorts).toEqual([8081, 8082]);
  });

  it('refuses several APIs on the embedded database, naming DATABASE_URL', () => {
    expect(() => planProcesses({ API_PROCESSES: '2', REDIS_URL: SHARED.REDIS_URL })).toThrow(/DATABASE_URL/);
  });

  it('refuses several APIs without Redis, naming REDIS_URL', () => {
    expect(() => planProcesses({ API_PROCESSES: '2', DATABASE_URL: SHARED.DATABASE_URL })).toThrow(
      /REDIS_URL/,
    );
  });

  it('refuses counts that are not whole numbers from 1 to 16', () => {
    for (const value of ['0', '-1', '1.5', 'two', '17']) {
      expect(() => planProcesses({ ...SHARED, API_PROCESSES: value })).toThrow(/API_PROCESSES/);
      expect(() => planProcesses({ WEB_PROCESSES: value })).toThrow(/WEB_PROCESSES/);
    }
  });

  it('refuses ports that collide', () => {
    expect(() => planProcesses({ ...SHARED, API_PROCESSES: '2', API_PORT: '3000', PORT: '3001' })).toThrow(
      /overlap/,
    );
    expect(() => planProcesses({ WEB_PROCESSES: '3', PORT: '3998' })).toThrow(/overlap/);
    expect(() => planProcesses({ PORT: '4000' })).toThrow(/overlap/);
  });
});
