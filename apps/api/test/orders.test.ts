/**
 * A member's orders through HTTP (docs/rules/orders.md, "Reading orders"): the list without failed
 * orders, newest first, paged; one order with its payment, boxes, items and address snapshots;
 * another member's order is 404.
 */
import {
  type OrderResponse,
  OrderStatus,
  type OrdersResponse,
  OrderType,
  PaymentMethodType,
} from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import { ADDRESS, memberOrder, settleSandbox } from './helpers/checkouts.ts';

const t = testAppWithSmtp();

const settle = (paymentUrl: string, outcome: string) => settleSandbox(t.app, paymentUrl, outcome);

describe('GET /v1/orders and /v1/orders/{orderId}', () => {
  it('lists the member’s orders newest first without failed ones, and shows one with everything', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    const intruder = await signUpAndSignIn(t.app, t.smtp);
    const paid = await memberOrder(t.app, t.database.db, member.headers);
    const failed = await memberOrder(t.app, t.database.db, member.headers);
    const unpaid = await memberOrder(t.app, t.database.db, member.headers);
    expect((await settle(paid.url, 'paid')).statusCode).toBe(200);
    expect((await settle(failed.url, 'failed')).statusCode).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: '/v1/orders', headers: member.headers });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<OrdersResponse>();
    expect(body.total).toBe(2);
    expect(body.orders.map((order) => order.id)).toEqual([unpaid.orderId, paid.orderId]);
    expect(body.orders.map((order) => order.status)).toEqual([OrderStatus.UNPAID, OrderStatus.PREPARING]);
    expect(body.coordinators.map((coordinator) => coordinator.id)).toContain(paid.product.coordinatorId);
    expect(body.products.map((product) => product.id).sort()).toEqual(
      [paid.product.id, unpaid.product.id].sort(),
    );

    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/orders?limit=1&offset=1',
      headers: member.headers,
    });
    expect(page.json<OrdersResponse>().orders.map((order) => order.id)).toEqual([paid.orderId]);
    const experiences = await t.app.inject({
      method: 'GET',
      url: `/v1/orders?types=${OrderType.EXPERIENCE}`,
      headers: member.headers,
    });
    expect(experiences.json<OrdersResponse>()).toMatchObject({ orders: [], total: 0 });

    const one = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${paid.orderId}`,
      headers: member.headers,
    });
    expect(one.statusCode, one.body).toBe(200);
    const { order, coordinator, products, promotion, experience } = one.json<OrderResponse>();
    expect(coordinator.id).toBe(paid.product.coordinatorId);
    expect(promotion).toBeNull();
    expect(experience).toBeNull();
    expect(products.map((product) => product.id)).toEqual([paid.product.id]);
    expect(order).toMatchObject({
      id: paid.orderId,
      type: OrderType.PRODUCT,
      status: OrderStatus.PREPARING,
      promotionId: '',
      payment: {
        transactionId: paid.transactionId,
        methodType: PaymentMethodType.CREDIT_CARD,
        status: OrderStatus.PREPARING,
      },
      refund: { total: 0, type: 0, canceled: false, canceledAt: 0 },
      items: [{ productId: paid.product.id, price: paid.product.price, quantity: 1 }],
      experience: null,
      billingAddress: {
        lastname: ADDRESS.lastname,
        prefecture: '東京都',
        prefectureCode: 13,
        isDefault: false,
      },
      shippingAddress: { city: ADDRESS.city, addressLine1: ADDRESS.addressLine1 },
    });
    expect(order.payment.paidAt).toBeGreaterThan(0);
    expect(order.fulfillments).toHaveLength(1);
    expect(order.items[0]?.fulfillmentId).toBe(order.fulfillments[0]?.fulfillmentId);
    expect(order.fulfillments[0]).toMatchObject({
      status: 1,
      trackingNumber: '',
      shippedAt: 0,
      boxNumber: 1,
    });

    // A failed order is left out of the list but can still be read; another member's is 404.
    const failedOne = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${failed.orderId}`,
      headers: member.headers,
    });
    expect(failedOne.json<OrderResponse>().order.status).toBe(OrderStatus.FAILED);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${paid.orderId}`,
      headers: intruder.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/orders', headers: intruder.headers })).json(),
    ).toMatchObject({ total: 0, orders: [] });
    expect((await t.app.inject({ method: 'GET', url: '/v1/orders' })).statusCode).toBe(401);
  });
});
