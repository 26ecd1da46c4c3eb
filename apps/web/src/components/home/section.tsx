import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';

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

/** A home-page section: heading block, optional "view all" link, then its cards (or a friendly empty line). */
export function HomeSection({ id, eyebrow, heading, sub, viewAll, empty, children, tone = 'plain' }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'tinted' ? 'bg-cream-dark/60 py-12 sm:py-14' : 'py-12 sm:py-14'}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <p aria-hidden="true" className="font-bold text-persimmon-dark text-xs tracking-[0.2em]">
              {eyebrow}
            </p>
            <h2 id={headingId} className="mt-1 font-bold text-2xl text-soil sm:text-[1.75rem]">
              {heading}
            </h2>
            <p className="mt-1 text-muted text-sm">{sub}</p>
          </div>
          {viewAll ? (
            <Link
              href={viewAll.href}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-leaf px-5 font-semibold text-leaf-dark text-sm transition hover:bg-leaf hover:text-white"
            >
              {viewAll.label}
              <span className="sr-only">: {heading}</span>
              <ArrowRightIcon />
            </Link>
          ) : null}
        </div>
        {empty ? (
          <p className="rounded-2xl border border-line border-dashed bg-white/70 px-6 py-10 text-center text-muted">
            {empty}
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
