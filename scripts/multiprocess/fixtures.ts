/** Rows the checks make straight in the scratch database: a product with its own stock, a coupon. */
import type pg from 'pg';
import { newId } from '../../apps/api/src/db/id.ts';

/** A copy of a product on sale now, with its own stock; answers its id and coordinator. */
export const productWith = async (
  db: pg.Pool,
  inventory: number,
): Promise<{ id: string; coordinatorId: string }> => {
  const id = newId();
  const { rows } = await db.query<{ id: string; coordinator_id: string }>(
    `insert into products
       select (jsonb_populate_record(null::products, to_jsonb(p) || jsonb_build_object('id', $1::text, 'inventory', $2::int))).*
       from products p
       where p.public and p.deleted_at is null and p.start_at < now() and p.end_at > now() and p.inventory > 20
       order by p.id limit 1
     returning id, coordinator_id`,
    [id, inventory],
  );
  const row = rows[0];
  if (!row) throw new Error('the seed has no product on sale');
  return { id: row.id, coordinatorId: row.coordinator_id };
};

/** A coupon of `discount` yen that `limit` orders in all may use. */
export const couponWith = async (db: pg.Pool, limit: number, discount = 100): Promise<string> => {
  const code = `MP${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X')}`;
  await db.query(
    `insert into promotions (id, title, discount_type, discount_rate, code, code_type, usage_limit, start_at, end_at)
     values ($1, 'multiprocess', 1, $2, $3, 2, $4, now() - interval '1 hour', now() + interval '1 day')`,
    [newId(), discount, code, limit],
  );
  return code;
};

export const inventoryOf = async (db: pg.Pool, productId: string) =>
  (await db.query<{ inventory: number }>('select inventory from products where id = $1', [productId])).rows[0]
    ?.inventory;
