import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiAddresses } from '../api/api-addresses.ts';
import { createApiProxy } from './api-proxy.ts';
import { hideServerErrorsFromBots } from './bot-server-errors.ts';
import { normaliseForwardedHeaders, type TrustProxy } from './client-address.ts';
import { answerError } from './contract-answers.ts';
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
}): StorefrontDoor {
  const proxy = createApiProxy({ addresses: options.addresses });
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
        proxy.forward(request, response, pathname);
        return true;
      }
      // Before the bot layer, which writes its bare error head through this one.
      addMissingSecurityHeaders(request, response);
      hideServerErrorsFromBots(request, response);
      // Page paths: what Next.js would answer with a 500 is refused here.
      const refusal = pageRefusal(request, pathname, method);
      if (!refusal) return false;
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
