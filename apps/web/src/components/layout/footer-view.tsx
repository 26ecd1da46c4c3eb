'use client';

import { Logo } from './logo.tsx';

/** The footer's texts and links, written out by the server (site-footer.tsx). */
export type FooterTexts = {
  home: string;
  tagline: string;
  logoLabel: string;
  lead: string;
  navLabel: string;
  links: readonly { href: string; label: string }[];
  copyright: string;
};

/**
 * The footer's markup, drawn from its strings. A server component's markup is written twice, in
 * the HTML and element by element in every page's RSC payload; a client component's payload is its
 * props: about 2.6 KB of payload per page became about 0.8 KB (docs/storefront-speed.md). Plain
 * links: nothing here needs the router.
 */
export function FooterView({ texts }: { texts: FooterTexts }) {
  return (
    <footer className="mt-20 bg-leaf-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_2fr] lg:px-8">
        <div>
          <a href={texts.home} className="inline-block rounded-lg bg-cream px-3 py-2">
            <Logo tagline={texts.tagline} compact />
            <span className="sr-only">{texts.logoLabel}</span>
          </a>
          <p className="mt-4 max-w-xs text-sm text-white/90 leading-relaxed">{texts.lead}</p>
        </div>
        <nav aria-label={texts.navLabel}>
          <ul className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
            {texts.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-white/20 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-white/85 text-xs sm:px-6 lg:px-8">{texts.copyright}</p>
      </div>
    </footer>
  );
}
