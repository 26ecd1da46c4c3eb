import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutSteps } from '@/components/checkout/checkout-steps.tsx';
import { MissingCheckout } from '@/components/checkout/missing-checkout.tsx';
import { Link, redirect } from '@/i18n/navigation.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { checkoutHref, readCheckoutQuery } from '@/lib/checkout/flow.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'checkout.auth' });
  return { title: t('title'), robots: { index: false } };
}

const cardClass = 'flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8';
const primary =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-persimmon-dark px-6 font-bold text-white hover:bg-persimmon';
const secondary =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-leaf px-6 font-bold text-leaf-dark hover:bg-leaf-light';

/**
 * `/v1/purchase/auth?coordinatorId=…`: sign in (the sign-in page comes back here, which then goes on
 * to the address step) or continue as a guest. A signed-in member goes straight to the address step.
 */
export default async function CheckoutAuthPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = readCheckoutQuery(await searchParams);
  if (!query) return <MissingCheckout />;
  const user = await getCurrentUser();
  if (user) return redirect({ href: checkoutHref('address', query), locale });
  const t = await getTranslations('checkout.auth');
  const back = checkoutHref('auth', query);

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{t('title')}</h1>
      <CheckoutSteps current="address" />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="checkout-member" className={cardClass}>
          <h2 id="checkout-member" className="font-bold text-soil text-xl">
            {t('member')}
          </h2>
          <p className="text-muted text-sm">{t('memberText')}</p>
          <Link href={{ pathname: '/signin', query: { redirect: back } }} className={primary}>
            {t('signIn')}
          </Link>
          <Link href="/signup" className="text-center text-leaf-dark text-sm underline underline-offset-2">
            {t('signUp')}
          </Link>
        </section>
        <section aria-labelledby="checkout-guest" className={cardClass}>
          <h2 id="checkout-guest" className="font-bold text-soil text-xl">
            {t('guest')}
          </h2>
          <p className="text-muted text-sm">{t('guestText')}</p>
          <Link href={checkoutHref('guestAddress', query)} className={secondary}>
            {t('asGuest')}
          </Link>
        </section>
      </div>
      <p className="mt-6">
        <Link href="/purchase" className="text-leaf-dark text-sm underline underline-offset-2">
          {t('backToCart')}
        </Link>
      </p>
    </div>
  );
}
