import type { Locale } from '../../i18n/routing.ts';
import { isOAuthProviderConfigured } from '../api/auth.ts';
import { toLocale } from '../i18n/page-params.ts';
import { safeRedirect } from './safe-redirect.ts';

export const OAUTH_PROVIDERS = ['google', 'line'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);

/**
 * The state of a started sign-in, in its own short-lived cookie. SameSite=Lax, not Strict: the
 * provider sends the browser back with a cross-site navigation, which must still carry it.
 */
export const OAUTH_STATE_COOKIE = 'hatake_oauth';
export const OAUTH_STATE_MAX_AGE = 10 * 60;

export type OAuthAttempt = { provider: OAuthProvider; state: string; redirect: string; locale: Locale };

/**
 * `provider:state:redirect:locale` (the redirect is a same-site path). The locale travels with the
 * attempt because the provider calls back on the locale-less path, and an English shopper must land
 * on /en pages again.
 */
export function encodeOAuthState(attempt: OAuthAttempt): string {
  return [attempt.provider, attempt.state, encodeURIComponent(attempt.redirect), attempt.locale].join(':');
}

export function decodeOAuthState(value: string | undefined): OAuthAttempt | undefined {
  const [provider, state, redirect, locale] = (value ?? '').split(':');
  if (!isOAuthProvider(provider) || !state) return undefined;
  try {
    return {
      provider,
      state,
      // The cookie is ours, but cookies can be planted (a sibling subdomain): judge it again.
      redirect: safeRedirect(decodeURIComponent(redirect ?? '')),
      locale: toLocale(locale),
    };
  } catch {
    return undefined;
  }
}

/** The callback address registered with the provider: always the plain (locale-less) path. */
export function oauthRedirectUri(origin: string, provider: OAuthProvider): string {
  return `${origin.replace(/\/+$/, '')}/auth/${provider}/signin`;
}

const PROBES = Symbol.for('hatake.web.oauthProbes');
type Probes = Map<OAuthProvider, { at: number; configured: Promise<boolean> }>;
const PROBE_TTL_MS = 10 * 60 * 1000;

/**
 * Whether the API has this provider configured (GET /v1/auth/{provider} answers 501 when not),
 * remembered for 10 minutes so the sign-in page does not ask on every view.
 */
export function isOAuthConfigured(provider: OAuthProvider): Promise<boolean> {
  const slot = globalThis as { [PROBES]?: Probes };
  slot[PROBES] ??= new Map();
  const cached = slot[PROBES].get(provider);
  if (cached && Date.now() - cached.at < PROBE_TTL_MS) return cached.configured;
  const configured = isOAuthProviderConfigured(provider);
  slot[PROBES].set(provider, { at: Date.now(), configured });
  return configured;
}
