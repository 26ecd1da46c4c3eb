import { describe, expect, it } from 'vitest';
import {
  checkoutProducts,
  getCheckoutState,
  getSandboxSession,
  guestCheckoutExperience,
  priceExperience,
  settleSandboxSession,
} from './checkouts.ts';
import { ApiClient } from './client.ts';
import { getOrder, listOrders } from './orders.ts';

function recorder(body: unknown = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = new ApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { calls, client };
}

const COMMON = {
  requestId: 'r1',
  paymentMethod: 5 as const,
  callbackUrl: 'http://shop.test/v1/purchase/complete',
  total: 1000,
};

describe('checkout and order fetchers (never cached)', () => {
  it('posts a member product checkout and a guest booking', async () => {
    const { calls, client } = recorder({ url: 'http://shop.test/v1/purchase/sandbox/s1' });
    await expect(
      checkoutProducts(
        { ...COMMON, coordinatorId: 'c1', billingAddressId: 'a', shippingAddressId: 'a' },
        { client },
      ),
    ).resolves.toEqual({ url: 'http://shop.test/v1/purchase/sandbox/s1' });
    await guestCheckoutExperience(
      'e 1',
      {
        ...COMMON,
        email: 'a@example.com',
        billingAddress: {
          lastname: '畑',
          firstname: '花子',
          lastnameKana: 'はた',
          firstnameKana: 'はなこ',
          postalCode: '1000001',
          prefectureCode: 13,
          city: '千代田区',
          addressLine1: '1-1',
          phoneNumber: '090-1234-5678',
        },
      },
      { client },
    );
    expect(calls.map((c) => [c.init.method, c.url, c.init.cache])).toEqual([
      ['POST', 'http://api.test/v1/checkouts/products', 'no-store'],
      ['POST', 'http://api.test/v1/guests/checkouts/experiences/e%201', 'no-store'],
    ]);
  });

  it('prices a booking with the five counts and the coupon', async () => {
    const { calls, client } = recorder();
    await priceExperience(
      'e1',
      {
        counts: { adult: 2, juniorHighSchool: 0, elementarySchool: 0, preschool: 1, senior: 0 },
        promotion: 'HATAKE10',
      },
      { client },
    );
    expect(calls[0]?.url).toBe(
      'http://api.test/v1/guests/checkouts/experiences/e1?adult=2&juniorHighSchool=0&elementarySchool=0&preschool=1&senior=0&promotion=HATAKE10',
    );
  });

  it('reads a checkout as member or guest, and the sandbox session', async () => {
    const { calls, client } = recorder({ orderId: 'o', status: 2 });
    await getCheckoutState('s1', 'member', { client });
    await getCheckoutState('s1', 'guest', { client });
    await getSandboxSession('sbx_1', 'page-token', { client });
    await settleSandboxSession('sbx_1', { pageToken: 'page-token', outcome: 'failed' }, { client });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET http://api.test/v1/checkouts/s1',
      'GET http://api.test/v1/guests/checkouts/s1',
      'GET http://api.test/v1/payments/sandbox/sessions/sbx_1',
      'POST http://api.test/v1/payments/sandbox/sessions/sbx_1',
    ]);
    expect(calls[3]?.init.body).toBe(JSON.stringify({ outcome: 'failed' }));
    // The payment URL's token goes with both calls of the sandbox page (the API answers 401 without it).
    for (const call of calls.slice(2))
      expect(new Headers(call.init.headers).get('x-sandbox-page-token')).toBe('page-token');
    expect(calls.every((c) => c.init.cache === 'no-store')).toBe(true);
  });

  it('lists and reads the member’s orders', async () => {
    const { calls, client } = recorder();
    await listOrders({ limit: 20, offset: 40 }, { client });
    await getOrder('o/1', { client });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/v1/orders?limit=20&offset=40',
      'http://api.test/v1/orders/o%2F1',
    ]);
    expect(calls.every((c) => c.init.cache === 'no-store')).toBe(true);
  });
});
