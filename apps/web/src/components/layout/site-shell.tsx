import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The default layout's chrome: skip link, header, main landmark, footer. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const t = await getTranslations('layout');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-soil focus:px-4 focus:py-3 focus:text-white"
      >
        {t('skipToMain')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
