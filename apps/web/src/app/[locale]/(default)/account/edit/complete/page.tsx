import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckCircleIcon } from '@/components/catalogue/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import { guardPage } from '@/lib/auth/page-guard.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const KNOWN = ['username', 'accountId', 'email', 'password', 'thumbnail', 'notification'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.complete' });
  return { title: t('title'), robots: { index: false } };
}

/** `?from=` names what changed (docs/product.md, "Storefront pages": `/account/edit/complete`). */
export default async function EditCompletePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = await searchParams;
  // Signed out: sign in and come back here (lib/auth/page-access.ts).
  await guardPage(locale, { pathname: '/account/edit/complete', query });
  const { from } = query;
  const t = await getTranslations('account.complete');
  const key = typeof from === 'string' && KNOWN.includes(from) ? from : 'default';
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <CheckCircleIcon className="mx-auto size-14 text-leaf" />
        <h1 className="mt-4 font-bold text-2xl text-soil">{t('title')}</h1>
        <p role="status" className="mt-4 text-soil">
          {t(`messages.${key}`)}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            href="/account"
            className="inline-flex min-h-11 items-center rounded-full bg-leaf-dark px-6 font-bold text-sm text-white hover:bg-leaf"
          >
            {t('toAccount')}
          </Link>
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-full border border-leaf px-6 font-bold text-leaf-dark text-sm hover:bg-leaf-light"
          >
            {t('toTop')}
          </Link>
        </div>
      </div>
    </div>
  );
}
