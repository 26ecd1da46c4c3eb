import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@hatake/contract';
import type { FastifyReply } from 'fastify';
import { type TObject, Type } from 'typebox';
import { BAD_REQUEST, NOT_FOUND, TOO_MANY_REQUESTS } from '../../../lib/http-schemas.ts';
import type { JsonValue } from '../../../realtime/event-bus.ts';
import {
  type EventStream,
  MAX_STREAMS_PER_CLIENT,
  RETRY_MS,
  STREAM_RETRY_AFTER_SECONDS,
  sseFrame,
  streamsOf,
} from './event-stream.ts';
import { presentComment } from './present.ts';
import type { CommentRoutesOptions } from './route-options.ts';
import { replayAfter } from './service.ts';

// The comment stream of one kind of subject (Server-Sent Events, docs/rules/live-and-videos.md):
// new comments from every API process, a resumed stream's replay from the database first, and a
// schedule's status changes.

const EVENT_STREAM = {
  description:
    'text/event-stream: `comment` events (data: the comment as the list shows it; id: the comment id)' +
    ', `reset` (missed too much or an unknown Last-Event-ID: read the list again), and for schedules ' +
    '`status` ({"status": n}, sent on connecting and when the broadcast starts and ends); a comment ' +
    'line every 15 s as a heartbeat',
  content: { 'text/event-stream': { schema: Type.String() } },
};

const STREAMS_UNAVAILABLE = Type.Object(ErrorResponse.properties, {
  description: 'this API process holds as many comment streams as it may; retry after `Retry-After` seconds',
});

/** How long a resumed stream remembers the ids it replayed, to drop their late live events. */
const REPLAYED_MEMORY_MS = 30_000;

/** The stored frame of each bus event: viewers in this process share one event object, so one string. */
const frames = new WeakMap<object, string>();
const commentFrame = (event: JsonValue): string | undefined => {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return undefined;
  const cached = frames.get(event);
  if (cached !== undefined) return cached;
  const comment = (event as { type?: unknown; comment?: { id?: unknown } }).comment;
  if ((event as { type?: unknown }).type !== 'comment' || typeof comment?.id !== 'string') return undefined;
  const frame = sseFrame('comment', JSON.stringify(comment), comment.id);
  frames.set(event, frame);
  return frame;
};

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** `GET {base}/{id}/comments/stream`, registered by commentRoutes beside the list and the posts. */
export const registerCommentStream = <Row>(
  app: App,
  options: CommentRoutesOptions<Row> & {
    /** `{base}/:{param}/comments`. */
    path: string;
    Params: TObject;
    idOf: (params: unknown) => string;
  },
): void => {
  const { subject, tag, path, Params, idOf } = options;
  const streams = streamsOf(app.server);
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    `${path}/stream`,
    {
      schema: {
        tags: [tag],
        summary: `New comments on a ${subject.name}, pushed (Server-Sent Events)`,
        description:
          'A text/event-stream of the comments posted from now on, across every API process. ' +
          'To resume, send the last comment id seen as `Last-Event-ID` (EventSource does so when it ' +
          'reconnects) or as `lastEventId`: the comments posted after it are sent first, from the ' +
          'database. Invalid input and an unknown or hidden subject are answered with JSON before ' +
          `any streaming. At most ${MAX_STREAMS_PER_CLIENT} streams may be open from one client address ` +
          '(429) and a bounded number per API process (503), both with Retry-After.',
        params: Params,
        querystring: Type.Object({
          lastEventId: Type.Optional(
            Type.String({ maxLength: 64, description: 'resume after this comment id (as Last-Event-ID)' }),
          ),
        }),
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({ maxLength: 64, description: 'resume after this comment id' }),
          ),
        }),
        response: {
          200: EVENT_STREAM,
          400: BAD_REQUEST,
          404: NOT_FOUND,
          429: TOO_MANY_REQUESTS,
          503: STREAMS_UNAVAILABLE,
        },
      },
    },
    async (request, reply) => {
      const subjectId = idOf(request.params);
      const row = await subject.open(app.db, subjectId);
      const lastEventId = request.query.lastEventId || request.headers['last-event-id'] || '';
      return streamComments(reply, request.ip, subjectId, row, lastEventId);
    },
  );

  const streamComments = async (
    reply: FastifyReply,
    client: string,
    subjectId: string,
    row: Row,
    lastEventId: string,
  ) => {
    let stream: EventStream;
    try {
      stream = streams.open(
        client,
        options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs },
      );
    } catch (error) {
      // Refused (429/503) before anything was held: the client may try again shortly.
      reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
      throw error;
    }
    // Until the replay is written, live events wait, and those it already sent are dropped.
    let pending: JsonValue[] | undefined = lastEventId ? [] : undefined;
    const replayed = new Set<string>();
    const deliver = (event: JsonValue) => {
      const frame = commentFrame(event);
      if (!frame) return;
      const id = (event as { comment: { id: string } }).comment.id;
      if (replayed.has(id)) return;
      stream.write(frame);
    };
    // Subscribed before the answer starts: whatever is posted once the client sees the stream open
    // reaches it.
    reply.raw.on('close', () => stream.close());
    let unsubscribe: () => void;
    try {
      unsubscribe = await app.realtime.subscribe(subject.channel(subjectId), (event) => {
        if (pending) pending.push(event);
        else deliver(event);
      });
    } catch (error) {
      stream.close();
      throw error;
    }
    stream.onClose(unsubscribe);
    // The client may have gone while the subscription was being made.
    if (reply.raw.destroyed || reply.raw.socket?.destroyed) stream.close();

    stream.write(`retry: ${RETRY_MS}\n\n`);
    const now = new Date();
    const timeline = options.timeline?.(row, now);
    if (timeline) {
      stream.write(sseFrame('status', JSON.stringify({ status: timeline.status })));
      for (const change of timeline.changes) {
        stream.at(change.at, () =>
          stream.write(sseFrame('status', JSON.stringify({ status: change.status }))),
        );
      }
    }
    reply
      .code(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, no-transform')
      // nginx and similar proxies would otherwise hold events back in their buffers.
      .header('x-accel-buffering', 'no')
      .send(stream.body);

    if (lastEventId) {
      try {
        for await (const batch of replayAfter(app.db, subject.table, subjectId, lastEventId)) {
          if (stream.closed) break;
          if (batch === 'reset') {
            stream.write(sseFrame('reset', '{}'));
            continue;
          }
          for (const comment of batch) {
            replayed.add(comment.id);
            stream.write(sseFrame('comment', JSON.stringify(presentComment(comment)), comment.id));
          }
        }
      } catch (error) {
        app.log.error({ err: error }, 'comment stream replay failed');
        stream.close();
      }
      const waiting = pending ?? [];
      pending = undefined;
      for (const event of waiting) deliver(event);
      // An event of a replayed comment may still be on its way (the bus is slower than the
      // database read): keep dropping those for a while, then forget the ids.
      stream.at(new Date(Date.now() + REPLAYED_MEMORY_MS), () => replayed.clear());
    }
    return reply;
  };
};
