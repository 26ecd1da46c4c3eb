import { api, assert, type Check } from './run.ts';
import { call, expectStatus, openStream } from './shop.ts';

/** A comment posted through one API process reaches a stream held on the other, both ways. */
export const commentCrossesProcesses: Check = async () => {
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
