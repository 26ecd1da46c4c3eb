import { assert, type Check, PUBLIC } from './run.ts';
import { call } from './shop.ts';

/** One API process killed (`kill -9`): the storefronts go on answering through the other. */
export const apiKilled: Check = async ({ stack }) => {
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
