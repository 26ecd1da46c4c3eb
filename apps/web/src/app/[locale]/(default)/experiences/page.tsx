import { parsePrefectureCode, prefectureOptions, SEARCH_LIMITS } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyList } from '@/components/catalogue/empty-list.tsx';
import { LoadError } from '@/components/catalogue/load-error.tsx';
import { ListPageHeader } from '@/components/catalogue/page-header.tsx';
import { CataloguePagination } from '@/components/catalogue/pagination.tsx';
import { ExperienceCard } from '@/components/experience/experience-card.tsx';
import { NearbyPanel } from '@/components/experience/nearby-panel.tsx';
import { SearchTabs } from '@/components/search/search-tabs.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { errorMessage, listExperiences } from '@/lib/api/index.ts';
import type { ExperiencesResponse } from '@/lib/api/types.ts';
import { parseKeywords, type SearchParams } from '@/lib/catalogue/items-query.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { redirectPastLastPage } from '@/lib/page-range.ts';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '@/lib/pagination.ts';
import { pageMetadata } from '@/lib/seo/metadata.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

type ExperiencesQuery = { page: number; prefecture: number | undefined; q: string | undefined };

function parseQuery(params: SearchParams): ExperiencesQuery {
  return {
    page: parsePage(params.page),
    prefecture: parsePrefectureCode(params.prefecture),
    q: parseKeywords(params.q),
  };
}

function queryString(query: ExperiencesQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.prefecture) search.set('prefecture', String(query.prefecture));
  if (query.page > 1) search.set('page', String(query.page));
  return search.toString();
}

const href = (query: ExperiencesQuery) => {
  const text = queryString(query);
  return text ? `/experiences?${text}` : '/experiences';
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const query = parseQuery(await searchParams);
  const [t, items, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'experiences' }),
    getTranslations({ locale, namespace: 'items' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path: '/experiences',
    query: queryString(query),
    title: query.page > 1 ? items('pageTitle', { title: t('title'), page: query.page }) : t('title'),
    description: t('description'),
    siteName: meta('siteName'),
  });
}

export default async function ExperiencesPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = parseQuery(await searchParams);
  const [t, c, s] = await Promise.all([
    getTranslations('experiences'),
    getTranslations('catalogue'),
    getTranslations('search'),
  ]);

  let data: ExperiencesResponse = {
    experiences: [],
    coordinators: [],
    producers: [],
    experienceTypes: [],
    total: 0,
  };
  let loadError: string | undefined;
  try {
    data = await listExperiences({
      limit: PAGE_SIZE,
      offset: pageOffset(query.page),
      prefecture: query.prefecture,
      q: query.q,
    });
  } catch (error) {
    console.error('GET /v1/experiences failed', error);
    loadError = c('loadError', { message: errorMessage(error, locale) });
  }
  if (!loadError) redirectPastLastPage(locale, '/experiences', await searchParams, query.page, data.total);
  const prefectures = prefectureOptions(locale);
  return (
    <>
      <ListPageHeader namespace="experiences" path="/experiences" locale={locale}>
        {/* Keyed by the query: a link followed without a page load (clear, the search tabs) shows its values. */}
        <form
          key={queryString({ ...query, page: 1 })}
          action={localizedPath(locale, '/experiences')}
          method="get"
          className="mt-6 flex flex-wrap items-end gap-3"
        >
          <label className="block font-semibold text-sm text-soil">
            {s('keyword')}
            <input
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              maxLength={SEARCH_LIMITS.query}
              className="mt-1.5 block min-h-11 w-60 max-w-full rounded-xl border border-line bg-white px-3 text-soil text-sm"
            />
          </label>
          <label className="block font-semibold text-sm text-soil">
            {t('prefecture')}
            <select
              name="prefecture"
              defaultValue={query.prefecture ? String(query.prefecture) : ''}
              className="mt-1.5 block min-h-11 w-60 max-w-full rounded-xl border border-line bg-white px-3 text-soil text-sm"
            >
              <option value="">{t('allPrefectures')}</option>
              {prefectures.map((prefecture) => (
                <option key={prefecture.code} value={prefecture.code}>
                  {prefecture.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-leaf px-6 font-bold text-sm text-white shadow-sm transition hover:bg-leaf-dark"
          >
            {t('apply')}
          </button>
        </form>
      </ListPageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section aria-labelledby="experience-list-heading" className="min-w-0">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="experience-list-heading" className="font-bold text-lg text-soil">
              {query.q
                ? s('experienceResults', { q: query.q, total: data.total })
                : t('count', { total: data.total })}
            </h2>
          </div>
          {query.q ? (
            <div className="-mt-2 mb-5">
              <SearchTabs
                label={s('tabsLabel')}
                current="experiences"
                tabs={{
                  products: { label: s('inProducts'), href: `/items?${new URLSearchParams({ q: query.q })}` },
                  experiences: { label: s('inExperiences'), href: href({ ...query, page: 1 }) },
                }}
              />
            </div>
          ) : null}
          {loadError ? (
            <LoadError message={loadError} />
          ) : data.experiences.length === 0 ? (
            <EmptyList
              message={t('empty')}
              reset={
                query.prefecture || query.q ? { href: '/experiences', label: t('emptyAction') } : undefined
              }
            />
          ) : (
            // One card a row on a phone: the first card's picture is fetched at once (lead-pictures.ts).
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {data.experiences.map((experience, index) => (
                <li key={experience.id}>
                  <ExperienceCard experience={experience} locale={locale} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <CataloguePagination
            current={query.page}
            count={pageCount(data.total)}
            hrefFor={(page) => href({ ...query, page })}
          />
        </section>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <NearbyPanel locale={locale} />
        </aside>
      </div>
    </>
  );
}
