import type { NodeOptions } from '@sentry/node';

/**
 * The API's own error reporting (docs/adr/0014): server faults — a 5xx other than 501, which is
 * a switched-off feature, or anything unexpected — go to Sentry when API_SENTRY_DSN is set. Only
 * the error and the route are sent: never the request's body, headers, cookies, query or client
 * address. Without a DSN `@sentry/node` is never imported.
 */

/** What the error handler knows of a failed request, and all that is reported of it. */
export type ErrorReport = {
  error: unknown;
  status: number;
  method: string;
  /** The route's pattern (`/v1/products/:productId`), never the URL with its ids and query. */
  route: string | undefined;
  requestId: string;
};

export type ErrorReporter = {
  report(report: ErrorReport): void;
  /** Waits until what was reported has been sent (tests, shutdown). */
  flush(timeoutMs: number): Promise<boolean>;
};

export type ApiMonitoringConfig = { dsn: string; environment: string };

type Env = Record<string, string | undefined>;

/** Whether an error answered with `status` is a fault of the API worth reporting. */
export const isReportable = (status: number): boolean => status >= 500 && status !== 501;

/** `https://<key>@<host>/<project>` (http for a self-hosted relay); anything else → undefined. */
export function parseDsn(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    const project = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    const ok =
      (url.protocol === 'https:' || url.protocol === 'http:') && url.username && /^\d+$/.test(project);
    return ok ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * API_SENTRY_DSN and the environment reported (SENTRY_ENVIRONMENT, else APP_ENV, else
 * development). No DSN → off; a DSN that is not one → off with a warning.
 */
export function apiMonitoringConfigFrom(env: Env): {
  config: ApiMonitoringConfig | undefined;
  warning?: string;
} {
  const raw = env.API_SENTRY_DSN?.trim();
  if (!raw) return { config: undefined };
  const dsn = parseDsn(raw);
  if (!dsn)
    return {
      config: undefined,
      warning: 'API_SENTRY_DSN is not a Sentry DSN (https://key@host/project): error reporting off',
    };
  const environment = env.SENTRY_ENVIRONMENT?.trim() || env.APP_ENV?.trim().toLowerCase() || 'development';
  return { config: { dsn, environment } };
}

/**
 * A reporter sending to Sentry through its own client (no global SDK state, no automatic
 * instrumentation: only what `report` is given). `transport` replaces the network (tests).
 */
export async function createSentryReporter(
  config: ApiMonitoringConfig,
  options: { transport?: NodeOptions['transport'] } = {},
): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: config.dsn,
    environment: config.environment,
    integrations: [],
    stackParser: Sentry.defaultStackParser,
    transport: options.transport ?? Sentry.makeNodeTransport,
    sendDefaultPii: false,
    // Whatever an integration might still add about the request is dropped before sending.
    beforeSend: (event) => ({ ...event, request: undefined, user: undefined }),
  });
  client.init();
  return {
    report({ error, status, method, route, requestId }) {
      const scope = new Sentry.Scope();
      scope.setClient(client);
      scope.setTags({ status: String(status), method, route: route ?? 'unknown', requestId });
      scope.captureException(error);
    },
    flush: (timeoutMs) => Promise.resolve(client.flush(timeoutMs)),
  };
}

let current: Promise<ErrorReporter | undefined> | undefined;

/** This process's reporter, from its environment (read once); undefined without API_SENTRY_DSN. */
export function processErrorReporter(): Promise<ErrorReporter | undefined> {
  current ??= (async () => {
    const { config, warning } = apiMonitoringConfigFrom(process.env);
    if (warning) console.warn(`[monitoring] ${warning}`);
    if (!config) return undefined;
    // A reporter that cannot start must not keep the API from starting: errors still reach the log.
    return createSentryReporter(config).catch((error: unknown) => {
      console.warn(
        `[monitoring] error reporting off: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    });
  })();
  return current;
}
