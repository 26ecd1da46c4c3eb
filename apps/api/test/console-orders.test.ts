/**
 * The seller console's orders (docs/console-orders.md) over HTTP: the list and its filters, the
 * detail, shipping boxes (the shopper's order and mail), cancelling and refunding a whole order
 * exactly once under concurrent clicks (sandbox here; KOMOJU in console-orders-komoju.test.ts), and
 * the delivery-label CSV. Every call by a coordinator of another marche is 404 and changes nothing.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the clicks really run in parallel.
 */
import {
  type ConsoleOrderResponse,
  type ConsoleOrdersResponse,
  FulfillmentStatus,
  type OrderResponse,
  OrderStatus,
  ShippingCarrier,
} from '@hatake/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  orderRefunds,
  products,
  promotions,
  sandboxPaymentSessions,
} from '../src/db/schema/index.ts';
import { csvField } from '../src/modules/console-orders/csv.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import { marcheIds, newAdministrator, newCoordinator } from './helpers/console.ts';
import { paidGuestOrder } from './helpers/console-orders.ts';
import { snapshotChanges, tableDigests } from './helpers/row-counts.ts';

const t = testAppWithSmtp();
const db = () => t.database.db;

/** A coordinator of the order's marche and one of another marche. */
const staffFor = async (coordinatorId: string) => {
  const own = await newCoordinator(t.app, db(), coordinatorId);
  const elsewhere = (await marcheIds(db())).find((id) => id !== coordinatorId);
  const other = await newCoordinator(t.app, db(), elsewhere);
  return { own, other };
};

/** The Japan-time day `days` from now, yyyy-mm-dd (a window of yesterday..tomorrow never misses an order placed at midnight). */
const japanDay = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const detail = async (headers: Record<string, string>, orderId: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/console/orders/${orderId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConsoleOrderResponse>();
};

const inventoryOf = async (productId: string) =>
  (await db().select({ inventory: products.inventory }).from(products).where(eq(products.id, productId)))[0]
    ?.inventory;

describe('GET /v1/console/orders', () => {
  it('lists the coordinator’s own marche only, an administrator every marche, and filters by status, day and search', async () => {
    const order = await paidGuestOrder(t.app, db(), { lastname: '検索山', lastnameKana: 'けんさくやま' });
    const { own, other } = await staffFor(order.coordinatorId);
    const admin = await newAdministrator(t.app, db());
    const list = async (headers: Record<string, string>, query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/console/orders?limit=200${query}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ConsoleOrdersResponse>();
    };
    const mine = await list(own.headers);
    expect(mine.orders.map((line) => line.id)).toContain(order.orderId);
    expect(mine.orders.every((line) => line.coordinatorId === order.coordinatorId)).toBe(true);
    expect((await list(other.headers)).orders.map((line) => line.id)).not.toContain(order.orderId);
    const all = await list(admin.headers);
    expect(new Set(all.orders.map((line) => line.coordinatorId)).size).toBeGreaterThanOrEqual(1);
    expect(all.orders.map((line) => line.id)).toContain(order.orderId);

    const line = mine.orders.find((candidate) => candidate.id === order.orderId);
    expect(line).toMatchObject({
      status: OrderStatus.PREPARING,
      customerName: '検索山 花子',
      email: order.email,
      itemCount: 2,
      boxCount: 2,
      shippedBoxCount: 0,
    });
    for (const q of [
      order.orderId,
      '検索山花子',
      order.email.slice(0, 12).toUpperCase(),
      'けんさくやま はなこ',
    ]) {
      const found = await list(own.headers, `&q=${encodeURIComponent(q)}`);
      expect(
        found.orders.map((candidate) => candidate.id),
        q,
      ).toEqual([order.orderId]);
    }
    expect(
      (await list(own.headers, `&status=${OrderStatus.REFUNDED}`)).orders.map((o) => o.id),
    ).not.toContain(order.orderId);
    expect(
      (await list(own.headers, `&from=${japanDay(-1)}&to=${japanDay(1)}`)).orders.map((o) => o.id),
    ).toContain(order.orderId);
    expect((await list(own.headers, '&from=2001-01-01&to=2001-01-31')).total).toBe(0);
  });

  it('answers 400 naming the field for a day that does not exist or a range backwards', async () => {
    const admin = await newAdministrator(t.app, db());
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=2026-11-02&to=2026-11-01', 'to'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/console/orders?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(new RegExp(`^${field}`));
    }
  });

  it('refuses a shopper’s token', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/console/orders',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /v1/console/orders/{orderId}', () => {
  it('shows items, boxes, addresses, payment and what only the shop sees; another marche’s coordinator gets 404', async () => {
    const order = await paidGuestOrder(t.app, db(), { note: '不在時は宅配ボックスへ' });
    const { own, other } = await staffFor(order.coordinatorId);
    const body = await detail(own.headers, order.orderId);
    expect(body.order.id).toBe(order.orderId);
    expect(body.order.items).toHaveLength(2);
    expect(body.order.fulfillments).toHaveLength(2);
    expect(body.order.shippingAddress.postalCode).toBe('1500001');
    expect(body.order.payment.total).toBeGreaterThan(0);
    expect(body).toMatchObject({
      customer: { email: order.email, guest: true },
      locale: 'ja',
      note: '不在時は宅配ボックスへ',
      cancellation: null,
    });
    const denied = await t.app.inject({
      method: 'GET',
      url: `/v1/console/orders/${order.orderId}`,
      headers: other.headers,
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ status: 404, detail: 'order not found' });
  });
});

describe('POST /v1/console/orders/{orderId}/shipments', () => {
  it('ships box by box, mails each notice with the tracking page, completes the order with the last box and audits it', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    const order = await paidGuestOrder(t.app, db(), {
      member: { headers: member.headers, email: member.member.email },
      locale: 'en',
    });
    const { own } = await staffFor(order.coordinatorId);
    const [first, second] = (await detail(own.headers, order.orderId)).order.fulfillments;
    if (!first || !second) throw new Error('two boxes expected');
    const ship = (payload: object, headers = own.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/console/orders/${order.orderId}/shipments`,
        headers,
        payload,
      });

    const mailsBefore = t.smtp.messages.length;
    const one = await ship({
      boxes: [
        {
          fulfillmentId: first.fulfillmentId,
          shippingCarrier: ShippingCarrier.YAMATO,
          trackingNumber: '1234-5678-9012',
        },
      ],
      message: 'Picked this morning.',
    });
    expect(one.statusCode, one.body).toBe(200);
    const afterOne = one.json<ConsoleOrderResponse>();
    expect(afterOne.order.status).toBe(OrderStatus.PREPARING);
    expect(afterOne.shippingMessage).toBe('Picked this morning.');
    expect(afterOne.order.fulfillments.map((box) => [box.status, box.trackingNumber])).toEqual([
      [FulfillmentStatus.FULFILLED, '123456789012'],
      [FulfillmentStatus.UNFULFILLED, ''],
    ]);
    const notice = await t.smtp.waitFor(order.email, mailsBefore);
    expect(notice.subject).toBe(`[hatake] Your order has shipped (order ${order.orderId})`);
    expect(notice.text).toContain('Yamato Transport, tracking number 123456789012');
    expect(notice.text).toContain(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
    );
    expect(notice.text).toContain('The remaining box follows as soon as it is ready.');
    expect(notice.text).toContain('Picked this morning.');
    expect(notice.text).toContain(`/en/account/orders/${order.orderId}`);

    // The same again (a double click): nothing changes, no second mail.
    const mailsAfterOne = t.smtp.messages.length;
    const again = await ship({
      boxes: [
        {
          fulfillmentId: first.fulfillmentId,
          shippingCarrier: ShippingCarrier.YAMATO,
          trackingNumber: '123456789012',
        },
      ],
    });
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.smtp.messages.length).toBe(mailsAfterOne);

    const last = await ship({
      boxes: [
        {
          fulfillmentId: second.fulfillmentId,
          shippingCarrier: ShippingCarrier.SAGAWA,
          trackingNumber: '999988887777',
        },
      ],
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<ConsoleOrderResponse>().order.status).toBe(OrderStatus.COMPLETED);
    expect((await t.smtp.waitFor(order.email, mailsAfterOne)).text).toContain(
      'Sagawa Express, tracking number 999988887777',
    );

    // The shopper's own order shows both boxes with carrier and number.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/v1/orders/${order.orderId}`,
      headers: member.headers,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine
        .json<OrderResponse>()
        .order.fulfillments.map((box) => [box.shippingCarrier, box.trackingNumber, box.shippedAt > 0]),
    ).toEqual([
      [ShippingCarrier.YAMATO, '123456789012', true],
      [ShippingCarrier.SAGAWA, '999988887777', true],
    ]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, 'order.ship')));
    expect(audits).toHaveLength(2);
    expect(audits.every((entry) => entry.staffId === own.staffId)).toBe(true);
  });

  it('answers 404 to another marche’s coordinator and 400/404/412 to bad boxes, changing nothing', async () => {
    const order = await paidGuestOrder(t.app, db());
    const { own, other } = await staffFor(order.coordinatorId);
    const [box] = (await detail(own.headers, order.orderId)).order.fulfillments;
    if (!box) throw new Error('a box expected');
    const good = {
      boxes: [{ fulfillmentId: box.fulfillmentId, shippingCarrier: 1, trackingNumber: '123456789012' }],
    };
    const cases: [Record<string, string>, object, number, RegExp][] = [
      [other.headers, good, 404, /order not found/],
      [
        own.headers,
        { boxes: [{ ...good.boxes[0], trackingNumber: '12-34' }] },
        400,
        /boxes\[0\]\.trackingNumber/,
      ],
      [own.headers, { boxes: [{ ...good.boxes[0], shippingCarrier: 3 }] }, 400, /shippingCarrier/],
      [own.headers, { boxes: [{ ...good.boxes[0], fulfillmentId: 'nope' }] }, 404, /box not found/],
      [own.headers, { boxes: [] }, 400, /boxes/],
    ];
    const before = await tableDigests(t.database);
    for (const [headers, payload, status, detailPattern] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/console/orders/${order.orderId}/shipments`,
        headers,
        payload,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ detail: string }>().detail).toMatch(detailPattern);
    }
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
  });
});

describe('POST /v1/console/orders/{orderId}/cancellation', () => {
  it('refunds once through the sandbox for concurrent clicks, gives stock and coupon back once and tells the buyer', async () => {
    const code = `CX${Math.random().toString(36).slice(2, 8).toUpperCase()}`.slice(0, 8);
    const order = await paidGuestOrder(t.app, db(), { promotionCode: code });
    const { own } = await staffFor(order.coordinatorId);
    const stockBefore = await Promise.all(order.productIds.map(inventoryOf));
    const usedBefore = (await db().select().from(promotions).where(eq(promotions.code, code)))[0]?.usedCount;
    expect(usedBefore).toBe(1);

    const payments = t.app.payments;
    const original = payments.refund.bind(payments);
    const refund = vi.spyOn(payments, 'refund').mockImplementation(async (input) => {
      // Slow enough that every click arrives while the first is still at the provider.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return original(input);
    });
    const mailsBefore = t.smtp.messages.length;
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.app.inject({
            method: 'POST',
            url: `/v1/console/orders/${order.orderId}/cancellation`,
            headers: own.headers,
            payload: { reason: '天候不良のため' },
          }),
        ),
      );
      expect(
        answers.map((answer) => answer.statusCode),
        answers.map((a) => a.body).join('\n'),
      ).toEqual([200, 200, 200, 200]);
      const bodies = answers.map((answer) => answer.json<ConsoleOrderResponse>());
      for (const body of bodies) {
        expect(body.order.status).toBe(OrderStatus.REFUNDED);
        expect(body.order.refund).toMatchObject({
          total: order.total,
          canceled: true,
          reason: '天候不良のため',
        });
        expect(body.cancellation).toMatchObject({
          state: 'done',
          action: 'refund',
          refundedAmount: order.total,
        });
      }
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    const [session] = await db()
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, order.transactionId));
    expect(session).toMatchObject({ state: 'refunded', refundedAmount: order.total });
    expect(Object.keys(session?.refunds ?? {})).toEqual([`console-refund-${order.orderId}`]);
    expect(
      await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.orderId)),
    ).toHaveLength(1);
    expect(await Promise.all(order.productIds.map(inventoryOf))).toEqual(
      stockBefore.map((n) => (n ?? 0) + 1),
    );
    expect((await db().select().from(promotions).where(eq(promotions.code, code)))[0]?.usedCount).toBe(0);

    const mail = await t.smtp.waitFor(order.email, mailsBefore);
    expect(mail.subject).toBe(`【hatake】ご注文をキャンセルしました（注文番号 ${order.orderId}）`);
    expect(mail.text).toContain(
      `お支払いいただいた ${order.total.toLocaleString('ja-JP')}円 を返金しました。`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.smtp.messages.slice(mailsBefore).filter((m) => m.envelopeTo.includes(order.email))).toHaveLength(
      1,
    );

    // Later clicks answer the same; nothing more moves.
    const later = await t.app.inject({
      method: 'POST',
      url: `/v1/console/orders/${order.orderId}/cancellation`,
      headers: own.headers,
      payload: {},
    });
    expect(later.statusCode).toBe(200);
    expect(later.json<ConsoleOrderResponse>().order.status).toBe(OrderStatus.REFUNDED);
    expect(await Promise.all(order.productIds.map(inventoryOf))).toEqual(
      stockBefore.map((n) => (n ?? 0) + 1),
    );
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, 'order.cancel')));
    expect(audits).toHaveLength(1);
  });

  it('keeps the stock when the shop says restock: false, and closes an unpaid order’s session (CANCELED)', async () => {
    const shipped = await paidGuestOrder(t.app, db());
    const { own } = await staffFor(shipped.coordinatorId);
    const before = await Promise.all(shipped.productIds.map(inventoryOf));
    const kept = await t.app.inject({
      method: 'POST',
      url: `/v1/console/orders/${shipped.orderId}/cancellation`,
      headers: own.headers,
      payload: { restock: false },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ConsoleOrderResponse>().cancellation).toMatchObject({
      restock: false,
      action: 'refund',
    });
    expect(await Promise.all(shipped.productIds.map(inventoryOf))).toEqual(before);

    const unpaid = await paidGuestOrder(t.app, db(), { pay: false });
    const stock = await Promise.all(unpaid.productIds.map(inventoryOf));
    const closed = await t.app.inject({
      method: 'POST',
      url: `/v1/console/orders/${unpaid.orderId}/cancellation`,
      headers: own.headers,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const body = closed.json<ConsoleOrderResponse>();
    expect(body.order.status).toBe(OrderStatus.CANCELED);
    expect(body.cancellation).toMatchObject({ action: 'void', refundedAmount: 0 });
    expect(await Promise.all(unpaid.productIds.map(inventoryOf))).toEqual(stock.map((n) => (n ?? 0) + 1));
    const [session] = await db()
      .select({ state: sandboxPaymentSessions.state })
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, unpaid.transactionId));
    expect(session?.state).toBe('canceled');
  });

  it('answers 404 to another marche’s coordinator and 412 to a closed order, changing nothing', async () => {
    const order = await paidGuestOrder(t.app, db(), { pay: 'failed' });
    const { own, other } = await staffFor(order.coordinatorId);
    const before = await tableDigests(t.database);
    const denied = await t.app.inject({
      method: 'POST',
      url: `/v1/console/orders/${order.orderId}/cancellation`,
      headers: other.headers,
      payload: {},
    });
    expect(denied.statusCode).toBe(404);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/v1/console/orders/${order.orderId}/cancellation`,
      headers: own.headers,
      payload: {},
    });
    expect(closed.statusCode, closed.body).toBe(412);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/v1/console/orders/${order.orderId}/cancellation`,
      headers: own.headers,
      payload: { reason: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ detail: string }>().detail).toMatch(/reason/);
    expect(snapshotChanges(before, await tableDigests(t.database))).toEqual([]);
  });
});

describe('GET /v1/console/orders.csv', () => {
  it('writes a UTF-8 CSV with a BOM, one row per box of the paid orders of the range, the coordinator’s marche only', async () => {
    const order = await paidGuestOrder(t.app, db(), { note: '門の前に、"そっと"\n置いてください' });
    const unpaid = await paidGuestOrder(t.app, db(), { pay: false });
    const { own, other } = await staffFor(order.coordinatorId);
    const [from, to] = [japanDay(-1), japanDay(1)];
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/console/orders.csv?from=${from}&to=${to}`,
      headers: own.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-${from}-${to}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = response.rawPayload.toString('utf8').slice(1);
    expect(
      text.startsWith(
        '注文番号,注文日,箱番号,お届け先氏名,郵便番号,住所,電話番号,品名,箱サイズ,温度帯,配送希望日,配送希望時間帯,備考\r\n',
      ),
    ).toBe(true);
    // The id as the CSV writes it: one that starts with '-' (a requestId may) gets an apostrophe.
    const rows = text.split('\r\n').filter((line) => line.startsWith(`${csvField(order.orderId)},`));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(',1/2,山田 花子,150-0001,東京都');
    expect(rows[0]).toContain('"門の前に、""そっと""\n置いてください"');
    expect(text).not.toContain(unpaid.orderId);

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/v1/console/orders.csv?from=${from}&to=${to}`,
      headers: other.headers,
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.rawPayload.toString('utf8')).not.toContain(order.orderId);
  });

  it('needs both days, at most 92 apart (400 naming the field)', async () => {
    const admin = await newAdministrator(t.app, db());
    for (const [query, pattern] of [
      ['', /from/],
      ['from=2026-01-01', /to/],
      ['from=2026-01-01&to=2026-06-01', /at most 92 days/],
      ['from=2026-02-30&to=2026-03-01', /^from/],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/console/orders.csv?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(pattern);
    }
  });
});
