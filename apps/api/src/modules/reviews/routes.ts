import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExperienceReviewResponse,
  ExperienceReviewsResponse,
  ListReviewsQuery,
  ProductReviewResponse,
  ProductReviewsResponse,
} from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, tokenPagingQuery } from '../../lib/http-schemas.ts';
import { experienceReviews, productReviews } from './subject-reviews.ts';
import { reviewWriteRoutes } from './write-routes.ts';

const ListQuery = Type.Object({
  ...ListReviewsQuery.properties,
  ...tokenPagingQuery('reviews'),
  userId: idFilter('only reviews written by this user'),
});

const LIST_DESCRIPTION =
  'Published reviews, newest first, with the author (「名無しさん」 and no handle or avatar when the ' +
  'account was deleted) and like/dislike totals. Pass the answered `nextToken` to get the next page; ' +
  '"" means there is none. `rates` keeps only those ratings ("4,5"); `purchased=true` only reviews by ' +
  'buyers (each review says `purchased`: its author has a paid order of this product or experience).';

export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reviewWriteRoutes);

  app.get(
    '/products/:productId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of a product',
        description: `${LIST_DESCRIPTION} Private, deleted or unknown products are 404.`,
        params: Type.Object({ productId: idParam('product id') }),
        querystring: ListQuery,
        response: { 200: ProductReviewsResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => productReviews.list(app.db, request.params.productId, request.query),
  );

  app.get(
    '/products/:productId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'One review of a product',
        description: 'A published review of this product; a review of another product is 404.',
        params: Type.Object({ productId: idParam('product id'), reviewId: idParam('review id') }),
        response: { 200: ProductReviewResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => productReviews.get(app.db, request.params.productId, request.params.reviewId),
  );

  app.get(
    '/experiences/:experienceId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of an experience',
        description: `${LIST_DESCRIPTION} Private, deleted or unknown experiences are 404.`,
        params: Type.Object({ experienceId: idParam('experience id') }),
        querystring: ListQuery,
        response: { 200: ExperienceReviewsResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => experienceReviews.list(app.db, request.params.experienceId, request.query),
  );

  app.get(
    '/experiences/:experienceId/reviews/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'One review of an experience',
        description: 'A published review of this experience; a review of another experience is 404.',
        params: Type.Object({ experienceId: idParam('experience id'), reviewId: idParam('review id') }),
        response: { 200: ExperienceReviewResponse, 400: BAD_REQUEST, 404: NOT_FOUND },
      },
    },
    async (request) => experienceReviews.get(app.db, request.params.experienceId, request.params.reviewId),
  );
};
