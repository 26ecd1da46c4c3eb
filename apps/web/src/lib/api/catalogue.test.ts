import { describe, expect, it } from 'vitest';
import {
  getProduct,
  listExperienceReviews,
  listExperiences,
  listExperiencesByGeolocation,
  listProductReviews,
  listProducts,
} from './catalogue.ts';
import { ApiClient } from './client.ts';

function recorder(status = 200, body: unknown = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = new ApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { calls, client };
}

describe('catalogue endpoints', () => {
  it('listProducts sends filters and omits the default sort', async () => {
    const { calls, client } = recorder();
    await listProducts(
      { limit: 20, offset: 40, categoryId: 'c1', coordinatorId: undefined, sort: 'recommend' },
      { client },
    );
    await listProducts({ limit: 20, offset: 0, productTypeId: 't1', sort: 'priceAsc' }, { client });
    expect(calls[0]?.url).toBe('http://api.test/v1/products?limit=20&offset=40&categoryId=c1');
    expect(calls[1]?.url).toBe(
      'http://api.test/v1/products?limit=20&offset=0&productTypeId=t1&sort=priceAsc',
    );
  });

  it('getProduct encodes the id', async () => {
    const { calls, client } = recorder();
    await getProduct('a/b', { client });
    expect(calls[0]?.url).toBe('http://api.test/v1/products/a%2Fb');
  });

  it('experience lists pass prefecture and coordinates', async () => {
    const { calls, client } = recorder();
    await listExperiences({ limit: 20, offset: 0, prefecture: 13 }, { client });
    await listExperiencesByGeolocation({ latitude: 35.68, longitude: 139.76, radius: 500 }, { client });
    expect(calls[0]?.url).toBe('http://api.test/v1/experiences?limit=20&offset=0&prefecture=13');
    expect(calls[1]?.url).toBe(
      'http://api.test/v1/experiences/geolocation?latitude=35.68&longitude=139.76&radius=500',
    );
  });

  it('review lists send the contract query (limit, nextToken, rates, userId) and encode the id', async () => {
    const { calls, client } = recorder(200, { reviews: [], nextToken: '' });
    await expect(listProductReviews('p/1', { limit: 20 }, { client })).resolves.toEqual({
      reviews: [],
      nextToken: '',
    });
    await listProductReviews('p1', { limit: 5, nextToken: 'abc', rates: '4,5', userId: 'u1' }, { client });
    await listExperienceReviews('e1', { limit: 10 }, { client });
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.test/v1/products/p%2F1/reviews?limit=20',
      'http://api.test/v1/products/p1/reviews?limit=5&nextToken=abc&rates=4%2C5&userId=u1',
      'http://api.test/v1/experiences/e1/reviews?limit=10',
    ]);
  });
});
