import type { OrderResponse, OrdersResponse } from '@hatake/contract';
import { type ApiClient, pathParam } from './client.ts';
import { noStore } from './no-store.ts';

// The member's orders (/v1/orders*, docs/rules/orders.md). Every call takes the member's client
// (lib/auth/session.ts authedApi) and is never cached.

/** `GET /v1/orders?limit=&offset=`: newest first, FAILED ones left out; `total` counts them all. */
export function listOrders(
  client: ApiClient,
  query: { limit: number; offset: number },
): Promise<OrdersResponse> {
  return client.get<OrdersResponse>('/v1/orders', noStore({ query }));
}

/** `GET /v1/orders/{orderId}`: one of the member's orders; another member's → 404. */
export function getOrder(client: ApiClient, orderId: string): Promise<OrderResponse> {
  return client.get<OrderResponse>(`/v1/orders/${pathParam('orderId', orderId)}`, noStore());
}
