/**
 * The hostile review's second pass, API side (docs/api.md, "Limits" and "Input the API refuses"):
 * integer parameters past the integer column, query strings that are not UTF-8, too many search
 * words, the framework's own errors with the security headers, the docs page's script policy, and
 * carts that a removal must not create and that expire.
 */
import { and, eq, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { cartItems, carts } from '../src/db/schema/index.ts';
import { CART_TTL_SECONDS, deleteExpiredGuestCarts } from '../src/modules/carts/identity.ts';
import { errorHandler } from '../src/plugins/error-handler.ts';
import { inputGuard } from '../src/plugins/input-guard.ts';
import { validatorFor } from '../src/plugins/validation.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import { addToCart, newGuest, productLike } from './helpers/checkouts.ts';

const t = testAppWithSmtp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const expect400Naming = (response: { statusCode: number; body: string }, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { status: number; detail: string };
  expect(body.status).toBe(400);
  expect(body.detail).toContain(field);
};

describe('integer parameters past the integer column', () => {
  it('GET /v1/orders?types=2147483648 → 400 naming types, not 500', async () => {
    const member = await signUpAndSignIn(t.app, t.smtp);
    expect400Naming(await get('/v1/orders?types=2147483648', member.headers), 'types');
    expect400Naming(await get('/v1/orders?types=1,99999999999', member.headers), 'types');
    expect((await get('/v1/orders?types=1,2', member.headers)).statusCode).toBe(200);
  });

  it('an integer query parameter (or list of them) without its own bounds takes PostgreSQL’s integer range', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorFor);
    await app.register(errorHandler);
    await app.register(inputGuard);
    app.get(
      '/n',
      {
        schema: {
          querystring: Type.Object({
            n: Type.Optional(Type.Integer()),
            list: Type.Optional(Type.Array(Type.Integer())),
            bounded: Type.Optional(Type.Integer({ minimum: 0, maximum: 253_402_300_799 })),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    const at = (query: string) => app.inject({ method: 'GET', url: `/n?${query}` });
    expect400Naming(await at('n=2147483648'), 'n');
    expect400Naming(await at('n=-2147483649'), 'n');
    expect400Naming(await at('list=1&list=2147483648'), 'list');
    expect((await at('n=2147483647&list=-2147483648')).statusCode).toBe(200);
    // A schema's own bounds are its own: unix seconds beyond the integer range stay valid.
    expect((await at('bounded=253402300799')).statusCode).toBe(200);
    await app.close();
  });
});

describe('query strings that are not UTF-8', () => {
  it('?q=%FF%FE → 400 naming q, as the same bytes in a path are', async () => {
    expect400Naming(await get('/v1/products?q=%FF%FE'), 'q');
    expect400Naming(await get('/v1/experiences?q=%E3%81'), 'q');
    expect400Naming(await get('/v1/products?q=%zz'), 'q');
    expect((await get('/v1/products/%FF%FE')).statusCode).toBe(400);
    // Well-formed escapes still work: トマト.
    expect((await get('/v1/products?q=%E3%83%88%E3%83%9E%E3%83%88')).statusCode).toBe(200);
    expect((await get('/v1/products?q=a+b')).statusCode).toBe(200);
  });
});

describe('search words per query', () => {
  it('takes 8 words and refuses 9 (or 32 one-character words) with 400 naming q', async () => {
    const words = (n: number) =>
      Array.from({ length: n }, (_, i) => String.fromCharCode(0x61 + (i % 26)) + (i >= 26 ? i : '')).join(
        '+',
      );
    expect((await get(`/v1/products?q=${words(8)}`)).statusCode).toBe(200);
    expect400Naming(await get(`/v1/products?q=${words(9)}`), 'q');
    expect400Naming(await get(`/v1/experiences?q=${words(32)}`), 'q');
  });
});

describe('the framework’s own errors', () => {
  const expectSecurityHeaders = (response: { headers: Record<string, unknown>; statusCode: number }) => {
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-request-id']).toMatch(/\S/);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  };

  it('a URL the router cannot decode (400), a parameter too long (414), an unknown route (404) and a body that is not JSON (400) carry the security headers and a request id', async () => {
    const answers = [
      await get('/v1/products/%'),
      await get('/v1/products/%E3%81'),
      await get(`/v1/products/${'a'.repeat(300)}`),
      await get('/v1/no-such-route'),
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 414, 404, 400]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it('/docs has its own Content-Security-Policy with script-src, never framed', async () => {
    const docs = await get('/docs');
    expect(docs.statusCode).toBe(200);
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("frame-ancestors 'self'");
    // The UI injects <style> elements at run time: inline styles from itself, no other host.
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });
});

describe('carts a removal must not create, and that expire', () => {
  const guestCartCount = async () =>
    (await t.database.db.select({ id: carts.id }).from(carts).where(isNull(carts.userId))).length;

  it('a cookie-less DELETE /v1/carts/-/items/x creates no cart row (200 calls → 0 rows)', async () => {
    const before = await guestCartCount();
    for (let i = 0; i < 200; i++) {
      const response = await t.app.inject({ method: 'DELETE', url: '/v1/carts/-/items/x' });
      expect(response.statusCode).toBe(204);
    }
    expect(await guestCartCount()).toBe(before);
  });

  it('deletes guest carts once CART_TTL_SECONDS have passed since their last write, not before, and never a member’s', async () => {
    const product = await productLike(t.database.db);
    const guest = newGuest();
    await addToCart(t.app, guest, product.id, 2);
    const member = await signUpAndSignIn(t.app, t.smtp);
    await addToCart(t.app, { headers: { ...newGuest().headers, ...member.headers }, email: '' }, product.id);
    const key = guest.headers.cookie?.replace('session_id=', '') ?? '';
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.sessionId, key));
    expect(cart).toBeDefined();
    const written = cart?.updatedAt ?? new Date();
    const at = (seconds: number) => new Date(written.getTime() + seconds * 1000);

    await deleteExpiredGuestCarts(t.database.db, at(CART_TTL_SECONDS - 60));
    expect(await t.database.db.select().from(carts).where(eq(carts.sessionId, key))).toHaveLength(1);

    expect(await deleteExpiredGuestCarts(t.database.db, at(CART_TTL_SECONDS + 60))).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(carts).where(eq(carts.sessionId, key))).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? '')),
    ).toHaveLength(0);
    const memberCarts = await t.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, member.id)));
    expect(memberCarts).toHaveLength(1);
  });
});
