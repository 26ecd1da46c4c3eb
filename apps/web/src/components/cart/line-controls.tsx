'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { type CartLineState, changeQuantity, removeFromCart } from '@/lib/cart/actions.ts';

const INITIAL: CartLineState = { message: '', at: 0 };

type Props = {
  locale: string;
  productId: string;
  productName: string;
  /** Units of the product in all of the coordinator's boxes: what the stepper shows and changes. */
  quantity: number;
  /** The stock: the cart never holds more. */
  stock: number;
};

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white font-bold text-lg text-soil transition hover:border-leaf hover:text-leaf-dark disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A cart line's quantity stepper (− / +: the product's units change by one) and its remove button
 * (every unit of the product), each a form posting to a server action, so both work without
 * JavaScript. A product is one line however many boxes its units fill. A refused change shows the
 * catalogue's message.
 */
export function LineControls({ locale, productId, productName, quantity, stock }: Props) {
  const t = useTranslations('cart.line');
  const [changed, change] = useActionState(changeQuantity, INITIAL);
  const [removed, remove] = useActionState(removeFromCart, INITIAL);
  const message = changed.at > removed.at ? changed.message : removed.message;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <form action={change} className="flex items-center gap-1">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="current" value={quantity} />
        <StepButton
          className={stepClass}
          target={quantity - 1}
          disabled={quantity <= 1}
          label={t('decrease', { name: productName })}
        >
          −
        </StepButton>
        <span className="min-w-10 text-center font-bold text-soil tabular-nums">
          <span className="sr-only">{t('quantity')} </span>
          {t('quantityValue', { count: quantity })}
        </span>
        <StepButton
          className={stepClass}
          target={quantity + 1}
          disabled={quantity >= stock}
          label={t('increase', { name: productName })}
        >
          +
        </StepButton>
      </form>
      <form action={remove}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="number" value={0} />
        <RemoveButton label={t('removeAllLabel', { name: productName })}>{t('remove')}</RemoveButton>
      </form>
      <p role="alert" className="w-full text-persimmon-dark text-sm empty:hidden">
        {message}
      </p>
    </div>
  );
}

function StepButton({
  className,
  target,
  disabled,
  label,
  children,
}: {
  className: string;
  target: number;
  disabled: boolean;
  label: string;
  children: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name="target"
      value={target}
      disabled={disabled || pending}
      aria-label={label}
      title={label}
      className={className}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

function RemoveButton({ label, children }: { label: string; children: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-label={label}
      className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-persimmon-dark text-sm underline underline-offset-2 transition hover:bg-persimmon-light disabled:opacity-50"
    >
      {children}
    </button>
  );
}

/** The remove button of a product that is in no box (not for sale now): removes it from the cart. */
export function RemoveProduct({
  locale,
  productId,
  productName,
}: {
  locale: string;
  productId: string;
  productName: string;
}) {
  const t = useTranslations('cart.line');
  const [removed, remove] = useActionState(removeFromCart, INITIAL);
  return (
    <form action={remove}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="number" value={0} />
      <RemoveButton label={t('removeAllLabel', { name: productName })}>{t('remove')}</RemoveButton>
      <p role="alert" className="text-persimmon-dark text-sm empty:hidden">
        {removed.message}
      </p>
    </form>
  );
}
