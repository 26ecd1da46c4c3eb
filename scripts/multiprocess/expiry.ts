import { setTimeout as sleep } from 'node:timers/promises';
import { inventoryOf, productWith } from './fixtures.ts';
import { guestBuys, type Placed } from './guest.ts';
import { api, assert, type Check } from './run.ts';
import { newShopper, OrderStatus, pay } from './shop.ts';
import { type Proc, readLog } from './stack.ts';

/** How many orders the expiry job says it expired, in one process's log. */
const expiredInLog = (proc: Proc): number => {
  let total = 0;
  for (const line of readLog(proc).split('\n')) {
    if (!line.includes('unpaid orders expired')) continue;
    try {
      total += Number((JSON.parse(line) as { expired?: number }).expired ?? 0);
    } catch {
      // not a JSON log line
    }
  }
  return total;
};

/**
 * The expiry job runs on both API processes and expires each unpaid order once, closing its payment
 * session: Pay afterwards is refused on either process.
 */
export const expiryOnBothProcesses: Check = async ({ db, stack }) => {
  const count = 20;
  const product = await productWith(db, count);
  const before = stack.apis.map(expiredInLog);
  const placed: Placed[] = [];
  for (let i = 0; i < count; i++) {
    placed.push(
      await guestBuys(newShopper(), product.id, product.coordinatorId, {
        cart: api(i % 2),
        price: api((i + 1) % 2),
        checkout: api(i % 2),
      }),
    );
  }
  assert((await inventoryOf(db, product.id)) === 0, 'every unit taken');
  const ids = placed.map((order) => order.orderId);
  await db.query(`update orders set expires_at = now() - interval '1 second' where id = any($1)`, [ids]);
  const deadline = Date.now() + 20_000;
  let open = count;
  while (Date.now() < deadline) {
    open = Number(
      (
        await db.query<{ n: string }>('select count(*) n from orders where id = any($1) and status = $2', [
          ids,
          OrderStatus.UNPAID,
        ])
      ).rows[0]?.n,
    );
    if (open === 0) break;
    await sleep(250);
  }
  assert(open === 0, `${open} of ${count} orders still unpaid after 20 s`);
  await sleep(1_500); // a late second run would show in the logs and the stock
  const split = stack.apis.map((proc, i) => expiredInLog(proc) - (before[i] ?? 0));
  console.log(
    `      expired per process: ${split.join(' + ')} = ${split.reduce((a, b) => a + b, 0)} of ${count}`,
  );
  assert(
    split.reduce((a, b) => a + b, 0) === count,
    `the processes expired ${split.join(' + ')} orders, not ${count}`,
  );
  assert(
    (await inventoryOf(db, product.id)) === count,
    `stock ${await inventoryOf(db, product.id)} after expiry (expected ${count}: each order returned once)`,
  );
  // The expiry closed each session at the provider (ORDER_PAYMENT_TIMEOUT bounds it): Pay on either
  // process is refused and takes nothing — money for an expired order is never taken in the first place.
  const payAfter = new Map<number, number>();
  for (const [i, order] of placed.entries()) {
    const answer = await pay(api((i + 1) % 2), order.sessionId, order.token);
    payAfter.set(answer.status, (payAfter.get(answer.status) ?? 0) + 1);
  }
  const states = await db.query<{ state: string; n: string }>(
    'select state, count(*) n from sandbox_payment_sessions where order_id = any($1) group by state',
    [ids],
  );
  const tally = <K>(map: Map<K, number>) => [...map].map(([key, n]) => `${n}×${key}`).join(', ');
  const sessionStates = new Map(states.rows.map((row) => [row.state, Number(row.n)]));
  console.log(`      Pay after expiry: ${tally(payAfter)}; sessions ${tally(sessionStates)}`);
  assert(payAfter.get(412) === count, `Pay after expiry answered ${tally(payAfter)} (expected ${count}×412)`);
  assert(
    sessionStates.get('canceled') === count,
    `sessions after expiry: ${tally(sessionStates)} (expected ${count}×canceled)`,
  );
};
