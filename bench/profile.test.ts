import { describe, expect, it } from 'vitest';
import { type CpuProfile, ownerOf, summariseProfile } from './profile.ts';

const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });

describe('ownerOf', () => {
  it('names the package, scoped or not, Node internals and the app', () => {
    expect(ownerOf('file:///w/node_modules/pino/lib/tools.js')).toBe('pino');
    expect(ownerOf('file:///w/node_modules/@electric-sql/pglite/dist/index.js')).toBe('@electric-sql/pglite');
    expect(ownerOf('node:internal/stream_base_commons')).toBe('node internals');
    expect(ownerOf('file:///w/apps/api/src/modules/products/service.ts')).toBe('apps/api');
    expect(ownerOf('')).toBe('(V8/native)');
  });
});

describe('summariseProfile', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), hitCount: 0 },
      { id: 2, callFrame: frame('(idle)', ''), hitCount: 900 },
      { id: 3, callFrame: frame('writev', 'node:internal/stream_base_commons', 9), hitCount: 30 },
      { id: 4, callFrame: frame('', 'file:///w/node_modules/drizzle-orm/sql.js', 41), hitCount: 50 },
      {
        id: 5,
        callFrame: frame('build', 'file:///w/node_modules/drizzle-orm/pg-core/dialect.js'),
        hitCount: 10,
      },
      { id: 6, callFrame: frame('(garbage collector)', ''), hitCount: 10 },
    ],
  };
  it('ranks self time as a share of the busy samples, idle left out', () => {
    const summary = summariseProfile(profile, 3);
    expect(summary.functions).toEqual([
      { name: '(anonymous) node_modules/drizzle-orm/sql.js:42', percent: 50 },
      { name: 'writev node:internal/stream_base_commons:10', percent: 30 },
      { name: 'build node_modules/drizzle-orm/pg-core/dialect.js:1', percent: 10 },
    ]);
    expect(summary.owners.slice(0, 2)).toEqual([
      { name: 'drizzle-orm', percent: 60 },
      { name: 'node internals', percent: 30 },
    ]);
  });
  it('is empty for a profile with no busy sample', () => {
    expect(summariseProfile({ nodes: [{ id: 1, callFrame: frame('(idle)', ''), hitCount: 5 }] })).toEqual({
      functions: [],
      owners: [],
    });
  });
  it('counts only the last seconds when asked, leaving the start-up out', () => {
    const timed: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('compile', 'node:internal/modules/esm/utils'), hitCount: 2 },
        { id: 2, callFrame: frame('handler', 'file:///w/apps/api/src/app.ts'), hitCount: 2 },
      ],
      startTime: 0,
      endTime: 10_000_000,
      samples: [1, 1, 2, 2],
      timeDeltas: [1_000_000, 1_000_000, 6_000_000, 1_000_000],
    };
    expect(summariseProfile(timed, 5, 3).functions).toEqual([
      { name: 'handler apps/api/src/app.ts:1', percent: 100 },
    ]);
    expect(summariseProfile(timed, 5).functions).toHaveLength(2);
  });
});
