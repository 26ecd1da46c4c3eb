import type { ApiClient, RequestOptions } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import { noStoreCall } from './no-store.ts';
import type { PaymentSystemsResponse, TopCommonResponse } from './types.ts';

// One style for every fetcher of lib/api: `fetcher(...inputs, options)`.
// - inputs first, in the order of the path: path ids (`productId`, `subject`, `reviewId`), then the
//   query (`params`) or the request body (`body`);
// - `options` last: the request's `signal`, extra `headers`, `init`, and the `client` to call with.
//   A public read takes `CallOptions` (`client` optional, the server's default client otherwise).
//   A call made for one shopper (the member's token, the request's language and cookies, the cart's
//   guest session) takes `ClientCallOptions`: `{ client }` is required, so forgetting whose call it
//   is fails to compile rather than running as an anonymous one.
// - the fetcher sets the cache policy (noStoreCall), never the caller.

export type CallOptions = Pick<RequestOptions, 'signal' | 'init' | 'headers'> & { client?: ApiClient };

/** The options of a call made for one shopper: whose client to use is the caller's to say. */
export type ClientCallOptions = CallOptions & { client: ApiClient };

/** `GET /v1/top/common`: everything the home page shows (never cached). */
export function getTopCommon(options: CallOptions = {}): Promise<TopCommonResponse> {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<TopCommonResponse>('/v1/top/common', rest);
}

/** `GET /v1/statuses/payments`: which payment methods are usable (the status client has no token, docs/product.md#api-routes). */
export function getPaymentStatuses(options: CallOptions = {}): Promise<PaymentSystemsResponse> {
  const { client = defaultApiClient(), ...rest } = options;
  return client.withToken(undefined).get<PaymentSystemsResponse>('/v1/statuses/payments', rest);
}

export type HealthResponse = { status: string; database: string };

/** `GET /health` on the API (never cached): 200 `{status:'ok', database:'ok'}`, or a `ResponseError` with status 503. */
export function getHealth(options: CallOptions = {}): Promise<HealthResponse> {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<HealthResponse>('/health', rest);
}
