import type { ApiClient, RequestOptions } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import { noStoreCall } from './no-store.ts';
import type { PaymentSystemsResponse, TopCommonResponse } from './types.ts';

export type CallOptions = Pick<RequestOptions, 'signal' | 'init' | 'headers'> & { client?: ApiClient };

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
