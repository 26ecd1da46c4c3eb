import { getLocale, getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/account/avatar.tsx';
import { CartLink } from '@/components/cart/cart-link.tsx';
import { headerSearchTexts } from '@/components/search/header-search-texts.ts';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { HEADER_ICON_LABEL } from './header-classes.ts';
import { HeaderView } from './header-view.tsx';
import { UserIcon } from './icons.tsx';

const NAV = [
  { href: '/items', key: 'items' },
  { href: '/marches', key: 'marches' },
  { href: '/experiences', key: 'experiences' },
  { href: '/volunteer', key: 'volunteer' },
  { href: '/spots', key: 'spots' },
] as const;

const iconButtonClass = 'header-icon-button';

/** The signed-in user for the header; an API problem just shows the sign-in link. */
async function headerUser() {
  try {
    return await getCurrentUser();
  } catch {
    return undefined;
  }
}

/**
 * The site's header, drawn by a client component from its strings (header-view.tsx: its payload is
 * the strings, not the markup). Its links are plain anchors with the locale in their paths and its
 * client parts (menu closer, navigation links, search, language switch) get their texts as props:
 * none of them needs next-intl in the browser, so its message formatter and navigation stay out of
 * every page's first-load JavaScript. The account link and the cart are the request's, rendered here.
 */
export async function SiteHeader() {
  const [t, user, searchTexts, locale] = await Promise.all([
    getTranslations('layout'),
    headerUser(),
    headerSearchTexts(),
    getLocale() as Promise<Locale>,
  ]);
  const href = (path: string) => localizedPath(locale, path);
  const other: Locale = locale === 'ja' ? 'en' : 'ja';
  return (
    <HeaderView
      texts={{
        locale,
        home: href('/'),
        tagline: t('tagline'),
        logoLabel: t('logoLabel'),
        mainNavLabel: t('mainNavLabel'),
        nav: NAV.map((item) => ({ href: href(item.href), label: t(`nav.${item.key}`) })),
        search: searchTexts,
        language: { target: other, text: t('languageSwitch'), label: t('languageSwitchLabel') },
      }}
      account={
        user ? (
          <a href={href('/account')} className={iconButtonClass}>
            <Avatar url={user.thumbnailUrl} name={user.username} size={24} />
            <span className={`max-w-24 truncate max-sm:sr-only ${HEADER_ICON_LABEL}`}>
              {user.username}
              <span className="sr-only">{t('accountSuffix')}</span>
            </span>
          </a>
        ) : (
          <a href={href('/signin')} className={iconButtonClass}>
            <UserIcon className="size-6" />
            <span className={HEADER_ICON_LABEL}>{t('signin')}</span>
          </a>
        )
      }
      cart={<CartLink href={href('/purchase')} className={iconButtonClass} />}
    />
  );
}
