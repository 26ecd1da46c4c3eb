'use client';

import { haversineKm, placeLabel } from '@hatake/contract/values';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { errorMessage, listExperiencesByGeolocation } from '@/lib/api/index.ts';
import type { Experience } from '@/lib/api/types.ts';
import { formatDistance, formatYen } from '@/lib/format.ts';
import { DEFAULT_CENTER, isLatLng, type LatLng } from '@/lib/geo.ts';
import { fillMessage } from '@/lib/i18n/fill.ts';
import { CrosshairIcon } from '../catalogue/icons.tsx';
import { MapView } from '../map/map-view.tsx';

/** Nearest-first search reaches all of Japan; the API returns the closest `LIMIT`. */
const RADIUS_KM = 3000;
const LIMIT = 8;

type Center = { position: LatLng; source: 'default' | 'user' };
type Status = 'loading' | 'ready' | 'error';
type Notice = 'denied' | 'unsupported' | undefined;
type Result = { experience: Experience; distance: number };

/**
 * The panel's texts: the `experiences.map` messages as written (templates of plain `{name}`
 * arguments, filled here by fillMessage), the map's loading and failure lines and the price's
 * 「税込」. The server passes them (nearby-panel.tsx), so the page's JavaScript carries no message formatter
 * (docs/storefront-speed.md, "JavaScript"); lib/i18n/fill.test.ts holds these messages to
 * next-intl's own output.
 */
export type NearbyTexts = Readonly<Record<NearbyMessageKey, string>> & {
  mapLoading: string;
  mapFailed: string;
  taxIncluded: string;
};

/** The `experiences.map` messages the panel shows. */
type NearbyMessageKey =
  | 'heading'
  | 'lead'
  | 'useLocation'
  | 'locating'
  | 'center'
  | 'tokyoStation'
  | 'yourLocation'
  | 'denied'
  | 'unsupported'
  | 'loading'
  | 'error'
  | 'none'
  | 'mapLabel'
  | 'pinLabel'
  | 'nearest'
  | 'distance'
  | 'north'
  | 'note';

/**
 * Experiences nearest to the shopper: the browser's position when they allow it (or already did),
 * otherwise Tokyo Station. Calls `GET /v1/experiences/geolocation` on the storefront's own origin.
 * The map is the storefront's MapView: MapLibre GL on `styleUrl` (MAP_STYLE_URL), else the offline plot.
 */
export function NearbyExperiences({
  styleUrl,
  locale,
  text,
}: {
  styleUrl: string | undefined;
  locale: Locale;
  text: NearbyTexts;
}) {
  const t = (key: NearbyMessageKey, values?: Readonly<Record<string, string | number>>) =>
    fillMessage(text[key], values);
  const [center, setCenter] = useState<Center>({ position: DEFAULT_CENTER, source: 'default' });
  const [status, setStatus] = useState<Status>('loading');
  const [locating, setLocating] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [results, setResults] = useState<Result[]>([]);
  const [error, setError] = useState('');
  const request = useRef<AbortController | null>(null);

  // Search around the centre whenever it changes.
  useEffect(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus('loading');
    listExperiencesByGeolocation(
      { latitude: center.position.latitude, longitude: center.position.longitude, radius: RADIUS_KM },
      { signal: controller.signal },
    )
      .then((data) => {
        const found = data.experiences
          .filter((e) => isLatLng({ latitude: e.hostLatitude, longitude: e.hostLongitude }))
          .map((experience) => ({
            experience,
            distance: haversineKm(center.position, {
              latitude: experience.hostLatitude,
              longitude: experience.hostLongitude,
            }),
          }))
          .sort((a, b) => a.distance - b.distance)
          .slice(0, LIMIT);
        setResults(found);
        setStatus('ready');
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(cause, locale));
        setStatus('error');
      });
    return () => controller.abort();
  }, [center, locale]);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setNotice('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setNotice(undefined);
        setCenter({
          position: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          source: 'user',
        });
      },
      () => {
        setLocating(false);
        setNotice('denied');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  }, []);

  // Use the position straight away only when the shopper has already granted it (no prompt on load).
  useEffect(() => {
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (permission.state === 'granted') locate();
      })
      .catch(() => undefined);
  }, [locate]);

  const place = center.source === 'user' ? t('yourLocation') : t('tokyoStation');
  const points = results.map(({ experience, distance }, index) => ({
    id: experience.id,
    name: experience.title,
    number: index + 1,
    latitude: experience.hostLatitude,
    longitude: experience.hostLongitude,
    href: localizedPath(locale, `/experiences/${encodeURIComponent(experience.id)}`),
    label: t('pinLabel', {
      index: index + 1,
      title: experience.title,
      distance: formatDistance(distance),
    }),
  }));

  return (
    <section
      aria-labelledby="nearby-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line"
      aria-busy={status === 'loading'}
    >
      <h2 id="nearby-heading" className="font-bold text-lg text-soil">
        {t('heading')}
      </h2>
      <p className="mt-1 text-muted text-sm">{t('lead')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-leaf px-5 font-bold text-sm text-white shadow-sm transition hover:bg-leaf-dark disabled:opacity-70"
        >
          <CrosshairIcon className="size-4.5" />
          {locating ? t('locating') : t('useLocation')}
        </button>
        <p className="font-semibold text-soil text-sm">{t('center', { place })}</p>
      </div>
      <div aria-live="polite" className="text-sm">
        {notice ? <p className="mt-3 rounded-lg bg-cream-dark px-3 py-2 text-soil">{t(notice)}</p> : null}
        {status === 'error' ? (
          <p role="alert" className="mt-3 rounded-lg bg-persimmon-light px-3 py-2 text-persimmon-dark">
            {t('error', { message: error })}
          </p>
        ) : null}
        {status === 'loading' ? <p className="mt-3 text-muted">{t('loading')}</p> : null}
        {status === 'ready' && results.length === 0 ? <p className="mt-3 text-muted">{t('none')}</p> : null}
      </div>

      <div className="mt-4">
        <MapView
          styleUrl={styleUrl}
          points={points}
          center={{ position: center.position, label: place }}
          text={{
            label: t('mapLabel', { place }),
            north: t('north'),
            loading: text.mapLoading,
            failed: text.mapFailed,
            fallbackNote: t('note'),
          }}
        />
      </div>

      {results.length > 0 ? (
        <ol aria-label={t('nearest')} className="mt-4 divide-y divide-line">
          {results.map(({ experience, distance }, index) => (
            <li key={experience.id}>
              <a
                href={localizedPath(locale, `/experiences/${encodeURIComponent(experience.id)}`)}
                className="group flex min-h-11 items-center gap-3 py-2.5"
              >
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-persimmon-dark font-bold text-white text-xs"
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-1 font-semibold text-soil text-sm group-hover:text-leaf-dark group-hover:underline">
                    {experience.title}
                  </span>
                  <span className="block text-muted text-xs">
                    {placeLabel(experience.hostPrefecture, experience.hostCity, locale)} ·{' '}
                    {t('distance', { distance: formatDistance(distance), place })}
                  </span>
                </span>
                <span className="shrink-0 font-bold text-persimmon-dark text-sm tabular-nums">
                  {formatYen(experience.priceAdult)}
                  <span className="sr-only">{text.taxIncluded}</span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
