'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { useFormStatus } from 'react-dom';
import { CartIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import { type AddToCartState, addToCart } from '@/lib/cart/actions.ts';

const INITIAL: AddToCartState = { status: 'idle', quantity: 0, message: '', at: 0 };

type Props = {
  productId: string;
  productName: string;
  locale: string;
  /** 1…min(stock, 99); empty when the product cannot be added. */
  quantities: number[];
  /** Why the product cannot be added now, if it cannot. */
  unavailable?: 'presale' | 'soldOut' | 'outOfSales' | undefined;
  /** A pre-order item's sales start, as the page writes it (the reason names it). */
  salesStart?: string | undefined;
};

/**
 * Quantity and 「買い物カゴに入れる」, posting to the addToCart server action (a plain form post
 * without JavaScript). The outcome is announced in a live region: a confirmation with a link to the
 * cart, or the catalogue's message for a refused add (403 not for sale, 412 over the stock).
 */
export function AddToCartForm({
  productId,
  productName,
  locale,
  quantities,
  unavailable,
  salesStart,
}: Props) {
  const t = useTranslations('cart.add');
  const id = useId();
  const [state, action] = useActionState(addToCart, INITIAL);
  const reasonId = `${id}-reason`;
  const disabled = unavailable !== undefined || quantities.length === 0;

  return (
    <form action={action} className="mt-4 border-line border-t pt-4">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="locale" value={locale} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-quantity`} className="font-semibold text-sm text-soil">
            {t('quantity')}
          </label>
          <select
            id={`${id}-quantity`}
            name="quantity"
            defaultValue="1"
            disabled={disabled}
            aria-describedby={disabled ? reasonId : undefined}
            className="min-h-11 min-w-20 rounded-xl border border-line bg-white px-3 text-soil disabled:bg-cream-dark disabled:text-muted"
          >
            {disabled ? (
              <option value="1">1</option>
            ) : (
              quantities.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))
            )}
          </select>
        </div>
        <AddButton disabled={disabled} describedBy={disabled ? reasonId : undefined} />
      </div>
      {unavailable ? (
        <p id={reasonId} className="mt-2 font-semibold text-persimmon-dark text-sm">
          {t(`unavailable.${unavailable}`, { date: salesStart ?? '' })}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {state.status === 'added' ? (
          <p key={state.at} className="mt-3 rounded-xl bg-leaf-light px-4 py-3 text-leaf-dark text-sm">
            {t('added', { name: productName, quantity: state.quantity })}{' '}
            <Link href="/purchase" className="font-semibold underline underline-offset-2">
              {t('viewCart')}
            </Link>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {state.status === 'failed' ? (
          <p
            key={state.at}
            className="mt-3 rounded-xl bg-persimmon-light px-4 py-3 text-persimmon-dark text-sm"
          >
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function AddButton({ disabled, describedBy }: { disabled: boolean; describedBy: string | undefined }) {
  const t = useTranslations('cart.add');
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-describedby={describedBy}
      className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full bg-persimmon px-6 font-bold text-white transition hover:bg-persimmon-dark disabled:cursor-not-allowed disabled:bg-cream-dark disabled:text-muted"
    >
      <CartIcon className="size-5" />
      {pending ? t('pending') : t('button')}
    </button>
  );
}
