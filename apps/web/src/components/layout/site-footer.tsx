import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation.ts';
import { Logo } from './logo.tsx';

const LINKS = [
  { href: '/about', key: 'about' },
  { href: '/guide', key: 'help' },
  { href: '/contact', key: 'contact' },
  { href: '/privacy', key: 'privacy' },
  { href: '/legal-notice', key: 'legalNotice' },
  { href: '/terms-of-use', key: 'terms' },
] as const;

export async function SiteFooter() {
  const t = await getTranslations('layout');
  return (
    <footer className="mt-20 bg-leaf-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr] lg:px-8">
        <div>
          <Link href="/" className="inline-block rounded-lg bg-cream px-3 py-2">
            <Logo tagline={t('tagline')} compact />
            <span className="sr-only">{t('logoLabel')}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm text-white/90 leading-relaxed">{t('footer.lead')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-white/20 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-white/85 text-xs sm:px-6 lg:px-8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
