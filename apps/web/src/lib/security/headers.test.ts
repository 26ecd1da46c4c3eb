import { describe, expect, it } from 'vitest';
import {
  baselineHeaders,
  createNonce,
  DOCS_CSP,
  defaultContentSecurityPolicy,
  FALLBACK_CSP,
  FORWARDED_CSP,
  missingSecurityHeaders,
  nonceOf,
  PERMISSIONS_POLICY,
  pageContentSecurityPolicy,
  parseExtraOrigins,
  type SecurityConfig,
  securityConfigFromEnv,
} from './headers.ts';

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const production: SecurityConfig = securityConfigFromEnv({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://hatake.example',
});

describe('security headers on every storefront response: configuration', () => {
  it('HSTS only in production on an https public URL', () => {
    expect(production.strictTransport).toBe(true);
    expect(
      securityConfigFromEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }).strictTransport,
    ).toBe(false);
    expect(
      securityConfigFromEnv({ NODE_ENV: 'development', PUBLIC_URL: 'https://hatake.example' })
        .strictTransport,
    ).toBe(false);
    expect(baselineHeaders(production)['strict-transport-security']).toBe('max-age=31536000');
    expect(baselineHeaders({ ...production, strictTransport: false })).not.toHaveProperty(
      'strict-transport-security',
    );
  });

  it('media origins: the public origin, and the bucket with STORAGE=s3', () => {
    expect(securityConfigFromEnv({ PUBLIC_URL: 'https://hatake.example/' }).mediaOrigins).toEqual([
      'https://hatake.example',
    ]);
    expect(
      securityConfigFromEnv({
        PUBLIC_URL: 'https://hatake.example',
        STORAGE: 's3',
        S3_PUBLIC_URL: 'https://cdn.hatake.example/media',
      }).mediaOrigins,
    ).toEqual(['https://hatake.example', 'https://cdn.hatake.example']);
    expect(securityConfigFromEnv({ STORAGE: 's3', S3_REGION: 'us-east-1' }).mediaOrigins).toEqual([
      'https://s3.us-east-1.amazonaws.com',
    ]);
    expect(
      securityConfigFromEnv({ STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' }).mediaOrigins,
    ).toEqual(['http://127.0.0.1:9000']);
    // Local storage is served from /media on this origin: no bucket.
    expect(securityConfigFromEnv({ S3_PUBLIC_URL: 'https://cdn.hatake.example' }).mediaOrigins).toEqual([]);
  });

  it('CSP_EXTRA_ORIGINS: origins by comma or space, junk ignored', () => {
    expect(
      parseExtraOrigins('https://rum.example/js, https://o1.ingest.sentry.io  javascript:alert(1) nope'),
    ).toEqual(['https://rum.example', 'https://o1.ingest.sentry.io']);
    expect(parseExtraOrigins(undefined)).toEqual([]);
  });
});

describe('security headers on every storefront response: page policy', () => {
  it('runs only nonced scripts, never framed, no eval in production', () => {
    const csp = directives(pageContentSecurityPolicy('abc123', production));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://hatake.example']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(pageContentSecurityPolicy('abc123', production)).not.toContain('unsafe-eval');
  });

  it('dev mode adds eval and the HMR websocket', () => {
    const dev = securityConfigFromEnv({ NODE_ENV: 'development' });
    const csp = directives(pageContentSecurityPolicy('n', dev));
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows the media and extra origins where they are used, and nothing else', () => {
    const config = securityConfigFromEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://hatake.example',
      STORAGE: 's3',
      S3_PUBLIC_URL: 'https://cdn.hatake.example',
      CSP_EXTRA_ORIGINS: 'https://rum.example',
    });
    const csp = directives(pageContentSecurityPolicy('n', config));
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://hatake.example',
      'https://cdn.hatake.example',
    ]);
    expect(csp.get('media-src')).toEqual([
      "'self'",
      'blob:',
      'https://hatake.example',
      'https://cdn.hatake.example',
    ]);
    expect(csp.get('script-src')).toContain('https://rum.example');
    // hls.js fetches playlists and segments (connect-src) before the video plays them from blob:.
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://hatake.example',
      'https://cdn.hatake.example',
      'https://rum.example',
    ]);
    expect(csp.get('worker-src')).toBeUndefined();
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('a map style (MAP_STYLE_URL, MAP_EXTRA_ORIGINS) adds its origins and a same-origin worker', () => {
    const config = securityConfigFromEnv({
      PUBLIC_URL: 'https://hatake.example',
      MAP_STYLE_URL: 'https://tiles.example/styles/farm.json',
      MAP_EXTRA_ORIGINS: 'https://glyphs.example, nope',
    });
    expect(config.mapOrigins).toEqual(['https://tiles.example', 'https://glyphs.example']);
    const csp = directives(pageContentSecurityPolicy('n', config));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://hatake.example',
      'https://tiles.example',
      'https://glyphs.example',
    ]);
    expect(csp.get('img-src')).toContain('https://tiles.example');
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain('https://tiles.example');
    // Extra map origins without a style change nothing.
    expect(securityConfigFromEnv({ MAP_EXTRA_ORIGINS: 'https://glyphs.example' }).mapOrigins).toEqual([]);
  });

  it('monitoring and analytics: exactly the configured tags’ origins, per directive (docs/adr/0014)', () => {
    const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://hatake.example' };
    const ids = {
      SENTRY_DSN: 'https://key@o1.ingest.sentry.example/5',
      PERFORMANCE_SCRIPT_URL: 'https://perf.example/loader.js',
      PERFORMANCE_CONNECT_ORIGINS: 'https://beacon.perf.example',
      CLARITY_PROJECT_ID: 'abc123def',
      GTM_CONTAINER_ID: 'GTM-TEST123',
      META_PIXEL_ID: '1234567890',
    };
    const production = directives(
      pageContentSecurityPolicy('n', securityConfigFromEnv({ ...base, ...ids, APP_ENV: 'production' })),
    );
    expect(production.get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      "'strict-dynamic'",
      'https://perf.example',
      'https://www.clarity.ms',
      'https://*.clarity.ms',
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
    expect(production.get('connect-src')).toEqual([
      "'self'",
      'https://hatake.example',
      'https://beacon.perf.example',
      'https://*.clarity.ms',
      'https://www.googletagmanager.com',
      'https://www.facebook.com',
      'https://o1.ingest.sentry.example',
    ]);
    expect(production.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://hatake.example',
      'https://*.clarity.ms',
      'https://c.bing.com',
      'https://www.googletagmanager.com',
      'https://www.facebook.com',
    ]);
    expect(production.get('frame-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    // Session replay's compression worker (on by default: replay on error is 1).
    expect(production.get('worker-src')).toEqual(['blob:']);

    // The same ids in development: no tag manager, no pixel, so neither their origins nor a frame.
    const development = directives(
      pageContentSecurityPolicy('n', securityConfigFromEnv({ ...base, ...ids, APP_ENV: 'development' })),
    );
    expect(development.get('script-src')).not.toContain('https://www.googletagmanager.com');
    expect(development.get('script-src')).not.toContain('https://connect.facebook.net');
    expect(development.get('img-src')).not.toContain('https://www.facebook.com');
    expect(development.get('frame-src')).toBeUndefined();

    // Nothing configured: the policy is exactly the one without monitoring.
    expect(pageContentSecurityPolicy('n', securityConfigFromEnv({ ...base, APP_ENV: 'production' }))).toBe(
      pageContentSecurityPolicy('n', { ...securityConfigFromEnv(base), monitoring: undefined }),
    );
    const bare = directives(
      pageContentSecurityPolicy('n', securityConfigFromEnv({ ...base, APP_ENV: 'production' })),
    );
    expect(bare.get('script-src')).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
    expect(bare.get('frame-src')).toBeUndefined();
    expect(bare.get('worker-src')).toBeUndefined();
  });

  it('a map style and session replay share worker-src', () => {
    const csp = directives(
      pageContentSecurityPolicy(
        'n',
        securityConfigFromEnv({
          MAP_STYLE_URL: 'https://tiles.example/s.json',
          SENTRY_DSN: 'https://k@o1.example/2',
        }),
      ),
    );
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('reads the nonce back from a page policy', () => {
    const nonce = createNonce();
    expect(nonceOf(pageContentSecurityPolicy(nonce, production))).toBe(nonce);
    expect(nonceOf(FALLBACK_CSP)).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });

  it('a fresh 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});

describe('security headers on every storefront response: other responses', () => {
  it('picks the policy by path', () => {
    expect(defaultContentSecurityPolicy('/v1/top/common')).toBe(FORWARDED_CSP);
    expect(defaultContentSecurityPolicy('/media/products/a.webp')).toBe(FORWARDED_CSP);
    expect(defaultContentSecurityPolicy('/docs')).toBe(DOCS_CSP);
    expect(defaultContentSecurityPolicy('/docs/static/index.css')).toBe(DOCS_CSP);
    expect(defaultContentSecurityPolicy('/_next/static/chunks/a.js')).toBe(FALLBACK_CSP);
    expect(defaultContentSecurityPolicy('/v1/purchase/cart')).toBe(FALLBACK_CSP);
    expect(defaultContentSecurityPolicy('/docsearch')).toBe(FALLBACK_CSP);
    expect(defaultContentSecurityPolicy('/v10')).toBe(FALLBACK_CSP);
    for (const csp of [FORWARDED_CSP, DOCS_CSP, FALLBACK_CSP])
      expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds only what a response lacks, keeping the API’s own headers', () => {
    const present = new Set(['content-security-policy', 'x-content-type-options']);
    const added = new Map(missingSecurityHeaders('/v1/top/common', (name) => present.has(name), production));
    expect(added.has('content-security-policy')).toBe(false);
    expect(added.has('x-content-type-options')).toBe(false);
    expect(added.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(added.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(added.get('strict-transport-security')).toBe('max-age=31536000');

    const bare = new Map(missingSecurityHeaders('/media/a.webp', () => false, production));
    expect(bare.get('content-security-policy')).toBe(FORWARDED_CSP);
    expect(bare.get('x-content-type-options')).toBe('nosniff');
  });

  it('geolocation only for this origin (the nearby experiences), camera and microphone never', () => {
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
  });
});
