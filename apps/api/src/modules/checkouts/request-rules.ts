/**
 * What a checkout body may name (docs/api.md, "Limits"): the shape of `requestId`, which becomes the
 * order id and is read back through `GET /v1/orders/{id}`; the origins a `callbackUrl` may send the
 * buyer to after the payment page; and the digest that tells a repeat of the same checkout from
 * another checkout reusing its `requestId`.
 */
import { createHash } from 'node:crypto';
import { invalidArgument } from '../../lib/domain-error.ts';

/** 1–64 characters of `[A-Za-z0-9_-]`: fits every id parameter (≤ 64) and a URL path unescaped. */
export const REQUEST_ID_MAX_LENGTH = 64;
export const REQUEST_ID_PATTERN = `^[A-Za-z0-9_-]{1,${REQUEST_ID_MAX_LENGTH}}$`;

/**
 * The origins a payment page may return to: the shop's own (PUBLIC_URL) and the first-party
 * clients allowed to call the API (CORS_ORIGINS). Entries that are not URLs are left out.
 */
export const callbackOriginsOf = (publicUrl: string, corsOrigins: readonly string[]): Set<string> => {
  const origins = new Set<string>();
  for (const entry of [publicUrl, ...corsOrigins]) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not a URL: it can match no callback.
    }
  }
  return origins;
};

/**
 * Refuses (400 naming `callbackUrl`) a callback outside the allowed origins: the payment page sends
 * the buyer's browser there with the session id, so any other origin is an open redirect.
 */
export const assertCallbackUrl = (callbackUrl: string, origins: ReadonlySet<string>): void => {
  let origin: string;
  try {
    origin = new URL(callbackUrl).origin;
  } catch {
    throw invalidArgument('callbackUrl must be an absolute http(s) URL');
  }
  if (!origins.has(origin))
    throw invalidArgument('callbackUrl must be on the shop’s own origin (or one configured in CORS_ORIGINS)');
};

/** JSON with object keys sorted at every level, so the same body always gives the same text. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/**
 * SHA-256 (hex) of what a checkout asks for: its body and path parameters, without the card data
 * (never kept, not even hashed). Two submits of one checkout give the same digest whatever the key
 * order; any other cart, total, method or callback gives another.
 */
export const requestDigestOf = (body: object, params: object = {}): string => {
  const { creditCard: _card, ...rest } = body as Record<string, unknown>;
  return createHash('sha256')
    .update(canonicalJson({ body: rest, params }))
    .digest('hex');
};
