import path from 'node:path';
import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import { readStorageConfig, type StorageConfig } from './storage/storage-config.ts';

/** Where the process stores its embedded state (PGlite data dir, uploaded files, e-mail outbox). */
const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

export type Config = {
  /** Port the API listens on. */
  port: number;
  host: string;
  /** Public origin of the storefront; media and callback URLs are built on it. */
  publicUrl: string;
  /** node-postgres connection string; when empty the embedded PGlite database is used. */
  databaseUrl: string;
  /** PGlite data directory (ignored when databaseUrl is set). `memory://` keeps it in memory. */
  pgliteDir: string;
  /** Root of the local-disk object storage. */
  storageDir: string;
  /** Where uploaded and generated files live (STORAGE): local disk under storageDir, or an S3 bucket. */
  storage: StorageConfig;
  /** Seed demo data when the database is empty. */
  seed: boolean;
  /** Origins (other than the storefront's own) allowed to call the API with credentials. */
  corsOrigins: string[];
  /** true in production: cookies are Secure. */
  production: boolean;
  logLevel: string;
  /**
   * How long (ms, at most 1000) a process reuses a public read's answer (READ_CACHE_MS, default 1000;
   * 0 = never, the default in tests): writes invalidate it at once, this caps what a missed
   * invalidation can cost (docs/adr/0015).
   */
  readCacheMs: number;
  /** `From:` of every e-mail the shop sends (MAIL_FROM). */
  mailFrom: string;
  /** Where contact-form notifications go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://…`); empty = write `.eml` files to `outboxDir`. */
  smtpUrl: string;
  /** Local outbox: each message as an `.eml` file, readable with any mail client (MAIL_OUTBOX_DIR). */
  outboxDir: string;
  /** HMAC secret of access tokens and signed upload URLs (AUTH_SECRET); empty = read or create `authSecretFile`. */
  authSecret: string;
  /** Where a generated secret is kept so tokens survive restarts; empty = an ephemeral secret (tests). */
  authSecretFile: string;
  /** Access-token lifetime in seconds (ACCESS_TOKEN_TTL, default 3600). */
  accessTokenTtl: number;
  /** Refresh-token lifetime in seconds (REFRESH_TOKEN_TTL, default 30 days). */
  refreshTokenTtl: number;
  /**
   * Seconds between two verification-code mails to one address (CODE_RESEND_SECONDS, default
   * SIGN_UP_CODE_RESEND_SECONDS, 60). The browser tests shorten it so they never wait out a real
   * minute; the storefront reads the same variable for its countdown.
   */
  codeResendSeconds: number;
  /**
   * Per-client limit on the sign-in, sign-up, verification, password-reset and refresh calls:
   * at most `max` requests per route and IP address within `windowSeconds` (RATE_LIMIT_MAX,
   * RATE_LIMIT_WINDOW). `max` 0 turns the limit off.
   */
  rateLimit: { max: number; windowSeconds: number };
  /** Redis (`redis://host:6379/0`) for the rate-limit counters shared by every API process (REDIS_URL); empty = process memory. */
  redisUrl: string;
  /**
   * Which peers' X-Forwarded-For is believed for the client address (TRUST_PROXY): `true`, `false`,
   * or addresses/CIDRs/presets (loopback, linklocal, uniquelocal) separated by commas. Default:
   * loopback only — the storefront's proxy on the same machine. Every trusted peer can name any
   * client address, and the rate limits count per that address, so trusting whole private ranges
   * would let any host on them (another tenant, a compromised container) rotate X-Forwarded-For and
   * never be limited: list your own proxies and load balancers instead.
   */
  trustProxy: boolean | string[];
  /** The payment provider (PAYMENT_PROVIDER and its keys; docs/adr/0007). */
  payment: PaymentConfig;
  /**
   * Seconds an order may stay UNPAID before it expires and gives its stock back
   * (ORDER_PAYMENT_TIMEOUT, default 7200: the provider's session lasts 2 hours).
   */
  orderPaymentTimeoutSeconds: number;
  /** How often each API process looks for expired unpaid orders, in seconds (ORDER_EXPIRY_INTERVAL); 0 = never (tests call the job). */
  orderExpiryIntervalSeconds: number;
  /** Google and LINE sign-in (OpenID Connect); a provider without a client id is switched off (501). */
  oauth: {
    google: OAuthProviderConfig;
    line: OAuthProviderConfig;
    /**
     * Redirect URI used when the client sends none (OAUTH_REDIRECT_URL): `{provider}` is replaced by
     * `google` or `line`; default `${publicUrl}/auth/{provider}/signin`, the storefront's callbacks.
     */
    redirectUrl: string;
  };
};

export type OAuthProviderConfig = { issuer: string; clientId: string; clientSecret: string };

export type { S3Config, StorageConfig } from './storage/storage-config.ts';

/**
 * Which payment provider the API uses, read from the environment:
 * - PAYMENT_PROVIDER: `sandbox` (default: no money moves) or `komoju`;
 * - PAYMENT_SANDBOX_SECRET: HMAC key of the sandbox's notifications (at least 16 characters); empty =
 *   a random key per process, which is enough: the process that settles a session signs its
 *   notification and applies it itself (the sessions live in the database, docs/adr/0017);
 * - KOMOJU_SECRET_KEY, KOMOJU_WEBHOOK_SECRET: required with `komoju`; KOMOJU_API_BASE overrides the
 *   API address (a test double).
 */
export type PaymentConfig =
  | { provider: 'sandbox'; sandboxSecret: string }
  | { provider: 'komoju'; secretKey: string; webhookSecret: string; apiBase: string };

export const readPaymentConfig = (env: NodeJS.ProcessEnv): PaymentConfig => {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox') {
    const sandboxSecret = env.PAYMENT_SANDBOX_SECRET ?? '';
    if (sandboxSecret !== '' && sandboxSecret.length < 16) {
      throw new Error('PAYMENT_SANDBOX_SECRET must be at least 16 characters');
    }
    return { provider, sandboxSecret };
  }
  if (provider === 'komoju') {
    const secretKey = env.KOMOJU_SECRET_KEY ?? '';
    const webhookSecret = env.KOMOJU_WEBHOOK_SECRET ?? '';
    if (!secretKey || !webhookSecret) {
      throw new Error('PAYMENT_PROVIDER=komoju needs KOMOJU_SECRET_KEY and KOMOJU_WEBHOOK_SECRET');
    }
    return {
      provider,
      secretKey,
      webhookSecret,
      apiBase: env.KOMOJU_API_BASE || 'https://komoju.com/api/v1',
    };
  }
  throw new Error(`PAYMENT_PROVIDER must be sandbox or komoju, not "${provider}"`);
};

const readInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
};

/** A public read may be at most 1 s old on any process (docs/adr/0015): longer is refused. */
export const MAX_READ_CACHE_MS = 1000;

const readReadCacheMs = (env: NodeJS.ProcessEnv): number => {
  const ms = readInt(env.READ_CACHE_MS, env.NODE_ENV === 'test' ? 0 : MAX_READ_CACHE_MS, 'READ_CACHE_MS');
  if (ms > MAX_READ_CACHE_MS) throw new Error(`READ_CACHE_MS must be at most ${MAX_READ_CACHE_MS}`);
  return ms;
};

/** Peers trusted to forward the client address when TRUST_PROXY is empty: this machine only. */
export const DEFAULT_TRUST_PROXY: readonly string[] = ['loopback'];

const readTrustProxy = (value: string | undefined): boolean | string[] => {
  const text = (value ?? '').trim();
  if (text === '') return [...DEFAULT_TRUST_PROXY];
  if (['true', 'false'].includes(text.toLowerCase())) return text.toLowerCase() === 'true';
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
};

const readBool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

/** Reads the environment once, at start-up; every later module receives the typed result. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const dataDir = path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR);
  const port = readInt(env.API_PORT, 4000, 'API_PORT');
  const publicUrl = (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    port,
    host: env.API_HOST ?? '127.0.0.1',
    publicUrl,
    databaseUrl: env.DATABASE_URL ?? '',
    pgliteDir: env.PGLITE_DIR ?? path.join(dataDir, 'db'),
    storageDir: env.STORAGE_DIR ?? path.join(dataDir, 'storage'),
    storage: readStorageConfig(env),
    seed: readBool(env.SEED, true),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    readCacheMs: readReadCacheMs(env),
    mailFrom: env.MAIL_FROM || 'hatake <no-reply@hatake.local>',
    supportEmail: env.SUPPORT_EMAIL || 'support@hatake.local',
    smtpUrl: env.SMTP_URL ?? '',
    outboxDir: env.MAIL_OUTBOX_DIR || path.join(dataDir, 'outbox'),
    authSecret: env.AUTH_SECRET ?? '',
    authSecretFile: env.NODE_ENV === 'test' ? '' : path.join(dataDir, 'auth-secret'),
    accessTokenTtl: readInt(env.ACCESS_TOKEN_TTL, 3600, 'ACCESS_TOKEN_TTL') || 3600,
    refreshTokenTtl: readInt(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL') || 30 * 24 * 3600,
    codeResendSeconds:
      readInt(env.CODE_RESEND_SECONDS, SIGN_UP_CODE_RESEND_SECONDS, 'CODE_RESEND_SECONDS') ||
      SIGN_UP_CODE_RESEND_SECONDS,
    rateLimit: {
      max: readInt(env.RATE_LIMIT_MAX, 20, 'RATE_LIMIT_MAX'),
      windowSeconds: readInt(env.RATE_LIMIT_WINDOW, 60, 'RATE_LIMIT_WINDOW') || 60,
    },
    redisUrl: env.REDIS_URL ?? '',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    payment: readPaymentConfig(env),
    orderPaymentTimeoutSeconds: readInt(env.ORDER_PAYMENT_TIMEOUT, 7200, 'ORDER_PAYMENT_TIMEOUT') || 7200,
    orderExpiryIntervalSeconds: readInt(
      env.ORDER_EXPIRY_INTERVAL,
      env.NODE_ENV === 'test' ? 0 : 60,
      'ORDER_EXPIRY_INTERVAL',
    ),
    oauth: {
      google: {
        issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
        clientId: env.GOOGLE_CLIENT_ID ?? '',
        clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
      },
      line: {
        issuer: env.LINE_ISSUER || 'https://access.line.me',
        clientId: env.LINE_CLIENT_ID ?? '',
        clientSecret: env.LINE_CLIENT_SECRET ?? '',
      },
      redirectUrl: env.OAUTH_REDIRECT_URL || `${publicUrl}/auth/{provider}/signin`,
    },
  };
};
