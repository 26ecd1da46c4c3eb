import type { SpotsResponse } from '@hatake/contract';
import { haversineKm } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { LoadError } from '@/components/catalogue/load-error.tsx';
import { ListPageHeader } from '@/components/catalogue/page-header.tsx';
import { PointMap } from '@/components/map/point-map.tsx';
import { SpotForm } from '@/components/spot/spot-form.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import { localizedPath } from '@/i18n/routing.ts';
import { errorMessage, SPECIAL_MESSAGES } from '@/lib/api/error-messages.ts';
import { listSpots, listSpotTypes } from '@/lib/api/spots.ts';
import { getCurrentUser } from '@/lib/auth/session.ts';
import { formatDistance } from '@/lib/format.ts';
import { localizedName, withShownNames } from '@/lib/i18n/names.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { parseSpotSearch, SPOT_RADII } from '@/lib/spots/form.ts';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'spots' });
  return { title: t('title'), description: t('lead') };
}

/**
 * `/spots` (docs/rules/spots.md): spots near a point (`?latitude=&longitude=`, Tokyo Station by
 * default) within a radius, nearest first, on a map and in a list; members add a spot there.
 */
export default async function SpotsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const search = parseSpotSearch(query);
  const added = typeof query.added === 'string' ? query.added : '';
  const [t, c, user, messages] = await Promise.all([
    getTranslations('spots'),
    getTranslations('catalogue'),
    getCurrentUser(),
    getMessages(),
  ]);
  let data: SpotsResponse = { spots: [], spotTypes: [] };
  let loadError: string | undefined;
  try {
    data = await listSpots(search);
  } catch (error) {
    loadError = c('loadError', { message: errorMessage(error, locale) });
  }
  const types = user
    ? await listSpotTypes({ limit: 200 }).then(
        (r) => withShownNames(r.spotTypes, locale),
        () => [],
      )
    : [];
  const typeNames = new Map(data.spotTypes.map((type) => [type.id, localizedName(type, locale)]));
  const spots = data.spots.map((spot) => ({ ...spot, km: haversineKm(search, spot) }));
  const inputClass = 'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-soil';
  const spotsMessages = messages.spots as Record<string, unknown>;

  return (
    <>
      <ListPageHeader namespace="spots" path="/spots" locale={locale}>
        <form
          method="get"
          action={localizedPath(locale, '/spots')}
          aria-label={t('search')}
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
        >
          <div>
            <label htmlFor="spots-latitude" className="font-semibold text-sm text-soil">
              {t('latitude')}
            </label>
            <input
              id="spots-latitude"
              name="latitude"
              inputMode="decimal"
              defaultValue={String(search.latitude)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="spots-longitude" className="font-semibold text-sm text-soil">
              {t('longitude')}
            </label>
            <input
              id="spots-longitude"
              name="longitude"
              inputMode="decimal"
              defaultValue={String(search.longitude)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="spots-radius" className="font-semibold text-sm text-soil">
              {t('radius')}
            </label>
            <select
              id="spots-radius"
              name="radius"
              defaultValue={String(search.radius)}
              className={inputClass}
            >
              {SPOT_RADII.map((radius) => (
                <option key={radius} value={radius}>
                  {formatDistance(radius)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-leaf-dark px-6 font-bold text-sm text-white hover:bg-leaf"
          >
            {t('searchButton')}
          </button>
        </form>
      </ListPageHeader>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
        <section aria-labelledby="spots-nearby">
          <h2 id="spots-nearby" className="font-bold text-soil text-xl">
            {t('nearby', { count: spots.length, radius: formatDistance(search.radius) })}
          </h2>
          {loadError ? (
            <LoadError message={loadError} />
          ) : spots.length === 0 ? (
            <p className="mt-4 rounded-2xl border border-line border-dashed bg-white/70 px-6 py-10 text-center text-muted">
              {t('empty')}
            </p>
          ) : (
            <ol className="mt-4 grid gap-3" data-testid="spot-list">
              {spots.map((spot) => (
                <li
                  key={spot.id}
                  className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${spot.id === added ? 'ring-2 ring-leaf' : 'ring-line'}`}
                >
                  <article aria-labelledby={`spot-${spot.id}`}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 id={`spot-${spot.id}`} className="font-bold text-soil">
                        {spot.name}
                      </h3>
                      <span className="text-muted text-sm tabular-nums">{formatDistance(spot.km)}</span>
                    </div>
                    <p className="mt-1 text-muted text-xs">
                      {[typeNames.get(spot.spotTypeId), t('postedBy', { name: spot.userName })]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {spot.id === added ? (
                      <p role="status" className="mt-2 font-semibold text-leaf-dark text-sm">
                        {t('added')}
                      </p>
                    ) : null}
                    {spot.description ? (
                      <p className="mt-2 whitespace-pre-line text-sm text-soil">{spot.description}</p>
                    ) : null}
                    {spot.thumbnailUrl ? (
                      <MediaImage
                        url={spot.thumbnailUrl}
                        alt={t('photoAlt', { name: spot.name })}
                        aspect="aspect-video"
                        sizes="(min-width: 1024px) 320px, 100vw"
                        placeholderLabel=""
                        className="mt-3 max-w-xs rounded-xl"
                      />
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
          )}
        </section>
        <div className="grid content-start gap-8">
          {spots.length > 0 ? (
            <section aria-labelledby="spots-map">
              <h2 id="spots-map" className="mb-3 font-bold text-lg text-soil">
                {t('map')}
              </h2>
              <PointMap
                points={spots.slice(0, 50).map((spot) => ({
                  id: spot.id,
                  name: spot.name,
                  latitude: spot.latitude,
                  longitude: spot.longitude,
                }))}
                name={t('map')}
              />
            </section>
          ) : null}
          <section
            aria-labelledby="spots-add"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
          >
            <h2 id="spots-add" className="font-bold text-lg text-soil">
              {t('add')}
            </h2>
            {user ? (
              <div className="mt-4">
                <NextIntlClientProvider messages={{ spots: { form: spotsMessages.form } }}>
                  <SpotForm
                    types={types}
                    uploadFailedMessage={SPECIAL_MESSAGES.uploadFailed[locale]}
                    initial={{ latitude: String(search.latitude), longitude: String(search.longitude) }}
                  />
                </NextIntlClientProvider>
              </div>
            ) : (
              <p className="mt-3 text-sm text-soil">
                {t('signinToAdd')}{' '}
                <Link
                  href={{ pathname: '/signin', query: { redirect: '/spots' } }}
                  className="font-semibold text-leaf-dark underline underline-offset-4"
                >
                  {t('signin')}
                </Link>
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
