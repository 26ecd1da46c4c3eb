/**
 * Reads a V8 CPU profile (`node --cpu-prof`'s .cpuprofile) into the few lines worth reading: the
 * functions with the most self time and the same time summed per package (node_modules/<name>, Node's
 * own internals, the app's sources). Pure, unit-tested in profile.test.ts.
 */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
  /** Microseconds; with samples and timeDeltas they say when each sample was taken. */
  startTime?: number;
  endTime?: number;
  samples?: number[];
  timeDeltas?: number[];
};

export type SelfTime = { name: string; percent: number };

/** Samples that are not the process working: waiting for I/O. */
const IDLE = new Set(['(idle)']);

/** Where a script lives: a package, Node's internals, or the file under apps/ or packages/. */
export const ownerOf = (url: string): string => {
  if (url === '') return '(V8/native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  const app = /\/(apps\/[^/]+|packages\/[^/]+)\//.exec(url);
  return app?.[1] ?? url.replace(/^file:\/\//, '');
};

const shortUrl = (url: string) =>
  url.replace(/^file:\/\/.*?\/(node_modules|apps|packages)\//, '$1/').replace(/^file:\/\//, '');

const top = (totals: Map<string, number>, all: number, count: number): SelfTime[] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, percent: Number(((100 * hits) / all).toFixed(1)) }));

/**
 * Samples per node: all of them (hitCount), or only those of the profile's last `lastSeconds` — the
 * load, without the start-up (module loading, migrations) that a whole-process profile begins with.
 */
export const hitsPerNode = (profile: CpuProfile, lastSeconds?: number): Map<number, number> => {
  const hits = new Map<number, number>();
  const { samples, timeDeltas, startTime, endTime } = profile;
  if (
    lastSeconds === undefined ||
    !samples ||
    !timeDeltas ||
    startTime === undefined ||
    endTime === undefined
  ) {
    for (const node of profile.nodes) hits.set(node.id, node.hitCount ?? 0);
    return hits;
  }
  const since = endTime - lastSeconds * 1e6;
  let time = startTime;
  for (const [index, id] of samples.entries()) {
    time += timeDeltas[index] ?? 0;
    if (time >= since) hits.set(id, (hits.get(id) ?? 0) + 1);
  }
  return hits;
};

/** The top self-time functions and owners, as % of the samples where the process was not idle. */
export const summariseProfile = (profile: CpuProfile, count = 12, lastSeconds?: number) => {
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const hitsOf = hitsPerNode(profile, lastSeconds);
  let busy = 0;
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (hits === 0 || IDLE.has(functionName)) continue;
    busy += hits;
    const name = url
      ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
      : functionName || '(anonymous)';
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const owner = url ? ownerOf(url) : functionName;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + hits);
  }
  if (busy === 0) return { functions: [], owners: [] };
  return { functions: top(byFunction, busy, count), owners: top(byOwner, busy, count) };
};
