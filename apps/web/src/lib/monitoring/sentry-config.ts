import { type Deployment, type Env, settingFor } from './environment.ts';

/**
 * What the browser's Sentry needs: the public monitoring settings of docs/product.md ("Monitoring
 * and analytics"). Everything here is rendered into every page for the browser SDK, so no secret
 * may ever be added (docs/adr/0014).
 */
export type MonitoringConfig = {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  profilesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
};

/** The rate settings, their environment variables and their defaults when unset. */
export const RATE_SETTINGS = {
  tracesSampleRate: { name: 'SENTRY_TRACES_SAMPLE_RATE', fallback: 0.1 },
  // Browser profiling also needs a `Document-Policy: js-profiling` response header; off unless asked for.
  profilesSampleRate: { name: 'SENTRY_PROFILES_SAMPLE_RATE', fallback: 0 },
  replaysSessionSampleRate: { name: 'SENTRY_REPLAYS_SESSION_SAMPLE_RATE', fallback: 0 },
  replaysOnErrorSampleRate: { name: 'SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE', fallback: 1 },
} as const;

type RateKey = keyof typeof RATE_SETTINGS;

/**
 * A sample rate: a plain decimal from 0 to 1. Unset → the default; anything else (out of range,
 * `NaN`, `50%`, `1e-1`) → 0, that part of monitoring off, with a warning: a typo must not send
 * every session to the service, nor silently drop the setting.
 */
export function parseRate(
  name: string,
  value: string | undefined,
  fallback: number,
): { rate: number; warning?: string } {
  const text = value?.trim();
  if (!text) return { rate: fallback };
  const rate = /^(?:0|1|0?\.\d+|[01]\.\d*)$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isFinite(rate) && rate >= 0 && rate <= 1) return { rate };
  return { rate: 0, warning: `${name}=${JSON.stringify(value)} is not a rate from 0 to 1: off` };
}

/**
 * A Sentry DSN: `https://<public key>@<host>/<project id>` (http allowed for a self-hosted
 * relay). Anything else → undefined.
 */
export function parseDsn(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    const projectId = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username) return undefined;
    return /^\d+$/.test(projectId) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The storefront's monitoring, from the environment alone: SENTRY_DSN (or SENTRY_DSN_<DEPLOYMENT>)
 * switches it on; without one, or with one that is not a DSN (warning), it is off and no Sentry
 * code reaches any page. The environment reported is SENTRY_ENVIRONMENT, else the deployment.
 */
export function monitoringConfigFrom(
  env: Env,
  deployment: Deployment,
): { config: MonitoringConfig | undefined; warnings: string[] } {
  const raw = settingFor(env, 'SENTRY_DSN', deployment);
  if (!raw) return { config: undefined, warnings: [] };
  const dsn = parseDsn(raw);
  if (!dsn)
    return {
      config: undefined,
      warnings: ['SENTRY_DSN is not a Sentry DSN (https://key@host/project): monitoring off'],
    };
  const warnings: string[] = [];
  const rates = {} as Record<RateKey, number>;
  for (const [key, { name, fallback }] of Object.entries(RATE_SETTINGS) as [
    RateKey,
    (typeof RATE_SETTINGS)[RateKey],
  ][]) {
    const parsed = parseRate(name, settingFor(env, name, deployment), fallback);
    rates[key] = parsed.rate;
    if (parsed.warning) warnings.push(parsed.warning);
  }
  return {
    config: { dsn: dsn.href, environment: env.SENTRY_ENVIRONMENT?.trim() || deployment, ...rates },
    warnings,
  };
}

/** Where the browser SDK sends its envelopes: the DSN's origin (connect-src). */
export function monitoringOrigin(config: MonitoringConfig | undefined): string | undefined {
  return config ? new URL(config.dsn).origin : undefined;
}

/** Session replay compresses in a worker it starts from a blob: URL (worker-src). */
export function replayEnabled(config: MonitoringConfig | undefined): boolean {
  return config !== undefined && (config.replaysSessionSampleRate > 0 || config.replaysOnErrorSampleRate > 0);
}
