import type {
  CreateProductReviewRequest,
  ExperienceReviewResponse,
  ProductReviewResponse,
  UserExperienceReviewsResponse,
  UserProductReviewsResponse,
} from '@hatake/contract';
import { pathParam } from './client.ts';
import type { ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// A member's reviews and reactions (docs/rules/reviews.md, "Writing" and "Reactions"). Every call
// takes the member's client (`{ client: authedApi() }`, lib/auth/session.ts) and is never cached. The public reads
// (the lists) stay in catalogue.ts.

/** What is reviewed: the path segment of the API and of the storefront's review page. */
export type ReviewSubject = 'products' | 'experiences';

export type ReviewBody = CreateProductReviewRequest;

/** The member's own review of one item (none or one) and their reactions to its reviews. */
export type MyReviews = {
  reviews: (
    | UserProductReviewsResponse['reviews'][number]
    | UserExperienceReviewsResponse['reviews'][number]
  )[];
  reactions: { reviewId: string; reactionType: number }[];
};

const base = (subject: ReviewSubject, id: string) =>
  subject === 'products'
    ? `/v1/products/${pathParam('productId', id)}/reviews`
    : `/v1/experiences/${pathParam('experienceId', id)}/reviews`;

/** `GET /v1/users/me/{products|experiences}/{id}/reviews`. */
export function getMyReviews(
  subject: ReviewSubject,
  id: string,
  options: ClientCallOptions,
): Promise<MyReviews> {
  const { client, ...rest } = noStoreCall(options);
  const path =
    subject === 'products'
      ? `/v1/users/me/products/${pathParam('productId', id)}/reviews`
      : `/v1/users/me/experiences/${pathParam('experienceId', id)}/reviews`;
  return client.get<MyReviews>(path, rest);
}

/** `POST …/reviews`: 409 when the member already reviewed the item. */
export function createReview(
  subject: ReviewSubject,
  id: string,
  body: ReviewBody,
  options: ClientCallOptions,
): Promise<ProductReviewResponse | ExperienceReviewResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post(base(subject, id), { ...rest, body });
}

/** `PATCH …/reviews/{reviewId}`: every field replaced; another member's review is 404. */
export function updateReview(
  subject: ReviewSubject,
  id: string,
  reviewId: string,
  body: ReviewBody,
  options: ClientCallOptions,
): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.patch<void>(`${base(subject, id)}/${pathParam('reviewId', reviewId)}`, { ...rest, body });
}

/** `POST …/reviews/{reviewId}/reactions`: 1 like, 2 dislike (a second call switches it). */
export function reactToReview(
  subject: ReviewSubject,
  id: string,
  reviewId: string,
  reactionType: 1 | 2,
  options: ClientCallOptions,
): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<void>(`${base(subject, id)}/${pathParam('reviewId', reviewId)}/reactions`, {
    ...rest,
    body: { reactionType },
  });
}

/** `DELETE …/reviews/{reviewId}/reactions`: takes the member's reaction back (204 also when none). */
export function removeReaction(
  subject: ReviewSubject,
  id: string,
  reviewId: string,
  options: ClientCallOptions,
): Promise<void> {
  const { client, ...rest } = noStoreCall(options);
  return client.delete<void>(`${base(subject, id)}/${pathParam('reviewId', reviewId)}/reactions`, rest);
}
