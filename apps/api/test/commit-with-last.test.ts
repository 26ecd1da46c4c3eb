/**
 * db/commit-with-last.ts: a transaction whose last statements travel with its COMMIT (checkout's
 * stock; docs/performance.md, target 5). On PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlLiteral, transactionEndingWith } from '../src/db/commit-with-last.ts';
import { products } from '../src/db/schema/index.ts';
import { publicWritesOf } from '../src/lib/read-cache/database-writes.ts';
import { isStockShortage } from '../src/modules/checkouts/place-order.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('transactionEndingWith', () => {
  let testApp: TestApp;
  let productId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    const [row] = await testApp.database.db.select({ id: products.id }).from(products).limit(1);
    productId = row?.id ?? '';
    await testApp.database.db.update(products).set({ inventory: 3 }).where(eq(products.id, productId));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const inventory = async () =>
    (
      await testApp.database.db
        .select({ inventory: products.inventory })
        .from(products)
        .where(eq(products.id, productId))
    )[0]?.inventory;
  const take = (units: number) =>
    `update "products" set "inventory" = "inventory" - ${units} where "id" = ${sqlLiteral(productId)}`;
  const rename = (name: string) =>
    sql`update ${products} set name = ${name} where ${products.id} = ${productId}`;
  const nameOf = async () =>
    (
      await testApp.database.db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, productId))
    )[0]?.name;

  it('commits the body and its last statements together, and answers the body’s value', async () => {
    const value = await transactionEndingWith(testApp.database.db, async (tx) => {
      await tx.execute(rename('ended together'));
      return { value: 'placed', last: [take(2)] };
    });
    expect(value).toBe('placed');
    expect(await inventory()).toBe(1);
    expect(await nameOf()).toBe('ended together');
  });

  it('keeps nothing when a last statement fails: the stock CHECK refuses, the body’s write is rolled back', async () => {
    const failure = await transactionEndingWith(testApp.database.db, async (tx) => {
      await tx.execute(rename('never kept'));
      return { value: null, last: [take(1), take(1)] };
    }).catch((error: unknown) => error);
    expect(isStockShortage(failure)).toBe(true);
    expect(await inventory()).toBe(1);
    expect(await nameOf()).toBe('ended together');
    // The connection went back to the pool usable: the next transaction runs.
    await transactionEndingWith(testApp.database.db, async () => ({ value: null, last: [take(1)] }));
    expect(await inventory()).toBe(0);
  });

  it('shows its last statements to the read cache’s write watcher (a stock change drops cached answers)', async () => {
    const watcher = publicWritesOf(testApp.database.db);
    const before = watcher?.count ?? -1;
    await transactionEndingWith(testApp.database.db, async () => ({
      value: null,
      last: [`update "products" set "inventory" = 5 where "id" = ${sqlLiteral(productId)}`],
    }));
    expect(watcher?.count).toBeGreaterThan(before);
    expect(await inventory()).toBe(5);
  });

  it('quotes literals so a value cannot end the statement', () => {
    expect(sqlLiteral("x'; commit; drop table products; --")).toBe("'x''; commit; drop table products; --'");
  });
});
