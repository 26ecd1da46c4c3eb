import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  CONFLICT,
  idParam,
  NO_CONTENT,
  NOT_FOUND,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { EXPERIENCE, PRODUCT, type ReviewSubject } from './review-subjects.ts';

const TAGS = ['reviews'];

const TEXT_RULES =
  '`rate` 1–5, `title` 1–64 and `comment` 1–2000 characters, each with a visible character ' +
  '(spaces or zero-width characters alone → 400).';
const AUTHOR_ONLY =
  'Only the author may: another member’s review is 404, as a missing or deleted one (docs/api.md).';
const REACTION_RULES =
  'Any member may react to any live review (their own included). One reaction per member per review.';

/**
 * Writing reviews and reacting to them (docs/rules/reviews.md), members only. Products and
 * experiences are written the same way, so one registration serves both; the summaries (`rate`) and
 * like/dislike totals are counted from the rows at read time, so these routes store nothing derived.
 */
export const reviewWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(subjectReviewWriteRoutes(PRODUCT));
  await app.register(subjectReviewWriteRoutes(EXPERIENCE));
};

/**
 * The six calls for one subject. The path parameter is named `{subject}Id` in the document, as the
 * wire contract names it, and is read back by that name.
 */
function subjectReviewWriteRoutes(subject: ReviewSubject): FastifyPluginAsyncTypebox {
  const { path, noun, withArticle, schemas, reviews } = subject;
  const idName = `${noun}Id`;
  const subjectParams = Type.Object({ [idName]: idParam(`${noun} id`) });
  const reviewParams = Type.Object({ [idName]: idParam(`${noun} id`), reviewId: idParam('review id') });
  /** The path's ids: the schema has validated both as strings before a handler runs. */
  const keyOf = (params: Record<string, string>) => ({
    subjectId: params[idName] ?? '',
    reviewId: params.reviewId ?? '',
  });
  const reviewsPath = `/${path}/:${idName}/reviews`;

  return async (app) => {
    const signedInOnly = { onRequest: app.requireUser };

    app.post(
      reviewsPath,
      {
        ...signedInOnly,
        schema: {
          tags: TAGS,
          summary: `Review ${withArticle}`,
          description:
            `The signed-in member reviews a public ${noun}. ${TEXT_RULES} One live review per member ` +
            `per ${noun}: a second → 409 (edit or delete the first). Private, deleted or unknown ` +
            `${noun}s are 404. Answers the review as GET …/reviews/{reviewId} does.`,
          params: subjectParams,
          body: schemas.create,
          response: {
            200: schemas.review,
            400: BAD_REQUEST,
            401: UNAUTHORIZED,
            404: NOT_FOUND,
            409: CONFLICT,
          },
        },
      },
      async (request) =>
        reviews.create(app.db, keyOf(request.params).subjectId, request.member().userId, request.body),
    );

    app.patch(
      `${reviewsPath}/:reviewId`,
      {
        ...signedInOnly,
        schema: {
          tags: TAGS,
          summary: `Edit my review of ${withArticle}`,
          description: `Replaces the stars, title and comment. ${TEXT_RULES} ${AUTHOR_ONLY}`,
          params: reviewParams,
          body: schemas.update,
          response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
        },
      },
      async (request, reply) => {
        await reviews.update(app.db, keyOf(request.params), request.member().userId, request.body);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      `${reviewsPath}/:reviewId`,
      {
        ...signedInOnly,
        schema: {
          tags: TAGS,
          summary: `Delete my review of ${withArticle}`,
          description:
            `Soft delete: the review leaves the lists and the ${noun}’s \`rate\`. ${AUTHOR_ONLY} ` +
            `The member may then review the ${noun} again.`,
          params: reviewParams,
          response: { 204: NO_CONTENT, 401: UNAUTHORIZED, 404: NOT_FOUND },
        },
      },
      async (request, reply) => {
        await reviews.remove(app.db, keyOf(request.params), request.member().userId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${reviewsPath}/:reviewId/reactions`,
      {
        ...signedInOnly,
        schema: {
          tags: TAGS,
          summary: `Like or dislike ${withArticle} review`,
          description:
            `Sets the member’s reaction: \`reactionType\` 1 LIKE, 2 DISLIKE; a second POST switches it. ` +
            `${REACTION_RULES} A missing or deleted review → 404.`,
          params: reviewParams,
          body: schemas.reaction,
          response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
        },
      },
      async (request, reply) => {
        await reviews.react(app.db, keyOf(request.params), request.member().userId, request.body);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      `${reviewsPath}/:reviewId/reactions`,
      {
        ...signedInOnly,
        schema: {
          tags: TAGS,
          summary: `Take back my reaction to ${withArticle} review`,
          description:
            'Removes the member’s like or dislike; without one it is done already (204). A missing or ' +
            'deleted review → 404.',
          params: reviewParams,
          response: { 204: NO_CONTENT, 401: UNAUTHORIZED, 404: NOT_FOUND },
        },
      },
      async (request, reply) => {
        await reviews.unreact(app.db, keyOf(request.params), request.member().userId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `/users/me${reviewsPath}`,
      {
        ...signedInOnly,
        schema: {
          tags: TAGS,
          summary: `My review and reactions on ${withArticle}`,
          description:
            `The signed-in member’s live review of this ${noun} (none or one) and their reactions to ` +
            `its live reviews. Private, deleted or unknown ${noun}s are 404.`,
          params: subjectParams,
          response: { 200: schemas.mine, 401: UNAUTHORIZED, 404: NOT_FOUND },
        },
      },
      async (request) => reviews.mine(app.db, keyOf(request.params).subjectId, request.member().userId),
    );
  };
}
