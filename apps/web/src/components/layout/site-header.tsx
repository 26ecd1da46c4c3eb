import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/account/avatar.tsx';
import { CartLink } from '@/components/cart/cart-link.tsx';
import { HeaderSearch } from '@/components/search/header-search.tsx';
import { Link } from '@/i18n/navigation.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { HEADER_ICON_LABEL } from './header-classes.ts';
import { HeaderMenuCloser } from './header-menu-closer.tsx';
import { MenuIcon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { NavLink } from './nav-link.tsx';

const NAV = [
  { href: '/items', key: 'items' },
  { href: '/marches', key: 'marches' },
  { href: '/experiences', key: 'experiences' },
  { href: '/volunteer', key: 'volunteer' },
  { href: '/spots', key: 'spots' },
] as const;

// Classes in globals.css: the header is in every page twice (its HTML and its RSC payload).
const navLinkClass = 'header-nav-link';

const iconButtonClass = 'header-icon-button';

/** The signed-in user for the header; an API problem just shows the sign-in link. */
async function headerUser() {
  try {
    return await getCurrentUser();
  } catch {
    return undefined;
  }
}

export async function SiteHeader() {
  const [t, user, messages] = await Promise.all([getTranslations('layout'), headerUser(), getMessages()]);
  return (
    <header className="sticky top-0 z-40 border-line border-b bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="mx-auto flex max-w-7xl items-center gap-x-2 gap-y-1 px-3 py-1.5 sm:gap-x-3 sm:px-6 lg:flex-wrap lg:gap-x-5 lg:px-8 lg:pt-2.5 lg:pb-0 xl:flex-nowrap xl:py-3">
        <Link href="/" className="rounded-lg">
          <Logo tagline={t('tagline')} />
          <span className="sr-only">{t('logoLabel')}</span>
        </Link>

        {/*
         * Phones and tablets (below lg): one row that does not wrap (logo, language, account — the
         * member's avatar only on phones —, cart, menu) is all that sticks, 57 px; the navigation and the search open under it from the menu button, a
         * <details> that works without JavaScript. From lg the <details> is display: contents and
         * always open (.header-menu in globals.css), so the navigation sits in the row and the
         * search beside it (xl) or on a row of its own (lg), as before.
         */}
        <details className="header-menu">
          <summary className={iconButtonClass}>
            <MenuIcon className="size-6" />
            <span className="sr-only">{t('mainNavLabel')}</span>
          </summary>
          <div className="header-menu-panel">
            <HeaderMenuCloser />
            <nav aria-label={t('mainNavLabel')} className="lg:flex-1">
              <ul className="flex flex-wrap gap-x-5 text-sm lg:flex-nowrap lg:gap-5 lg:overflow-x-auto lg:text-[0.95rem] xl:gap-6">
                {NAV.map((item) => (
                  <li key={item.key}>
                    <NavLink href={item.href} className={navLinkClass}>
                      {t(`nav.${item.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>

            {/* The search box: in the menu below lg, its own full-width row at lg, beside the navigation from xl. */}
            <NextIntlClientProvider messages={{ search: messages.search }}>
              <HeaderSearch className="mt-1 w-full lg:order-last lg:mt-0 lg:mb-1.5 xl:order-none xl:mb-0 xl:w-64" />
            </NextIntlClientProvider>
          </div>
        </details>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageSwitch />
          {user ? (
            <Link href="/account" className={iconButtonClass}>
              <Avatar url={user.thumbnailUrl} name={user.username} size={24} />
              <span className={`max-w-24 truncate max-sm:sr-only ${HEADER_ICON_LABEL}`}>
                {user.username}
                <span className="sr-only">{t('accountSuffix')}</span>
              </span>
            </Link>
          ) : (
            <Link href="/signin" className={iconButtonClass}>
              <UserIcon className="size-6" />
              <span className={HEADER_ICON_LABEL}>{t('signin')}</span>
            </Link>
          )}
          <CartLink className={iconButtonClass} />
        </div>
      </div>
    </header>
  );
}
