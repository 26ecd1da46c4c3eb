'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import type { ResendState } from '@/lib/auth/resend-state.ts';

type Props = {
  /** The pending sign-up's id. */
  id: string;
  action: (state: ResendState, form: FormData) => Promise<ResendState>;
  /** Seconds before the first resend may be asked for (since the sign-up's own code). */
  initialWaitSeconds: number;
  /** Told each time a new code was sent (its answer's `round`), so the code form can start afresh. */
  onSent?: (round: number) => void;
};

/**
 * /verify's "send a new code" (a server action, so it works without JavaScript too). The button
 * counts down the seconds until the API will send another code to the address (one a minute,
 * docs/accounts.md) and is disabled meanwhile; the outcome — sent, too soon, failed — is announced
 * once in a polite live region, the countdown itself is not (it would speak every second).
 */
export function ResendCode({ id, action, initialWaitSeconds, onSent }: Props) {
  const t = useTranslations('auth.verify');
  const [state, formAction, pending] = useActionState(action, {
    status: 'idle',
    waitSeconds: initialWaitSeconds,
    round: 0,
  });
  const [left, setLeft] = useState(state.waitSeconds);

  // Telling the same round again (a parent's new callback) changes nothing: the parent keeps the round.
  useEffect(() => {
    if (state.status === 'sent') onSent?.(state.round);
  }, [state, onSent]);

  // Every answer (a new state object, `round` apart) restarts the countdown from what it says.
  useEffect(() => {
    const until = Date.now() + state.waitSeconds * 1000;
    setLeft(state.waitSeconds);
    if (state.waitSeconds <= 0) return;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  const message =
    state.status === 'sent'
      ? t('resent')
      : state.status === 'limited'
        ? t('resendLimited', { seconds: state.waitSeconds })
        : state.status === 'failed'
          ? state.message
          : '';

  return (
    <form action={formAction} className="mt-6 grid gap-3 text-center" aria-busy={pending}>
      <input type="hidden" name="id" value={id} />
      <p className="text-muted text-sm">{t('noCode')}</p>
      <p
        role="status"
        className={
          message
            ? `rounded-xl px-4 py-3 font-semibold text-sm ${state.status === 'sent' ? 'bg-leaf-light text-leaf-dark' : 'bg-persimmon-light text-persimmon-dark'}`
            : 'sr-only'
        }
      >
        {message}
      </p>
      <button
        type="submit"
        disabled={pending || left > 0}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full border border-leaf px-6 font-bold text-leaf-dark text-sm hover:bg-leaf-light disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
      >
        {pending ? t('resendPending') : left > 0 ? t('resendWait', { seconds: left }) : t('resend')}
      </button>
    </form>
  );
}
