import type { Address, AddressesResponse, AddressResponse, PostalCodeResponse } from '@hatake/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers });

const list = async (headers: Record<string, string>, query = '') => {
  const response = await inject('GET', `/v1/addresses${query}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AddressesResponse>();
};

const create = async (headers: Record<string, string>, overrides: object = {}): Promise<Address> => {
  const response = await inject('POST', '/v1/addresses', { ...ADDRESS, ...overrides }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AddressResponse>().address;
};

const defaults = (addresses: Address[]) => addresses.filter((a) => a.isDefault).map((a) => a.id);

describe('/v1/addresses', () => {
  it('requires a signed-in user', async () => {
    expect((await inject('GET', '/v1/addresses')).statusCode).toBe(401);
    expect(
      (await inject('POST', '/v1/addresses', ADDRESS, { authorization: 'Bearer undefined' })).statusCode,
    ).toBe(401);
    expect((await inject('DELETE', '/v1/addresses/x')).statusCode).toBe(401);
  });

  it('creates, reads, lists with paging, updates and deletes, keeping exactly one default', async () => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    expect(await list(headers)).toEqual({ addresses: [], total: 0 });

    const first = await create(headers, { isDefault: false });
    expect(first).toMatchObject({ ...ADDRESS, prefecture: '東京都', isDefault: true });
    const second = await create(headers, { city: '札幌市中央区', prefectureCode: 1, postalCode: '0600000' });
    expect(second).toMatchObject({ isDefault: false, prefecture: '北海道' });
    const third = await create(headers, { isDefault: true, addressLine2: '' });
    expect(third.isDefault).toBe(true);

    let all = await list(headers);
    expect(all.total).toBe(3);
    expect(all.addresses.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(defaults(all.addresses)).toEqual([third.id]);
    const page = await list(headers, '?limit=1&offset=1');
    expect(page).toMatchObject({ total: 3 });
    expect(page.addresses.map((a) => a.id)).toEqual([second.id]);

    const one = await inject('GET', `/v1/addresses/${second.id}`, undefined, headers);
    expect(one.statusCode).toBe(200);
    expect(one.json<AddressResponse>().address).toEqual(second);

    // Switching the default unsets the old one.
    const switched = await inject(
      'PATCH',
      `/v1/addresses/${second.id}`,
      { ...ADDRESS, city: '港区', isDefault: true },
      headers,
    );
    expect(switched.statusCode, switched.body).toBe(204);
    all = await list(headers);
    expect(defaults(all.addresses)).toEqual([second.id]);
    expect(all.addresses[0]).toMatchObject({ id: second.id, city: '港区', prefectureCode: 13 });

    // isDefault false on the default keeps it the default.
    await inject('PATCH', `/v1/addresses/${second.id}`, { ...ADDRESS, isDefault: false }, headers);
    expect(defaults((await list(headers)).addresses)).toEqual([second.id]);

    // Deleting the default promotes the newest remaining address.
    expect((await inject('DELETE', `/v1/addresses/${second.id}`, undefined, headers)).statusCode).toBe(204);
    all = await list(headers);
    expect(all.total).toBe(2);
    expect(defaults(all.addresses)).toEqual([third.id]);
    expect((await inject('GET', `/v1/addresses/${second.id}`, undefined, headers)).statusCode).toBe(404);

    expect((await inject('DELETE', `/v1/addresses/${first.id}`, undefined, headers)).statusCode).toBe(204);
    expect((await inject('DELETE', `/v1/addresses/${third.id}`, undefined, headers)).statusCode).toBe(204);
    expect(await list(headers)).toEqual({ addresses: [], total: 0 });
  });

  it("answers 404 for another user's address", async () => {
    const owner = await signUpAndSignIn(t.app, smtp);
    const other = await signUpAndSignIn(t.app, smtp);
    const address = await create(owner.headers);
    expect((await inject('GET', `/v1/addresses/${address.id}`, undefined, other.headers)).statusCode).toBe(
      404,
    );
    expect((await inject('PATCH', `/v1/addresses/${address.id}`, ADDRESS, other.headers)).statusCode).toBe(
      404,
    );
    expect((await inject('DELETE', `/v1/addresses/${address.id}`, undefined, other.headers)).statusCode).toBe(
      404,
    );
    expect((await list(other.headers)).total).toBe(0);
    expect((await inject('GET', `/v1/addresses/${address.id}`, undefined, owner.headers)).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['postalCode', { postalCode: '100-0001' }],
    ['postalCode', { postalCode: '123456' }],
    ['prefectureCode', { prefectureCode: 0 }],
    ['prefectureCode', { prefectureCode: 48 }],
    ['lastnameKana', { lastnameKana: '山田' }],
    ['firstnameKana', { firstnameKana: 'hana ko1' }],
    ['phoneNumber', { phoneNumber: '1234' }],
    ['lastname', { lastname: '   ' }],
    ['addressLine1', { addressLine1: '' }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    const response = await inject('POST', '/v1/addresses', { ...ADDRESS, ...overrides }, headers);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toContain(field);
  });
});

describe('GET /v1/postal-codes/{postalCode}', () => {
  it.each([
    ['1000001', { prefectureCode: 13, prefecture: '東京都', city: '千代田区', town: '千代田' }],
    ['0600000', { prefectureCode: 1, prefecture: '北海道', city: '札幌市中央区', town: '' }],
    ['5300001', { prefectureCode: 27, prefecture: '大阪府', city: '大阪市北区', town: '梅田' }],
    ['9000001', { prefectureCode: 47, prefecture: '沖縄県', city: '那覇市', town: '港町' }],
  ])('looks up %s', async (postalCode, expected) => {
    const response = await inject('GET', `/v1/postal-codes/${postalCode}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PostalCodeResponse>()).toEqual({ postalCode, ...expected });
  });

  it('answers 400 for anything but 7 digits and 404 for an unknown code', async () => {
    for (const bad of ['100-0001', '123', 'abcdefg', '12345678']) {
      const response = await inject('GET', `/v1/postal-codes/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().detail).toContain('postalCode');
    }
    expect((await inject('GET', '/v1/postal-codes/9999999')).statusCode).toBe(404);
  });
});
