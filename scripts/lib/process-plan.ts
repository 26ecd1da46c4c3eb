/**
 * What `npm start` runs, from its settings: how many API and storefront processes, on which ports,
 * and whether the settings make sense for several processes (docs/scaling.md). Pure: start.ts
 * starts what this answers, the unit test reads it.
 */

export type ProcessPlan = {
  /** One API process per port, consecutive from API_PORT. */
  apiPorts: number[];
  /** The storefronts' ports: PORT itself for one; PORT+1… behind the balancer for several. */
  webPorts: number[];
  /** Where the round-robin balancer in front of several storefronts listens (PORT); none for one. */
  balancerPort: number | undefined;
  /** What every storefront gets as API_URL: the API addresses, comma-separated. */
  apiUrl: string;
  /** Settings that work but are worth knowing about, printed at start. */
  notes: string[];
  /**
   * Settings that work on this machine only, printed as warnings at start: several API processes
   * with local storage, or without SMTP_URL (docs/scaling.md).
   */
  warnings: string[];
};

/** A setting `npm start` refuses, with what to do instead. */
export class ProcessPlanError extends Error {}

/** Enough for one machine; more only adds processes fighting for the same cores. */
const MAX_PROCESSES = 16;

const readCount = (env: NodeJS.ProcessEnv, name: string): number => {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES)
    throw new ProcessPlanError(`${name} must be a whole number from 1 to ${MAX_PROCESSES} (got "${raw}")`);
  return count;
};

const readPort = (env: NodeJS.ProcessEnv, name: string, fallback: number, count: number): number => {
  const raw = env[name]?.trim() ?? '';
  const port = raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port + count > 65_535)
    throw new ProcessPlanError(
      `${name} must be a port number with room for ${count} after it (got "${raw}")`,
    );
  return port;
};

const range = (first: number, count: number): number[] => Array.from({ length: count }, (_, i) => first + i);

export const planProcesses = (env: NodeJS.ProcessEnv): ProcessPlan => {
  const apis = readCount(env, 'API_PROCESSES');
  const webs = readCount(env, 'WEB_PROCESSES');
  const apiPort = readPort(env, 'API_PORT', 4000, apis);
  const webPort = readPort(env, 'PORT', 3000, webs + 1);
  const apiPorts = range(apiPort, apis);
  const webPorts = webs === 1 ? [webPort] : range(webPort + 1, webs);
  const balancerPort = webs > 1 ? webPort : undefined;
  const taken = [...apiPorts, ...webPorts, ...(balancerPort ? [balancerPort] : [])];
  if (new Set(taken).size < taken.length)
    throw new ProcessPlanError(
      `the API ports (${apiPorts.join(', ')}) and the storefront's (${[balancerPort, ...webPorts].filter(Boolean).join(', ')}) overlap: change PORT or API_PORT`,
    );

  const notes: string[] = [];
  const warnings: string[] = [];
  if (apis > 1) {
    // The embedded PGlite is one process per data directory: a second one cannot open it.
    if (!env.DATABASE_URL)
      throw new ProcessPlanError(
        `API_PROCESSES=${apis} needs DATABASE_URL (PostgreSQL): the embedded database (PGlite, used without it) ` +
          'can be opened by one process only. See docs/scaling.md.',
      );
    // Without Redis each process keeps its own live-comment channel and rate-limit counters: a
    // comment posted through one process would never reach a viewer streaming from another.
    if (!env.REDIS_URL)
      throw new ProcessPlanError(
        `API_PROCESSES=${apis} needs REDIS_URL: live comments cross processes and rate limits are counted ` +
          'once for the whole shop only through Redis. See docs/scaling.md.',
      );
    // Both work while every process runs here on one DATA_DIR (npm start gives them the same), and
    // break as soon as a process runs elsewhere: said at every start, not found out in production.
    // Read as the API reads it (storage/storage-config.ts): trimmed, any case.
    if ((env.STORAGE ?? '').trim().toLowerCase() !== 's3')
      warnings.push(
        `API_PROCESSES=${apis} with local storage: uploads and demo pictures are files in ` +
          `${env.STORAGE_DIR ?? `${env.DATA_DIR ?? 'data'}/storage`} on this machine, which every process here shares; ` +
          'a process on another machine would answer 404 for them. Set STORAGE=s3 (or give every machine ' +
          'one shared DATA_DIR). See docs/scaling.md.',
      );
    if (!env.SMTP_URL)
      warnings.push(
        `API_PROCESSES=${apis} without SMTP_URL: no mail is sent; sign-up codes and order mails are ` +
          `.eml files in ${env.MAIL_OUTBOX_DIR || `${env.DATA_DIR ?? 'data'}/outbox`} of the machine that wrote them. ` +
          'Set SMTP_URL. See docs/scaling.md.',
      );
    notes.push(
      `${apis} API processes share one database and Redis; processes on several machines also need ` +
        'the same AUTH_SECRET and SESSION_SECRET (docs/scaling.md)',
    );
  }
  return {
    apiPorts,
    webPorts,
    balancerPort,
    apiUrl: apiPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
    notes,
    warnings,
  };
};
