import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListReviewsQuery } from '@hatake/contract';
import { Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, tokenPagingQuery } from '../../lib/http-schemas.ts';
import { EXPERIENCE, PRODUCT } from './review-subjects.ts';
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

/**
 * Reading reviews, public (docs/rules/reviews.md): a subject's list and one review, registered
 * once for products and once for experiences; writing and reactions are write-routes.ts.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reviewWriteRoutes);

  for (const { path, noun, withArticle, schemas, reviews } of [PRODUCT, EXPERIENCE]) {
    const idName = `${noun}Id`;
    /** A path parameter: the schema has validated it as a string before a handler runs. */
    const param = (params: unknown, name: string) => (params as Record<string, string>)[name] ?? '';

    app.get(
      `/${path}/:${idName}/reviews`,
      {
        schema: {
          tags: ['reviews'],
          summary: `Reviews of ${withArticle}`,
          description: `${LIST_DESCRIPTION} Private, deleted or unknown ${noun}s are 404.`,
          params: Type.Object({ [idName]: idParam(`${noun} id`) }),
          querystring: ListQuery,
          response: { 200: schemas.list, 400: BAD_REQUEST, 404: NOT_FOUND },
        },
      },
      async (request) => reviews.list(app.db, param(request.params, idName), request.query),
    );

    app.get(
      `/${path}/:${idName}/reviews/:reviewId`,
      {
        schema: {
          tags: ['reviews'],
          summary: `One review of ${withArticle}`,
          description: `A published review of this ${noun}; a review of another ${noun} is 404.`,
          params: Type.Object({ [idName]: idParam(`${noun} id`), reviewId: idParam('review id') }),
          response: { 200: schemas.review, 400: BAD_REQUEST, 404: NOT_FOUND },
        },
      },
      async (request) =>
        reviews.get(app.db, param(request.params, idName), param(request.params, 'reviewId')),
    );
  }
};
