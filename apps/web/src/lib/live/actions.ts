'use server';

import { createComment, createGuestComment } from '../api/comments.ts';
import { type ErrorMessageOverrides, errorMessage, statusMessage } from '../api/error-messages.ts';
import { authedApi, refreshIfNeeded, requestApi } from '../auth/session.ts';
import { toLocale } from '../i18n/page-params.ts';
import type { CommentFormState } from './comment-form-state.ts';
import { commentLength, MAX_COMMENT_LENGTH } from './view.ts';

// Posting a comment on a live or a video, as a server action: a signed-in member posts as
// themselves with the token from the sealed session (browser code never sees it, ADR 0010), anyone
// else as a guest. The request carries the shopper's address (X-Forwarded-For), so the API's
// per-client rate limit counts the shopper, not the storefront. The comment itself reaches every
// viewer, this one included, through the comment stream (or the polling fallback).

/** A schedule refuses comments once the broadcast ended (412): said plainly rather than the generic 412. */
const CLOSED_LIVE: ErrorMessageOverrides = {
  412: {
    ja: '配信が終了したため、コメントは締め切られました。',
    en: 'This live has ended, so comments are closed.',
  },
};

/** Posts `comment` on the schedule or video `id`; a refusal becomes the catalogue's sentence. */
export async function postComment(_previous: CommentFormState, form: FormData): Promise<CommentFormState> {
  const locale = toLocale(String(form.get('locale') ?? ''));
  const kind = form.get('kind') === 'video' ? 'video' : 'schedule';
  const id = String(form.get('id') ?? '');
  const comment = String(form.get('comment') ?? '').trim();
  const at = Date.now();
  const length = commentLength(comment);
  if (!id || length === 0 || length > MAX_COMMENT_LENGTH)
    return { status: 'failed', message: statusMessage(400, locale), at };
  try {
    await refreshIfNeeded();
    const member = await authedApi(locale);
    const subject = { kind, id } as const;
    const body = { comment };
    if (member) await createComment(subject, body, { client: member });
    else await createGuestComment(subject, body, { client: await requestApi(locale) });
  } catch (error) {
    return {
      status: 'failed',
      message: errorMessage(error, locale, kind === 'schedule' ? CLOSED_LIVE : undefined),
      at,
    };
  }
  return { status: 'posted', message: '', at };
}
