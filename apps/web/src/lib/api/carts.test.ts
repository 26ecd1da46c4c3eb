import { describe, expect, it } from 'vitest';
import { addCartItem, calcCart, checkPromotion, getCart, removeCartItem } from './carts.ts';
import { ApiClient } from './client.ts';
import { ResponseError } from './errors.ts';

function recorder(status = 200, body: unknown = {}, setCookie?: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = new ApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      const headers = new Headers(status === 204 ? {} : { 'content-type': 'application/json' });
      if (setCookie) headers.append('set-cookie', setCookie);
      return status === 204
        ? new Response(null, { status, headers })
        : new Response(JSON.stringify(body), { status, headers });
    },
  });
  return { calls, client };
}

describe('cart fetchers', () => {
  it('GET /v1/carts is never cached', async () => {
    const { calls, client } = recorder(200, { carts: [], coordinators: [], products: [] });
    await expect(getCart({ client })).resolves.toEqual({ carts: [], coordinators: [], products: [] });
    expect(calls[0]?.url).toBe('http://api.test/v1/carts');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('an add posts the line and hands back the guest session cookie the API set', async () => {
    const cookie = 'session_id=abcdefghijklmnop; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax';
    const { calls, client } = recorder(204, undefined, cookie);
    const answer = await addCartItem({ productId: 'p1', quantity: 2 }, { client });
    expect(answer.setCookies).toEqual([cookie]);
    expect(calls[0]?.url).toBe('http://api.test/v1/carts/-/items');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ productId: 'p1', quantity: 2 }));
    expect(calls[0]?.init.cache).toBe('no-store');
  });

  it('a refused add raises the status (403 not for sale, 412 over the stock)', async () => {
    const { client } = recorder(412, { status: 412, message: 'Precondition Failed', detail: 'stock' });
    await expect(addCartItem({ productId: 'p1', quantity: 9 }, { client })).rejects.toBeInstanceOf(
      ResponseError,
    );
  });

  it('a remove names the box only when one is given, and encodes the id', async () => {
    const { calls, client } = recorder(204);
    await removeCartItem('a/b', 0, { client });
    await removeCartItem('p1', 2, { client });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['DELETE', 'http://api.test/v1/carts/-/items/a%2Fb'],
      ['DELETE', 'http://api.test/v1/carts/-/items/p1?number=2'],
    ]);
  });

  it('pricing sends only the chosen destination and code', async () => {
    const { calls, client } = recorder(200, {});
    await calcCart('c1', {}, { client });
    await calcCart('c1', { prefecture: 13, promotion: 'HATAKE10' }, { client });
    await calcCart('c1', { number: 2, prefecture: 0, promotion: '' }, { client });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/v1/carts/c1',
      'http://api.test/v1/carts/c1?prefecture=13&promotion=HATAKE10',
      'http://api.test/v1/carts/c1?number=2',
    ]);
    expect(calls.every((c) => c.init.cache === 'no-store')).toBe(true);
  });

  it('a coupon is checked for the marche', async () => {
    const { calls, client } = recorder(200, { promotion: {} });
    await checkPromotion('HATAKE10', 'c1', { client });
    expect(calls[0]?.url).toBe('http://api.test/v1/promotions/HATAKE10?coordinatorId=c1');
  });
});
