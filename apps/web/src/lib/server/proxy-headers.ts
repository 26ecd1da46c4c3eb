import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { HOP_BY_HOP_HEADERS } from '../api/hop-by-hop.ts';
import { currentSecurityConfig, missingSecurityHeaders, type SecurityConfig } from '../security/headers.ts';

// The headers the storefront's HTTP layer (api-proxy.ts) passes on each way.

const HOP_BY_HOP = new Set(HOP_BY_HOP_HEADERS);

/** The names a Connection header lists: hop-by-hop for this message too (none besides the usual). */
const connectionNames = (value: string | string[] | undefined): Set<string> | undefined => {
  // The usual values name no other header; checked first, since this runs twice per request.
  if (value === undefined || value === 'keep-alive' || value === 'close') return undefined;
  return new Set(
    [value]
      .flat()
      .flatMap((item) => item.split(','))
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
};

/**
 * The headers sent to the API: the shopper's, minus hop-by-hop ones; X-Forwarded-Host is the host
 * the shopper asked for and X-Forwarded-Proto its scheme, unless a trusted proxy already said
 * (X-Forwarded-For and the others are made trustworthy before, in client-address.ts).
 */
export function upstreamHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const dropped = connectionNames(headers.connection);
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || dropped?.has(name)) continue;
    result[name] = value;
  }
  result['x-forwarded-host'] = headers['x-forwarded-host'] ?? headers.host;
  if (result['x-forwarded-host'] === undefined) delete result['x-forwarded-host'];
  result['x-forwarded-proto'] ??= 'http';
  return result;
}

/**
 * The headers passed back to the shopper: the API's, minus hop-by-hop ones (each Set-Cookie kept
 * separate), plus whatever security header the API did not send (its own win).
 */
export function downstreamHeaders(
  headers: IncomingHttpHeaders,
  pathname: string,
  config: SecurityConfig = currentSecurityConfig(),
): OutgoingHttpHeaders {
  const dropped = connectionNames(headers.connection);
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || dropped?.has(name)) continue;
    result[name] = value;
  }
  for (const [name, value] of missingSecurityHeaders(pathname, (name) => name in result, config))
    result[name] = value;
  return result;
}
