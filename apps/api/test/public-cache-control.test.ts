/**
 * No answer that depends on a cookie or a token is ever marked for shared caches (docs/adr/0015).
 * Walks every operation of the OpenAPI document and calls it as a guest without credentials, as a
 * guest with a session cookie, and as a signed-in member (with and without the cookie):
 *
 * - a secured operation, an operation keyed by the guest session cookie (carts, guest checkouts)
 *   and an answer that sets a cookie never carry `Cache-Control: public`, and carry `no-store` when
 *   made for a caller (credentials or a cookie sent, a cookie set, a secured operation);
 * - an answer that does carry it is the same bytes (the same ETag) for every caller;
 * - the catalogue's reads do carry it (so the walk cannot pass by finding nothing public).
 */
import type { ProductsResponse } from '@hatake/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { fillPath, readOperations } from './helpers/openapi-operations.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let smtp: TestSmtp;
let member: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mailer: smtp.mailer,
    config: { readCacheMs: 1000, rateLimit: { max: 0, windowSeconds: 60 } },
  });
  member = (await signUpAndSignIn(t.app, smtp)).headers;
  const first = async <T>(url: string, pick: (body: T) => string | undefined) =>
    pick((await t.app.inject({ method: 'GET', url })).json<T>()) ?? 'x';
  const products = (
    await t.app.inject({ method: 'GET', url: '/v1/products?limit=1' })
  ).json<ProductsResponse>();
  ids.productId = products.products[0]?.id ?? 'x';
  ids.coordinatorId = products.products[0]?.coordinatorId ?? 'x';
  ids.producerId = products.products[0]?.producerId ?? 'x';
  ids.experienceId = await first<{ experiences: { id: string }[] }>(
    '/v1/experiences?limit=1',
    (b) => b.experiences[0]?.id,
  );
  ids.videoId = await first<{ videos: { id: string }[] }>('/v1/videos?limit=1', (b) => b.videos[0]?.id);
  ids.scheduleId = await first<{ lives: { scheduleId: string }[] }>(
    '/v1/schedules/lives',
    (b) => b.lives[0]?.scheduleId,
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const GUEST_COOKIE = { cookie: 'session_id=public-cache-control-guest-0001' };
const OTHER_GUEST_COOKIE = { cookie: 'session_id=public-cache-control-guest-0002' };

/** Answers keyed by the guest session cookie (docs/api.md): the cart and the guest checkout. */
const keyedByCookie = (path: string): boolean =>
  path.startsWith('/v1/carts') || path.startsWith('/v1/guests/');

describe('Cache-Control: public only on answers that are the same for everyone', () => {
  it('walks every operation with every kind of caller', async () => {
    const operations = await readOperations(t.app);
    const publicOperations: string[] = [];
    for (const operation of operations) {
      // A live comment stream never ends: it is not something to call and read to the end here.
      if (operation.path.endsWith('/stream')) continue;
      const url = fillPath(operation.path, ids);
      const callers = [{}, GUEST_COOKIE, member, { ...member, ...OTHER_GUEST_COOKIE }];
      const answers = [];
      for (const headers of callers) {
        const answer = await t.app.inject({
          method: operation.method as 'GET',
          url,
          headers,
          ...(operation.method === 'GET' ? {} : { payload: {} }),
        });
        answers.push(answer);
        const cacheControl = String(answer.headers['cache-control'] ?? '');
        const isPublic = /\bpublic\b/.test(cacheControl);
        if (operation.secured || keyedByCookie(operation.path) || answer.headers['set-cookie']) {
          expect(isPublic, `${operation.key} answered Cache-Control: ${cacheControl}`).toBe(false);
          // Nor may a browser's or a proxy's cache keep what was made for this caller.
          if (Object.keys(headers).length > 0 || answer.headers['set-cookie'] || operation.secured) {
            expect(cacheControl, `${operation.key} answered Cache-Control: ${cacheControl}`).toMatch(
              /\bno-store\b/,
            );
          }
        }
      }
      const publicAnswers = answers.filter((answer) =>
        /\bpublic\b/.test(String(answer.headers['cache-control'])),
      );
      if (publicAnswers.length === 0) continue;
      publicOperations.push(operation.key);
      expect(publicAnswers, `${operation.key}: public for some callers only`).toHaveLength(callers.length);
      const tags = new Set(publicAnswers.map((answer) => answer.headers.etag));
      expect(tags.size, `${operation.key}: a public answer differs between callers`).toBe(1);
    }
    expect(publicOperations).toEqual(
      expect.arrayContaining([
        'GET /v1/products',
        'GET /v1/products/{productId}',
        'GET /v1/experiences',
        'GET /v1/experiences/{experienceId}',
        'GET /v1/coordinators/{coordinatorId}',
        'GET /v1/top/common',
        'GET /v1/schedules/lives',
        'GET /v1/schedules/{scheduleId}',
        'GET /v1/videos',
        'GET /v1/videos/{videoId}',
      ]),
    );
  }, 120_000);
});
