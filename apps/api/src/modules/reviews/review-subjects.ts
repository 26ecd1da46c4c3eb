import {
  CreateExperienceReviewRequest,
  CreateProductReviewRequest,
  ExperienceReviewResponse,
  ExperienceReviewsResponse,
  ProductReviewResponse,
  ProductReviewsResponse,
  UpdateExperienceReviewRequest,
  UpdateProductReviewRequest,
  UpsertExperienceReviewReactionRequest,
  UpsertProductReviewReactionRequest,
  UserExperienceReviewsResponse,
  UserProductReviewsResponse,
} from '@hatake/contract';
import type { Static } from 'typebox';
import { experienceReviews, productReviews, type SubjectReviews } from './subject-reviews.ts';

type ReviewSchema = typeof ProductReviewResponse | typeof ExperienceReviewResponse;
type ListSchema = typeof ProductReviewsResponse | typeof ExperienceReviewsResponse;
type MineSchema = typeof UserProductReviewsResponse | typeof UserExperienceReviewsResponse;

/**
 * What differs between the review routes of a product and of an experience: names, schemas and
 * the review calls (routes.ts reads, write-routes.ts writes, each registered once per subject).
 */
export type ReviewSubject = {
  /** The path segment: `/products/{productId}/reviews`. */
  path: 'products' | 'experiences';
  noun: 'product' | 'experience';
  /** The noun with its article, for summaries: "a product", "an experience". */
  withArticle: string;
  schemas: {
    list: ListSchema;
    review: ReviewSchema;
    create: typeof CreateProductReviewRequest | typeof CreateExperienceReviewRequest;
    update: typeof UpdateProductReviewRequest | typeof UpdateExperienceReviewRequest;
    reaction: typeof UpsertProductReviewReactionRequest | typeof UpsertExperienceReviewReactionRequest;
    mine: MineSchema;
  };
  reviews: SubjectReviews<Static<ReviewSchema>, Static<ListSchema>, Static<MineSchema>>;
};

export const PRODUCT: ReviewSubject = {
  path: 'products',
  noun: 'product',
  withArticle: 'a product',
  schemas: {
    list: ProductReviewsResponse,
    review: ProductReviewResponse,
    create: CreateProductReviewRequest,
    update: UpdateProductReviewRequest,
    reaction: UpsertProductReviewReactionRequest,
    mine: UserProductReviewsResponse,
  },
  reviews: productReviews,
};

export const EXPERIENCE: ReviewSubject = {
  path: 'experiences',
  noun: 'experience',
  withArticle: 'an experience',
  schemas: {
    list: ExperienceReviewsResponse,
    review: ExperienceReviewResponse,
    create: CreateExperienceReviewRequest,
    update: UpdateExperienceReviewRequest,
    reaction: UpsertExperienceReviewReactionRequest,
    mine: UserExperienceReviewsResponse,
  },
  reviews: experienceReviews,
};
