import { getTranslations } from 'next-intl/server';
import { gridClass } from '@/components/catalogue/card-styles.ts';
import type { Locale } from '@/i18n/routing.ts';
import type { LiveSummary } from '@/lib/api/types.ts';
import type { HomeLives } from '@/lib/live/home-lives.ts';
import type { LeadPictures } from './lead-pictures.ts';
import { LiveCard, type LiveCardText } from './live-card.tsx';
import { HomeSection } from './section.tsx';

/**
 * The home page's lives: 「ライブ配信中」 lists only what is on air now, and 「配信予定」 (its own
 * section, only when there is one) what starts later (lib/live/home-lives.ts). With neither, the
 * live section says so and points to the archives.
 */
export async function HomeLiveSections({
  lives: { onAir, upcoming },
  lead,
  marcheName,
  locale,
  withViewAll = true,
}: {
  /** The lives split as the sections show them (lib/live/home-lives.ts). */
  lives: HomeLives;
  /** The cards whose pictures are fetched at once. */
  lead: LeadPictures;
  marcheName: ReadonlyMap<string, string>;
  locale: Locale;
  /** The link to the lives' own list (/live); off on that list itself. */
  withViewAll?: boolean;
}) {
  const t = await getTranslations('home');
  const text: LiveCardText = {
    badge: t('lives.badge'),
    upcoming: t('lives.upcoming'),
    startsAt: (time) => t('lives.startsAt', { time }),
  };
  const cards = (section: 'onAir' | 'upcoming', list: LiveSummary[]) => (
    <ul className={gridClass.wide}>
      {list.map((live, index) => (
        <li key={live.scheduleId}>
          <LiveCard
            live={live}
            marcheName={marcheName.get(live.coordinatorId)}
            locale={locale}
            text={text}
            priority={lead(section, index)}
          />
        </li>
      ))}
    </ul>
  );
  const onAirEmpty = upcoming.length > 0 ? t('lives.onAirEmpty') : t('lives.empty');
  return (
    <>
      <HomeSection
        id="lives"
        eyebrow="LIVE"
        heading={t('lives.heading')}
        sub={t('lives.sub')}
        viewAll={withViewAll ? { href: '/live', label: t('viewAll') } : undefined}
        empty={onAir.length === 0 && onAirEmpty}
      >
        {cards('onAir', onAir)}
      </HomeSection>
      {upcoming.length > 0 ? (
        <HomeSection
          id="upcoming-lives"
          eyebrow="UPCOMING"
          heading={t('upcomingLives.heading')}
          sub={t('upcomingLives.sub')}
          empty={false}
        >
          {cards('upcoming', upcoming)}
        </HomeSection>
      ) : null}
    </>
  );
}
