import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';

// Live comments through the storefront (no browser): the `/v1` forwarding (lib/api/forward.ts) must
// pass a Server-Sent Events stream on as it comes — a comment posted after the viewer connected
// arrives on the open stream within seconds, not when the stream ends — and keep `Last-Event-ID`
// for resuming.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

type SseEvent = { event: string; id: string; data: string };

/** Opens an event stream and hands each event to `onEvent` as it arrives. */
const openStream = (url: string, headers: Record<string, string>, onEvent: (event: SseEvent) => void) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event: SseEvent = { event: 'message', id: '', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event.event = line.slice(6).trim();
            else if (line.startsWith('id:')) event.id = line.slice(3).trim();
            else if (line.startsWith('data:')) event.data += line.slice(5).trim();
          }
          if (event.data || event.id) onEvent(event);
          end = buffered.indexOf('\n\n');
        }
      });
      resolve(response);
    });
    request.on('error', reject);
    request.end();
  });

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
};

/**
 * How long an event may take to come through: under the API's 15-s heartbeat, so a forwarding
 * that held the stream back until more bytes came, or until it ended, could not deliver it in time
 * (it arrives in milliseconds here; the slack is for a loaded machine, not for buffering).
 */
const ARRIVAL_MS = 10_000;

const open: IncomingMessage[] = [];
afterEach(() => {
  for (const response of open.splice(0)) response.destroy();
});

/** A schedule that takes comments now: a live one, else one waiting to start. */
const commentableSchedule = async (): Promise<string> => {
  const lives = (await (await fetch(`${BASE_URL}/v1/schedules/lives?limit=20`)).json()) as {
    lives: { scheduleId: string }[];
  };
  const id = lives.lives[0]?.scheduleId;
  if (!id) throw new Error('the demo data has no live or upcoming schedule');
  return id;
};

const postGuestComment = (scheduleId: string, comment: string) =>
  fetch(`${BASE_URL}/v1/guests/schedules/${scheduleId}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ comment }),
  });

describe('live comments through the storefront', () => {
  it('delivers a comment posted after connecting while the stream stays open, and resumes after Last-Event-ID', async () => {
    const scheduleId = await commentableSchedule();
    const received: SseEvent[] = [];
    const response = await openStream(`${BASE_URL}/v1/schedules/${scheduleId}/comments/stream`, {}, (event) =>
      received.push(event),
    );
    open.push(response);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();

    const text = `storefront stream ${Date.now()}`;
    const posted = await postGuestComment(scheduleId, text);
    expect(posted.status, await posted.text()).toBeLessThan(300);
    const arrived = await waitFor(
      () => received.some((e) => e.event === 'comment' && e.data.includes(text)),
      ARRIVAL_MS,
    );
    expect(arrived, JSON.stringify(received)).toBe(true);
    // Passed on as it came: the stream it came on has not ended.
    expect(response.complete).toBe(false);
    const first = received.find((e) => e.event === 'comment' && e.data.includes(text));

    // Missed while away: resuming after the first comment replays the second.
    response.destroy();
    const missed = `while away ${Date.now()}`;
    expect((await postGuestComment(scheduleId, missed)).status).toBeLessThan(300);
    const replayed: SseEvent[] = [];
    const resumed = await openStream(
      `${BASE_URL}/v1/schedules/${scheduleId}/comments/stream`,
      { 'last-event-id': first?.id ?? '' },
      (event) => replayed.push(event),
    );
    open.push(resumed);
    expect(
      await waitFor(() => replayed.some((e) => e.event === 'comment' && e.data.includes(missed)), ARRIVAL_MS),
    ).toBe(true);
    expect(resumed.complete).toBe(false);
    expect(replayed.some((e) => e.event === 'comment' && e.data.includes(text))).toBe(false);
  });
});
