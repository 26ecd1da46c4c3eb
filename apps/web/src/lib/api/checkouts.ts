import type {
  CheckoutExperienceRequest,
  CheckoutProductRequest,
  CheckoutResponse,
  CheckoutStateResponse,
  GuestCheckoutExperienceRequest,
  GuestCheckoutProductRequest,
  PreCheckoutExperienceResponse,
} from '@hatake/contract';
import type { AgeGroupCounts } from '@hatake/contract/values';
import { pathParam } from './client.ts';
import type { ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// Checkout (/v1/checkouts*, /v1/guests/checkouts*) and the sandbox provider's payment session
// (/v1/payments/sandbox/sessions/*), docs/rules/checkout-and-payments.md. Every call takes its client
// in `{ client }` (endpoints.ts has the style): the product checkouts the cart's (lib/cart/server.ts
// cartApi: the shopper's `session_id` cookie and, signed in, the member's token); every call is per
// shopper and never cached.

/** `POST /v1/checkouts/products` (member): the boxes of one coordinator → the payment page's `{url}`. */
export function checkoutProducts(
  body: CheckoutProductRequest,
  options: ClientCallOptions,
): Promise<CheckoutResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<CheckoutResponse>('/v1/checkouts/products', { ...rest, body });
}

/** `POST /v1/guests/checkouts/products` (guest: e-mail and addresses in the body). */
export function guestCheckoutProducts(
  body: GuestCheckoutProductRequest,
  options: ClientCallOptions,
): Promise<CheckoutResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<CheckoutResponse>('/v1/guests/checkouts/products', { ...rest, body });
}

/**
 * `GET /v1/guests/checkouts/experiences/{id}?adult=&…&promotion=`: a booking priced (subtotal,
 * discount, total, a fresh requestId). Needs no token, so members use it too (docs/rules).
 */
export function priceExperience(
  experienceId: string,
  params: { counts: AgeGroupCounts; promotion?: string | undefined },
  options: ClientCallOptions,
): Promise<PreCheckoutExperienceResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<PreCheckoutExperienceResponse>(
    `/v1/guests/checkouts/experiences/${pathParam('experienceId', experienceId)}`,
    { ...rest, query: { ...params.counts, promotion: params.promotion || undefined } },
  );
}

/** `POST /v1/checkouts/experiences/{id}` (member) → `{url}`. */
export function checkoutExperience(
  experienceId: string,
  body: CheckoutExperienceRequest,
  options: ClientCallOptions,
): Promise<CheckoutResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<CheckoutResponse>(
    `/v1/checkouts/experiences/${pathParam('experienceId', experienceId)}`,
    { ...rest, body },
  );
}

/** `POST /v1/guests/checkouts/experiences/{id}` (guest) → `{url}`. */
export function guestCheckoutExperience(
  experienceId: string,
  body: GuestCheckoutExperienceRequest,
  options: ClientCallOptions,
): Promise<CheckoutResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<CheckoutResponse>(
    `/v1/guests/checkouts/experiences/${pathParam('experienceId', experienceId)}`,
    { ...rest, body },
  );
}

/**
 * `GET /v1/checkouts/{transactionId}` (member) or `GET /v1/guests/checkouts/{transactionId}` (the
 * checkout made with this `session_id` cookie): `{orderId, status}` with the order status.
 */
export function getCheckoutState(
  transactionId: string,
  who: 'member' | 'guest',
  options: ClientCallOptions,
): Promise<CheckoutStateResponse> {
  const { client, ...rest } = noStoreCall(options);
  const id = pathParam('transactionId', transactionId);
  return client.get<CheckoutStateResponse>(
    who === 'member' ? `/v1/checkouts/${id}` : `/v1/guests/checkouts/${id}`,
    rest,
  );
}

/** What the sandbox's payment page shows (`GET /v1/payments/sandbox/sessions/{id}`). */
export type SandboxSession = {
  sessionId: string;
  orderId: string;
  amount: number;
  /** PaymentMethodType. */
  method: number;
  /** pending, authorized, paid, failed, expired, canceled or refunded. */
  state: string;
};

/** The sandbox page's choices; `authorized` issues a deferred method's payment slip. */
export type SandboxOutcome = 'paid' | 'authorized' | 'failed' | 'canceled';

/**
 * The header carrying the sandbox payment page's token: the `token` of the payment URL the checkout
 * answered, without which the API neither shows nor settles the session (401).
 */
const PAGE_TOKEN_HEADER = 'X-Sandbox-Page-Token';

/** `GET /v1/payments/sandbox/sessions/{sessionId}`: 401 without the page's token, 404 when unknown. */
export function getSandboxSession(
  sessionId: string,
  pageToken: string,
  options: ClientCallOptions,
): Promise<SandboxSession> {
  const { client, ...rest } = noStoreCall(options);
  return client.get<SandboxSession>(`/v1/payments/sandbox/sessions/${pathParam('sessionId', sessionId)}`, {
    ...rest,
    headers: { ...rest.headers, [PAGE_TOKEN_HEADER]: pageToken },
  });
}

/**
 * `POST /v1/payments/sandbox/sessions/{sessionId}` `{outcome}`: settles the session (the sandbox
 * applies its signed notification) → `{url}`, where the browser goes next. 412 once it cannot move.
 */
export function settleSandboxSession(
  sessionId: string,
  params: { pageToken: string; outcome: SandboxOutcome },
  options: ClientCallOptions,
): Promise<{ url: string }> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<{ url: string }>(`/v1/payments/sandbox/sessions/${pathParam('sessionId', sessionId)}`, {
    ...rest,
    body: { outcome: params.outcome },
    headers: { ...rest.headers, [PAGE_TOKEN_HEADER]: params.pageToken },
  });
}
