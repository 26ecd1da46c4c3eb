import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { currentSecurityConfig, missingSecurityHeaders, type SecurityConfig } from '../security/headers.ts';

type HeadersArgument = OutgoingHttpHeaders | (string | string[])[] | undefined;

/** The header names in writeHead's optional argument (an object, or a flat or paired array). */
function namesIn(headers: HeadersArgument): Set<string> {
  const names = new Set<string>();
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const pair of headers) names.add(String(pair[0]).toLowerCase());
    else for (let i = 0; i < headers.length; i += 2) names.add(String(headers[i]).toLowerCase());
  } else if (headers) {
    for (const name of Object.keys(headers)) names.add(name.toLowerCase());
  }
  return names;
}

/**
 * Every response leaves with the security headers (lib/security/headers.ts): when its head is
 * written, whatever it still lacks is added — static files, optimised images, error screens and
 * anything else the proxy does not see. Headers already set (a page's policy with its nonce, the
 * API's own on forwarded responses) are kept, so none is sent twice.
 */
export function addMissingSecurityHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  config: SecurityConfig = currentSecurityConfig(),
): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const pathname = new URL(request.url ?? '/', 'http://storefront.invalid').pathname;
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as HeadersArgument;
    const given = namesIn(headers);
    const has = (name: string) => response.hasHeader(name) || given.has(name);
    for (const [name, value] of missingSecurityHeaders(pathname, has, config))
      response.setHeader(name, value);
    return writeHead(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
}
