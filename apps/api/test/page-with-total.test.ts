import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWithTotal } from '../src/db/page-with-total.ts';
import { products } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pageWithTotal', () => {
  const where = and(eq(products.public, true), isNull(products.deletedAt));
  const counted = async () =>
    (await t.database.db.select({ total: count() }).from(products).where(where))[0]?.total;

  it('answers a page and the count of every match, wherever the page is', async () => {
    const all = await counted();
    expect(all).toBeGreaterThan(3);
    const query = { where, orderBy: [products.id], limit: 2 };
    const first = await pageWithTotal(t.database.db, products, { ...query, offset: 0 });
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBe(all);
    expect(first.rows[0]?.id).toEqual(expect.any(String));
    expect(first.rows[0]?.startAt).toBeInstanceOf(Date);
    const past = await pageWithTotal(t.database.db, products, { ...query, offset: 10_000 });
    expect(past).toEqual({ rows: [], total: all });
    const none = await pageWithTotal(t.database.db, products, {
      ...query,
      where: eq(products.id, 'no-such-product'),
      offset: 0,
    });
    expect(none).toEqual({ rows: [], total: 0 });
  });
});
