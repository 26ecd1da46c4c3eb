import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// The health layout: a plain cream column without header or footer.
export default async function HealthLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <main id="main-content" className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-4 py-12">
      {children}
    </main>
  );
}
