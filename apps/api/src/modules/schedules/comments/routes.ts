import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentsResponse, DEFAULT_LIMIT, MAX_LIMIT } from '@hatake/contract';
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
import { MAX_TOKEN_LENGTH } from './page-token.ts';
import type { CommentRoutesOptions } from './route-options.ts';
import { listComments, postComment } from './service.ts';
import { registerCommentStream } from './stream-route.ts';
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

export type { CommentRoutesOptions } from './route-options.ts';

/**
 * The comment routes of one kind of subject: the list, a member's post, a guest's post and the
 * live stream (Server-Sent Events, stream-route.ts). docs/rules/live-and-videos.md.
 */
export const commentRoutes = <Row>(options: CommentRoutesOptions<Row>): FastifyPluginAsyncTypebox => {
  const { subject, base, param, tokenParameter, tag } = options;
  const Params = Type.Object({ [param]: idParam(`${subject.name} id`) });
  const idOf = (params: unknown): string => (params as Record<string, string>)[param] ?? '';
  const path = `${base}/:${param}/comments`;

  return async (app) => {
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

    registerCommentStream(app, { ...options, path, Params, idOf });
  };
};
