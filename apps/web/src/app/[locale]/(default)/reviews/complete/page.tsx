import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckCircleIcon } from '@/components/catalogue/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { itemPath } from '@/lib/reviews/form.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'reviews.complete' });
  return { title: t('title'), robots: { index: false } };
}

const one = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/** After a review: thanks, a link back to the item (`?product=` or `?experience=`) and to the top. */
export default async function ReviewCompletePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('reviews.complete');
  const product = one(query.product);
  const experience = one(query.experience);
  const back = product
    ? { href: `${itemPath('products', product)}#reviews`, label: t('backItem') }
    : experience
      ? { href: `${itemPath('experiences', experience)}#reviews`, label: t('backExperience') }
      : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <CheckCircleIcon className="mx-auto size-14 text-leaf" />
        <h1 className="mt-4 font-bold text-2xl text-soil">{t('title')}</h1>
        <p role="status" className="mt-4 text-soil">
          {t('lead')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {back ? (
            <Link
              href={back.href}
              className="inline-flex min-h-11 items-center rounded-full bg-leaf-dark px-6 font-bold text-sm text-white hover:bg-leaf"
            >
              {back.label}
            </Link>
          ) : null}
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-full border border-leaf px-6 font-bold text-leaf-dark text-sm hover:bg-leaf-light"
          >
            {t('top')}
          </Link>
        </div>
      </div>
    </div>
  );
}
