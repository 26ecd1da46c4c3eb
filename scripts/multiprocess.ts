/**
 * `npm run test:multiprocess` (run by .ci/run after the API tests on PostgreSQL): the shop as two
 * API processes and two storefronts on one PostgreSQL database, one Redis and one shared DATA_DIR,
 * behind round-robin balancers (multiprocess/stack.ts, ports 5100–5199). Checks that the processes
 * act as one shop — a guest's consecutive requests on different processes, a member's sign-up and
 * purchase, a comment crossing processes, the expiry job on both — and that terminating the
 * database's connections during concurrent checkouts leaves every process up and stock, coupon
 * uses, orders and payments consistent. Prints figures and one `tests: N passed, M failed` line.
 *
 * MULTIPROCESS_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 * names the server a scratch database is made on; MULTIPROCESS_REDIS_URL (default TEST_REDIS_URL)
 * the Redis. MULTIPROCESS_KEEP=1 keeps the data dir and its logs; MULTIPROCESS_ONLY=faults,money runs
 * only the checks of those keys (CHECKS below).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { newId } from '../apps/api/src/db/id.ts';
import { ensureWebBuild } from './lib/processes.ts';
import {
  ADDRESS,
  type Answer,
  addToCart,
  CREDIT_CARD,
  call,
  codeFromOutbox,
  counters,
  expectStatus,
  guestCheckoutBody,
  newShopper,
  OrderStatus,
  openStream,
  type Priced,
  pay,
  paymentPage,
  priceCart,
  readSession,
  type Shopper,
} from './multiprocess/shop.ts';
import { isRunning, PORTS, type Proc, readLog, type Stack, startStack } from './multiprocess/stack.ts';

const serverUrl =
  process.env.MULTIPROCESS_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.MULTIPROCESS_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const figures = { faultRounds: 0, backendsTerminated: 0, ordersLost: 0, ordersDuplicated: 0, checkouts: 0 };
const results: { name: string; ok: boolean; ms: number; error?: string }[] = [];

const check = async (name: string, body: () => Promise<void>) => {
  const started = performance.now();
  try {
    await body();
    results.push({ name, ok: true, ms: performance.now() - started });
    console.log(`  ✓ ${name} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, ms: performance.now() - started, error: message });
    console.log(`  ✗ ${name}\n      ${message}`);
  }
};

const assert: (condition: unknown, message: string) => asserts condition = (condition, message) => {
  if (!condition) throw new Error(message);
};

const api = (index: number) => `http://127.0.0.1:${PORTS.apis[index]}`;
const storefront = (index: number) => `http://127.0.0.1:${PORTS.webs[index]}`;
const PUBLIC = `http://127.0.0.1:${PORTS.web}`;

// ---------------------------------------------------------------------------------------------
// Fixtures in the database

let db: pg.Pool;

/** A copy of a product on sale now, with its own stock; answers its id and coordinator. */
const productWith = async (inventory: number): Promise<{ id: string; coordinatorId: string }> => {
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
const couponWith = async (limit: number, discount = 100): Promise<string> => {
  const code = `MP${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X')}`;
  await db.query(
    `insert into promotions (id, title, discount_type, discount_rate, code, code_type, usage_limit, start_at, end_at)
     values ($1, 'multiprocess', 1, $2, $3, 2, $4, now() - interval '1 hour', now() + interval '1 day')`,
    [newId(), discount, code, limit],
  );
  return code;
};

const inventoryOf = async (productId: string) =>
  (await db.query<{ inventory: number }>('select inventory from products where id = $1', [productId])).rows[0]
    ?.inventory;

// ---------------------------------------------------------------------------------------------
// Flows

type Placed = { orderId: string; sessionId: string; token: string; pagePath: string };

/** A guest checkout of what the cart holds, each step on the origin given (in order). */
const guestBuys = async (
  shopper: Shopper,
  productId: string,
  coordinatorId: string,
  origins: { cart: string; price: string; checkout: string },
  promotion = '',
): Promise<Placed> => {
  await addToCart(origins.cart, shopper, productId);
  const priced = await priceCart(origins.price, shopper, coordinatorId, promotion);
  const placed = expectStatus(
    await call(origins.checkout, 'POST', '/v1/guests/checkouts/products', {
      headers: shopper.headers,
      body: guestCheckoutBody(shopper, priced, PUBLIC),
    }),
    200,
    'guest checkout',
  );
  const page = paymentPage(placed.json<{ url: string }>().url);
  return { orderId: priced.requestId, sessionId: page.sessionId, token: page.token, pagePath: page.path };
};

const guestState = async (origin: string, shopper: Shopper, sessionId: string) =>
  expectStatus(
    await call(origin, 'GET', `/v1/guests/checkouts/${sessionId}`, { headers: shopper.headers }),
    200,
    'checkout state',
  ).json<{ orderId: string; status: number }>();

// ---------------------------------------------------------------------------------------------
// The checks

const guestAcrossApis = async () => {
  const product = await productWith(10);
  const shopper = newShopper();
  // Cart on A, price on B, checkout on A; the payment page and Pay on B; the state on A.
  const placed = await guestBuys(shopper, product.id, product.coordinatorId, {
    cart: api(0),
    price: api(1),
    checkout: api(0),
  });
  const session = expectStatus(
    await readSession(api(1), placed.sessionId, placed.token),
    200,
    'payment session on the other API',
  ).json<{ orderId: string; state: string }>();
  assert(
    session.orderId === placed.orderId && session.state === 'pending',
    `session ${JSON.stringify(session)}`,
  );
  expectStatus(await pay(api(1), placed.sessionId, placed.token), 200, 'Pay on the other API');
  const state = await guestState(api(0), shopper, placed.sessionId);
  assert(
    state.status === OrderStatus.PREPARING,
    `order status ${state.status} after Pay (expected PREPARING)`,
  );
  assert((await inventoryOf(product.id)) === 9, 'one unit taken');
};

const guestThroughStorefronts = async () => {
  const product = await productWith(10);
  const shopper = newShopper();
  // Every request through the public balancer: consecutive ones land on different storefronts,
  // which pass them on to the API processes in turn.
  const placed = await guestBuys(shopper, product.id, product.coordinatorId, {
    cart: PUBLIC,
    price: PUBLIC,
    checkout: PUBLIC,
  });
  // The payment page itself, rendered by each storefront (its server reads the session from an API).
  for (const origin of [storefront(0), storefront(1)]) {
    const page = await call(origin, 'GET', placed.pagePath, { headers: shopper.headers });
    assert(page.status === 200, `payment page on ${origin}: ${page.status}`);
  }
  expectStatus(
    await pay(storefront(1), placed.sessionId, placed.token),
    200,
    'Pay through the second storefront',
  );
  const state = await guestState(storefront(0), shopper, placed.sessionId);
  assert(
    state.status === OrderStatus.PREPARING,
    `order status ${state.status} after Pay (expected PREPARING)`,
  );
};

/** How long after a change of public data through API 1 each other way of reading it showed it. */
const CACHE_BOUND_MS = 1_000;

/**
 * The read cache (docs/adr/0015) runs on both API processes: a change of public data made through
 * API 1 — a checkout taking a unit, the one write of product data the API offers — shows through
 * API 2 and through each storefront's /v1 within READ_CACHE_MS (1 s), although each had the answer
 * from before the change cached: the write is announced over Redis, and no answer lives longer.
 */
const readCacheAcrossProcesses = async () => {
  const product = await productWith(10);
  const inventoryThrough = async (origin: string) =>
    expectStatus(await call(origin, 'GET', `/v1/products/${product.id}`), 200, `product on ${origin}`).json<{
      product: { inventory: number };
    }>().product.inventory;
  const readers = [
    ['API 2', api(1)],
    ['storefront 1', storefront(0)],
    ['storefront 2', storefront(1)],
  ] as const;
  // The cache is on: a write made outside the API (straight into the database, announced to no
  // process) is not seen on API 2's next read, served from the answer it has just loaded.
  const nameThrough = async (origin: string) =>
    expectStatus(await call(origin, 'GET', `/v1/products/${product.id}`), 200, `product on ${origin}`).json<{
      product: { name: string };
    }>().product.name;
  const loadedAt = performance.now();
  const name = await nameThrough(api(1));
  await db.query(`update products set name = name || ' (renamed)' where id = $1`, [product.id]);
  const cachedName = await nameThrough(api(1));
  // Only meaningful while that answer is young (well inside READ_CACHE_MS).
  if (performance.now() - loadedAt < 500)
    assert(cachedName === name, 'API 2 read the database again: the read cache is off');
  // Every way of reading has the answer before the change cached.
  for (const origin of [api(0), ...readers.map(([, origin]) => origin)]) {
    const before = await inventoryThrough(origin);
    assert(before === 10, `inventory ${before} through ${origin} before the checkout (expected 10)`);
  }
  await guestBuys(newShopper(), product.id, product.coordinatorId, {
    cart: api(0),
    price: api(0),
    checkout: api(0),
  });
  const changedAt = performance.now();
  const seenAfter: string[] = [];
  for (const [name, origin] of readers) {
    let inventory = await inventoryThrough(origin);
    while (inventory !== 9 && performance.now() - changedAt < CACHE_BOUND_MS) {
      await sleep(25);
      inventory = await inventoryThrough(origin);
    }
    const ms = Math.round(performance.now() - changedAt);
    assert(
      inventory === 9,
      `${name} still answered inventory ${inventory} ${ms} ms after the checkout on API 1`,
    );
    seenAfter.push(`${name} ≤${ms} ms`);
  }
  console.log(`      the checkout's new inventory seen through ${seenAfter.join(', ')}`);
};

/** Signs up on A, verifies on B with the code from the shared outbox, signs in on A: the bearer header. */
const signUpAcrossProcesses = async (stack: Stack): Promise<Record<string, string>> => {
  const tag = `${process.pid}${Math.random().toString(36).slice(2, 7)}`;
  const password = 'multiprocess2024pass';
  const member = {
    username: '畑 太郎',
    accountId: `mp_${tag}`,
    lastname: '畑',
    firstname: '太郎',
    lastnameKana: 'はた',
    firstnameKana: 'たろう',
    email: `mp.member.${tag}@example.jp`,
    phoneNumber: '+819012345678',
    password,
    passwordConfirmation: password,
  };
  const created = expectStatus(
    await call(api(0), 'POST', '/v1/users/me', { body: member }),
    200,
    'sign up on A',
  );
  const { id } = created.json<{ id: string }>();
  // The code was written to the outbox by A; B checks it.
  const verifyCode = await codeFromOutbox(stack.dataDir, member.email);
  expectStatus(
    await call(api(1), 'POST', '/v1/users/me/verified', { body: { id, verifyCode } }),
    204,
    'verify on B',
  );
  const signedIn = expectStatus(
    await call(api(0), 'POST', '/v1/auth', { body: { username: member.email, password } }),
    200,
    'sign in on A',
  ).json<{ accessToken: string }>();
  return { authorization: `Bearer ${signedIn.accessToken}` };
};

const memberSignsUpAndBuys = async (stack: Stack) => {
  const shopper = newShopper(await signUpAcrossProcesses(stack));
  const address = expectStatus(
    await call(api(1), 'POST', '/v1/addresses', { headers: shopper.headers, body: ADDRESS }),
    200,
    'address on B',
  ).json<{ address: { id: string } }>().address.id;
  const product = await productWith(10);
  await addToCart(api(0), shopper, product.id, 2);
  const priced = await priceCart(api(1), shopper, product.coordinatorId);
  const placed = expectStatus(
    await call(api(0), 'POST', '/v1/checkouts/products', {
      headers: shopper.headers,
      body: {
        requestId: priced.requestId,
        coordinatorId: product.coordinatorId,
        paymentMethod: CREDIT_CARD,
        callbackUrl: `${PUBLIC}/v1/purchase/complete`,
        total: priced.total,
        billingAddressId: address,
        shippingAddressId: address,
      },
    }),
    200,
    'member checkout on A',
  );
  const { sessionId, token } = paymentPage(placed.json<{ url: string }>().url);
  expectStatus(await pay(api(1), sessionId, token), 200, 'Pay on B');
  const state = expectStatus(
    await call(api(0), 'GET', `/v1/checkouts/${sessionId}`, { headers: shopper.headers }),
    200,
    'member checkout state on A',
  ).json<{ status: number }>();
  assert(state.status === OrderStatus.PREPARING, `order status ${state.status} (expected PREPARING)`);
  assert((await inventoryOf(product.id)) === 8, 'two units taken');
};

const commentCrossesProcesses = async () => {
  const lives = expectStatus(await call(api(0), 'GET', '/v1/schedules/lives?limit=200'), 200, 'lives').json<{
    lives: { scheduleId: string; status: number }[];
  }>();
  const live = lives.lives.find((entry) => entry.status === 2)?.scheduleId ?? lives.lives[0]?.scheduleId;
  assert(live, 'the seed has no live');
  for (const [from, to] of [
    [0, 1],
    [1, 0],
  ] as const) {
    const stream = await openStream(api(to), `/v1/schedules/${live}/comments/stream`);
    try {
      await stream.waitFor('event: status');
      const text = `multiprocess ${from}→${to} ${Date.now()} ${Math.random()}`;
      expectStatus(
        await call(api(from), 'POST', `/v1/guests/schedules/${live}/comments`, { body: { comment: text } }),
        204,
        'post a comment',
      );
      await stream.waitFor(JSON.stringify(text).slice(1, -1));
    } finally {
      stream.close();
    }
  }
};

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

const expiryOnBothProcesses = async (stack: Stack) => {
  const count = 20;
  const product = await productWith(count);
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
  assert((await inventoryOf(product.id)) === 0, 'every unit taken');
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
    (await inventoryOf(product.id)) === count,
    `stock ${await inventoryOf(product.id)} after expiry (expected ${count}: each order returned once)`,
  );
  // A payment arriving after the expiry must not leave money without an order.
  const late = placed[0];
  if (late) {
    const answer = await pay(api(1), late.sessionId, late.token);
    assert(
      answer.status === 412 || answer.status === 200,
      `Pay after expiry: ${answer.status} ${answer.body}`,
    );
  }
};

/** Terminates every backend of the scratch database but this connection's. */
const terminateBackends = async (databaseName: string): Promise<number> => {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) filter (where pg_terminate_backend(pid)) n from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    [databaseName],
  );
  return Number(rows[0]?.n ?? 0);
};

/** A checkout sent until it gets an answer that is not a server error (as a client would retry). */
/** Server errors seen during the faults that are not the contract's 503 `{status, message, detail}`. */
const badFaultAnswers: string[] = [];
const noteServerError = (answer: Answer, what: string) => {
  if (answer.status < 500) return;
  let body: { status?: unknown; message?: unknown; detail?: unknown } = {};
  try {
    body = answer.json();
  } catch {
    // not JSON: noted below
  }
  const contract =
    answer.status === 503 && body.status === 503 && typeof body.message === 'string' && 'detail' in body;
  if (!contract) badFaultAnswers.push(`${what} ${answer.status} ${answer.body.slice(0, 120)}`);
};

const checkoutWithRetries = async (shopper: Shopper, body: object): Promise<number> => {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const answer = await call(PORTS_API(), 'POST', '/v1/guests/checkouts/products', {
        headers: shopper.headers,
        body,
      });
      if (answer.status < 500) return answer.status;
      noteServerError(answer, 'checkout');
    } catch {
      // connection reset: the same request again, as a browser's retry would
    }
    counters.retried += 1;
    await sleep(200 + attempt * 200);
  }
  return 599;
};
const FAULT_WINDOW_MS = 3_000;
const PORTS_API = () => `http://127.0.0.1:${PORTS.api}`;

const faultsDuringCheckouts = async (stack: Stack, databaseName: string) => {
  const buyers = 60;
  const stock = 30;
  const product = await productWith(stock);
  const coupon = await couponWith(10);
  const shoppers = Array.from({ length: buyers }, () => newShopper());
  const priced: Priced[] = [];
  for (const [i, shopper] of shoppers.entries()) {
    await addToCart(PORTS_API(), shopper, product.id);
    priced.push(await priceCart(PORTS_API(), shopper, product.coordinatorId, i % 2 === 0 ? coupon : ''));
  }
  const pidsBefore = stack.apis.map((proc) => proc.child.pid);

  // A failover's worth of faults while the checkouts are in flight: every connection of both
  // processes cut, again and again, for FAULT_WINDOW_MS; the clients retry as browsers would.
  let injecting = true;
  const injector = (async () => {
    const until = Date.now() + FAULT_WINDOW_MS;
    while (injecting && Date.now() < until) {
      figures.faultRounds += 1;
      figures.backendsTerminated += await terminateBackends(databaseName).catch(() => 0);
      await sleep(150);
    }
  })();
  // Shoppers browsing meanwhile: reads, never retried here, to count what a fault does to them.
  const reads = new Map<number, number>();
  const readOne = async () => {
    while (injecting) {
      const answer = await call(PORTS_API(), 'GET', `/v1/products/${product.id}`).catch(() => undefined);
      const status = answer?.status ?? 0;
      reads.set(status, (reads.get(status) ?? 0) + 1);
      if (answer) noteServerError(answer, 'read');
    }
  };
  const reader = Promise.all([readOne(), readOne(), readOne(), readOne()]);
  const statuses = await Promise.all(
    shoppers.map((shopper, i) => {
      const p = priced[i] as Priced;
      return checkoutWithRetries(shopper, guestCheckoutBody(shopper, p, PUBLIC));
    }),
  );
  await injector;
  injecting = false;
  await reader;
  console.log(`      reads meanwhile: ${[...reads].map(([status, n]) => `${n}×${status}`).join(', ')}`);
  figures.checkouts += buyers;

  assert(
    badFaultAnswers.length === 0,
    `${badFaultAnswers.length} server errors other than the contract's 503: ${badFaultAnswers.slice(0, 3).join(' | ')}`,
  );
  const tally = new Map<number, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  console.log(
    `      answers: ${[...tally].map(([s, n]) => `${n}×${s}`).join(', ')}; ${figures.backendsTerminated} backends terminated in ${figures.faultRounds} rounds`,
  );

  for (const [i, proc] of stack.apis.entries()) {
    assert(isRunning(proc) && proc.child.pid === pidsBefore[i], `${proc.name} exited during the faults`);
    const since = Date.now();
    let health = 0;
    while (Date.now() - since < 15_000) {
      health = (await call(api(i), 'GET', '/health').catch(() => ({ status: 0 }))).status;
      if (health === 200) break;
      await sleep(250);
    }
    assert(health === 200, `${proc.name} health ${health} 15 s after the faults`);
    console.log(`      ${proc.name}: same pid, healthy ${Date.now() - since} ms after the last fault round`);
  }

  const accepted = priced.filter((_, i) => statuses[i] === 200).map((p) => p.requestId);
  const { rows: placedRows } = await db.query<{ id: string; status: number; promotion_id: string | null }>(
    `select o.id, o.status, o.promotion_id from orders o join order_items i on i.order_id = o.id where i.product_id = $1`,
    [product.id],
  );
  const placedIds = new Set(placedRows.map((row) => row.id));
  figures.ordersLost += accepted.filter((id) => !placedIds.has(id)).length;
  const known = new Set(priced.map((p) => p.requestId));
  figures.ordersDuplicated += placedRows.length - new Set(placedRows.map((row) => row.id)).size;
  const strangers = placedRows.filter((row) => !known.has(row.id)).length;
  figures.ordersDuplicated += strangers;
  assert(
    statuses.every((status) => status === 200 || status === 409 || status === 412),
    `answers other than 200/409/412 after retries: ${[...tally].map(([s, n]) => `${n}×${s}`).join(', ')}`,
  );
  assert(accepted.length <= stock, `${accepted.length} orders accepted for ${stock} units`);

  // Pay half of them, each on the process that did not place it (round robin alternates).
  const toPay = placedRows.filter((_, i) => i % 2 === 0);
  for (const row of toPay) {
    if (row.status !== OrderStatus.UNPAID) continue;
    const session = await db.query<{ redirect_url: string }>(
      'select redirect_url from order_payments where order_id = $1',
      [row.id],
    );
    const url = session.rows[0]?.redirect_url;
    if (!url) continue;
    const page = paymentPage(url);
    expectStatus(await pay(PORTS_API(), page.sessionId, page.token), 200, 'Pay after the faults');
  }
  await consistency(product.id, stock, coupon);
  assert(figures.ordersLost === 0, `${figures.ordersLost} accepted checkouts have no order`);
  assert(figures.ordersDuplicated === 0, `${figures.ordersDuplicated} orders nobody asked for`);
};

/** Stock, coupon uses and payments agree with the orders. */
const consistency = async (productId: string, stock: number, coupon: string) => {
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
  const inventory = await inventoryOf(productId);
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

/** No paid sandbox session whose order is neither paid nor refunded (over the whole run). */
const noMoneyWithoutOrder = async () => {
  const table = await db.query(`select to_regclass('sandbox_payment_sessions') t`);
  assert(table.rows[0]?.t, 'the sandbox sessions are not in the database (sandbox_payment_sessions)');
  const { rows } = await db.query<{ id: string; status: number; payment: number }>(
    `select s.id, o.status, p.status payment from sandbox_payment_sessions s
       left join orders o on o.id = s.order_id left join order_payments p on p.order_id = s.order_id
     where s.state in ('paid', 'authorized')
       and not (o.status in ($1, $2) or p.status = $3)`,
    [OrderStatus.PREPARING, OrderStatus.COMPLETED, OrderStatus.REFUNDED],
  );
  assert(
    rows.length === 0,
    `${rows.length} paid sessions without a paid or refunded order: ${JSON.stringify(rows.slice(0, 3))}`,
  );
};

/** A process log's errors, one short line each: pino's JSON lines of level 50+ and plain error lines. */
const errorLines = (log: string): string[] =>
  log
    .split('\n')
    .map((line): string | undefined => {
      if (!line.startsWith('{')) return /error/i.test(line) ? `  ${line.slice(0, 240)}` : undefined;
      try {
        const entry = JSON.parse(line) as {
          level?: number;
          msg?: string;
          err?: { type?: string; message?: string; cause?: { message?: string } };
        };
        if ((entry.level ?? 0) < 50) return undefined;
        const err = entry.err;
        return `  ${entry.msg} — ${err?.type ?? ''}: ${(err?.message ?? '').slice(0, 160)}${err?.cause?.message ? ` (cause: ${err.cause.message.slice(0, 120)})` : ''}`;
      } catch {
        return undefined;
      }
    })
    .filter((line): line is string => line !== undefined);

// ---------------------------------------------------------------------------------------------

const started = performance.now();
console.log('[multiprocess] storefront build…');
await ensureWebBuild();
console.log(
  `[multiprocess] starting 2 API processes and 2 storefronts on ${new URL(serverUrl).host} and ${new URL(redisUrl).host}…`,
);
const stack = await startStack({ serverUrl, redisUrl });
const databaseName = new URL(stack.databaseUrl).pathname.slice(1);
db = new pg.Pool({ connectionString: stack.databaseUrl, max: 3 });
db.on('error', () => {});
console.log(`[multiprocess] up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** A member's picture: upload URL from A, the PUT to B, the state from A, served by both and the storefronts. */
const uploadAcrossProcesses = async (stack: Stack) => {
  const headers = await signUpAcrossProcesses(stack);
  const target = expectStatus(
    await call(api(0), 'POST', '/v1/upload/users/thumbnail', { headers, body: { fileType: 'image/png' } }),
    200,
    'upload URL on A',
  ).json<{ url: string; key: string }>();
  const image = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#4a9f3c' } })
    .png()
    .toBuffer();
  const signed = new URL(target.url);
  counters.requests += 1;
  const put = await fetch(`${api(1)}${signed.pathname}${signed.search}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: image,
  });
  assert(put.status < 300, `PUT on B: ${put.status} ${await put.text()}`);
  let state = { url: '', status: 0 };
  for (let i = 0; i < 40 && state.status !== 2; i++) {
    state = expectStatus(
      await call(api(0), 'GET', `/v1/upload/state?key=${encodeURIComponent(target.key)}`),
      200,
      'upload state on A',
    ).json();
    if (state.status !== 2) await sleep(100);
  }
  assert(state.status === 2, `upload state ${JSON.stringify(state)} (expected 2: done)`);
  const media = `/media/${new URL(state.url).pathname.split('/media/')[1] ?? ''}`;
  for (const origin of [api(0), api(1), storefront(0), storefront(1)]) {
    const served = await call(origin, 'GET', media);
    assert(served.status === 200, `${media} on ${origin}: ${served.status}`);
  }
};

/** One API process killed (`kill -9`): the storefronts go on answering through the other. */
const apiKilled = async (stack: Stack) => {
  const victim = stack.apis[1];
  assert(victim?.child.pid, 'no second API process');
  const exited = new Promise((resolve) => victim.child.once('exit', resolve));
  process.kill(-victim.child.pid, 'SIGKILL');
  await exited;
  const tally = new Map<number, number>();
  for (let i = 0; i < 30; i++) {
    // API calls and pages, through the public balancer, so both storefronts serve them.
    const answer = await call(PUBLIC, 'GET', i % 3 === 2 ? '/' : '/v1/products?limit=1').catch(
      () => undefined,
    );
    const status = answer?.status ?? 0;
    tally.set(status, (tally.get(status) ?? 0) + 1);
  }
  console.log(
    `      after kill -9 of ${victim.name}: ${[...tally].map(([status, n]) => `${n}×${status}`).join(', ')}`,
  );
  assert(tally.get(200) === 30, 'every request answered 200 by the API process left');
};

/** The checks in order; MULTIPROCESS_ONLY=faults,money (keys, comma-separated) runs some of them. */
const CHECKS: [key: string, name: string, body: () => Promise<void>][] = [
  [
    'guest',
    'a guest buys with each step on the other API process (payment page and Pay not on the checkout’s)',
    guestAcrossApis,
  ],
  ['storefront', 'a guest buys through the two storefronts behind the balancer', guestThroughStorefronts],
  [
    'cache',
    'a change of public data through API 1 shows through API 2 and both storefronts within 1 s (read cache on)',
    readCacheAcrossProcesses,
  ],
  [
    'member',
    'a member signs up (code from the shared outbox) and buys across processes',
    () => memberSignsUpAndBuys(stack),
  ],
  [
    'upload',
    'a picture uploaded through one process is served by every process',
    () => uploadAcrossProcesses(stack),
  ],
  [
    'comment',
    'a comment posted through one process reaches a stream on the other, both ways',
    commentCrossesProcesses,
  ],
  [
    'expiry',
    'the expiry job runs on both processes and expires each order once',
    () => expiryOnBothProcesses(stack),
  ],
  [
    'faults',
    'database backends terminated during 60 concurrent checkouts: processes up, stock, coupon and orders consistent',
    () => faultsDuringCheckouts(stack, databaseName),
  ],
  ['money', 'no paid sandbox session without a paid or refunded order', noMoneyWithoutOrder],
  [
    'processes',
    'every process is still the one started',
    async () => {
      for (const proc of [...stack.apis, ...stack.webs]) assert(isRunning(proc), `${proc.name} exited`);
    },
  ],
  // Last: it leaves one API process dead.
  [
    'failover',
    'one API process killed: 30 of 30 requests through the storefronts still answer',
    () => apiKilled(stack),
  ],
];
const only = (process.env.MULTIPROCESS_ONLY ?? '').split(',').filter(Boolean);

try {
  for (const [key, name, body] of CHECKS)
    if (only.length === 0 || only.includes(key)) await check(name, body);
} finally {
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    for (const proc of [...stack.apis, ...stack.webs]) {
      const errors = errorLines(readLog(proc)).slice(-12);
      if (errors.length > 0) console.log(`--- ${proc.name}: last errors\n${errors.join('\n')}`);
    }
  }
  console.log(
    `[multiprocess] figures: processes 2 API + 2 storefront; requests ${counters.requests} ` +
      `(storefront balancer ${stack.web.served.join('/')}, API balancer ${stack.api.served.join('/')}); ` +
      `5xx answers ${counters.serverErrors}, client retries ${counters.retried}; faults: ${figures.backendsTerminated} backends terminated ` +
      `in ${figures.faultRounds} rounds; orders lost ${figures.ordersLost}, duplicated ${figures.ordersDuplicated}; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await db.end();
  await stack.stop();
  const passed = results.filter((result) => result.ok).length;
  console.log(`tests: ${passed} passed, ${failed.length} failed`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}
