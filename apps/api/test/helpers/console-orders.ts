/**
 * Orders for the console's order tests (docs/console-orders.md): a product order of one marche with
 * two boxes (a normal and a refrigerated product, one unit each), placed by a guest or a member
 * through HTTP and paid (or failed, or left unpaid) on the sandbox's payment page (with another
 * provider, `pay: false` leaves it UNPAID for the test to settle).
 */
import { DeliveryType, PaymentMethodType } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { orderPayments, promotions } from '../../src/db/schema/index.ts';
import {
  ADDRESS,
  addToCart,
  CALLBACK_URL,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
  settleSandbox,
} from './checkouts.ts';

export type ConsoleOrderOptions = {
  /** The billing (and shipping) family name; its reading is `lastnameKana`. */
  lastname?: string;
  lastnameKana?: string;
  /** The buyer's note (orderRequest). */
  note?: string;
  /** Check out as this member (their headers and e-mail) instead of a guest. */
  member?: { headers: Record<string, string>; email: string };
  /** The mail language (sent as Accept-Language). */
  locale?: 'ja' | 'en';
  /** A new fixed-amount coupon (100 yen off) with this code, used by the order. */
  promotionCode?: string;
  /** true (default): paid; false: left unpaid; 'failed': the payment failed. */
  pay?: boolean | 'failed';
};

export const paidGuestOrder = async (app: App, db: Database, options: ConsoleOrderOptions = {}) => {
  const normal = await productLike(db, { deliveryType: DeliveryType.NORMAL, inventory: 10 });
  const cool = await productLike(db, {
    deliveryType: DeliveryType.REFRIGERATED,
    coordinatorId: normal.coordinatorId,
    inventory: 10,
  });
  if (options.promotionCode) {
    await db.insert(promotions).values({
      title: 'console test',
      discountType: 1,
      discountRate: 100,
      code: options.promotionCode,
      codeType: 2,
      startAt: new Date(Date.now() - 86_400_000),
      endAt: new Date(Date.now() + 86_400_000),
    });
  }
  const language = { 'accept-language': options.locale ?? 'ja' };
  const shopper = newGuest({ ...language, ...options.member?.headers });
  await addToCart(app, shopper, normal.id);
  await addToCart(app, shopper, cool.id);
  const priced = await priceCart(app, shopper, normal.coordinatorId, options.promotionCode ?? '');
  const address = {
    ...ADDRESS,
    postalCode: '1500001',
    prefectureCode: 13,
    city: '渋谷区',
    ...(options.lastname ? { lastname: options.lastname } : {}),
    ...(options.lastnameKana ? { lastnameKana: options.lastnameKana } : {}),
  };
  let response: Awaited<ReturnType<typeof guestCheckout>>;
  let email = shopper.email;
  if (options.member) {
    const saved = await app.inject({
      method: 'POST',
      url: '/v1/addresses',
      headers: options.member.headers,
      payload: address,
    });
    if (saved.statusCode !== 200) throw new Error(`address: ${saved.statusCode} ${saved.body}`);
    const addressId = saved.json<{ address: { id: string } }>().address.id;
    email = options.member.email;
    response = await app.inject({
      method: 'POST',
      url: '/v1/checkouts/products',
      headers: shopper.headers,
      payload: {
        requestId: priced.requestId,
        coordinatorId: normal.coordinatorId,
        paymentMethod: PaymentMethodType.CREDIT_CARD,
        callbackUrl: CALLBACK_URL,
        total: priced.total,
        promotionCode: priced.promotion?.code ?? '',
        billingAddressId: addressId,
        shippingAddressId: addressId,
        orderRequest: options.note ?? '',
      },
    });
  } else {
    response = await guestCheckout(
      app,
      shopper,
      guestBody(shopper, priced, { billingAddress: address, orderRequest: options.note ?? '' }),
    );
  }
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  const url = response.json<{ url: string }>().url;
  const pay = options.pay ?? true;
  if (pay !== false) {
    const settled = await settleSandbox(app, url, pay === 'failed' ? 'failed' : 'paid');
    if (settled.statusCode !== 200) throw new Error(`pay: ${settled.statusCode} ${settled.body}`);
  }
  const [payment] = await db
    .select({ transactionId: orderPayments.transactionId })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, priced.requestId));
  return {
    orderId: priced.requestId,
    /** The provider's session id. */
    transactionId: payment?.transactionId ?? '',
    coordinatorId: normal.coordinatorId,
    email,
    productIds: [normal.id, cool.id],
    total: priced.total,
  };
};
