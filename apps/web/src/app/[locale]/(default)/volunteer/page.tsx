import type { Coordinator, VolunteersResponse } from '@hatake/contract';
import { parsePrefectureCode, prefectureLabel, prefectureOptions } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoadError } from '@/components/catalogue/load-error.tsx';
import { ListPageHeader } from '@/components/catalogue/page-header.tsx';
import { CataloguePagination } from '@/components/catalogue/pagination.tsx';
import { PointMap } from '@/components/map/point-map.tsx';
import { VolunteerCard } from '@/components/volunteer/volunteer-card.tsx';
import { Link } from '@/i18n/navigation.ts';
import { localizedPath } from '@/i18n/routing.ts';
import { listCoordinators } from '@/lib/api/catalogue.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { listVolunteers } from '@/lib/api/volunteers.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { mappable } from '@/lib/map/points.ts';
import { redirectPastLastPage } from '@/lib/page-range.ts';
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from '@/lib/pagination.ts';
import { pageMetadata } from '@/lib/seo/metadata.ts';
import { eventDays, japanToday, volunteerIsOver } from '@/lib/volunteer/view.ts';

export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

type Filters = { coordinator: string; prefecture: number | undefined };

const one = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

function readFilters(query: SearchParams): Filters {
  const coordinator = one(query.coordinator);
  return {
    coordinator: /^[\w-]{1,64}$/.test(coordinator) ? coordinator : '',
    prefecture: parsePrefectureCode(query.prefecture),
  };
}

/** `/volunteer?coordinator=…&prefecture=…&page=N` (defaults left out). */
function listHref(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  if (filters.coordinator) params.set('coordinator', filters.coordinator);
  if (filters.prefecture) params.set('prefecture', String(filters.prefecture));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/volunteer${search ? `?${search}` : ''}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'volunteer' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path: '/volunteer',
    title: t('title'),
    description: t('lead'),
    siteName: meta('siteName'),
  });
}

/** Marches to filter by (the first 200; a shop with more is unheard of). */
async function coordinatorOptions(): Promise<Coordinator[]> {
  try {
    return (await listCoordinators({ limit: 200, offset: 0 })).coordinators;
  } catch {
    return [];
  }
}

/**
 * docs/product.md `/volunteer`: farm-help posts, newest first, 20 per page, filtered by marche and
 * prefecture (a GET form: works without JavaScript), with the places of the page's posts on a map.
 */
export default async function VolunteerListPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const filters = readFilters(query);
  const page = parsePage(query.page);
  const [t, c, coordinators] = await Promise.all([
    getTranslations('volunteer'),
    getTranslations('catalogue'),
    coordinatorOptions(),
  ]);

  let data: VolunteersResponse = { volunteers: [], coordinators: [], producers: [], total: 0 };
  let loadError: string | undefined;
  try {
    data = await listVolunteers({
      limit: PAGE_SIZE,
      offset: pageOffset(page),
      coordinatorId: filters.coordinator || undefined,
      prefecture: filters.prefecture,
    });
  } catch (error) {
    // An unknown marche is 404: nothing matches.
    if (!(error instanceof ResponseError && error.status === 404)) {
      console.error('GET /v1/volunteers failed', error);
      loadError = c('loadError', { message: errorMessage(error, locale) });
    }
  }
  if (!loadError) redirectPastLastPage(locale, '/volunteer', query, page, data.total);
  const filtered = Boolean(filters.coordinator || filters.prefecture);
  const today = japanToday();
  const points = mappable(data.volunteers).map((v) => ({
    id: v.id,
    name: v.title,
    latitude: v.latitude,
    longitude: v.longitude,
    href: localizedPath(locale, `/volunteer/${encodeURIComponent(v.id)}`),
  }));
  const selectClass =
    'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-soil sm:w-56';

  return (
    <>
      <ListPageHeader namespace="volunteer" path="/volunteer" locale={locale}>
        <form
          method="get"
          action={localizedPath(locale, '/volunteer')}
          aria-label={t('filters')}
          className="mt-6 flex flex-wrap items-end gap-4"
        >
          <div>
            <label htmlFor="volunteer-coordinator" className="font-semibold text-sm text-soil">
              {t('coordinator')}
            </label>
            <select
              id="volunteer-coordinator"
              name="coordinator"
              defaultValue={filters.coordinator}
              className={selectClass}
            >
              <option value="">{t('any')}</option>
              {coordinators.map((coordinator) => (
                <option key={coordinator.id} value={coordinator.id}>
                  {coordinator.marcheName}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="volunteer-prefecture" className="font-semibold text-sm text-soil">
              {t('prefecture')}
            </label>
            <select
              id="volunteer-prefecture"
              name="prefecture"
              defaultValue={filters.prefecture ? String(filters.prefecture) : ''}
              className={selectClass}
            >
              <option value="">{t('any')}</option>
              {prefectureOptions(locale).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-leaf-dark px-6 font-bold text-sm text-white hover:bg-leaf"
          >
            {t('apply')}
          </button>
          {filtered ? (
            <Link
              href="/volunteer"
              className="inline-flex min-h-11 items-center font-semibold text-leaf-dark text-sm underline underline-offset-4"
            >
              {t('clear')}
            </Link>
          ) : null}
        </form>
      </ListPageHeader>

      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        {loadError ? (
          <LoadError message={loadError} />
        ) : data.volunteers.length === 0 ? (
          <p className="rounded-2xl border border-line border-dashed bg-white/70 px-6 py-12 text-center text-muted">
            {t('empty')}
          </p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <div>
              <p className="mb-5 font-bold text-soil">{t('count', { total: data.total })}</p>
              <ul className="grid gap-5 sm:grid-cols-2">
                {data.volunteers.map((volunteer, index) => (
                  <li key={volunteer.id}>
                    <VolunteerCard
                      volunteer={volunteer}
                      priority={index < 2}
                      text={{
                        place: [
                          volunteer.placeName,
                          volunteer.prefecture ? prefectureLabel(volunteer.prefecture, locale) : '',
                        ]
                          .filter(Boolean)
                          .join(locale === 'ja' ? ' ' : ', '),
                        days: eventDays(volunteer.eventStartDate, volunteer.eventEndDate, locale, (r) =>
                          t('dateRange', r),
                        ),
                        noImage: c('noImage'),
                        placeLabel: t('place'),
                        daysLabel: t('dates'),
                        over: volunteerIsOver(volunteer.eventStartDate, volunteer.eventEndDate, today)
                          ? t('over')
                          : '',
                      }}
                    />
                  </li>
                ))}
              </ul>
            </div>
            {points.length > 0 ? (
              <section aria-labelledby="volunteer-map" className="lg:sticky lg:top-28 lg:self-start">
                <h2 id="volunteer-map" className="mb-3 font-bold text-lg text-soil">
                  {t('listMap')}
                </h2>
                <PointMap points={points} name={t('listMap')} />
              </section>
            ) : null}
          </div>
        )}
        <CataloguePagination
          current={page}
          count={pageCount(data.total)}
          hrefFor={(n) => listHref(filters, n)}
        />
      </div>
    </>
  );
}
