'use client';

import type { MapCenter, MapPoint } from '@/lib/map/points.ts';
import { MapPlot } from './map-plot.tsx';
import { MapLibreMap } from './maplibre-map.tsx';

export type MapViewText = {
  /** The map's accessible name (「ボランティアの場所の地図」). */
  label: string;
  north: string;
  loading: string;
  failed: string;
  /** Said under the offline map (its scale is approximate). */
  fallbackNote: string;
};

/**
 * The one map of the storefront (docs/product.md): MapLibre GL on `styleUrl` when MAP_STYLE_URL names a
 * style — the library is fetched by the browser only then, and only on pages that render this — else
 * the offline plot, which is also what MapLibre shows until it has drawn (or if it cannot).
 */
export function MapView({
  styleUrl,
  points,
  center,
  text,
}: {
  styleUrl: string | undefined;
  points: readonly MapPoint[];
  center?: MapCenter | undefined;
  text: MapViewText;
}) {
  const plot = <MapPlot points={points} center={center} text={{ label: text.label, north: text.north }} />;
  if (!styleUrl) {
    return (
      <>
        {plot}
        <p className="mt-2 text-muted text-xs">{text.fallbackNote}</p>
      </>
    );
  }
  return (
    <MapLibreMap
      styleUrl={styleUrl}
      points={points}
      center={center}
      label={text.label}
      text={{ loading: text.loading, failed: text.failed }}
    >
      {plot}
    </MapLibreMap>
  );
}
