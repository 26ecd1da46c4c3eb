import { type MonitoringOrigins, monitoringFrom, monitoringOrigins } from '../monitoring/settings.ts';

/**
 * The storefront's security headers (docs/adr/0005): what each kind of response carries, decided
 * here from the configuration alone so every rule is unit-tested. Applied by the proxy (pages, with
 * a per-request nonce), lib/api/forward.ts (responses forwarded from the API) and server.ts (any
 * response that still lacks one: static files, images, errors).
 */

export type SecurityConfig = {
  /** `next dev`: React and Turbopack need eval and a websocket. */
  dev: boolean;
  /** Production served over https: browsers are told to use nothing else (HSTS). */
  strictTransport: boolean;
  /** Where images and videos come from besides this origin (PUBLIC_URL, the S3 bucket or its CDN). */
  mediaOrigins: string[];
  /** CSP_EXTRA_ORIGINS: monitoring or analytics origins allowed to serve scripts and be called. */
  extraOrigins: string[];
  /**
   * MAP_STYLE_URL's origin and MAP_EXTRA_ORIGINS (tiles, glyphs, sprites on other hosts): the maps'
   * data, fetched by MapLibre GL; none when no style is configured (the offline map).
   */
  mapOrigins?: string[];
  /**
   * The configured monitoring and analytics tags' origins (lib/monitoring, docs/adr/0014): Sentry's
   * envelope endpoint, the performance agent, the analytics tag and, in production, the tag
   * manager and ad pixel. All empty when none is configured.
   */
  monitoring?: MonitoringOrigins;
};

type Env = Record<string, string | undefined>;

/** `https://cdn.example/path` → `https://cdn.example`; anything that is not an http(s) URL → undefined. */
export function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where browsers load stored media from: the public origin (the API builds local media URLs on
 * it), and with STORAGE=s3 the bucket's public URL — S3_PUBLIC_URL, else the endpoint the API
 * addresses path-style (S3_ENDPOINT, default AWS in S3_REGION), as apps/api/src/config.ts does.
 */
function mediaOriginsFrom(env: Env): string[] {
  const origins = [originOf(env.PUBLIC_URL)];
  if ((env.STORAGE ?? '').trim().toLowerCase() === 's3') {
    const region = env.S3_REGION || env.AWS_REGION || 'ap-northeast-1';
    origins.push(
      originOf(env.S3_PUBLIC_URL) ?? originOf(env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`),
    );
  }
  return unique(origins);
}

/** CSP_EXTRA_ORIGINS: origins separated by commas or spaces; anything that is not one is ignored. */
export function parseExtraOrigins(value: string | undefined): string[] {
  return unique((value ?? '').split(/[\s,]+/).map((entry) => originOf(entry)));
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export function securityConfigFromEnv(env: Env): SecurityConfig {
  const production = env.NODE_ENV === 'production';
  return {
    dev: env.NODE_ENV === 'development',
    strictTransport: production && originOf(env.PUBLIC_URL)?.startsWith('https:') === true,
    mediaOrigins: mediaOriginsFrom(env),
    extraOrigins: parseExtraOrigins(env.CSP_EXTRA_ORIGINS),
    mapOrigins: originOf(env.MAP_STYLE_URL)
      ? unique([originOf(env.MAP_STYLE_URL), ...parseExtraOrigins(env.MAP_EXTRA_ORIGINS)])
      : [],
    monitoring: monitoringOrigins(monitoringFrom(env).monitoring),
  };
}

const NO_MONITORING: MonitoringOrigins = { script: [], connect: [], img: [], frame: [], blobWorker: false };

const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The pages' policy. Scripts run only with this response's nonce ('strict-dynamic' lets them load
 * their chunks), so an injected <script> does nothing. Styles allow 'unsafe-inline': React `style`
 * props and next/image write style attributes, which a nonce cannot cover. The media origins are
 * also in connect-src: the live and video players stream HLS through hls.js (docs/adr/0005).
 */
export function pageContentSecurityPolicy(nonce: string, config: SecurityConfig): string {
  const media = config.mediaOrigins;
  const map = config.mapOrigins ?? [];
  const monitoring = config.monitoring ?? NO_MONITORING;
  // MapLibre GL runs its worker from this origin (app/maplibre/[file]); Sentry's session replay
  // compresses in a worker it starts from a blob: URL.
  const workers = [...(map.length > 0 ? ["'self'"] : []), ...(monitoring.blobWorker ? ['blob:'] : [])];
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...config.extraOrigins,
      ...monitoring.script,
      ...(config.dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...map, ...monitoring.img],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    // hls.js reads playlists and segments with fetch/XHR (connect-src, not media-src), then plays
    // them from a blob: MediaSource URL (media-src blob:); it runs without a worker (no worker-src).
    'connect-src': [
      "'self'",
      ...media,
      ...map,
      ...config.extraOrigins,
      ...monitoring.connect,
      ...(config.dev ? ['ws:', 'wss:'] : []),
    ],
    ...(workers.length > 0 ? { 'worker-src': workers } : {}),
    // The tag manager's <noscript> frame; otherwise frames follow default-src 'self'.
    ...(monitoring.frame.length > 0 ? { 'frame-src': ["'self'", ...monitoring.frame] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.strictTransport ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** JSON and stored files forwarded from the API: nothing in them may run or be framed. */
export const FORWARDED_CSP = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * The API reference (Swagger UI, forwarded from the API): its own scripts and styles from /docs,
 * inline styles and data: icons, calls to the OpenAPI document on this origin.
 */
export const DOCS_CSP = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * Any other response without a policy (static files, images, a not-found page outside the proxy):
 * never framed, no plugins, no <base> tricks; scripts are not restricted, since such a page cannot
 * carry a nonce and must not break.
 */
export const FALLBACK_CSP = policy({
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
});

/** Browser features no page uses are denied; the experiences page's "nearby" asks for the location. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';

/** One year; no includeSubDomains, which would bind other hosts of the domain the storefront does not own. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The headers every response carries, whatever its kind. */
export function baselineHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(config.strictTransport ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The policy for a response that has none yet, by path (pages get theirs, with a nonce, in the proxy). */
export function defaultContentSecurityPolicy(pathname: string): string {
  if (isUnder(pathname, '/docs')) return DOCS_CSP;
  if (isUnder(pathname, '/media') || (isUnder(pathname, '/v1') && !isUnder(pathname, '/v1/purchase')))
    return FORWARDED_CSP;
  return FALLBACK_CSP;
}

/**
 * The security headers a response still lacks, to add without replacing what it has: the API's
 * own headers on forwarded responses, and the page policy with its nonce, win.
 */
export function missingSecurityHeaders(
  pathname: string,
  has: (name: string) => boolean,
  config: SecurityConfig,
): [string, string][] {
  const wanted: Record<string, string> = {
    ...baselineHeaders(config),
    'content-security-policy': defaultContentSecurityPolicy(pathname),
  };
  return Object.entries(wanted).filter(([name]) => !has(name));
}

/** The nonce of a page policy (the proxy's, read back by the layout for next/script); undefined without one. */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

let current: SecurityConfig | undefined;

/** This process's configuration (the environment does not change while it runs). */
export function currentSecurityConfig(): SecurityConfig {
  current ??= securityConfigFromEnv(process.env);
  return current;
}
