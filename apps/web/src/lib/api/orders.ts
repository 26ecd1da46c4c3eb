import type { OrderResponse, OrdersResponse } from '@hatake/contract';
import { pathParam } from './client.ts';
import type { ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// The member's orders (/v1/orders*, docs/rules/orders.md). Every call takes the member's client
// (`{ client: authedApi() }`, lib/auth/session.ts) and is never cached.

/** `GET /v1/orders?limit=&offset=`: newest first, FAILED ones left out; `total` counts them all. */
export function listOrders(
  params: { limit: number; offset: number },
  options: ClientCallOptions,
): Promise<OrdersResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<OrdersResponse>('/v1/orders', { ...rest, query: params });
}

/** `GET /v1/orders/{orderId}`: one of the member's orders; another member's → 404. */
export function getOrder(orderId: string, options: ClientCallOptions): Promise<OrderResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<OrderResponse>(`/v1/orders/${pathParam('orderId', orderId)}`, rest);
}
