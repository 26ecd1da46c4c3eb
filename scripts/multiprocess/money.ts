/** What the orders say against the stock, the coupon and the payments (check `money`, and `faults`). */
import type pg from 'pg';
import { inventoryOf } from './fixtures.ts';
import { assert, type Check } from './run.ts';
import { OrderStatus } from './shop.ts';

/** Stock, coupon uses and payments agree with the orders. */
export const consistency = async (db: pg.Pool, productId: string, stock: number, coupon: string) => {
  const live = [OrderStatus.UNPAID, OrderStatus.PREPARING, OrderStatus.COMPLETED];
  const sold = Number(
    (
      await db.query<{ n: string }>(
        `select coalesce(sum(i.quantity), 0) n from order_items i join orders o on o.id = i.order_id
         where i.product_id = $1 and o.status = any($2)`,
        [productId, live],
      )
    ).rows[0]?.n,
  );
  const inventory = await inventoryOf(db, productId);
  assert(
    inventory === stock - sold,
    `stock ${inventory} but ${sold} of ${stock} units in orders (no order without its stock, no stock taken twice)`,
  );
  const { rows: promo } = await db.query<{ used: number; cap: number; orders: string }>(
    `select p.used_count used, p.usage_limit cap,
       (select count(*) from orders o where o.promotion_id = p.id and o.status = any($2)) orders
     from promotions p where p.code = $1`,
    [coupon, live],
  );
  const row = promo[0];
  assert(row, 'coupon row');
  assert(row.used === Number(row.orders), `coupon used ${row.used} times by ${row.orders} orders`);
  assert(row.used <= row.cap, `coupon used ${row.used} times, limit ${row.cap}`);
  console.log(
    `      coupon: ${row.used} of ${row.cap} uses, by ${row.orders} live orders; stock ${inventory} of ${stock}, ${sold} in live orders`,
  );
};

/**
 * No sandbox session holding money whose order is neither paid nor refunded (over the whole run),
 * a session with no order at all included; and the refunded ones counted, so the run shows whether
 * a late payment was met (check `late` makes one).
 */
export const noMoneyWithoutOrder: Check = async ({ db }) => {
  const table = await db.query(`select to_regclass('sandbox_payment_sessions') t`);
  assert(table.rows[0]?.t, 'the sandbox sessions are not in the database (sandbox_payment_sessions)');
  // `coalesce`: with no order (or no payment row) the comparisons are null, and `not (null)` would
  // let exactly the worst case — money with no order — through.
  const { rows } = await db.query<{ id: string; status: number | null; payment: number | null }>(
    `select s.id, o.status, p.status payment from sandbox_payment_sessions s
       left join orders o on o.id = s.order_id left join order_payments p on p.order_id = s.order_id
     where s.state in ('paid', 'authorized')
       and not coalesce(o.status in ($1, $2) or p.status = $3, false)`,
    [OrderStatus.PREPARING, OrderStatus.COMPLETED, OrderStatus.REFUNDED],
  );
  assert(
    rows.length === 0,
    `${rows.length} paid sessions without a paid or refunded order: ${JSON.stringify(rows.slice(0, 3))}`,
  );
  const { rows: counts } = await db.query<{ state: string; n: string }>(
    'select state, count(*) n from sandbox_payment_sessions group by state order by state',
  );
  console.log(`      sandbox sessions: ${counts.map((row) => `${row.n} ${row.state}`).join(', ')}`);
};
