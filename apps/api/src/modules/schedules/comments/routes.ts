import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentsResponse, DEFAULT_LIMIT, ErrorResponse, MAX_LIMIT } from '@hatake/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  idParam,
  NO_CONTENT,
  NOT_FOUND,
  PRECONDITION_FAILED,
  TOO_MANY_REQUESTS,
  UNAUTHORIZED,
} from '../../../lib/http-schemas.ts';
import { rateLimited } from '../../../plugins/rate-limit.ts';
import type { JsonValue } from '../../../realtime/event-bus.ts';
import {
  type EventStream,
  MAX_STREAMS_PER_CLIENT,
  RETRY_MS,
  STREAM_RETRY_AFTER_SECONDS,
  sseFrame,
  streamsOf,
} from './event-stream.ts';
import { MAX_TOKEN_LENGTH } from './page-token.ts';
import { presentComment } from './present.ts';
import { type CommentSubject, listComments, postComment, replayAfter } from './service.ts';
import { COMMENT_MAX_LENGTH } from './text.ts';

/** 9999-12-31T23:59:59Z: the last second PostgreSQL and the wire both hold. */
const MAX_UNIX_SECONDS = 253_402_300_799;

const unixBound = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_UNIX_SECONDS, default: 0, description }));

const Body = Type.Object({
  comment: Type.String({
    minLength: 1,
    maxLength: COMMENT_MAX_LENGTH,
    description: `1–${COMMENT_MAX_LENGTH} characters (Unicode code points) of plain text, trimmed; not only white space`,
  }),
});

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

export type CommentRoutesOptions<Row> = {
  subject: CommentSubject<Row>;
  /** `/schedules`, `/videos`. */
  base: string;
  /** Path parameter: `scheduleId`, `videoId`. */
  param: string;
  /** The page token's query parameter: `nextToken` (schedules), `next` (videos). */
  tokenParameter: string;
  tag: string;
  /** Status events of the subject: what to send now, and when it changes. */
  timeline?: (row: Row, now: Date) => { status: number; changes: { at: Date; status: number }[] };
  heartbeatMs?: number;
};

/**
 * The comment routes of one kind of subject: the list, a member's post, a guest's post and the
 * live stream (Server-Sent Events). docs/rules/live-and-videos.md.
 */
export const commentRoutes = <Row>(options: CommentRoutesOptions<Row>): FastifyPluginAsyncTypebox => {
  const { subject, base, param, tokenParameter, tag } = options;
  const Params = Type.Object({ [param]: idParam(`${subject.name} id`) });
  const idOf = (params: unknown): string => (params as Record<string, string>)[param] ?? '';
  const path = `${base}/:${param}/comments`;

  return async (app) => {
    const streams = streamsOf(app.server);
    app.addHook('preClose', async () => streams.closeAll());

    app.get(
      path,
      {
        schema: {
          tags: [tag],
          summary: `Comments on a ${subject.name}`,
          description:
            "Shown comments, oldest first (posted time, then id). `limit` 1–200 (default 20). The answer's " +
            `\`nextToken\` is passed back as \`${tokenParameter}\` for the next page: it points at the next ` +
            "page's first comment, so comments posted meanwhile or in the same instant are neither " +
            'repeated nor skipped; "" = nothing more (yet). `start`/`end` are unix seconds bounding the ' +
            `posting time (start ≤ t < end; 0 = unbounded). 404 when the ${subject.name} cannot be seen.`,
          params: Params,
          querystring: Type.Object({
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: MAX_LIMIT,
                default: DEFAULT_LIMIT,
                description: `comments per page: 1–${MAX_LIMIT}, default ${DEFAULT_LIMIT}`,
              }),
            ),
            [tokenParameter]: Type.Optional(
              Type.String({
                maxLength: MAX_TOKEN_LENGTH,
                default: '',
                description: '`nextToken` of the previous page; "" = the first page',
              }),
            ),
            start: unixBound('posted at or after, unix seconds (0 = unbounded)'),
            end: unixBound('posted before, unix seconds (0 = unbounded)'),
          }),
          response: { 200: CommentsResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
        },
      },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        return listComments(app.db, subject, idOf(request.params), {
          limit: Number(query.limit ?? DEFAULT_LIMIT),
          token: String(query[tokenParameter] ?? ''),
          tokenParameter,
          start: Number(query.start ?? 0),
          end: Number(query.end ?? 0),
        });
      },
    );

    const post = (userId: string | null, subjectId: string, text: string) =>
      postComment({ db: app.db, bus: app.realtime, log: app.log }, subject, subjectId, userId, text);
    const postResponses = {
      204: NO_CONTENT,
      400: BAD_REQUEST,
      404: NOT_FOUND,
      412: PRECONDITION_FAILED,
      429: TOO_MANY_REQUESTS,
    };
    const closedNote =
      subject.name === 'schedule'
        ? ' 412 once the broadcast has ended (CLOSED or ARCHIVED): the chat belongs to the live.'
        : '';

    app.post(
      path,
      {
        onRequest: app.requireUser,
        config: rateLimited(app.config),
        schema: {
          tags: [tag],
          summary: `Comment on a ${subject.name} as the signed-in member`,
          description:
            "Posts the comment under the member's name and announces it on the comment stream. " +
            `Rate limited per client address (429).${closedNote}`,
          params: Params,
          body: Body,
          response: { ...postResponses, 401: UNAUTHORIZED },
        },
      },
      async (request, reply) => {
        await post(request.member().userId, idOf(request.params), request.body.comment);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `/guests${path}`,
      {
        config: rateLimited(app.config),
        schema: {
          tags: [tag],
          summary: `Comment on a ${subject.name} as a guest`,
          description:
            'Posts the comment without a name (shown as a guest; a bearer token is ignored) and announces ' +
            `it on the comment stream. Rate limited per client address (429).${closedNote}`,
          params: Params,
          body: Body,
          response: postResponses,
        },
      },
      async (request, reply) => {
        await post(null, idOf(request.params), request.body.comment);
        return reply.code(204).send(null);
      },
    );

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
};
