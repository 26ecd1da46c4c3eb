'use client';

import { REVIEW_LIMITS } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { StarShape } from '@/components/catalogue/icons.tsx';
import type { ReviewSubject } from '@/lib/api/reviews.ts';
import { saveReviewAction } from '@/lib/reviews/actions.ts';
import { characterCount, type ReviewField, type ReviewFormState } from '@/lib/reviews/form.ts';

type Props = {
  subject: ReviewSubject;
  itemId: string;
  /** The member's review being edited, if they already wrote one. */
  reviewId?: string | undefined;
  initial: Record<ReviewField, string>;
};

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-soil shadow-xs placeholder:text-muted/70 focus:border-leaf';

/**
 * The review form (docs/rules/reviews.md): the rating as a radio group of five stars, a title and a
 * comment with their limits counted as the API counts them (characters), posting to a server action
 * (a plain form post without JavaScript). Errors stay in place: each under its field, the API's
 * refusal in the summary, which takes the focus.
 */
export function ReviewForm({ subject, itemId, reviewId, initial }: Props) {
  const t = useTranslations('reviews.form');
  const id = useId();
  const [state, action, pending] = useActionState<ReviewFormState, FormData>(saveReviewAction, {
    status: 'idle',
    values: initial,
    errors: {},
  });
  const [rate, setRate] = useState(Number(initial.rate) || 0);
  const [hover, setHover] = useState(0);
  const [title, setTitle] = useState(initial.title);
  const [comment, setComment] = useState(initial.comment);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'idle') return;
    setRate(Number(state.values.rate) || 0);
    setTitle(state.values.title);
    setComment(state.values.comment);
    summaryRef.current?.focus();
  }, [state]);

  const label = { rate: t('rate'), title: t('title'), comment: t('comment') };
  const errorText = (name: ReviewField): string | undefined => {
    const key = state.errors[name];
    if (!key) return undefined;
    if (key === 'rateRequired') return t('errors.rateRequired');
    return t(`errors.${key}`, {
      field: label[name],
      max: name === 'title' ? REVIEW_LIMITS.title : REVIEW_LIMITS.comment,
    });
  };
  const shown = hover || rate;

  return (
    <form action={action} noValidate aria-busy={pending} className="grid gap-6">
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="itemId" value={itemId} />
      {reviewId ? <input type="hidden" name="reviewId" value={reviewId} /> : null}

      <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
        {state.status === 'failed' ? (
          <p role="alert" className="rounded-xl bg-persimmon-light px-4 py-3 text-persimmon-dark text-sm">
            {t('failed', { message: state.message ?? '' })}
          </p>
        ) : state.status === 'invalid' ? (
          <p role="alert" className="rounded-xl bg-persimmon-light px-4 py-3 text-persimmon-dark text-sm">
            {t('invalid')}
          </p>
        ) : null}
      </div>

      <fieldset aria-describedby={`${id}-rate-hint ${state.errors.rate ? `${id}-rate-error` : ''}`.trim()}>
        <legend className="font-bold text-soil">{label.rate}</legend>
        <p id={`${id}-rate-hint`} className="text-muted text-sm">
          {t('rateHint')}
        </p>
        <div className="mt-2 flex items-center gap-3">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is decoration; the radios carry the choice */}
          <div className="flex" onMouseLeave={() => setHover(0)}>
            {[1, 2, 3, 4, 5].map((star) => (
              <label
                key={star}
                className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-persimmon has-[:focus-visible]:outline-solid"
                onMouseEnter={() => setHover(star)}
              >
                <input
                  type="radio"
                  name="rate"
                  value={star}
                  checked={rate === star}
                  onChange={() => setRate(star)}
                  aria-invalid={state.errors.rate ? true : undefined}
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                />
                <StarShape
                  className={`pointer-events-none size-8 transition ${star <= shown ? 'text-amber-500' : 'text-line'} peer-checked:text-amber-500`}
                />
                <span className="sr-only">{t('star', { count: star })}</span>
              </label>
            ))}
          </div>
          <span aria-hidden="true" className="font-bold text-lg text-soil tabular-nums">
            {rate > 0 ? t('rateValue', { rate }) : t('rateNone')}
          </span>
        </div>
        {state.errors.rate ? (
          <p id={`${id}-rate-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
            {errorText('rate')}
          </p>
        ) : null}
      </fieldset>

      <TextField
        id={`${id}-title`}
        name="title"
        label={label.title}
        placeholder={t('titlePlaceholder')}
        value={title}
        onChange={setTitle}
        max={REVIEW_LIMITS.title}
        error={errorText('title')}
      />
      <TextField
        id={`${id}-comment`}
        name="comment"
        label={label.comment}
        placeholder={t('commentPlaceholder', { subject })}
        value={comment}
        onChange={setComment}
        max={REVIEW_LIMITS.comment}
        error={errorText('comment')}
        multiline
      />

      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-persimmon px-8 font-bold text-white transition hover:bg-persimmon-dark disabled:cursor-wait disabled:opacity-70 sm:justify-self-start"
      >
        {pending ? t('pending') : reviewId ? t('update') : t('submit')}
      </button>
    </form>
  );
}

function TextField({
  id,
  name,
  label,
  placeholder,
  value,
  onChange,
  max,
  error,
  multiline = false,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | undefined;
  multiline?: boolean;
}) {
  const t = useTranslations('reviews.form');
  const count = characterCount(value);
  const over = count > max;
  const describedBy = [`${id}-counter`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    placeholder,
    required: true,
    'aria-invalid': error || over ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error || over ? 'border-persimmon' : 'border-line'}`,
  } as const;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-bold text-soil">
          {label}
        </label>
        <span
          id={`${id}-counter`}
          className={`text-sm tabular-nums ${over ? 'font-semibold text-persimmon-dark' : 'text-muted'}`}
        >
          <span aria-hidden="true">{t('counter', { count, max })}</span>
          <span className="sr-only">{t('counterLabel', { count, max })}</span>
        </span>
      </div>
      {multiline ? (
        <textarea {...common} rows={8} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-persimmon-dark text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
