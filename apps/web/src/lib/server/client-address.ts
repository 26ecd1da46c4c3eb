import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Which peers in front of the storefront may name the client in X-Forwarded-For (WEB_TRUST_PROXY):
 * addresses, CIDRs or the presets loopback, linklocal, uniquelocal, comma-separated. Empty (the
 * default, for a storefront that faces the internet itself) trusts nobody.
 */
export const compileTrustProxy = (setting: string | undefined): TrustProxy =>
  proxyAddr.compile(
    (setting ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/**
 * The client's address: the TCP peer, or — when that peer is a trusted proxy — the address the
 * proxies forwarded. Next.js keeps whatever X-Forwarded-For a client sends, and the API counts its
 * rate limits per forwarded address, so the storefront must replace the header with this value.
 */
export const clientAddress = (
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
  trust: TrustProxy,
): string => proxyAddr(request as IncomingMessage, trust);

/** Forwarding headers only a trusted proxy may set; Next.js fills them in itself when absent. */
const PROXY_ONLY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'] as const;

/**
 * Makes the forwarding headers of an incoming request trustworthy before Next.js sees it:
 * X-Forwarded-For becomes the client address, and the other X-Forwarded-* headers are dropped
 * unless the TCP peer is a trusted proxy (they decide Secure cookies and absolute URLs).
 */
export const normaliseForwardedHeaders = (
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
  trust: TrustProxy,
): void => {
  const peer = request.socket.remoteAddress ?? '';
  if (!trust(peer, 0)) for (const name of PROXY_ONLY_HEADERS) delete request.headers[name];
  request.headers['x-forwarded-for'] = clientAddress(request, trust);
};
