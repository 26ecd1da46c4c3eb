import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { CardFrame } from '@/components/catalogue/card-frame.tsx';
import type { Locale } from '@/i18n/routing.ts';
import type { Experience } from '@/lib/api/types.ts';
import { type ExperienceBadge, experienceBadge } from '@/lib/catalogue/experience-badge.ts';
import { formatDuration } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';
import { ClockIcon } from '../catalogue/icons.tsx';
import { Price } from '../catalogue/price.tsx';
import { RatingLine } from '../catalogue/rating-stars.tsx';

/** Badge colours; the state is always spelled out in the badge's text, never told by colour alone. */
const BADGE_TONES: Record<ExperienceBadge, string> = {
  waiting: 'bg-white/95 text-soil ring-1 ring-line',
  accepting: 'bg-leaf-dark text-white',
  soldOut: 'bg-persimmon-dark text-white',
  finished: 'bg-soil text-white',
};

/**
 * An experience wherever experiences are listed (home, /experiences, a marché): picture with its
 * place and booking badge (受付前 / 受付中 / 満員 / 受付終了), title, duration, rating and the adult
 * price. Texts are the `experiences` and `catalogue` messages.
 */
export function ExperienceCard({
  experience,
  locale,
  headingLevel = 'h3',
  priority = false,
}: {
  experience: Experience;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const t = useTranslations('experiences');
  const c = useTranslations('catalogue');
  const Heading = headingLevel;
  const place = placeLabel(experience.hostPrefecture, experience.hostCity, locale);
  const badge = experienceBadge(experience.status);
  return (
    <CardFrame
      href={`/experiences/${encodeURIComponent(experience.id)}`}
      picture={experience.thumbnailUrl}
      kind="experience"
      priority={priority}
      overlay={
        <>
          {place ? (
            <span className="card-place">
              <span className="truncate">{place}</span>
            </span>
          ) : null}
          {badge ? (
            <span
              data-testid="experience-badge"
              data-badge={badge}
              className={`absolute top-3 right-3 rounded-full px-2.5 py-1 font-bold text-xs shadow-sm ${BADGE_TONES[badge]}`}
            >
              {t(`badge.${badge}`)}
            </span>
          ) : null}
        </>
      }
    >
      <div className="experience-card-body">
        <Heading className="experience-card-title">
          {localizedText(experience.title, experience.titleEn, locale)}
        </Heading>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-xs">
          {experience.duration > 0 ? (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3.5 text-leaf" />
              {t('duration', { duration: formatDuration(experience.duration, locale) })}
            </span>
          ) : null}
          <RatingLine rate={experience.rate} />
        </p>
        <p className="mt-auto flex items-baseline justify-end gap-1.5 pt-2">
          <span className="rounded bg-leaf-light px-1.5 py-0.5 font-semibold text-leaf-dark text-xs">
            {t('adultFrom')}
          </span>
          <Price amount={experience.priceAdult} taxLabel={c('taxIncluded')} suffix={t('from')} />
        </p>
      </div>
    </CardFrame>
  );
}
