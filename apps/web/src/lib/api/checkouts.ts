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
import { type ApiClient, pathParam } from './client.ts';
import { noStore } from './no-store.ts';

// Checkout (/v1/checkouts*, /v1/guests/checkouts*) and the sandbox provider's payment session
// (/v1/payments/sandbox/sessions/*), docs/rules/checkout-and-payments.md. The product checkouts take
// the cart's client (lib/cart/server.ts cartApi: the shopper's `session_id` cookie and, signed in, the
// member's token); every call is per shopper and never cached.

/** `POST /v1/checkouts/products` (member): the boxes of one coordinator → the payment page's `{url}`. */
export function checkoutProducts(client: ApiClient, body: CheckoutProductRequest): Promise<CheckoutResponse> {
  return client.post<CheckoutResponse>('/v1/checkouts/products', noStore({ body }));
}

/** `POST /v1/guests/checkouts/products` (guest: e-mail and addresses in the body). */
export function guestCheckoutProducts(
  client: ApiClient,
  body: GuestCheckoutProductRequest,
): Promise<CheckoutResponse> {
  return client.post<CheckoutResponse>('/v1/guests/checkouts/products', noStore({ body }));
}

/**
 * `GET /v1/guests/checkouts/experiences/{id}?adult=&…&promotion=`: a booking priced (subtotal,
 * discount, total, a fresh requestId). Needs no token, so members use it too (docs/rules).
 */
export function priceExperience(
  client: ApiClient,
  experienceId: string,
  counts: AgeGroupCounts,
  promotion = '',
): Promise<PreCheckoutExperienceResponse> {
  return client.get<PreCheckoutExperienceResponse>(
    `/v1/guests/checkouts/experiences/${pathParam('experienceId', experienceId)}`,
    noStore({ query: { ...counts, promotion: promotion || undefined } }),
  );
}

/** `POST /v1/checkouts/experiences/{id}` (member) → `{url}`. */
export function checkoutExperience(
  client: ApiClient,
  experienceId: string,
  body: CheckoutExperienceRequest,
): Promise<CheckoutResponse> {
  return client.post<CheckoutResponse>(
    `/v1/checkouts/experiences/${pathParam('experienceId', experienceId)}`,
    noStore({ body }),
  );
}

/** `POST /v1/guests/checkouts/experiences/{id}` (guest) → `{url}`. */
export function guestCheckoutExperience(
  client: ApiClient,
  experienceId: string,
  body: GuestCheckoutExperienceRequest,
): Promise<CheckoutResponse> {
  return client.post<CheckoutResponse>(
    `/v1/guests/checkouts/experiences/${pathParam('experienceId', experienceId)}`,
    noStore({ body }),
  );
}

/**
 * `GET /v1/checkouts/{transactionId}` (member) or `GET /v1/guests/checkouts/{transactionId}` (the
 * checkout made with this `session_id` cookie): `{orderId, status}` with the order status.
 */
export function getCheckoutState(
  client: ApiClient,
  transactionId: string,
  who: 'member' | 'guest',
): Promise<CheckoutStateResponse> {
  const id = pathParam('transactionId', transactionId);
  return client.get<CheckoutStateResponse>(
    who === 'member' ? `/v1/checkouts/${id}` : `/v1/guests/checkouts/${id}`,
    noStore(),
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
  client: ApiClient,
  sessionId: string,
  pageToken: string,
): Promise<SandboxSession> {
  return client.get<SandboxSession>(
    `/v1/payments/sandbox/sessions/${pathParam('sessionId', sessionId)}`,
    noStore({ headers: { [PAGE_TOKEN_HEADER]: pageToken } }),
  );
}

/**
 * `POST /v1/payments/sandbox/sessions/{sessionId}` `{outcome}`: settles the session (the sandbox
 * applies its signed notification) → `{url}`, where the browser goes next. 412 once it cannot move.
 */
export function settleSandboxSession(
  client: ApiClient,
  sessionId: string,
  pageToken: string,
  outcome: SandboxOutcome,
): Promise<{ url: string }> {
  return client.post<{ url: string }>(
    `/v1/payments/sandbox/sessions/${pathParam('sessionId', sessionId)}`,
    noStore({ body: { outcome }, headers: { [PAGE_TOKEN_HEADER]: pageToken } }),
  );
}
