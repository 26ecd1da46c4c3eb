import type { LiveSchedulesResponse } from '@hatake/contract';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoadError } from '@/components/catalogue/load-error.tsx';
import { ListPageHeader } from '@/components/catalogue/page-header.tsx';
import { leadPictures } from '@/components/home/lead-pictures.ts';
import { HomeLiveSections } from '@/components/home/live-section.tsx';
import { Link } from '@/i18n/navigation.ts';
import { errorMessage } from '@/lib/api/index.ts';
import { listLiveSchedules } from '@/lib/api/schedules.ts';
import { localizedText } from '@/lib/i18n/content.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { splitHomeLives } from '@/lib/live/home-lives.ts';
import { pageMetadata } from '@/lib/seo/metadata.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'lives' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path: '/live',
    query: '',
    title: t('title'),
    description: t('description'),
    siteName: meta('siteName'),
  });
}

/**
 * The list the home page's 「ライブ配信中」 leads to: every live on air now and every one that starts
 * later (`GET /v1/schedules/lives`, as the home page splits them), then a way to the archives.
 */
export default async function LivesPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const [t, c] = await Promise.all([getTranslations('lives'), getTranslations('catalogue')]);
  let data: LiveSchedulesResponse = { lives: [], coordinators: [], total: 0 };
  let loadError: string | undefined;
  try {
    data = await listLiveSchedules({ limit: 200, offset: 0 });
  } catch (error) {
    console.error('GET /v1/schedules/lives failed', error);
    loadError = c('loadError', { message: errorMessage(error, locale) });
  }
  const marcheName = new Map(
    data.coordinators.map((coordinator) => [
      coordinator.id,
      localizedText(coordinator.marcheName, coordinator.marcheNameEn, locale),
    ]),
  );
  const lives = splitHomeLives(data.lives);
  const lead = leadPictures({ onAir: lives.onAir.length, upcoming: lives.upcoming.length });
  return (
    <>
      <ListPageHeader namespace="lives" path="/live" locale={locale} />
      {loadError ? (
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <LoadError message={loadError} />
        </div>
      ) : (
        <HomeLiveSections
          lives={lives}
          lead={lead}
          marcheName={marcheName}
          locale={locale}
          withViewAll={false}
        />
      )}
      <p className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <Link href="/marches#archives" className="font-bold text-leaf-dark underline underline-offset-2">
          {t('archives')}
        </Link>
      </p>
    </>
  );
}
