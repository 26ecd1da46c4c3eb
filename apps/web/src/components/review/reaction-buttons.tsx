'use client';

import { createContext, type ReactNode, use, useActionState, useId, useState } from 'react';
import type { ReviewSubject } from '@/lib/api/reviews.ts';
import { type ReactionState, reactAction } from '@/lib/reviews/actions.ts';

export type ReactionText = {
  label: string;
  like: string;
  dislike: string;
};

const INITIAL: ReactionState = { message: '', at: 0, reviewId: '' };

type Shared = {
  formId: string;
  state: ReactionState;
  pending: boolean;
  /** The review whose button was pressed last: its buttons wait while the action runs. */
  pressed: string;
  press: (reviewId: string) => void;
  text: ReactionText;
};

const Reactions = createContext<Shared | null>(null);

/**
 * The one form behind every review's いいね / いまいち (docs/rules/reviews.md, "Reactions"): a server
 * action (a plain form post without JavaScript) that refreshes the page, so the totals are the
 * API's; signed out it goes to the sign-in page and comes back. The buttons of each review
 * ({@link ReactionButtons}) belong to it through their `form` attribute and carry which review,
 * which reaction and the member's current one in their value: one form and one set of texts per
 * page instead of a form, its action's hidden fields and the texts for every review (about 2 KB of
 * HTML each).
 */
export function ReactionsForm({
  subject,
  itemId,
  back,
  text,
  children,
}: {
  subject: ReviewSubject;
  itemId: string;
  /** Where the sign-in page comes back to. */
  back: string;
  text: ReactionText;
  children: ReactNode;
}) {
  const formId = `${useId()}-reactions`;
  const [state, action, pending] = useActionState(reactAction, INITIAL);
  const [pressed, press] = useState('');
  return (
    <Reactions value={{ formId, state, pending, pressed, press, text }}>
      {/* Unnamed, so that it is no landmark; the buttons' fieldsets carry the question. */}
      <form id={formId} action={action}>
        <input type="hidden" name="subject" value={subject} />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="back" value={back} />
      </form>
      {children}
    </Reactions>
  );
}

/**
 * One review's いいね / いまいち: each button shows its total and whether it is the member's
 * reaction (aria-pressed); pressing the other switches, pressing the same takes it back. Inside
 * {@link ReactionsForm}.
 */
export function ReactionButtons({
  reviewId,
  likeTotal,
  dislikeTotal,
  mine,
}: {
  reviewId: string;
  likeTotal: number;
  dislikeTotal: number;
  /** The member's reaction: 0 none, 1 like, 2 dislike. */
  mine: number;
}) {
  const shared = use(Reactions);
  if (!shared) throw new Error('ReactionButtons is used outside ReactionsForm');
  const { state, text } = shared;
  const button = (value: 1 | 2, label: string, total: number) => (
    <button
      type="submit"
      form={shared.formId}
      name="reaction"
      value={`${value}:${mine}:${reviewId}`}
      aria-pressed={mine === value}
      disabled={shared.pending && shared.pressed === reviewId}
      onClick={() => shared.press(reviewId)}
      className={mine === value ? 'reaction-button reaction-button-pressed' : 'reaction-button'}
    >
      <span
        aria-hidden="true"
        className={value === 1 ? 'reaction-thumb' : 'reaction-thumb reaction-thumb-down'}
      />
      <span>{label}</span>
      <span className="tabular-nums" data-testid={value === 1 ? 'like-total' : 'dislike-total'}>
        {total}
      </span>
    </button>
  );
  return (
    <div className="mt-3" data-testid="review-reactions">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{text.label}</legend>
        {button(1, text.like, likeTotal)}
        {button(2, text.dislike, dislikeTotal)}
      </fieldset>
      <div role="alert">
        {state.message && state.reviewId === reviewId ? (
          <p key={state.at} className="mt-2 text-persimmon-dark text-sm">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
