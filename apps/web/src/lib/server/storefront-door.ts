import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiAddresses } from '../api/api-addresses.ts';
import type { PageStoreOptions } from '../page-cache/page-store.ts';
import { createApiProxy } from './api-proxy.ts';
import { hideServerErrorsFromBots } from './bot-server-errors.ts';
import { normaliseForwardedHeaders, type TrustProxy } from './client-address.ts';
import { answerError } from './contract-answers.ts';
import { createDoorReadCache, DOOR_STORE_OPTIONS, type DoorReadCache } from './door-read-cache.ts';
import { upstreamHeaders } from './proxy-headers.ts';
import {
  API_METHODS,
  allowedMethods,
  isForwardedPath,
  malformedPath,
  PAGE_METHODS,
  pathOf,
} from './request-target.ts';
import { addMissingSecurityHeaders } from './security-headers.ts';
import { crossOriginActionRefusal, isServerActionLike } from './server-action-origin.ts';

export type StorefrontDoor = {
  /**
   * Takes a request first: makes its forwarding headers trustworthy, forwards it when it is the
   * API's (`/v1` but the purchase pages, `/media`, `/docs`), else watches its answer for the
   * security headers (and crawlers' server errors) and refuses it here when Next.js could not serve
   * it. True when answered; false leaves a page request for Next.js.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  close(): void;
};

/** The storefront's node:http layer in front of Next.js (server.ts; docs/adr/0018). */
export function createStorefrontDoor(options: {
  trust: TrustProxy;
  addresses: ApiAddresses;
  /**
   * Reuse the API's public reads for up to 0.5 s (door-read-cache.ts, docs/adr/0022); off unless
   * set. Tests may give other ages (a door that keeps answers a minute shows a missed write).
   */
  readCache?: boolean | Partial<PageStoreOptions>;
}): StorefrontDoor {
  const proxy = createApiProxy({ addresses: options.addresses });
  const readCache: DoorReadCache | undefined = options.readCache
    ? createDoorReadCache({
        load: proxy.load,
        upstreamHeaders: (request) => upstreamHeaders(request.headers),
        store: { ...DOOR_STORE_OPTIONS, ...(options.readCache === true ? {} : options.readCache) },
      })
    : undefined;
  return {
    handle(request, response) {
      normaliseForwardedHeaders(request, options.trust);
      const pathname = pathOf(request.url ?? '/');
      const method = request.method ?? 'GET';
      if (isForwardedPath(pathname)) {
        // The proxy and answerError add the security headers themselves: no per-response watch on
        // this hot path.
        if (!API_METHODS.has(method)) {
          answerError(response, 405, `${method} is not a method of the API`, {
            pathname,
            headers: { allow: allowedMethods(true) },
          });
          request.resume();
          return true;
        }
        if (!readCache) {
          proxy.forward(request, response, pathname);
          return true;
        }
        if (method !== 'GET' && method !== 'HEAD') {
          // Whatever it is and whatever its answer, it may have changed what the kept answers say:
          // forgotten before it is sent, when its answer arrives (before any of it reaches the
          // shopper, so their next read loads anew) and when it ends, however it ends.
          const changed = () => readCache.dataChanged();
          changed();
          response.once('close', changed);
          proxy.forward(request, response, pathname, changed);
          return true;
        }
        const forward = (onAnswer?: (upstream?: IncomingMessage) => void) =>
          proxy.forward(request, response, pathname, onAnswer);
        if (readCache.answer(request, response, pathname, forward)) return true;
        proxy.forward(request, response, pathname);
        return true;
      }
      // Before the bot layer, which writes its bare error head through this one.
      addMissingSecurityHeaders(request, response);
      hideServerErrorsFromBots(request, response);
      // Page paths: what Next.js would answer with a 500 is refused here.
      const refusal = pageRefusal(request, pathname, method);
      if (!refusal) {
        // A server action or form post writes through the API from Next.js, out of the door's
        // sight: what it held is forgotten now and once the answer has gone (docs/adr/0022).
        if (readCache && method !== 'GET' && method !== 'HEAD') {
          const changed = () => readCache.dataChanged();
          changed();
          response.once('finish', changed);
          response.once('close', changed);
        }
        return false;
      }
      answerError(response, refusal.status, refusal.detail, {
        asPage: true,
        pathname,
        headers: refusal.status === 405 ? { allow: allowedMethods(false) } : {},
      });
      request.resume();
      return true;
    },
    close: () => proxy.close(),
  };
}

function pageRefusal(
  request: IncomingMessage,
  pathname: string,
  method: string,
): { status: number; detail: string } | undefined {
  if (!PAGE_METHODS.has(method)) return { status: 405, detail: `${method} is not a method of the pages` };
  const malformed = malformedPath(pathname);
  if (malformed) return { status: 400, detail: malformed };
  if (isServerActionLike(method, request.headers)) {
    const refused = crossOriginActionRefusal(request.headers);
    if (refused) return { status: 403, detail: refused };
  }
  return undefined;
}
