/**
 * The API sets the guest `session_id` cookie (HttpOnly, SameSite=Lax, 14 days) on the first cart
 * call without one. When the call is made by the storefront's server (a server action), that
 * `Set-Cookie` must reach the browser: these helpers read it so the action can set it on its answer.
 */

/** The only cookie of the API the storefront passes on from server-side cart calls. */
export const GUEST_SESSION_COOKIE = 'session_id';

export type ParsedCookie = {
  name: string;
  value: string;
  options: {
    path?: string;
    maxAge?: number;
    expires?: Date;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
  };
};

/** One `Set-Cookie` header as name, value and attributes; `undefined` when it has no name. */
export function parseSetCookie(header: string): ParsedCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  if (!name) return undefined;
  const options: ParsedCookie['options'] = {};
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const val = rest.join('=').trim();
    if (key === 'path') options.path = val;
    else if (key === 'max-age' && /^-?\d+$/.test(val)) options.maxAge = Number(val);
    else if (key === 'expires') {
      const date = new Date(val);
      if (!Number.isNaN(date.getTime())) options.expires = date;
    } else if (key === 'httponly') options.httpOnly = true;
    else if (key === 'secure') options.secure = true;
    else if (key === 'samesite') {
      const mode = val.toLowerCase();
      if (mode === 'lax' || mode === 'strict' || mode === 'none') options.sameSite = mode;
    }
  }
  return { name, value, options };
}

/** The guest-session cookies among an answer's `Set-Cookie` headers (any other cookie is dropped). */
export function guestSessionCookies(headers: readonly string[]): ParsedCookie[] {
  return headers
    .map(parseSetCookie)
    .filter((cookie): cookie is ParsedCookie => cookie?.name === GUEST_SESSION_COOKIE);
}

/** The `Cookie` request header that names the guest session, or `undefined` without one. */
export function guestSessionHeader(value: string | undefined): string | undefined {
  return value && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? `${GUEST_SESSION_COOKIE}=${value}` : undefined;
}
