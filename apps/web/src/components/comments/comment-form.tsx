'use client';

import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { fillMessage } from '@/lib/i18n/fill.ts';
import { postComment } from '@/lib/live/actions.ts';
import { INITIAL_COMMENT_FORM_STATE } from '@/lib/live/comment-form-state.ts';
import type { CommentSubject } from '@/lib/live/comments.ts';
import { commentLength, MAX_COMMENT_LENGTH } from '@/lib/live/view.ts';
import type { CommentTexts } from './comment-texts.ts';

/**
 * The comment panel's form: a member's or a guest's comment through a server action, with its
 * length counted as the API counts it; refusals show in place, and a closed subject says so instead.
 */
export function CommentForm({
  subject,
  locale,
  open,
  memberName,
  text: texts,
  onPosted,
}: {
  subject: CommentSubject;
  locale: string;
  open: boolean;
  memberName: string | undefined;
  text: CommentTexts;
  onPosted: () => void;
}) {
  const t = (key: keyof CommentTexts, values?: Readonly<Record<string, string | number>>) =>
    fillMessage(texts[key], values);
  const id = useId();
  const [state, action] = useActionState(postComment, INITIAL_COMMENT_FORM_STATE);
  const [text, setText] = useState('');
  const length = commentLength(text);
  const tooLong = length > MAX_COMMENT_LENGTH;
  const lastHandled = useRef(0);

  useEffect(() => {
    if (state.at === lastHandled.current) return;
    lastHandled.current = state.at;
    if (state.status === 'posted') {
      setText('');
      onPosted();
    }
  }, [state, onPosted]);

  if (!open) {
    return <p className="border-line border-t px-4 py-4 text-muted text-sm">{t('closed')}</p>;
  }

  return (
    <form action={action} className="flex flex-col gap-2 border-line border-t px-4 py-3">
      <input type="hidden" name="kind" value={subject.kind} />
      <input type="hidden" name="id" value={subject.id} />
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${id}-comment`} className="sr-only">
        {t('field')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={2}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-note ${id}-count`}
          aria-invalid={tooLong || undefined}
          className="min-h-11 flex-1 resize-y rounded-xl border border-line bg-white px-3 py-2 text-soil text-sm placeholder:text-muted"
        />
        <SendButton disabled={length === 0 || tooLong} submit={t('submit')} sending={t('sending')} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-xs">
        <p id={`${id}-note`} className="text-muted">
          {memberName ? t('memberNote', { name: memberName }) : t('guestNote')}
        </p>
        <p id={`${id}-count`} className={tooLong ? 'font-semibold text-persimmon-dark' : 'text-muted'}>
          {t('counter', { count: length, max: MAX_COMMENT_LENGTH })}
        </p>
      </div>
      {tooLong ? (
        <p className="font-semibold text-persimmon-dark text-sm">
          {t('tooLong', { max: MAX_COMMENT_LENGTH })}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="sr-only">
        {state.status === 'posted' ? <span key={state.at}>{t('posted')}</span> : null}
      </div>
      <div role="alert">
        {state.status === 'failed' ? (
          <p key={state.at} className="rounded-xl bg-persimmon-light px-3 py-2 text-persimmon-dark text-sm">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Send, disabled while empty, too long or sending. */
function SendButton({ disabled, submit, sending }: { disabled: boolean; submit: string; sending: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-persimmon px-5 font-bold text-sm text-white transition hover:bg-persimmon-dark disabled:cursor-not-allowed disabled:bg-cream-dark disabled:text-muted"
    >
      {pending ? sending : submit}
    </button>
  );
}
