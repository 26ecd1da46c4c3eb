import { headers } from 'next/headers';
import Script from 'next/script';
import type { NoScriptFallback } from '@/lib/monitoring/external-scripts.ts';
import { currentMonitoring } from '@/lib/monitoring/settings.ts';
import { nonceOf } from '@/lib/security/headers.ts';
import { SentryLoader } from './sentry-loader.tsx';

/** The page's nonce, as the proxy put it in the request's policy (docs/adr/0005). */
async function pageNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get('content-security-policy'));
}

/**
 * The configured monitoring and analytics scripts of this deployment (lib/monitoring), at the end
 * of the body: none blocks rendering (next/script loads them after hydration or when idle), each
 * carries the page's nonce. Renders nothing when nothing is configured.
 */
export async function MonitoringScripts() {
  const { sentry, external } = currentMonitoring();
  if (!sentry && external.scripts.length === 0) return null;
  const nonce = await pageNonce();
  return (
    <>
      {sentry ? <SentryLoader config={sentry} /> : null}
      {external.scripts.map((script) => [
        script.init ? (
          <Script key={`${script.id}-init`} id={`${script.id}-init`} nonce={nonce} strategy={script.strategy}>
            {script.init}
          </Script>
        ) : null,
        <Script
          key={script.id}
          id={script.id}
          src={script.src}
          nonce={nonce}
          strategy={script.strategy}
          data-monitoring={script.kind}
        />,
      ])}
    </>
  );
}

function Fallback({ fallback }: { fallback: NoScriptFallback }) {
  return fallback.element === 'iframe' ? (
    <iframe
      src={fallback.src}
      title="tag manager"
      height={0}
      width={0}
      style={{ display: 'none', visibility: 'hidden' }}
    />
  ) : (
    // biome-ignore lint/performance/noImgElement: a 1×1 tracking image for browsers without JavaScript, not content
    <img src={fallback.src} alt="" height={1} width={1} style={{ display: 'none' }} />
  );
}

/** The production tags' `<noscript>` fallbacks, at the start of the body; nothing elsewhere. */
export function MonitoringNoScript() {
  const { noscripts } = currentMonitoring().external;
  return noscripts.map((fallback) => (
    <noscript key={fallback.kind} data-monitoring={fallback.kind}>
      <Fallback fallback={fallback} />
    </noscript>
  ));
}
