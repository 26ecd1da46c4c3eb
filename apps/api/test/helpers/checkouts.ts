/**
 * Shopping through HTTP for the checkout and order tests (and the authorisation matrix's order
 * fixture): guests with their own session cookie, products made to measure, pricing and checking out.
 */
import { type CalcCartResponse, PaymentMethodType } from '@hatake/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import { ADDRESS } from './address.ts';
import { TEST_PUBLIC_URL } from './database-names.ts';

export { ADDRESS };

/** On the test app's own origin (PUBLIC_URL): the only callbacks checkout takes besides CORS_ORIGINS. */
export const CALLBACK_URL = `${TEST_PUBLIC_URL}/v1/purchase/complete`;

export type Shopper = { headers: Record<string, string>; email: string };

let shoppers = 0;
/** A fresh guest with its own session cookie and e-mail address (member headers may be merged in). */
export const newGuest = (extra: Record<string, string> = {}): Shopper => {
  shoppers += 1;
  const tag = `${process.pid}-${shoppers}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    headers: { cookie: `session_id=checkout-${tag}-abcdefgh`, ...extra },
    email: `guest.${tag}@example.jp`,
  };
};

/** A product on sale now with plenty of stock, to copy from. */
export const templateProduct = async (db: Database) => {
  const now = new Date();
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.public, true),
        isNull(products.deletedAt),
        lt(products.startAt, now),
        gt(products.endAt, now),
        gt(products.inventory, 20),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('the seed has no product on sale');
  return row;
};

/** A product made to measure: a copy of the template with the given fields. */
export const productLike = async (db: Database, values: Partial<typeof products.$inferInsert> = {}) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = await templateProduct(db);
  const [row] = await db
    .insert(products)
    .values({ ...rest, inventory: 100, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
};

export const addToCart = async (app: App, shopper: Shopper, productId: string, quantity = 1) => {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/carts/-/items',
    headers: shopper.headers,
    payload: { productId, quantity },
  });
  if (response.statusCode !== 204) throw new Error(`add to cart: ${response.statusCode} ${response.body}`);
};

/** The cart page's price of one coordinator's boxes to Tokyo (13), with a promotion code. */
export const priceCart = async (app: App, shopper: Shopper, coordinatorId: string, promotion = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/carts/${coordinatorId}?prefecture=13${promotion ? `&promotion=${promotion}` : ''}`,
    headers: shopper.headers,
  });
  if (response.statusCode !== 200) throw new Error(`price: ${response.statusCode} ${response.body}`);
  return response.json<CalcCartResponse>();
};

/** The body of a guest product checkout of what `priced` showed. */
export const guestBody = (
  shopper: Shopper,
  priced: CalcCartResponse,
  overrides: Record<string, unknown> = {},
) => ({
  requestId: priced.requestId,
  coordinatorId: priced.coordinator.id,
  boxNumber: 0,
  paymentMethod: PaymentMethodType.CREDIT_CARD,
  callbackUrl: CALLBACK_URL,
  total: priced.total,
  promotionCode: priced.promotion?.code ?? '',
  email: shopper.email,
  billingAddress: ADDRESS,
  isSameAddress: true,
  ...overrides,
});

export const guestCheckout = (app: App, shopper: Shopper, body: object) =>
  app.inject({
    method: 'POST',
    url: '/v1/guests/checkouts/products',
    headers: shopper.headers,
    payload: body,
  });

/** The session id in a sandbox payment page URL (`…/v1/purchase/sandbox/{sessionId}`). */
export const sessionIdOf = (url: string): string => {
  const match = /^\/v1\/purchase\/sandbox\/([^/?]+)$/.exec(new URL(url).pathname);
  if (!match?.[1]) throw new Error(`not a sandbox payment page: ${url}`);
  return decodeURIComponent(match[1]);
};

/** The page token the sandbox payment URL carries (`?token=`): what the buyer's browser holds. */
export const pageTokenOf = (url: string): string => new URL(url).searchParams.get('token') ?? '';

/**
 * What the sandbox payment page does when the shopper chooses `outcome`, given the payment URL the
 * checkout answered: POST /v1/payments/sandbox/sessions/{id} with the URL's page token.
 */
export const settleSandbox = (app: App, paymentUrl: string, outcome: string) =>
  app.inject({
    method: 'POST',
    url: `/v1/payments/sandbox/sessions/${encodeURIComponent(sessionIdOf(paymentUrl))}`,
    headers: { 'x-sandbox-page-token': pageTokenOf(paymentUrl) },
    payload: { outcome },
  });

/**
 * A member's placed order: a saved address, one unit of a product in the member's cart, priced and
 * checked out with the sandbox. Answers the order id and the transaction (session) id.
 */
export const memberOrder = async (app: App, db: Database, memberHeaders: Record<string, string>) => {
  const address = await app.inject({
    method: 'POST',
    url: '/v1/addresses',
    headers: memberHeaders,
    payload: ADDRESS,
  });
  if (address.statusCode !== 200) throw new Error(`address: ${address.statusCode} ${address.body}`);
  const addressId = address.json<{ address: { id: string } }>().address.id;
  const product = await productLike(db);
  const shopper = newGuest(memberHeaders);
  await addToCart(app, shopper, product.id);
  const priced = await priceCart(app, shopper, product.coordinatorId);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/checkouts/products',
    headers: shopper.headers,
    payload: {
      requestId: priced.requestId,
      coordinatorId: product.coordinatorId,
      paymentMethod: PaymentMethodType.CREDIT_CARD,
      callbackUrl: CALLBACK_URL,
      total: priced.total,
      billingAddressId: addressId,
      shippingAddressId: addressId,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`member checkout: ${response.statusCode} ${response.body}`);
  const url = response.json<{ url: string }>().url;
  return { orderId: priced.requestId, transactionId: sessionIdOf(url), url, shopper, product };
};
