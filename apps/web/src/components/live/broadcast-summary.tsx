import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import type { Coordinator } from '@/lib/api/types.ts';
import { isoDateTime } from '@/lib/format.ts';
import { CoordinatorAvatar } from './coordinator-avatar.tsx';

/** The title block under a player: a badge line, the title, the marche and its coordinator, the description. */
export function BroadcastSummary({
  badges,
  title,
  coordinator,
  locale,
  coordinatorLine,
  descriptionHeading,
  description,
}: {
  badges: ReactNode;
  title: string;
  coordinator: Coordinator;
  locale: Locale;
  coordinatorLine: string;
  descriptionHeading: string;
  description: string;
}) {
  const c = useTranslations('catalogue');
  const place = placeLabel(coordinator.prefecture, coordinator.city, locale);
  return (
    <div className="mt-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">{badges}</div>
      <h1 className="mt-3 font-bold text-2xl text-soil leading-snug sm:text-3xl">{title}</h1>
      {coordinator.id ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <CoordinatorAvatar url={coordinator.thumbnailUrl} name={coordinator.marcheName} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-soil">
              {coordinator.marcheName}
              {place ? <span className="ml-2 font-normal text-muted text-sm">{place}</span> : null}
            </p>
            <p className="text-muted text-sm">{coordinatorLine}</p>
          </div>
          <Link
            href={`/coordinator/${encodeURIComponent(coordinator.id)}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-leaf px-4 font-semibold text-leaf-dark text-sm transition hover:bg-leaf hover:text-white"
          >
            {c('viewMarche')}
            <ArrowRightIcon />
          </Link>
        </div>
      ) : null}
      {description ? (
        <section aria-label={descriptionHeading} className="mt-6">
          <h2 className="font-bold text-lg text-soil">{descriptionHeading}</h2>
          <p className="mt-2 whitespace-pre-line text-soil leading-relaxed">{description}</p>
        </section>
      ) : null}
    </div>
  );
}

/** A `<time>` for a unix time, with its text. */
export function TimeText({ seconds, children }: { seconds: number; children: ReactNode }) {
  return <time dateTime={isoDateTime(seconds)}>{children}</time>;
}
