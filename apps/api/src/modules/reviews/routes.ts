import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExperienceReviewResponse,
  ExperienceReviewsResponse,
  ListReviewsQuery,
  ProductReviewResponse,
  ProductReviewsResponse,
} from '@hatake/contract';
import { type Static, Type } from 'typebox';
import { BAD_REQUEST, idFilter, idParam, NOT_FOUND, tokenPagingQuery } from '../../lib/http-schemas.ts';
import { experienceReviews, productReviews, type SubjectReviews } from './subject-reviews.ts';
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

type ReviewSchema = typeof ProductReviewResponse | typeof ExperienceReviewResponse;
type ListSchema = typeof ProductReviewsResponse | typeof ExperienceReviewsResponse;

/** What differs between reading a product's reviews and an experience's. */
type ReadSubject = {
  /** The path segment: `/products/{productId}/reviews`. */
  path: 'products' | 'experiences';
  noun: 'product' | 'experience';
  /** The noun with its article, for summaries: "a product", "an experience". */
  withArticle: string;
  schemas: { list: ListSchema; review: ReviewSchema };
  reviews: SubjectReviews<Static<ReviewSchema>, Static<ListSchema>, unknown>;
};

const SUBJECTS: ReadSubject[] = [
  {
    path: 'products',
    noun: 'product',
    withArticle: 'a product',
    schemas: { list: ProductReviewsResponse, review: ProductReviewResponse },
    reviews: productReviews,
  },
  {
    path: 'experiences',
    noun: 'experience',
    withArticle: 'an experience',
    schemas: { list: ExperienceReviewsResponse, review: ExperienceReviewResponse },
    reviews: experienceReviews,
  },
];

/**
 * Reading reviews, public (docs/rules/reviews.md): a subject's list and one review, registered
 * once for products and once for experiences; writing and reactions are write-routes.ts.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(reviewWriteRoutes);

  for (const { path, noun, withArticle, schemas, reviews } of SUBJECTS) {
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
