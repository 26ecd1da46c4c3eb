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
import pg from 'pg';
import { ensureWebBuild } from './lib/processes.ts';
import { commentCrossesProcesses } from './multiprocess/comments.ts';
import { expiryOnBothProcesses } from './multiprocess/expiry.ts';
import { apiKilled } from './multiprocess/failover.ts';
import { faultsDuringCheckouts } from './multiprocess/faults.ts';
import { guestAcrossApis, guestThroughStorefronts } from './multiprocess/guest.ts';
import { latePaymentRefunded } from './multiprocess/late-payment.ts';
import { memberSignsUpAndBuys, uploadAcrossProcesses } from './multiprocess/member.ts';
import { noMoneyWithoutOrder } from './multiprocess/money.ts';
import { readCacheAcrossProcesses } from './multiprocess/read-cache.ts';
import { errorLines, type Result, runCheck } from './multiprocess/report.ts';
import { assert, type Check, type Run } from './multiprocess/run.ts';
import { counters } from './multiprocess/shop.ts';
import { isRunning, readLog, startStack } from './multiprocess/stack.ts';

const serverUrl =
  process.env.MULTIPROCESS_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.MULTIPROCESS_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** The checks in order (each in its own file under multiprocess/); MULTIPROCESS_ONLY=faults,money (keys, comma-separated) runs some of them. */
const CHECKS: [key: string, name: string, body: Check][] = [
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
    memberSignsUpAndBuys,
  ],
  ['upload', 'a picture uploaded through one process is served by every process', uploadAcrossProcesses],
  [
    'comment',
    'a comment posted through one process reaches a stream on the other, both ways',
    commentCrossesProcesses,
  ],
  [
    'expiry',
    'the expiry job runs on both processes, expires each order once and closes its session (Pay then 412)',
    expiryOnBothProcesses,
  ],
  [
    'late',
    'a payment notice for an expired order, on the other process: refunded at the provider, recorded, logged at error level',
    latePaymentRefunded,
  ],
  [
    'faults',
    'database backends terminated during 60 concurrent checkouts: processes up, stock, coupon and orders consistent',
    faultsDuringCheckouts,
  ],
  ['money', 'no paid sandbox session without a paid or refunded order', noMoneyWithoutOrder],
  [
    'processes',
    'every process is still the one started',
    async ({ stack }) => {
      for (const proc of [...stack.apis, ...stack.webs]) assert(isRunning(proc), `${proc.name} exited`);
    },
  ],
  // Last: it leaves one API process dead.
  ['failover', 'one API process killed: 30 of 30 requests through the storefronts still answer', apiKilled],
];
const only = (process.env.MULTIPROCESS_ONLY ?? '').split(',').filter(Boolean);

const started = performance.now();
console.log('[multiprocess] storefront build…');
await ensureWebBuild();
console.log(
  `[multiprocess] starting 2 API processes and 2 storefronts on ${new URL(serverUrl).host} and ${new URL(redisUrl).host}…`,
);
const stack = await startStack({ serverUrl, redisUrl });
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 3 });
db.on('error', () => {});
const run: Run = {
  stack,
  db,
  databaseName: new URL(stack.databaseUrl).pathname.slice(1),
  figures: { faultRounds: 0, backendsTerminated: 0, ordersLost: 0, ordersDuplicated: 0, checkouts: 0 },
};
const { figures } = run;
console.log(`[multiprocess] up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const results: Result[] = [];
try {
  for (const [key, name, body] of CHECKS)
    if (only.length === 0 || only.includes(key)) await runCheck(results, name, () => body(run));
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
