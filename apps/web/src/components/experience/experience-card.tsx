import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { cardPicture, cardRating } from '@/components/catalogue/card-data.ts';
import { ExperienceCardView } from '@/components/catalogue/card-views.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { Experience } from '@/lib/api/types.ts';
import { experienceBadge } from '@/lib/catalogue/experience-badge.ts';
import { formatDuration, formatYen } from '@/lib/format.ts';
import { localizedText } from '@/lib/i18n/content.ts';

/**
 * An experience wherever experiences are listed (home, /experiences, a marché): picture with its
 * place and booking badge (受付前 / 受付中 / 満員 / 受付終了), title, duration, rating and the adult
 * price. Texts are the `experiences` and `catalogue` messages; the card itself is drawn by
 * ExperienceCardView from these strings (card-views.tsx says why).
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
  const badge = experienceBadge(experience.status);
  return (
    <ExperienceCardView
      href={localizedPath(locale, `/experiences/${encodeURIComponent(experience.id)}`)}
      {...cardPicture(experience.thumbnailUrl, c('noImage'))}
      {...(priority ? { priority } : {})}
      headingLevel={headingLevel}
      place={placeLabel(experience.hostPrefecture, experience.hostCity, locale)}
      {...(badge ? { badge: { state: badge, label: t(`badge.${badge}`) } } : {})}
      title={localizedText(experience.title, experience.titleEn, locale)}
      duration={
        experience.duration > 0
          ? t('duration', { duration: formatDuration(experience.duration, locale) })
          : ''
      }
      rating={cardRating(experience.rate, c)}
      adult={t('adultFrom')}
      price={formatYen(experience.priceAdult)}
      from={t('from')}
      tax={c('taxIncluded')}
    />
  );
}
