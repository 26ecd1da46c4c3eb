'use server';

import { refresh, revalidatePath } from 'next/cache';
import { redirect } from '@/i18n/navigation.ts';
import type { ApiClient } from '../api/client.ts';
import { errorMessage, statusMessage } from '../api/error-messages.ts';
import { createReview, reactToReview, removeReaction, updateReview } from '../api/reviews.ts';
import { currentLocale } from '../auth/locale.ts';
import { safeRedirect } from '../auth/safe-redirect.ts';
import { authedApi, refreshIfNeeded } from '../auth/session.ts';
import {
  isReviewSubject,
  itemPath,
  nextReaction,
  parseReactionValue,
  type ReviewFormState,
  reviewCompletePath,
  reviewFormPath,
  validateReview,
} from './form.ts';

// The review writes as server actions (docs/adr/0010: the member's token never reaches the browser).
// Both work from a plain form post without JavaScript. Signed out, they go to the sign-in page, which
// comes back to `back`.

type Locale = Awaited<ReturnType<typeof currentLocale>>;

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

async function memberApi(locale: Locale, back: string): Promise<ApiClient> {
  await refreshIfNeeded();
  const api = await authedApi(locale);
  if (!api) redirect({ href: { pathname: '/signin', query: { redirect: back } }, locale });
  return api as ApiClient;
}

/** Writes the member's review (or replaces it when `reviewId` is sent), then the thanks page. */
export async function saveReviewAction(_state: ReviewFormState, form: FormData): Promise<ReviewFormState> {
  const locale = await currentLocale();
  const subject = field(form, 'subject');
  const id = field(form, 'itemId');
  const reviewId = field(form, 'reviewId');
  const values = { rate: field(form, 'rate'), title: field(form, 'title'), comment: field(form, 'comment') };
  if (!isReviewSubject(subject) || !id) {
    return { status: 'failed', values, errors: {}, message: statusMessage(400, locale) };
  }
  const errors = validateReview(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
  const api = await memberApi(locale, reviewFormPath(subject, id));
  const body = { rate: Number(values.rate), title: values.title, comment: values.comment };
  try {
    if (reviewId) await updateReview(subject, id, reviewId, body, { client: api });
    else await createReview(subject, id, body, { client: api });
  } catch (error) {
    return { status: 'failed', values, errors: {}, message: errorMessage(error, locale) };
  }
  revalidatePath('/[locale]', 'layout');
  redirect({ href: reviewCompletePath(subject, id), locale });
  return { status: 'idle', values, errors: {} };
}

/** What a review's reaction buttons show after a press: empty, or the catalogue's sentence, under `reviewId`'s. */
export type ReactionState = { message: string; at: number; reviewId: string };

/**
 * Like (1) or dislike (2) a review; pressing the member's current reaction again takes it back.
 * The page is refreshed, so the totals and the pressed state come from the API.
 */
export async function reactAction(_state: ReactionState, form: FormData): Promise<ReactionState> {
  const locale = await currentLocale();
  const subject = field(form, 'subject');
  const id = field(form, 'itemId');
  const reaction = parseReactionValue(field(form, 'reaction'));
  const at = Date.now();
  if (!isReviewSubject(subject) || !id || !reaction) {
    return { message: statusMessage(400, locale), at, reviewId: '' };
  }
  const { pressed, current, reviewId } = reaction;
  const back = safeRedirect(field(form, 'back'), `${itemPath(subject, id)}#reviews`);
  const api = await memberApi(locale, back);
  try {
    if (nextReaction(current, pressed) === 'remove')
      await removeReaction(subject, id, reviewId, { client: api });
    else await reactToReview(subject, id, reviewId, pressed, { client: api });
  } catch (error) {
    return { message: errorMessage(error, locale), at, reviewId };
  }
  refresh();
  return { message: '', at, reviewId };
}
