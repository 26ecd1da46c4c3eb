'use client';

import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import type { ReviewSubject } from '@/lib/api/reviews.ts';
import { type ReactionState, reactAction } from '@/lib/reviews/actions.ts';

export type ReactionText = {
  label: string;
  like: string;
  dislike: string;
};

const INITIAL: ReactionState = { message: '', at: 0 };

const ThumbIcon = ({ down = false }: { down?: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 ${down ? 'rotate-180' : ''}`}>
    <path
      fill="currentColor"
      d="M2 9h3v9H2V9zm5 9h7.6a2 2 0 0 0 2-1.6l1.3-6A2 2 0 0 0 16 8h-4.2l.7-3.4a1.6 1.6 0 0 0-2.9-1.2L7 8v10z"
    />
  </svg>
);

/**
 * いいね / いまいち for one review (docs/rules/reviews.md, "Reactions"): each button shows its total
 * and whether it is the member's reaction (aria-pressed); pressing the other switches, pressing the
 * same takes it back. A server action (a plain form post without JavaScript) that refreshes the page,
 * so the totals are the API's; signed out it goes to the sign-in page and comes back.
 */
export function ReactionButtons({
  subject,
  itemId,
  reviewId,
  likeTotal,
  dislikeTotal,
  mine,
  back,
  text,
}: {
  subject: ReviewSubject;
  itemId: string;
  reviewId: string;
  likeTotal: number;
  dislikeTotal: number;
  /** The member's reaction: 0 none, 1 like, 2 dislike. */
  mine: number;
  /** Where the sign-in page comes back to. */
  back: string;
  text: ReactionText;
}) {
  const [state, action] = useActionState(reactAction, INITIAL);
  return (
    // Unnamed, so that the form is no landmark: a page lists many reviews, and landmarks must be
    // told apart (axe landmark-unique). The buttons' fieldset carries the question instead.
    <form action={action} className="mt-3" data-testid="review-reactions">
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="current" value={mine} />
      <input type="hidden" name="back" value={back} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{text.label}</legend>
        <ReactionButton value={1} label={text.like} total={likeTotal} pressed={mine === 1} />
        <ReactionButton value={2} label={text.dislike} total={dislikeTotal} pressed={mine === 2} />
      </fieldset>
      <div role="alert">
        {state.message ? (
          <p key={state.at} className="mt-2 text-persimmon-dark text-sm">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function ReactionButton({
  value,
  label,
  total,
  pressed,
}: {
  value: 1 | 2;
  label: string;
  total: number;
  pressed: boolean;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name="reaction"
      value={value}
      aria-pressed={pressed}
      disabled={pending}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 font-semibold text-sm transition disabled:cursor-wait ${
        pressed
          ? 'border-leaf-dark bg-leaf-dark text-white hover:bg-leaf'
          : 'border-line bg-white text-soil hover:bg-leaf-light'
      }`}
    >
      <ThumbIcon down={value === 2} />
      <span>{label}</span>
      <span className="tabular-nums" data-testid={value === 1 ? 'like-total' : 'dislike-total'}>
        {total}
      </span>
    </button>
  );
}
