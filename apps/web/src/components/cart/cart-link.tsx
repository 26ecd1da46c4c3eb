import { getTranslations } from 'next-intl/server';
import { HEADER_ICON_LABEL } from '@/components/layout/header-classes.ts';
import { CartIcon } from '@/components/layout/icons.tsx';
import { loadCart } from '@/lib/cart/server.ts';
import { cartUnits } from '@/lib/cart/view.ts';

/**
 * The header's cart link with a badge: the units in every box of the cart, rendered on the server
 * (the request's `session_id` and the member's token reach `GET /v1/carts`), so the first paint
 * shows it. Cart writes refresh the page, which renders it again. `href` is the cart page's path in
 * the page's language; a plain link (no next-intl navigation in the header's JavaScript).
 */
export async function CartLink({ href, className }: { href: string; className: string }) {
  const [t, { cart }] = await Promise.all([getTranslations('cart'), loadCart()]);
  const units = cartUnits(cart);
  return (
    <a href={href} className={className}>
      <span className="relative sm:mr-1.5 lg:mr-0">
        <CartIcon className="size-6" />
        {units > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
            className="-top-2 -right-2.5 absolute inline-flex min-w-5 items-center justify-center rounded-full bg-persimmon px-1 font-bold text-[0.7rem] text-white tabular-nums leading-5"
          >
            {units > 99 ? '99+' : units}
          </span>
        ) : null}
      </span>
      <span className={HEADER_ICON_LABEL}>
        {t('title')}
        {units > 0 ? <span className="sr-only">{t('badge', { count: units })}</span> : null}
      </span>
    </a>
  );
}
