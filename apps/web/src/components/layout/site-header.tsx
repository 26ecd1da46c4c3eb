import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/account/avatar.tsx';
import { CartLink } from '@/components/cart/cart-link.tsx';
import { HeaderSearch } from '@/components/search/header-search.tsx';
import { Link } from '@/i18n/navigation.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { HEADER_ICON_LABEL } from './header-classes.ts';
import { UserIcon } from './icons.tsx';
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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 pt-2.5 sm:px-6 lg:gap-x-5 lg:px-8 xl:flex-nowrap xl:py-3">
        <Link href="/" className="rounded-lg">
          <Logo tagline={t('tagline')} />
          <span className="sr-only">{t('logoLabel')}</span>
        </Link>

        {/* One navigation: inline from lg, a horizontally scrolling row under the logo below it. */}
        <nav
          aria-label={t('mainNavLabel')}
          className="order-last w-full border-line border-t lg:order-none lg:w-auto lg:flex-1 lg:border-0"
        >
          <ul className="flex gap-5 overflow-x-auto text-sm lg:gap-5 lg:text-[0.95rem] xl:gap-6">
            {NAV.map((item) => (
              <li key={item.key}>
                <NavLink href={item.href} className={navLinkClass}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* The search box: its own full-width row below xl, beside the navigation from xl (1280 px). */}
        <NextIntlClientProvider messages={{ search: messages.search }}>
          <HeaderSearch className="order-last mb-1.5 w-full xl:order-none xl:mb-0 xl:w-64" />
        </NextIntlClientProvider>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageSwitch />
          {user ? (
            <Link href="/account" className={iconButtonClass}>
              <Avatar url={user.thumbnailUrl} name={user.username} size={24} />
              <span className={`max-w-24 truncate ${HEADER_ICON_LABEL}`}>
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
