import { placeLabel } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoadError } from '@/components/catalogue/load-error.tsx';
import { ListPageHeader } from '@/components/catalogue/page-header.tsx';
import { CataloguePagination } from '@/components/catalogue/pagination.tsx';
import { MarcheCard } from '@/components/coordinator/marche-card.tsx';
import { ArchiveCard } from '@/components/home/archive-card.tsx';
import { HomeSection } from '@/components/home/section.tsx';
import type { Locale } from '@/i18n/routing.ts';
import { errorMessage, listCoordinators } from '@/lib/api/index.ts';
import { listArchiveSchedules } from '@/lib/api/schedules.ts';
import type { ArchiveSummary, CoordinatorsResponse } from '@/lib/api/types.ts';
import type { SearchParams } from '@/lib/catalogue/items-query.ts';
import { allShown, localizedText, marcheShown } from '@/lib/i18n/content.ts';
import { localizedName } from '@/lib/i18n/names.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { redirectPastLastPage } from '@/lib/page-range.ts';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '@/lib/pagination.ts';
import { pageMetadata } from '@/lib/seo/metadata.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const pageHref = (page: number) => (page > 1 ? `/marches?page=${page}` : '/marches');

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const page = parsePage((await searchParams).page);
  const [t, items, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'marches' }),
    getTranslations({ locale, namespace: 'items' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path: '/marches',
    query: page > 1 ? `page=${page}` : '',
    title: page > 1 ? items('pageTitle', { title: t('title'), page }) : t('title'),
    description: t('description'),
    siteName: meta('siteName'),
  });
}

export default async function MarchesPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const page = parsePage((await searchParams).page);
  const [t, c, home] = await Promise.all([
    getTranslations('marches'),
    getTranslations('catalogue'),
    getTranslations('home'),
  ]);
  // The first page also lists the latest archives, each leading to its /live/{id} page.
  const archives = page === 1 ? await latestArchives(locale) : { archives: [], marcheNames: new Map() };

  let data: CoordinatorsResponse = { coordinators: [], productTypes: [], total: 0 };
  let loadError: string | undefined;
  try {
    const loaded = await listCoordinators({ limit: PAGE_SIZE, offset: pageOffset(page) });
    data = { ...loaded, coordinators: allShown(loaded.coordinators, locale, marcheShown) };
  } catch (error) {
    console.error('GET /v1/coordinators failed', error);
    loadError = c('loadError', { message: errorMessage(error, locale) });
  }
  if (!loadError) redirectPastLastPage(locale, '/marches', await searchParams, page, data.total);
  const typeNames = new Map(data.productTypes.map((type) => [type.id, localizedName(type, locale)]));

  return (
    <>
      <ListPageHeader namespace="marches" path="/marches" locale={locale} />
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        {loadError ? (
          <LoadError message={loadError} />
        ) : data.coordinators.length === 0 ? (
          <p className="rounded-2xl border border-line border-dashed bg-white/70 px-6 py-12 text-center text-muted">
            {t('empty')}
          </p>
        ) : (
          <>
            <p className="mb-5 font-bold text-soil">{t('count', { total: data.total })}</p>
            {/* One card a row on a phone: the first card's picture is fetched at once (lead-pictures.ts). */}
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {data.coordinators.map((coordinator, index) => (
                <li key={coordinator.id}>
                  <MarcheCard
                    coordinator={coordinator}
                    place={placeLabel(coordinator.prefecture, coordinator.city, locale)}
                    productTypes={coordinator.productTypeIds.flatMap((id) => typeNames.get(id) ?? [])}
                    priority={index === 0}
                    text={{
                      by: t('by', { name: coordinator.username }),
                      productTypes: t('productTypes'),
                      noImage: c('noImage'),
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        <CataloguePagination current={page} count={pageCount(data.total)} hrefFor={pageHref} />
      </div>
      {archives.archives.length > 0 ? (
        <HomeSection
          id="archives"
          eyebrow="LIVE ARCHIVE"
          heading={home('archives.heading')}
          sub={home('archives.sub')}
          empty={false}
        >
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {archives.archives.map((archive) => (
              <li key={archive.scheduleId}>
                <ArchiveCard
                  archive={archive}
                  marcheName={archives.marcheNames.get(archive.coordinatorId)}
                  locale={locale}
                  text={{ badge: home('archives.badge') }}
                />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}
    </>
  );
}

/** The 20 latest archives and their marche names; none when the API cannot answer (the marches still show). */
async function latestArchives(
  locale: Locale,
): Promise<{ archives: ArchiveSummary[]; marcheNames: Map<string, string> }> {
  try {
    const { archives, coordinators } = await listArchiveSchedules({ limit: PAGE_SIZE, offset: 0 });
    return {
      archives,
      marcheNames: new Map(
        coordinators.map((c) => [c.id, localizedText(c.marcheName, c.marcheNameEn, locale)]),
      ),
    };
  } catch (error) {
    console.error('GET /v1/schedules/archives failed', error);
    return { archives: [], marcheNames: new Map() };
  }
}
