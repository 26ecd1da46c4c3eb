import { getTranslations } from 'next-intl/server';
import { ExternalIcon } from '@/components/catalogue/icons.tsx';
import { PinIcon } from '@/components/layout/icons.tsx';
import { formatCoordinate, type MapPoint, mapStyleUrl, mapsUrl } from '@/lib/map/points.ts';
import { MapPlot } from './map-plot.tsx';
import { MapLibreMap } from './maplibre-map.tsx';

/**
 * A map of `points` (docs/product.md): MapLibre GL when MAP_STYLE_URL names a style (the library is
 * loaded by the browser only then, and only on pages that show a map), else the offline plot. Either
 * way the points are also listed with their coordinates and a link that opens each in a maps site,
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
  const style = mapStyleUrl();
  const label = t('label', { name });
  const plot = <MapPlot points={points} text={{ label, north: t('north'), pin: (pointName) => pointName }} />;
  return (
    <div className={className}>
      {style ? (
        <MapLibreMap
          styleUrl={style}
          points={points.map(({ id, name: pointName, latitude, longitude, href }) => ({
            id,
            name: pointName,
            latitude,
            longitude,
            href,
          }))}
          label={label}
          text={{ loading: t('loading'), failed: t('failed') }}
        >
          {plot}
        </MapLibreMap>
      ) : (
        <>
          {plot}
          <p className="mt-2 text-muted text-xs">{t('fallbackNote')}</p>
        </>
      )}
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
