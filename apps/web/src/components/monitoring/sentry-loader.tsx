'use client';

import { useEffect } from 'react';
import type { MonitoringConfig } from '@/lib/monitoring/sentry-config.ts';

/**
 * Starts Sentry in the browser. Rendered by the layout only when a DSN is configured, and the SDK
 * is imported here, after hydration, as a chunk of its own: a page without this component
 * references no Sentry code, so the browser never requests any (docs/adr/0014). Session replay
 * records text as shown, not masked (docs/product.md); media are not blocked either.
 */
export function SentryLoader({ config }: { config: MonitoringConfig }) {
  useEffect(() => {
    let cancelled = false;
    void import('@sentry/nextjs').then((Sentry) => {
      if (cancelled || Sentry.getClient()) return;
      const replay = config.replaysSessionSampleRate > 0 || config.replaysOnErrorSampleRate > 0;
      Sentry.init({
        dsn: config.dsn,
        environment: config.environment,
        tracesSampleRate: config.tracesSampleRate,
        profilesSampleRate: config.profilesSampleRate,
        replaysSessionSampleRate: config.replaysSessionSampleRate,
        replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
        // No IP addresses, cookies or request headers in events.
        sendDefaultPii: false,
        integrations: [
          ...(replay ? [Sentry.replayIntegration({ maskAllText: false, blockAllMedia: false })] : []),
          ...(config.profilesSampleRate > 0 ? [Sentry.browserProfilingIntegration()] : []),
        ],
      });
    });
    return () => {
      cancelled = true;
    };
  }, [config]);
  return null;
}
