import { getLocale, getTranslations } from 'next-intl/server';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { FooterView } from './footer-view.tsx';

const LINKS = [
  { href: '/about', key: 'about' },
  { href: '/guide', key: 'help' },
  { href: '/contact', key: 'contact' },
  { href: '/privacy', key: 'privacy' },
  { href: '/legal-notice', key: 'legalNotice' },
  { href: '/terms-of-use', key: 'terms' },
] as const;

/**
 * The footer: plain links with the locale in their paths, drawn by a client component from these
 * strings (footer-view.tsx: its payload is the strings, not the markup).
 */
export async function SiteFooter() {
  const [t, locale] = await Promise.all([getTranslations('layout'), getLocale() as Promise<Locale>]);
  return (
    <FooterView
      texts={{
        home: localizedPath(locale, '/'),
        tagline: t('tagline'),
        logoLabel: t('logoLabel'),
        lead: t('footer.lead'),
        navLabel: t('footer.navLabel'),
        links: LINKS.map((link) => ({
          href: localizedPath(locale, link.href),
          label: t(`footer.${link.key}`),
        })),
        copyright: t('footer.copyright', { year: new Date().getFullYear() }),
      }}
    />
  );
}
