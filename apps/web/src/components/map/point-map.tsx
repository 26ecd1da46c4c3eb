import { getTranslations } from 'next-intl/server';
import { ExternalIcon } from '@/components/catalogue/icons.tsx';
import { PinIcon } from '@/components/layout/icons.tsx';
import { formatCoordinate, type MapPoint, mapStyleUrl, mapsUrl } from '@/lib/map/points.ts';
import { MapView } from './map-view.tsx';

/**
 * A map of `points` with its list (docs/product.md): the map is MapView (MapLibre GL when MAP_STYLE_URL
 * names a style, else the offline plot); the points are also listed with their coordinates and a link that opens each in a maps site,
 * so the page works without the map and without JavaScript.
 */
export async function PointMap({
  points,
  name,
  className = '',
}: {
  points: readonly MapPoint[];
  /** What the map shows, for its label (「ボランティアの場所」). */
  name: string;
  className?: string;
}) {
  if (points.length === 0) return null;
  const t = await getTranslations('map');
  return (
    <div className={className}>
      <MapView
        styleUrl={mapStyleUrl()}
        points={points.map(({ id, name: pointName, latitude, longitude, href }) => ({
          id,
          name: pointName,
          latitude,
          longitude,
          href,
        }))}
        text={{
          label: t('label', { name }),
          north: t('north'),
          loading: t('loading'),
          failed: t('failed'),
          fallbackNote: t('fallbackNote'),
        }}
      />
      <ul aria-label={t('points')} className="mt-4 grid gap-3">
        {points.map((point) => (
          <li key={point.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
            <span className="inline-flex items-start gap-1.5">
              <PinIcon className="mt-0.5 size-4 shrink-0 text-persimmon-dark" />
              <span>
                <span className="font-semibold text-soil">{point.name}</span>
                <span className="block text-muted text-xs">
                  {t('coordinates', {
                    latitude: formatCoordinate(point.latitude),
                    longitude: formatCoordinate(point.longitude),
                  })}
                </span>
              </span>
            </span>
            <a
              href={mapsUrl(point)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('openPoint', { name: point.name })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-leaf px-4 font-semibold text-leaf-dark transition hover:bg-leaf hover:text-white"
            >
              {t('openInMaps')}
              <ExternalIcon />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
