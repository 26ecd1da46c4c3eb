'use client';

import { useActionState, useId, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { CartIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import { type AddToCartState, addToCart } from '@/lib/cart/actions.ts';
import { fillMessage } from '@/lib/i18n/fill.ts';

/** The form's texts (the `cart.add` messages, templates of plain arguments: lib/i18n/fill.ts). */
export type AddToCartTexts = {
  quantity: string;
  button: string;
  pending: string;
  /** `{name}` and `{quantity}`. */
  added: string;
  viewCart: string;
  /** The steppers' labels, with the product's name (`cart.line.decrease` / `increase`). */
  decrease: string;
  increase: string;
};

const INITIAL: AddToCartState = { status: 'idle', quantity: 0, message: '', at: 0 };

type Props = {
  productId: string;
  productName: string;
  locale: string;
  /** The most units one add may take: min(stock, 99); 0 when the product cannot be added. */
  most: number;
  /** Why the product cannot be added now, written out by the server, if it cannot. */
  unavailable?: string | undefined;
  texts: AddToCartTexts;
};

const stepClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white font-bold text-lg text-soil transition hover:border-leaf hover:text-leaf-dark disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Quantity (a number field of 1…`most` between − and + steppers: a list of up to 99 options weighed
 * about 3 KB of every product page's HTML) and 「買い物カゴに入れる」, posting to the addToCart server action (a plain form post
 * without JavaScript). The outcome is announced in a live region: a confirmation with a link to the
 * cart, or the catalogue's message for a refused add (403 not for sale, 412 over the stock). Texts
 * come from the server: no message formatter in the product page's JavaScript.
 */
export function AddToCartForm({ productId, productName, locale, most, unavailable, texts }: Props) {
  const id = useId();
  const [state, action] = useActionState(addToCart, INITIAL);
  const field = useRef<HTMLInputElement>(null);
  // The field's number, for the steppers' bounds (NaN while it is empty or not a number).
  const [count, setCount] = useState(1);
  const reasonId = `${id}-reason`;
  const disabled = unavailable !== undefined || most < 1;
  // stepUp/stepDown keep to the field's min and max, as the browser's own arrows do.
  const step = (up: boolean) => {
    const input = field.current;
    if (!input) return;
    if (up) input.stepUp();
    else input.stepDown();
    setCount(input.valueAsNumber);
  };

  return (
    // React resets the form's fields after its action: the field is 1 again, and so are the bounds.
    <form action={action} onReset={() => setCount(1)} className="mt-4 border-line border-t pt-4">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="locale" value={locale} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-quantity`} className="font-semibold text-sm text-soil">
            {texts.quantity}
          </label>
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => step(false)}
              disabled={disabled || !(count > 1)}
              aria-label={texts.decrease}
              title={texts.decrease}
              className={stepClass}
            >
              <span aria-hidden="true">−</span>
            </button>
            <input
              ref={field}
              id={`${id}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={disabled ? 1 : most}
              step={1}
              required
              defaultValue="1"
              disabled={disabled}
              aria-describedby={disabled ? reasonId : undefined}
              onChange={(event) => setCount(event.currentTarget.valueAsNumber)}
              className="h-11 w-14 rounded-xl border border-line bg-white text-center font-bold text-soil tabular-nums [appearance:textfield] disabled:bg-cream-dark disabled:text-muted [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              onClick={() => step(true)}
              disabled={disabled || count >= most}
              aria-label={texts.increase}
              title={texts.increase}
              className={stepClass}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        </div>
        <AddButton texts={texts} disabled={disabled} describedBy={disabled ? reasonId : undefined} />
      </div>
      {unavailable ? (
        <p id={reasonId} className="mt-2 font-semibold text-persimmon-dark text-sm">
          {unavailable}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {state.status === 'added' ? (
          <p key={state.at} className="mt-3 rounded-xl bg-leaf-light px-4 py-3 text-leaf-dark text-sm">
            {fillMessage(texts.added, { name: productName, quantity: String(state.quantity) })}{' '}
            <Link href="/purchase" className="font-semibold underline underline-offset-2">
              {texts.viewCart}
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

function AddButton({
  texts,
  disabled,
  describedBy,
}: {
  texts: AddToCartTexts;
  disabled: boolean;
  describedBy: string | undefined;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-describedby={describedBy}
      className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full bg-persimmon px-6 font-bold text-white transition hover:bg-persimmon-dark disabled:cursor-not-allowed disabled:bg-cream-dark disabled:text-muted"
    >
      <CartIcon className="size-5" />
      {pending ? texts.pending : texts.button}
    </button>
  );
}
