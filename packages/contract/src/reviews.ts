/**
 * Product and experience reviews and reactions: /v1/products/{id}/reviews*,
 * /v1/experiences/{id}/reviews*, /v1/users/me/{products|experiences}/{id}/reviews.
 */
import { type Static, Type } from 'typebox';
import { id, mediaUrl, nextToken, TokenPagingQuery, unixTime } from './common.ts';
import { ExperienceReviewReactionTypeSchema, ProductReviewReactionTypeSchema } from './enums.ts';
import { REVIEW_LIMITS } from './values/limits.ts';

const reviewProperties = {
  userId: id('reviewer id'),
  username: Type.String({
    description: 'reviewer display name (「名無しさん」 when the account was deleted)',
  }),
  accountId: Type.String({ description: 'reviewer public handle ("" when the account was deleted)' }),
  thumbnailUrl: mediaUrl('reviewer avatar URL ("" if none or when the account was deleted)'),
  rate: Type.Integer({ minimum: 1, maximum: 5, description: 'rating 1-5' }),
  title: Type.String(),
  comment: Type.String(),
  publishedAt: unixTime('published at, unix seconds'),
  likeTotal: Type.Integer({ minimum: 0, description: 'like count' }),
  dislikeTotal: Type.Integer({ minimum: 0, description: 'dislike count' }),
  purchased: Type.Boolean({
    description:
      'the author bought this product (or booked this experience) on hatake: an order of theirs holding it was paid and not given back (PREPARING or COMPLETED)',
  }),
};

export const ProductReview = Type.Object({ id: id('review id'), productId: id(), ...reviewProperties });
export type ProductReview = Static<typeof ProductReview>;

export const ExperienceReview = Type.Object({ id: id('review id'), experienceId: id(), ...reviewProperties });
export type ExperienceReview = Static<typeof ExperienceReview>;

export const ProductReviewReaction = Type.Object({
  reviewId: id(),
  reactionType: ProductReviewReactionTypeSchema,
});
export type ProductReviewReaction = Static<typeof ProductReviewReaction>;

export const ExperienceReviewReaction = Type.Object({
  reviewId: id(),
  reactionType: ExperienceReviewReactionTypeSchema,
});
export type ExperienceReviewReaction = Static<typeof ExperienceReviewReaction>;

export const ProductReviewResponse = Type.Object({ review: ProductReview });
export type ProductReviewResponse = Static<typeof ProductReviewResponse>;

export const ProductReviewsResponse = Type.Object({
  reviews: Type.Array(ProductReview),
  nextToken: nextToken(),
});
export type ProductReviewsResponse = Static<typeof ProductReviewsResponse>;

export const ExperienceReviewResponse = Type.Object({ review: ExperienceReview });
export type ExperienceReviewResponse = Static<typeof ExperienceReviewResponse>;

export const ExperienceReviewsResponse = Type.Object({
  reviews: Type.Array(ExperienceReview),
  nextToken: nextToken(),
});
export type ExperienceReviewsResponse = Static<typeof ExperienceReviewsResponse>;

/** The signed-in user's own reviews and reactions for one product. */
export const UserProductReviewsResponse = Type.Object({
  reviews: Type.Array(ProductReview),
  reactions: Type.Array(ProductReviewReaction),
});
export type UserProductReviewsResponse = Static<typeof UserProductReviewsResponse>;

/** The signed-in user's own reviews and reactions for one experience. */
export const UserExperienceReviewsResponse = Type.Object({
  reviews: Type.Array(ExperienceReview),
  reactions: Type.Array(ExperienceReviewReaction),
});
export type UserExperienceReviewsResponse = Static<typeof UserExperienceReviewsResponse>;

/**
 * GET /v1/{products|experiences}/{id}/reviews: newest first; `nextToken` is opaque (pass back the one
 * the previous page answered).
 */
export const ListReviewsQuery = Type.Object({
  ...TokenPagingQuery.properties,
  userId: Type.Optional(Type.String({ default: '', description: 'only reviews by this user' })),
  rates: Type.Optional(
    Type.String({
      default: '',
      pattern: '^(?:[1-5](?:,[1-5])*)?$',
      description: 'comma-separated ratings to include, e.g. "4,5" ("" = all)',
    }),
  ),
  purchased: Type.Optional(
    Type.Boolean({ default: false, description: 'true = only reviews by buyers (see `purchased`)' }),
  ),
});
export type ListReviewsQuery = Static<typeof ListReviewsQuery>;

const reviewInputProperties = {
  rate: Type.Integer({ minimum: 1, maximum: 5, description: 'rating 1-5' }),
  title: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.title }),
  comment: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.comment }),
};

export const CreateProductReviewRequest = Type.Object(reviewInputProperties);
export type CreateProductReviewRequest = Static<typeof CreateProductReviewRequest>;

export const UpdateProductReviewRequest = Type.Object(reviewInputProperties);
export type UpdateProductReviewRequest = Static<typeof UpdateProductReviewRequest>;

export const CreateExperienceReviewRequest = Type.Object(reviewInputProperties);
export type CreateExperienceReviewRequest = Static<typeof CreateExperienceReviewRequest>;

export const UpdateExperienceReviewRequest = Type.Object(reviewInputProperties);
export type UpdateExperienceReviewRequest = Static<typeof UpdateExperienceReviewRequest>;

/** LIKE (1) or DISLIKE (2). */
const reactionInput = Type.Unsafe<1 | 2>(
  Type.Integer({ enum: [1, 2], description: 'reaction: 1=LIKE, 2=DISLIKE' }),
);

export const UpsertProductReviewReactionRequest = Type.Object({ reactionType: reactionInput });
export type UpsertProductReviewReactionRequest = Static<typeof UpsertProductReviewReactionRequest>;

export const UpsertExperienceReviewReactionRequest = Type.Object({ reactionType: reactionInput });
export type UpsertExperienceReviewReactionRequest = Static<typeof UpsertExperienceReviewReactionRequest>;
