import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation.ts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth.register' });
  return { title: t('title'), robots: { index: false } };
}

/** After the code is confirmed: the account is active; the user signs in (not automatically). */
export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('auth.register');
  return (
    <div className="text-center">
      <h1 className="font-bold text-2xl text-soil">{t('title')}</h1>
      <p className="mt-4 text-soil leading-relaxed">{t('body')}</p>
      <Link
        href="/signin?redirect=/account"
        className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-leaf-dark px-10 font-bold text-white hover:bg-leaf"
      >
        {t('signIn')}
      </Link>
    </div>
  );
}
