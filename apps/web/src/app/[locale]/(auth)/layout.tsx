import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo.tsx';
import { Link } from '@/i18n/navigation.ts';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Sign-in, sign-up, verify and register (docs/product.md#storefront-pages): a centred card with the logo and no navigation.
export default async function AuthLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('layout');
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-cream px-4 py-12">
      {/* A banner landmark, so that no content sits outside a landmark (axe "region"). */}
      <header className="mb-8">
        <Link href="/" className="block rounded-lg">
          <Logo tagline={t('tagline')} />
          <span className="sr-only">{t('logoLabel')}</span>
        </Link>
      </header>
      <main
        id="main-content"
        className="w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-10"
      >
        {children}
      </main>
    </div>
  );
}
