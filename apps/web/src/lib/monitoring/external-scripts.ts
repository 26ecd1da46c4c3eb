import { type Deployment, type Env, settingFor } from './environment.ts';

/**
 * The external scripts of every page (docs/product.md, "Monitoring and analytics"): a
 * performance-monitoring script and a user-behaviour analytics script in any deployment that
 * configures them, and — in production only — a tag manager and a social ad pixel, each with a
 * `<noscript>` fallback. The same decision gives the origins the Content-Security-Policy must
 * allow, so a tag can never be rendered that the policy blocks, nor an origin allowed that no tag
 * uses (docs/adr/0014).
 */

/** The ids and URLs of the deployment's tags; undefined = that tag is not configured. */
export type ScriptSettings = {
  /** PERFORMANCE_SCRIPT_URL: the performance-monitoring agent's loader (an http(s) URL). */
  performanceScriptUrl?: string;
  /** PERFORMANCE_CONNECT_ORIGINS: where that agent sends its measurements. */
  performanceConnectOrigins?: string[];
  /** CLARITY_PROJECT_ID: the user-behaviour analytics (Microsoft Clarity) project. */
  clarityProjectId?: string;
  /** GTM_CONTAINER_ID: the tag manager's container (`GTM-…`), production only. */
  tagManagerId?: string;
  /** META_PIXEL_ID: the social ad pixel (numeric), production only. */
  metaPixelId?: string;
};

export type ScriptKind = 'performance' | 'analytics' | 'tag-manager' | 'ad-pixel';

/**
 * One script tag. `init` (inline, run first) prepares the queue the vendor's script reads; `src`
 * is the vendor's script. Both carry the page's nonce when rendered. None blocks rendering: the
 * performance agent loads right after hydration (`afterInteractive`), the others when the page is
 * idle (`lazyOnload`).
 */
export type ExternalScript = {
  kind: ScriptKind;
  id: string;
  src: string;
  init?: string;
  strategy: 'afterInteractive' | 'lazyOnload';
};

/** A `<noscript>` fallback: a hidden frame (tag manager) or a 1×1 image (pixel). */
export type NoScriptFallback = { kind: ScriptKind; element: 'iframe' | 'img'; src: string };

/** Origins per CSP directive; every list empty when nothing is configured. */
export type ScriptOrigins = { script: string[]; connect: string[]; img: string[]; frame: string[] };

export type ExternalScriptPlan = {
  scripts: ExternalScript[];
  noscripts: NoScriptFallback[];
  origins: ScriptOrigins;
};

const TAG_MANAGER = 'https://www.googletagmanager.com';
const PIXEL_SCRIPT = 'https://connect.facebook.net';
const PIXEL_ENDPOINT = 'https://www.facebook.com';
const CLARITY_TAG = 'https://www.clarity.ms';
// Clarity's tag loads its recorder from scripts.clarity.ms and uploads to a numbered *.clarity.ms
// host; it also sets a c.bing.com beacon image.
const CLARITY_HOSTS = 'https://*.clarity.ms';
const CLARITY_BEACON = 'https://c.bing.com';

/** The ids end up inside inline scripts and URLs: only their documented shapes are accepted. */
export const ID_PATTERNS = {
  clarityProjectId: /^[a-z0-9]{6,20}$/i,
  tagManagerId: /^GTM-[A-Z0-9]{4,12}$/,
  metaPixelId: /^\d{6,20}$/,
} as const;

const originOf = (value: string): string | undefined => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

const unique = (values: string[]): string[] => [...new Set(values)];

/**
 * The settings of this deployment from the environment (`NAME_<DEPLOYMENT>` before `NAME`, see
 * settingFor). A value of the wrong shape is dropped with a warning, never rendered.
 */
export function scriptSettingsFrom(
  env: Env,
  deployment: Deployment,
): { settings: ScriptSettings; warnings: string[] } {
  const warnings: string[] = [];
  const settings: ScriptSettings = {};
  const performance = settingFor(env, 'PERFORMANCE_SCRIPT_URL', deployment);
  if (performance) {
    if (originOf(performance)) settings.performanceScriptUrl = new URL(performance).href;
    else warnings.push('PERFORMANCE_SCRIPT_URL is not an http(s) URL: no performance monitoring');
  }
  const connect = settingFor(env, 'PERFORMANCE_CONNECT_ORIGINS', deployment);
  if (connect) {
    const entries = connect.split(/[\s,]+/).filter(Boolean);
    const origins = entries.map(originOf).filter((origin): origin is string => origin !== undefined);
    if (origins.length < entries.length)
      warnings.push('PERFORMANCE_CONNECT_ORIGINS: entries that are not http(s) origins are ignored');
    settings.performanceConnectOrigins = unique(origins);
  }
  const ids = {
    clarityProjectId: 'CLARITY_PROJECT_ID',
    tagManagerId: 'GTM_CONTAINER_ID',
    metaPixelId: 'META_PIXEL_ID',
  } as const;
  for (const [key, name] of Object.entries(ids) as [keyof typeof ids, string][]) {
    const value = settingFor(env, name, deployment);
    if (!value) continue;
    if (ID_PATTERNS[key].test(value)) settings[key] = value;
    else warnings.push(`${name} does not look like an id of its service: that tag is off`);
  }
  return { settings, warnings };
}

/** `window.dataLayer` must exist, with the start event, before the tag manager's script runs. */
const tagManagerInit =
  "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";

/** A queue standing in for `fbq` until the pixel's script replaces it and replays the calls. */
const pixelInit = (id: string): string =>
  [
    'if(!window.fbq){var q=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments)};',
    'q.push=q;q.loaded=true;q.version="2.0";q.queue=[];window.fbq=q;if(!window._fbq)window._fbq=q;}',
    `window.fbq("init",${JSON.stringify(id)});window.fbq("track","PageView");`,
  ].join('');

/** A queue standing in for `clarity` until its tag's script takes over. */
const clarityInit =
  'window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments)};';

/**
 * What a page of this deployment loads. Pure: the layout renders the scripts and fallbacks, the
 * proxy's policy (lib/security/headers.ts) allows exactly `origins`.
 */
export function planExternalScripts(deployment: Deployment, settings: ScriptSettings): ExternalScriptPlan {
  const scripts: ExternalScript[] = [];
  const noscripts: NoScriptFallback[] = [];
  const origins: ScriptOrigins = { script: [], connect: [], img: [], frame: [] };

  if (settings.performanceScriptUrl) {
    const origin = originOf(settings.performanceScriptUrl);
    scripts.push({
      kind: 'performance',
      id: 'performance-monitoring',
      src: settings.performanceScriptUrl,
      strategy: 'afterInteractive',
    });
    if (origin) origins.script.push(origin);
    origins.connect.push(...(settings.performanceConnectOrigins ?? []));
  }

  if (settings.clarityProjectId) {
    scripts.push({
      kind: 'analytics',
      id: 'behaviour-analytics',
      src: `${CLARITY_TAG}/tag/${encodeURIComponent(settings.clarityProjectId)}`,
      init: clarityInit,
      strategy: 'lazyOnload',
    });
    origins.script.push(CLARITY_TAG, CLARITY_HOSTS);
    origins.connect.push(CLARITY_HOSTS);
    origins.img.push(CLARITY_HOSTS, CLARITY_BEACON);
  }

  // The marketing tags follow real customers only: a staging or development site that happens to
  // carry the production ids must not count visits or ad conversions.
  if (deployment === 'production' && settings.tagManagerId) {
    const id = encodeURIComponent(settings.tagManagerId);
    scripts.push({
      kind: 'tag-manager',
      id: 'tag-manager',
      src: `${TAG_MANAGER}/gtm.js?id=${id}`,
      init: tagManagerInit,
      strategy: 'lazyOnload',
    });
    noscripts.push({ kind: 'tag-manager', element: 'iframe', src: `${TAG_MANAGER}/ns.html?id=${id}` });
    origins.script.push(TAG_MANAGER);
    origins.connect.push(TAG_MANAGER);
    origins.img.push(TAG_MANAGER);
    origins.frame.push(TAG_MANAGER);
  }

  if (deployment === 'production' && settings.metaPixelId) {
    const id = encodeURIComponent(settings.metaPixelId);
    scripts.push({
      kind: 'ad-pixel',
      id: 'ad-pixel',
      src: `${PIXEL_SCRIPT}/en_US/fbevents.js`,
      init: pixelInit(settings.metaPixelId),
      strategy: 'lazyOnload',
    });
    noscripts.push({
      kind: 'ad-pixel',
      element: 'img',
      src: `${PIXEL_ENDPOINT}/tr?id=${id}&ev=PageView&noscript=1`,
    });
    origins.script.push(PIXEL_SCRIPT);
    origins.connect.push(PIXEL_ENDPOINT);
    origins.img.push(PIXEL_ENDPOINT);
  }

  return {
    scripts,
    noscripts,
    origins: {
      script: unique(origins.script),
      connect: unique(origins.connect),
      img: unique(origins.img),
      frame: unique(origins.frame),
    },
  };
}
