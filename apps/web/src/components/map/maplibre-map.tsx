'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { MapPoint } from '@/lib/map/points.ts';

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
  label,
  text,
  children,
}: {
  styleUrl: string;
  points: readonly MapPoint[];
  label: string;
  text: { loading: string; failed: string };
  children: ReactNode;
}) {
  const container = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>('loading');
  const key = JSON.stringify(points);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const list = JSON.parse(key) as MapPoint[];
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
        pin.setAttribute('aria-label', point.name);
        pin.setAttribute('title', point.name);
        if (point.href) {
          const href = point.href;
          pin.style.cursor = 'pointer';
          pin.addEventListener('click', () => window.location.assign(href));
        }
        bounds.extend([point.longitude, point.latitude]);
      }
      map.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 });
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
