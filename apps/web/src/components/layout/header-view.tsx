'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing.ts';
import { HeaderSearch } from '../search/header-search.tsx';
import type { HeaderSearchTexts } from '../search/header-search-texts.ts';
import { HeaderMenuCloser } from './header-menu-closer.tsx';
import { MenuIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { NavLink } from './nav-link.tsx';

/** The header's texts and links, written out by the server (site-header.tsx). */
export type HeaderTexts = {
  locale: Locale;
  home: string;
  tagline: string;
  logoLabel: string;
  mainNavLabel: string;
  nav: readonly { href: string; label: string }[];
  search: HeaderSearchTexts;
  language: { target: Locale; text: string; label: string };
};

/**
 * The header's markup, drawn from its strings. A server component's markup is written twice, in
 * the HTML and element by element in every page's RSC payload; a client component's payload is its
 * props (docs/storefront-speed.md). `account` and `cart` are rendered by the server (the member and
 * the cart's units are the request's).
 *
 * Phones and tablets (below lg): one row that does not wrap (logo, language, account — the member's
 * avatar only on phones —, cart, menu) is all that sticks, 57 px; the navigation and the search open
 * under it from the menu button, a <details> that works without JavaScript. From lg the <details>
 * is display: contents and always open (.header-menu in globals.css), so the navigation sits in
 * the row and the search beside it (xl) or on a row of its own (lg).
 */
export function HeaderView({
  texts,
  account,
  cart,
}: {
  texts: HeaderTexts;
  account: ReactNode;
  cart: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-line border-b bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="mx-auto flex max-w-7xl items-center gap-x-2 gap-y-1 px-3 py-1.5 sm:gap-x-3 sm:px-6 lg:flex-wrap lg:gap-x-5 lg:px-8 lg:pt-2.5 lg:pb-0 xl:flex-nowrap xl:py-3">
        <a href={texts.home} className="rounded-lg">
          <Logo tagline={texts.tagline} />
          <span className="sr-only">{texts.logoLabel}</span>
        </a>

        <details className="header-menu">
          <summary className="header-icon-button">
            <MenuIcon className="size-6" />
            <span className="sr-only">{texts.mainNavLabel}</span>
          </summary>
          <div className="header-menu-panel">
            <HeaderMenuCloser />
            <nav aria-label={texts.mainNavLabel} className="lg:flex-1">
              <ul className="flex flex-wrap gap-x-5 text-sm lg:flex-nowrap lg:gap-5 lg:overflow-x-auto lg:text-[0.95rem] xl:gap-6">
                {texts.nav.map((item) => (
                  <li key={item.href}>
                    <NavLink href={item.href} className="header-nav-link">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>

            {/* The search box: in the menu below lg, its own full-width row at lg, beside the navigation from xl. */}
            <HeaderSearch
              locale={texts.locale}
              texts={texts.search}
              className="mt-1 w-full lg:order-last lg:mt-0 lg:mb-1.5 xl:order-none xl:mb-0 xl:w-64"
            />
          </div>
        </details>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <LanguageSwitch
            target={texts.language.target}
            text={texts.language.text}
            label={texts.language.label}
          />
          {account}
          {cart}
        </div>
      </div>
    </header>
  );
}
