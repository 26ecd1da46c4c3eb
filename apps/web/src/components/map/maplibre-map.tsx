'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { MapCenter, MapPoint } from '@/lib/map/points.ts';

/**
 * Where the browser loads MapLibre's worker from: this origin (app/maplibre/[file]/route.ts serves
 * it from the installed package), so the page's Content-Security-Policy needs only `worker-src 'self'`
 * (docs/adr/0005).
 */
const WORKER_PATH = '/maplibre/maplibre-gl-worker.mjs';

type State = 'loading' | 'ready' | 'failed';

/**
 * MapLibre GL on the style at `styleUrl`, with a marker per point, fitted to them. The library (and
 * its stylesheet) is fetched by this component only, after the page has loaded: until the map is
 * drawn, and if it cannot be (no WebGL, the style unreachable), `children` — the offline plot — is
 * shown instead, so the page never depends on it.
 */
export function MapLibreMap({
  styleUrl,
  points,
  center,
  label,
  text,
  children,
}: {
  styleUrl: string;
  points: readonly MapPoint[];
  center?: MapCenter | undefined;
  label: string;
  text: { loading: string; failed: string };
  children: ReactNode;
}) {
  const container = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>('loading');
  const key = JSON.stringify({ points, center });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { points: list, center: origin } = JSON.parse(key) as { points: MapPoint[]; center?: MapCenter };
    let disposed = false;
    let remove: (() => void) | undefined;
    const fail = () => {
      if (!disposed) setState('failed');
    };
    (async () => {
      const maplibre = await import('maplibre-gl');
      await import('maplibre-gl/dist/maplibre-gl.css');
      if (disposed) return;
      maplibre.setWorkerUrl(new URL(WORKER_PATH, window.location.origin).href);
      const map = new maplibre.Map({
        container: element,
        style: styleUrl,
        attributionControl: { compact: true },
        cooperativeGestures: true,
      });
      remove = () => map.remove();
      map.addControl(new maplibre.NavigationControl({ showCompass: false }));
      const bounds = new maplibre.LngLatBounds();
      for (const point of list) {
        const marker = new maplibre.Marker({ color: '#96390a' })
          .setLngLat([point.longitude, point.latitude])
          .addTo(map);
        const pin = marker.getElement();
        pin.setAttribute('aria-label', point.label ?? point.name);
        pin.setAttribute('title', point.label ?? point.name);
        if (point.href) {
          const href = point.href;
          pin.style.cursor = 'pointer';
          pin.addEventListener('click', () => window.location.assign(href));
        }
        bounds.extend([point.longitude, point.latitude]);
      }
      if (origin) {
        const { latitude, longitude } = origin.position;
        const mark = new maplibre.Marker({ color: '#2f5217', scale: 0.8 })
          .setLngLat([longitude, latitude])
          .addTo(map);
        mark.getElement().setAttribute('aria-label', origin.label);
        mark.getElement().setAttribute('title', origin.label);
        bounds.extend([longitude, latitude]);
      }
      if (!bounds.isEmpty()) map.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 });
      map.once('load', () => {
        if (!disposed) setState('ready');
      });
      map.on('error', () => {
        if (!map.loaded()) fail();
      });
    })().catch(fail);
    return () => {
      disposed = true;
      remove?.();
    };
  }, [styleUrl, key]);

  return (
    <div className="relative">
      <section
        ref={container}
        aria-label={label}
        data-testid="map-maplibre"
        className={`aspect-square w-full overflow-hidden rounded-2xl ring-1 ring-line ${state === 'ready' ? '' : 'invisible absolute inset-0'}`}
      />
      {state === 'ready' ? null : (
        <div>
          {children}
          <p role="status" className="mt-2 text-muted text-xs">
            {state === 'loading' ? text.loading : text.failed}
          </p>
        </div>
      )}
    </div>
  );
}
