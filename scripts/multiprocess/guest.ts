/** A guest's purchase with its steps spread over the processes (checks `guest` and `storefront`). */
import { inventoryOf, productWith } from './fixtures.ts';
import { api, assert, type Check, PUBLIC, storefront } from './run.ts';
import {
  addToCart,
  call,
  expectStatus,
  guestCheckoutBody,
  newShopper,
  OrderStatus,
  pay,
  paymentPage,
  priceCart,
  readSession,
  type Shopper,
} from './shop.ts';

export type Placed = { orderId: string; sessionId: string; token: string; pagePath: string };

/** A guest checkout of what the cart holds, each step on the origin given (in order). */
export const guestBuys = async (
  shopper: Shopper,
  productId: string,
  coordinatorId: string,
  origins: { cart: string; price: string; checkout: string },
  promotion = '',
): Promise<Placed> => {
  await addToCart(origins.cart, shopper, productId);
  const priced = await priceCart(origins.price, shopper, coordinatorId, promotion);
  const placed = expectStatus(
    await call(origins.checkout, 'POST', '/v1/guests/checkouts/products', {
      headers: shopper.headers,
      body: guestCheckoutBody(shopper, priced, PUBLIC),
    }),
    200,
    'guest checkout',
  );
  const page = paymentPage(placed.json<{ url: string }>().url);
  return { orderId: priced.requestId, sessionId: page.sessionId, token: page.token, pagePath: page.path };
};

const guestState = async (origin: string, shopper: Shopper, sessionId: string) =>
  expectStatus(
    await call(origin, 'GET', `/v1/guests/checkouts/${sessionId}`, { headers: shopper.headers }),
    200,
    'checkout state',
  ).json<{ orderId: string; status: number }>();

/** Cart on A, price on B, checkout on A; the payment page and Pay on B; the state on A. */
export const guestAcrossApis: Check = async ({ db }) => {
  const product = await productWith(db, 10);
  const shopper = newShopper();
  // Cart on A, price on B, checkout on A; the payment page and Pay on B; the state on A.
  const placed = await guestBuys(shopper, product.id, product.coordinatorId, {
    cart: api(0),
    price: api(1),
    checkout: api(0),
  });
  const session = expectStatus(
    await readSession(api(1), placed.sessionId, placed.token),
    200,
    'payment session on the other API',
  ).json<{ orderId: string; state: string }>();
  assert(
    session.orderId === placed.orderId && session.state === 'pending',
    `session ${JSON.stringify(session)}`,
  );
  expectStatus(await pay(api(1), placed.sessionId, placed.token), 200, 'Pay on the other API');
  const state = await guestState(api(0), shopper, placed.sessionId);
  assert(
    state.status === OrderStatus.PREPARING,
    `order status ${state.status} after Pay (expected PREPARING)`,
  );
  assert((await inventoryOf(db, product.id)) === 9, 'one unit taken');
};

/** Every step through the public balancer, so through both storefronts in turn. */
export const guestThroughStorefronts: Check = async ({ db }) => {
  const product = await productWith(db, 10);
  const shopper = newShopper();
  // Every request through the public balancer: consecutive ones land on different storefronts,
  // which pass them on to the API processes in turn.
  const placed = await guestBuys(shopper, product.id, product.coordinatorId, {
    cart: PUBLIC,
    price: PUBLIC,
    checkout: PUBLIC,
  });
  // The payment page itself, rendered by each storefront (its server reads the session from an API).
  for (const origin of [storefront(0), storefront(1)]) {
    const page = await call(origin, 'GET', placed.pagePath, { headers: shopper.headers });
    assert(page.status === 200, `payment page on ${origin}: ${page.status}`);
  }
  expectStatus(
    await pay(storefront(1), placed.sessionId, placed.token),
    200,
    'Pay through the second storefront',
  );
  const state = await guestState(storefront(0), shopper, placed.sessionId);
  assert(
    state.status === OrderStatus.PREPARING,
    `order status ${state.status} after Pay (expected PREPARING)`,
  );
};
