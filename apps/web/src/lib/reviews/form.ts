import { hasVisibleText, REVIEW_LIMITS } from '@hatake/contract/values';
import type { ReviewSubject } from '../api/reviews.ts';

// The review pages' shared rules (docs/rules/reviews.md): what the form accepts, where the pages
// are, how the item page's rating filter and review paging read their query.

export type ReviewField = 'rate' | 'title' | 'comment';

/** What the review form's server action answers. */
export type ReviewFormState = {
  status: 'idle' | 'invalid' | 'failed';
  /** What the member typed, to refill the form. */
  values: Record<ReviewField, string>;
  /** Message keys under `reviews.form.errors` by field. */
  errors: Partial<Record<ReviewField, 'rateRequired' | 'required' | 'tooLong'>>;
  /** The API's refusal as a sentence of the error catalogue (docs/product.md#messages-for-api-errors). */
  message?: string;
};

/** Characters as the API counts them (code points, as JSON Schema `maxLength`). */
export const characterCount = (text: string): number => [...text].length;

/** Rate 1–5; title and comment present, visible and within REVIEW_LIMITS. */
export function validateReview(values: Record<ReviewField, string>): ReviewFormState['errors'] {
  const errors: ReviewFormState['errors'] = {};
  if (!/^[1-5]$/.test(values.rate)) errors.rate = 'rateRequired';
  for (const field of ['title', 'comment'] as const) {
    const value = values[field];
    if (!hasVisibleText(value)) errors[field] = 'required';
    else if (characterCount(value) > REVIEW_LIMITS[field]) errors[field] = 'tooLong';
  }
  return errors;
}

export function isReviewSubject(value: unknown): value is ReviewSubject {
  return value === 'products' || value === 'experiences';
}

/** The item's page: `/items/{id}` or `/experiences/{id}`. */
export function itemPath(subject: ReviewSubject, id: string): string {
  return `${subject === 'products' ? '/items' : '/experiences'}/${encodeURIComponent(id)}`;
}

/** The review form: `/reviews/products/{id}` or `/reviews/experiences/{id}`. */
export function reviewFormPath(subject: ReviewSubject, id: string): string {
  return `/reviews/${subject}/${encodeURIComponent(id)}`;
}

/** The thanks page, naming the item to link back to. */
export function reviewCompletePath(subject: ReviewSubject, id: string): string {
  return `/reviews/complete?${subject === 'products' ? 'product' : 'experience'}=${encodeURIComponent(id)}`;
}

/**
 * `?rates=` as the API takes it: distinct stars 1–5, highest first, comma-separated ("5,4");
 * anything else is dropped, so "" (all) is what an unusable value means.
 */
export function parseRates(raw: string | string[] | undefined): string {
  const parts = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',');
  const stars = new Set(parts.map((part) => part.trim()).filter((part) => /^[1-5]$/.test(part)));
  return [...stars].sort((a, b) => Number(b) - Number(a)).join(',');
}

/** `?reviews=` (the API's nextToken of the page to show): base64url, else "" (the first page). */
export function parseReviewToken(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.length <= 512 && /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? value : '';
}

/** `?buyers=1`: only reviews by buyers (docs/rules/reviews.md "Reviews by buyers"); anything else = all. */
export function parseBuyersOnly(raw: string | string[] | undefined): boolean {
  return (Array.isArray(raw) ? raw[0] : raw) === '1';
}

/**
 * The item page listing reviews with `rates`, only buyers' with `buyers`, from `token` on (each
 * left out = the default), at `#reviews`.
 */
export function reviewListHref(
  path: string,
  query: { rates?: string; buyers?: boolean; token?: string },
): string {
  const params = new URLSearchParams();
  if (query.rates) params.set('rates', query.rates);
  if (query.buyers) params.set('buyers', '1');
  if (query.token) params.set('reviews', query.token);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#reviews`;
}

/** What pressing like (1) or dislike (2) does, given the member's current reaction (0 = none). */
export function nextReaction(current: number, pressed: 1 | 2): 'set' | 'remove' {
  return current === pressed ? 'remove' : 'set';
}

/**
 * A reaction button's value, `<pressed>:<current>:<reviewId>` (like 1 or dislike 2, the member's
 * reaction 0–2, the review): the reviews of a page share one form (components/review/reaction-buttons.tsx),
 * so the button says which review it is about. `undefined` when it is not such a value.
 */
export function parseReactionValue(
  raw: string,
): { pressed: 1 | 2; current: number; reviewId: string } | undefined {
  const match = /^([12]):([012]):([\w-]+)$/.exec(raw);
  if (!match) return undefined;
  return { pressed: match[1] === '1' ? 1 : 2, current: Number(match[2]), reviewId: match[3] ?? '' };
}
