/**
 * Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus Host (the API's own) and
 * Expect: Node's server has already answered `Expect: 100-continue` to the client (curl sends it for
 * bodies over 1 MB). Neither forwarding path passes them on: the storefront's own node:http proxy
 * (lib/server/api-proxy.ts) and the fetch one for `next dev` (forward.ts), which drops more.
 */
export const HOP_BY_HOP_HEADERS: readonly string[] = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'expect',
];
