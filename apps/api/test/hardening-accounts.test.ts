/**
 * Regression tests of the hostile review's "loose input" findings on accounts: invisible names,
 * no cap on saved addresses, any URL as avatar, and any code accepted for a verified sign-up.
 * Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (the address cap under concurrency).
 */
import { type AddressesResponse, MAX_ADDRESSES_PER_USER } from '@hatake/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, newMember, signUpAndSignIn } from './helpers/accounts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { png, uploadClient } from './helpers/uploads.ts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer, config: { rateLimit: { max: 0, windowSeconds: 60 } } });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers });

const expectBadRequest = (response: { statusCode: number; json(): unknown }, detail: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 400, message: 'Bad Request', detail });
};

/** Only zero-width characters and spaces (ideographic space included). */
const INVISIBLE = ['\u200b', '\u200c\u200d', '\u2060', '\ufeff', ' \u3000 ', '\u200b\u3000\u200b'];

describe('zero-width-only names are accepted', () => {
  it('sign-up refuses invisible username, lastname and firstname with 400 naming the field', async () => {
    for (const field of ['username', 'lastname', 'firstname'] as const) {
      for (const value of INVISIBLE) {
        const response = await inject('POST', '/v1/users/me', newMember({ [field]: value }));
        expectBadRequest(response, `${field} must not be blank`);
      }
    }
    // Visible text with zero-width characters around it is still a name.
    const padded = await inject('POST', '/v1/users/me', newMember({ username: '\u200b畑\u200b' }));
    expect(padded.statusCode, padded.body).toBe(200);
  });

  it('PATCH /v1/users/me/username refuses an invisible name', async () => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    for (const username of INVISIBLE) {
      expectBadRequest(
        await inject('PATCH', '/v1/users/me/username', { username }, headers),
        'username must not be blank',
      );
    }
  });

  it('addresses refuse invisible names on create and update', async () => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    for (const field of ['lastname', 'firstname', 'city', 'addressLine1'] as const) {
      expectBadRequest(
        await inject('POST', '/v1/addresses', { ...ADDRESS, [field]: '\u200b' }, headers),
        `${field} must not be blank`,
      );
    }
    const created = await inject('POST', '/v1/addresses', ADDRESS, headers);
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ address: { id: string } }>().address;
    expectBadRequest(
      await inject('PATCH', `/v1/addresses/${id}`, { ...ADDRESS, lastname: '\u3000\u2060' }, headers),
      'lastname must not be blank',
    );
  });
});

describe('no cap on addresses per member', () => {
  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses: one more is 412 with a clear detail`, async () => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) {
      const response = await inject('POST', '/v1/addresses', { ...ADDRESS, addressLine2: `${i}` }, headers);
      expect(response.statusCode, response.body).toBe(200);
    }
    const over = await inject('POST', '/v1/addresses', ADDRESS, headers);
    expect(over.statusCode).toBe(412);
    expect(over.json()).toEqual({
      status: 412,
      message: 'Precondition Failed',
      detail: `a member can keep at most ${MAX_ADDRESSES_PER_USER} addresses; remove one before adding another`,
    });
    // Removing one makes room again.
    const listed = (await inject('GET', '/v1/addresses', undefined, headers)).json<AddressesResponse>();
    expect(listed.total).toBe(MAX_ADDRESSES_PER_USER);
    const [first] = listed.addresses;
    if (!first) throw new Error('no address');
    expect((await inject('DELETE', `/v1/addresses/${first.id}`, undefined, headers)).statusCode).toBe(204);
    expect((await inject('POST', '/v1/addresses', ADDRESS, headers)).statusCode).toBe(200);
  });

  it('parallel creates cannot pass the cap', async () => {
    const { headers } = await signUpAndSignIn(t.app, smtp);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER - 2; i++) {
      expect((await inject('POST', '/v1/addresses', ADDRESS, headers)).statusCode).toBe(200);
    }
    // On PostgreSQL, open the pool's connections first so the requests really run side by side.
    await Promise.all(Array.from({ length: 10 }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)));
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => inject('POST', '/v1/addresses', ADDRESS, headers)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, ...Array(8).fill(412)]);
    const listed = (await inject('GET', '/v1/addresses', undefined, headers)).json<AddressesResponse>();
    expect(listed.total).toBe(MAX_ADDRESSES_PER_USER);
    expect(listed.addresses.filter((address) => address.isDefault)).toHaveLength(1);
  });
});

describe('the thumbnail URL accepts any external URL', () => {
  it('accepts only the URL of the member’s own finished thumbnail upload; "" still clears', async () => {
    const owner = await signUpAndSignIn(t.app, smtp);
    const other = await signUpAndSignIn(t.app, smtp);
    const setThumbnail = (thumbnailUrl: string, headers: Record<string, string>) =>
      inject('PATCH', '/v1/users/me/thumbnail', { thumbnailUrl }, headers);
    const thumbnailOf = async (headers: Record<string, string>) =>
      (await inject('GET', '/v1/users/me', undefined, headers)).json<{ thumbnailUrl: string }>().thumbnailUrl;
    const refused = 'thumbnailUrl must be the url of your own finished upload (GET /v1/upload/state)';

    const uploads = uploadClient(t.app, owner.headers);
    const waiting = await uploads.requestTarget('image/png');
    const done = await uploads.requestTarget('image/png');
    expect((await uploads.put(done.url, await png(64, 64), 'image/png')).statusCode).toBe(204);
    const { url } = await uploads.state(done.key);

    for (const foreign of [
      'https://evil.example/tracker.png',
      'http://localhost:3000/media/users/thumbnail/not-uploaded.png',
      // A key handed out but never uploaded: not SUCCEEDED.
      `http://localhost:3000/media/${waiting.key}`,
      `${url}?x=1`,
    ]) {
      expectBadRequest(await setThumbnail(foreign, owner.headers), refused);
    }
    // Someone else's finished upload is not yours.
    expectBadRequest(await setThumbnail(url, other.headers), refused);
    expect(await thumbnailOf(other.headers)).toBe('');

    expect((await setThumbnail(url, owner.headers)).statusCode).toBe(204);
    expect(await thumbnailOf(owner.headers)).toBe(url);
    // Sending the current URL again is fine; "" clears it.
    expect((await setThumbnail(url, owner.headers)).statusCode).toBe(204);
    expect((await setThumbnail('', owner.headers)).statusCode).toBe(204);
    expect(await thumbnailOf(owner.headers)).toBe('');
  });
});

describe('POST /v1/users/me/verified on an already verified id answers 204 for any code', () => {
  it('refuses a wrong code with 400 as for a pending member; the right code again is still 204', async () => {
    const member = newMember();
    const since = smtp.messages.length;
    const created = await inject('POST', '/v1/users/me', member);
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    const verifyCode = await smtp.codeFor(member.email, since);
    const wrongCode = verifyCode === '000000' ? '111111' : '000000';

    expect((await inject('POST', '/v1/users/me/verified', { id, verifyCode })).statusCode).toBe(204);
    expectBadRequest(
      await inject('POST', '/v1/users/me/verified', { id, verifyCode: wrongCode }),
      'verifyCode is incorrect',
    );
    // A double submit or a second tab with the code that worked is still fine.
    expect((await inject('POST', '/v1/users/me/verified', { id, verifyCode })).statusCode).toBe(204);
    expect(
      (await inject('POST', '/v1/users/me/verified', { id, verifyCode: ` ${verifyCode} ` })).statusCode,
    ).toBe(204);
  });
});
