import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation.ts';
import type { CheckoutPricing } from '@/lib/checkout/server.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { OrderSummary } from './order-summary.tsx';

/**
 * The address step of a checkout, member's or guest's: the title and the steps, the page's own
 * address part, the way back to the cart, and beside it the boxes priced without shipping (the
 * destination is not chosen yet) or why they could not be priced. With nothing of the marche left
 * in the cart (back after paying), only why: a form there could only fail.
 */
export function AddressStep({
  title,
  backToCart,
  pricing,
  children,
}: {
  title: string;
  backToCart: string;
  pricing: CheckoutPricing;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{title}</h1>
      <CheckoutSteps current="address" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          {pricing.empty ? null : children}
          <p>
            <Link href="/purchase" className="text-leaf-dark text-sm underline underline-offset-2">
              {backToCart}
            </Link>
          </p>
        </div>
        <div className="flex flex-col gap-4">
          {pricing.error ? (
            <p
              role="alert"
              className="rounded-2xl bg-persimmon-light px-5 py-4 text-persimmon-dark"
              data-testid="checkout-error"
            >
              {pricing.error}
            </p>
          ) : null}
          {pricing.calc ? <OrderSummary calc={pricing.calc} shippingKnown={false} /> : null}
        </div>
      </div>
    </div>
  );
}
