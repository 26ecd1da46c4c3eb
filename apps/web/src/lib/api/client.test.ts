import { describe, expect, it } from 'vitest';
import { ApiClient, buildQuery, pathParam } from './client.ts';
import { getHealth, getPaymentStatuses, getTopCommon } from './endpoints.ts';
import { FetchError, GenericError, RequiredError, ResponseError } from './errors.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetchImpl };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function header(call: Call | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}

describe('buildQuery', () => {
  it('omits undefined and null, keeps 0, false and empty strings, encodes keys and values', () => {
    expect(
      buildQuery({ limit: 20, offset: 0, a: undefined, b: null, flag: false, q: '', name: '東京 & co' }),
    ).toBe('?limit=20&offset=0&flag=false&q=&name=%E6%9D%B1%E4%BA%AC%20%26%20co');
  });

  it('is empty without params', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ a: undefined })).toBe('');
  });
});

describe('pathParam', () => {
  it('encodes the value and rejects a missing one by name', () => {
    expect(pathParam('productId', 'a/b c')).toBe('a%2Fb%20c');
    expect(() => pathParam('productId', '')).toThrow(RequiredError);
    expect(() => pathParam('productId', undefined)).toThrow(/productId/);
  });
});

describe('ApiClient', () => {
  it('joins the base URL, path and query, sends credentials and JSON accept', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { ok: true }));
    const client = new ApiClient({ baseUrl: 'http://api.test/', fetch: fetchImpl });
    await expect(
      client.get('/v1/products', { query: { limit: 20, coordinatorId: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.url).toBe('http://api.test/v1/products?limit=20');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'accept')).toBe('application/json');
  });

  it('uses a same-origin relative URL with an empty base URL', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, {}));
    await new ApiClient({ baseUrl: '', fetch: fetchImpl }).get('/v1/carts');
    expect(calls[0]?.url).toBe('/v1/carts');
  });

  it('sends the bearer token only when there is one (never "Bearer undefined")', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, {}));
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl, token: 'tok-123' });
    await client.get('/v1/users/me');
    await client.withToken(undefined).get('/v1/top/common');
    await new ApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl, token: '' }).get('/v1/top/common');
    expect(header(calls[0], 'authorization')).toBe('Bearer tok-123');
    expect(header(calls[1], 'authorization')).toBeNull();
    expect(header(calls[2], 'authorization')).toBeNull();
  });

  it('serialises a JSON body with its content type', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl });
    await expect(client.post('/v1/carts/-/items', { body: { productId: 'p1', quantity: 2 } })).resolves.toBe(
      undefined,
    );
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"productId":"p1","quantity":2}');
    expect(header(calls[0], 'content-type')).toBe('application/json');
  });

  it('raises a ResponseError with the parsed error body for a non-2xx status', async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(404, { status: 404, message: 'Not Found', detail: 'product not found' }),
    );
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl });
    const error = await client.get('/v1/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    const responseError = error as ResponseError;
    expect(responseError.status).toBe(404);
    expect(responseError.serverMessage).toBe('Not Found');
    expect(responseError.detail).toBe('product not found');
    expect(responseError.body).toEqual({ status: 404, message: 'Not Found', detail: 'product not found' });
  });

  it('reads `details` too, and copes with a non-JSON error body', async () => {
    const client1 = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(() => json(400, { status: 400, message: 'Bad Request', details: 'limit' })).fetchImpl,
    });
    await expect(client1.get('/v1/products')).rejects.toMatchObject({ status: 400, detail: 'limit' });

    const client2 = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(
        () => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
      ).fetchImpl,
    });
    await expect(client2.get('/v1/products')).rejects.toMatchObject({
      status: 502,
      serverMessage: '',
      detail: '',
    });
  });

  it('raises a FetchError when the network fails', async () => {
    const client = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await client.get('/v1/top/common').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).cause).toBeInstanceOf(TypeError);
  });

  it('lets an abort through unchanged', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const client = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw abort;
      },
    });
    await expect(client.get('/v1/top/common')).rejects.toBe(abort);
  });

  it('raises a GenericError for a 2xx response with broken JSON', async () => {
    const { fetchImpl } = fakeFetch(
      () => new Response('{not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl });
    await expect(client.get('/v1/top/common')).rejects.toBeInstanceOf(GenericError);
  });
});

describe('endpoints', () => {
  it('getTopCommon calls GET /v1/top/common', async () => {
    const body = { lives: [], archives: [], productVideos: [], experienceVideos: [], coordinators: [] };
    const { calls, fetchImpl } = fakeFetch(() => json(200, { ...body, products: [], experiences: [] }));
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl, token: 't' });
    await expect(getTopCommon({ client })).resolves.toMatchObject(body);
    expect(calls[0]?.url).toBe('http://api.test/v1/top/common');
  });

  it('getPaymentStatuses calls GET /v1/statuses/payments without a token', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { systems: [{ methodType: 2, status: 1 }] }));
    const client = new ApiClient({ baseUrl: 'http://api.test', fetch: fetchImpl, token: 't' });
    await expect(getPaymentStatuses({ client })).resolves.toEqual({
      systems: [{ methodType: 2, status: 1 }],
    });
    expect(calls[0]?.url).toBe('http://api.test/v1/statuses/payments');
    expect(header(calls[0], 'authorization')).toBeNull();
  });

  it('getHealth returns the body on 200 and raises a 503 ResponseError otherwise', async () => {
    const ok = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(() => json(200, { status: 'ok', database: 'ok' })).fetchImpl,
    });
    await expect(getHealth({ client: ok })).resolves.toEqual({ status: 'ok', database: 'ok' });
    const down = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: fakeFetch(() => json(503, { status: 'error', database: 'error' })).fetchImpl,
    });
    await expect(getHealth({ client: down })).rejects.toMatchObject({
      status: 503,
      body: { status: 'error', database: 'error' },
    });
  });
});
