import { describe, expect, it } from 'vitest';
import { PublicWriteWatcher, writesPublicData, writtenTable } from './database-writes.ts';

describe('writtenTable', () => {
  it.each([
    ['update "products" set "inventory" = "products"."inventory" - $1 where …', 'products'],
    ['insert into "product_reviews" ("id", …) values ($1, …)', 'product_reviews'],
    ['delete from "cart_items" where "cart_items"."cart_id" = $1', 'cart_items'],
    ['with "x" as (select 1) update "orders" set "status" = $1', 'orders'],
    ['UPDATE products SET price = 100', 'products'],
    ['insert into "orders" (…) values (…) on conflict do update set "x" = 1', 'orders'],
  ])('%s → %s', (query, table) => {
    expect(writtenTable(query)).toBe(table);
  });

  it.each([
    'select "id" from "products" where "id" = $1 for update',
    'select * from "products" where "name" like \'%update "x"%\'',
    'begin',
    'commit',
    'set local statement_timeout = 1000',
  ])('reads nothing written in: %s', (query) => {
    expect(writtenTable(query)).toBeUndefined();
  });
});

describe('writesPublicData', () => {
  it('counts catalogue tables, and tables it does not know, as public', () => {
    expect(writesPublicData('update "products" set "price" = $1')).toBe(true);
    expect(writesPublicData('insert into "a_table_added_later" values (1)')).toBe(true);
  });
  it('leaves private tables out: a cart or a session changes no public answer', () => {
    expect(writesPublicData('insert into "cart_items" values (1)')).toBe(false);
    expect(writesPublicData('update "refresh_tokens" set "revoked_at" = now()')).toBe(false);
    expect(writesPublicData('insert into "live_comments" values (1)')).toBe(false);
  });
});

describe('PublicWriteWatcher', () => {
  it('counts and announces statements writing public data, and nothing else', () => {
    const watcher = new PublicWriteWatcher();
    let heard = 0;
    const stop = watcher.onWrite(() => {
      heard += 1;
    });
    watcher.logQuery('select * from "products"');
    watcher.logQuery('insert into "cart_items" values (1)');
    watcher.logQuery('update "products" set "inventory" = 0');
    expect([watcher.count, heard]).toEqual([1, 1]);
    stop();
    watcher.logQuery('update "products" set "inventory" = 1');
    expect([watcher.count, heard]).toEqual([2, 1]);
  });
});
