import type { Instrumentation } from 'next';
import { currentMonitoring } from './lib/monitoring/settings.ts';

/**
 * The storefront's server side reports its render and route errors to Sentry when a DSN is set
 * (docs/adr/0014). The SDK is imported only then: without a DSN no Sentry code is loaded at all.
 * Events carry no cookies, IP address or request body (`sendDefaultPii: false`, beforeSend).
 */
let capture: Instrumentation.onRequestError | undefined;

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const config = currentMonitoring().sentry;
  if (!config) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: config.tracesSampleRate,
    sendDefaultPii: false,
    beforeSend: (event) =>
      event.request
        ? { ...event, request: { ...event.request, cookies: undefined, data: undefined } }
        : event,
  });
  capture = Sentry.captureRequestError;
}

export const onRequestError: Instrumentation.onRequestError = (...args) => capture?.(...args);
