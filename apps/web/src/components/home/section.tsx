import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { IntentLink } from '@/components/ui/intent-link.tsx';
import { isLocale, localizedPath } from '@/i18n/routing.ts';

type Props = {
  id: string;
  eyebrow: string;
  heading: string;
  sub: string;
  viewAll?: { href: string; label: string } | undefined;
  /** Shown instead of the children when there is nothing to list. */
  empty: string | false;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
};

/**
 * A home-page section: heading block, optional "view all" link, then its cards (or a friendly empty
 * line). Its chrome is one class per element (`.home-section*` in globals.css): eight sections are
 * written twice into `/`, in the HTML and in the RSC payload. The "view all" link is IntentLink
 * (next/link) with the path already localized, whose payload is its href and class only.
 */
export function HomeSection({ id, eyebrow, heading, sub, viewAll, empty, children, tone = 'plain' }: Props) {
  const locale = useLocale();
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'tinted' ? 'home-section home-section-tinted' : 'home-section'}
    >
      <div className="home-section-inner">
        <div className="home-section-head">
          <div>
            <p aria-hidden="true" className="home-section-eyebrow">
              {eyebrow}
            </p>
            <h2 id={headingId} className="home-section-heading">
              {heading}
            </h2>
            <p className="home-section-sub">{sub}</p>
          </div>
          {viewAll ? (
            <IntentLink
              href={localizedPath(isLocale(locale) ? locale : 'ja', viewAll.href)}
              className="home-section-all"
            >
              {viewAll.label}
              <span className="sr-only">{`: ${heading}`}</span>
              <ArrowRightIcon />
            </IntentLink>
          ) : null}
        </div>
        {empty ? <p className="home-section-empty">{empty}</p> : children}
      </div>
    </section>
  );
}
