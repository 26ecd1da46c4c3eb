import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation.ts';

/** A checkout page reached without its query (no coordinator): say so and lead back to the cart. */
export async function MissingCheckout({ message }: { message?: string }) {
  const t = await getTranslations('checkout');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6">
      <h1 className="font-bold text-2xl text-soil">{t('missing.title')}</h1>
      <p role="alert" className="mt-3 text-muted" data-testid="checkout-error">
        {message ?? t('missing.body')}
      </p>
      <Link
        href="/purchase"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-leaf px-6 font-bold text-white hover:bg-leaf-dark"
      >
        {t('backToCart')}
      </Link>
    </div>
  );
}
