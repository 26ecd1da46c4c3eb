import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateExperienceReviewRequest,
  CreateProductReviewRequest,
  ExperienceReviewResponse,
  ProductReviewResponse,
  UpdateExperienceReviewRequest,
  UpdateProductReviewRequest,
  UpsertExperienceReviewReactionRequest,
  UpsertProductReviewReactionRequest,
  UserExperienceReviewsResponse,
  UserProductReviewsResponse,
} from '@hatake/contract';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  CONFLICT,
  idParam,
  NO_CONTENT,
  NOT_FOUND,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import {
  createExperienceReview,
  createProductReview,
  deleteExperienceReview,
  deleteProductReview,
  myExperienceReviews,
  myProductReviews,
  reactToExperienceReview,
  reactToProductReview,
  unreactToExperienceReview,
  unreactToProductReview,
  updateExperienceReview,
  updateProductReview,
} from './write-service.ts';

const TAGS = ['reviews'];

const TEXT_RULES =
  '`rate` 1–5, `title` 1–64 and `comment` 1–2000 characters, each with a visible character ' +
  '(spaces or zero-width characters alone → 400).';
const AUTHOR_ONLY =
  'Only the author may: another member’s review is 404, as a missing or deleted one (docs/api.md).';
const REACTION_RULES =
  'Any member may react to any live review (their own included). One reaction per member per review.';

const ProductParams = Type.Object({ productId: idParam('product id') });
const ProductReviewParams = Type.Object({ productId: idParam('product id'), reviewId: idParam('review id') });
const ExperienceParams = Type.Object({ experienceId: idParam('experience id') });
const ExperienceReviewParams = Type.Object({
  experienceId: idParam('experience id'),
  reviewId: idParam('review id'),
});

/**
 * Writing reviews and reacting to them (docs/rules/reviews.md), members only. Products and
 * experiences are written the same way; the summaries (`rate`) and like/dislike totals are
 * counted from the rows at read time, so these routes store nothing derived.
 */
export const reviewWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedInOnly = { onRequest: app.requireUser };

  // Products ------------------------------------------------------------------------------------

  app.post(
    '/products/:productId/reviews',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Review a product',
        description:
          `The signed-in member reviews a public product. ${TEXT_RULES} One live review per member ` +
          'per product: a second → 409 (edit or delete the first). Private, deleted or unknown ' +
          'products are 404. Answers the review as GET …/reviews/{reviewId} does.',
        params: ProductParams,
        body: CreateProductReviewRequest,
        response: {
          200: ProductReviewResponse,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          404: NOT_FOUND,
          409: CONFLICT,
        },
      },
    },
    async (request) =>
      createProductReview(app.db, request.params.productId, request.member().userId, request.body),
  );

  app.patch(
    '/products/:productId/reviews/:reviewId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Edit my review of a product',
        description: `Replaces the stars, title and comment. ${TEXT_RULES} ${AUTHOR_ONLY}`,
        params: ProductReviewParams,
        body: UpdateProductReviewRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { productId, reviewId } = request.params;
      await updateProductReview(
        app.db,
        { subjectId: productId, reviewId },
        request.member().userId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/products/:productId/reviews/:reviewId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete my review of a product',
        description:
          `Soft delete: the review leaves the lists and the product’s \`rate\`. ${AUTHOR_ONLY} ` +
          'The member may then review the product again.',
        params: ProductReviewParams,
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { productId, reviewId } = request.params;
      await deleteProductReview(app.db, { subjectId: productId, reviewId }, request.member().userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/products/:productId/reviews/:reviewId/reactions',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Like or dislike a product review',
        description:
          `Sets the member’s reaction: \`reactionType\` 1 LIKE, 2 DISLIKE; a second POST switches it. ` +
          `${REACTION_RULES} A missing or deleted review → 404.`,
        params: ProductReviewParams,
        body: UpsertProductReviewReactionRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { productId, reviewId } = request.params;
      await reactToProductReview(
        app.db,
        { subjectId: productId, reviewId },
        request.member().userId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/products/:productId/reviews/:reviewId/reactions',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Take back my reaction to a product review',
        description:
          'Removes the member’s like or dislike; without one it is done already (204). A missing or ' +
          'deleted review → 404.',
        params: ProductReviewParams,
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { productId, reviewId } = request.params;
      await unreactToProductReview(app.db, { subjectId: productId, reviewId }, request.member().userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/me/products/:productId/reviews',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'My review and reactions on a product',
        description:
          'The signed-in member’s live review of this product (none or one) and their reactions to ' +
          'its live reviews. Private, deleted or unknown products are 404.',
        params: ProductParams,
        response: { 200: UserProductReviewsResponse, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => myProductReviews(app.db, request.params.productId, request.member().userId),
  );

  // Experiences ---------------------------------------------------------------------------------

  app.post(
    '/experiences/:experienceId/reviews',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Review an experience',
        description:
          `The signed-in member reviews a public experience. ${TEXT_RULES} One live review per ` +
          'member per experience: a second → 409 (edit or delete the first). Private, deleted or ' +
          'unknown experiences are 404. Answers the review as GET …/reviews/{reviewId} does.',
        params: ExperienceParams,
        body: CreateExperienceReviewRequest,
        response: {
          200: ExperienceReviewResponse,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          404: NOT_FOUND,
          409: CONFLICT,
        },
      },
    },
    async (request) =>
      createExperienceReview(app.db, request.params.experienceId, request.member().userId, request.body),
  );

  app.patch(
    '/experiences/:experienceId/reviews/:reviewId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Edit my review of an experience',
        description: `Replaces the stars, title and comment. ${TEXT_RULES} ${AUTHOR_ONLY}`,
        params: ExperienceReviewParams,
        body: UpdateExperienceReviewRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { experienceId, reviewId } = request.params;
      await updateExperienceReview(
        app.db,
        { subjectId: experienceId, reviewId },
        request.member().userId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/experiences/:experienceId/reviews/:reviewId',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete my review of an experience',
        description:
          `Soft delete: the review leaves the lists and the experience’s \`rate\`. ${AUTHOR_ONLY} ` +
          'The member may then review the experience again.',
        params: ExperienceReviewParams,
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { experienceId, reviewId } = request.params;
      await deleteExperienceReview(app.db, { subjectId: experienceId, reviewId }, request.member().userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/experiences/:experienceId/reviews/:reviewId/reactions',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Like or dislike an experience review',
        description:
          `Sets the member’s reaction: \`reactionType\` 1 LIKE, 2 DISLIKE; a second POST switches it. ` +
          `${REACTION_RULES} A missing or deleted review → 404.`,
        params: ExperienceReviewParams,
        body: UpsertExperienceReviewReactionRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { experienceId, reviewId } = request.params;
      await reactToExperienceReview(
        app.db,
        { subjectId: experienceId, reviewId },
        request.member().userId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/experiences/:experienceId/reviews/:reviewId/reactions',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Take back my reaction to an experience review',
        description:
          'Removes the member’s like or dislike; without one it is done already (204). A missing or ' +
          'deleted review → 404.',
        params: ExperienceReviewParams,
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { experienceId, reviewId } = request.params;
      await unreactToExperienceReview(app.db, { subjectId: experienceId, reviewId }, request.member().userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/me/experiences/:experienceId/reviews',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'My review and reactions on an experience',
        description:
          'The signed-in member’s live review of this experience (none or one) and their reactions ' +
          'to its live reviews. Private, deleted or unknown experiences are 404.',
        params: ExperienceParams,
        response: { 200: UserExperienceReviewsResponse, 401: UNAUTHORIZED, 404: NOT_FOUND },
      },
    },
    async (request) => myExperienceReviews(app.db, request.params.experienceId, request.member().userId),
  );
};
