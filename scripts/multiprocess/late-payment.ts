/**
 * Money that reaches the shop after its order expired goes back, whichever process hears of it
 * (check `late`; docs/adr/0017): the order is placed on API 1 and expired by the jobs, the provider
 * takes the money anyway (a payment already under way when the expiry closed the session — what a
 * real provider can do), and its signed notice reaches API 2. API 2 refunds through the provider's
 * refund call, records the refund on the order and logs it at error level; nothing is paid twice
 * when the notice is delivered again.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { SandboxPaymentProvider } from '../../apps/api/src/payments/sandbox-provider.ts';
import { InMemorySandboxSessionStore } from '../../apps/api/src/payments/sandbox-session-store.ts';
import { inventoryOf, productWith } from './fixtures.ts';
import { guestBuys } from './guest.ts';
import { api, assert, type Check, PUBLIC } from './run.ts';
import { call, expectStatus, newShopper, OrderStatus } from './shop.ts';
import { type Proc, readLog, SANDBOX_SECRET } from './stack.ts';

/** pino's level of `error`. */
const ERROR_LEVEL = 50;

/** The process's error-level log lines that mention `text`. */
const errorLinesAbout = (proc: Proc, text: string): string[] =>
  readLog(proc)
    .split('\n')
    .filter((line) => line.includes(text))
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level === ERROR_LEVEL;
      } catch {
        return false;
      }
    });

export const latePaymentRefunded: Check = async ({ db, stack }) => {
  const product = await productWith(db, 1);
  const placed = await guestBuys(newShopper(), product.id, product.coordinatorId, {
    cart: api(0),
    price: api(0),
    checkout: api(0),
  });
  await db.query(`update orders set expires_at = now() - interval '1 second' where id = $1`, [
    placed.orderId,
  ]);
  let status = 0;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(250)) {
    status = Number(
      (await db.query<{ status: number }>('select status from orders where id = $1', [placed.orderId]))
        .rows[0]?.status,
    );
    if (status !== OrderStatus.UNPAID) break;
  }
  assert(status === OrderStatus.FAILED, `order status ${status} after its expiry (expected FAILED)`);
  assert((await inventoryOf(db, product.id)) === 1, 'the expired order gave its unit back');

  // The provider took the money anyway; its notice goes to the other process.
  const { rows } = await db.query<{ amount: number }>(
    `update sandbox_payment_sessions set state = 'paid' where id = $1 returning amount`,
    [placed.sessionId],
  );
  const amount = rows[0]?.amount;
  assert(amount, 'the order has its sandbox session');
  const signer = new SandboxPaymentProvider({
    secret: SANDBOX_SECRET,
    publicUrl: PUBLIC,
    store: new InMemorySandboxSessionStore(),
    sessionTtlSeconds: 600,
  });
  const notice = signer.signNotification({
    kind: 'paid',
    eventId: `evt_multiprocess_late_${placed.orderId}`,
    sessionId: placed.sessionId,
    orderId: placed.orderId,
    amount,
    refundedAmount: 0,
    occurredAt: new Date(),
  });
  const deliver = () =>
    call(api(1), 'POST', '/v1/payments/sandbox/notifications', {
      headers: notice.headers,
      body: notice.body,
    });
  expectStatus(await deliver(), 204, 'the late payment notice on API 2');
  // Delivered again (providers retry): acknowledged, nothing refunded twice.
  expectStatus(await deliver(), 204, 'the same notice again');

  const { rows: after } = await db.query<{
    state: string;
    refunded: number;
    status: number;
    payment: number;
    refunds: string;
  }>(
    `select s.state, s.refunded_amount refunded, o.status, p.status payment,
       (select count(*) from order_refunds r where r.order_id = o.id) refunds
     from sandbox_payment_sessions s join orders o on o.id = s.order_id
       join order_payments p on p.order_id = o.id
     where s.id = $1`,
    [placed.sessionId],
  );
  const row = after[0];
  assert(row, 'the session and its order');
  console.log(
    `      late payment of ${amount} yen: session ${row.state} (${row.refunded} yen back), order ${row.status}, payment ${row.payment}, ${row.refunds} refund row(s)`,
  );
  assert(
    row.state === 'refunded' && row.refunded === amount,
    `session ${row.state}, ${row.refunded} of ${amount} yen refunded`,
  );
  assert(
    row.status === OrderStatus.FAILED,
    `order ${row.status} (expected FAILED: its stock is back on sale)`,
  );
  assert(row.payment === OrderStatus.REFUNDED, `order payment ${row.payment} (expected REFUNDED)`);
  assert(Number(row.refunds) === 1, `${row.refunds} refund rows (expected 1)`);
  assert((await inventoryOf(db, product.id)) === 1, 'the unit stays on sale');
  const [receiver] = stack.apis.slice(1);
  assert(receiver, 'API 2');
  const raised = errorLinesAbout(receiver, placed.orderId).filter((line) => line.includes('refunded'));
  assert(raised.length === 1, `API 2 logged ${raised.length} error lines of the refund (expected 1)`);
};
