import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MapView, type MapViewText } from './map-view.tsx';

const TEXT: MapViewText = {
  label: 'Map of the farm',
  north: 'N',
  loading: 'Loading the map…',
  failed: 'The map could not be loaded',
  fallbackNote: 'A simple map',
};

const POINTS = [
  {
    id: 'a',
    name: 'Farm A',
    latitude: 35.68,
    longitude: 139.76,
    href: '/spots/a',
    number: 1,
    label: '1. Farm A (2 km)',
  },
  { id: 'b', name: 'Farm B', latitude: 35.7, longitude: 139.8 },
];

function render(styleUrl: string | undefined, center?: Parameters<typeof MapView>[0]['center']): string {
  return renderToStaticMarkup(createElement(MapView, { styleUrl, points: POINTS, center, text: TEXT }));
}

describe('MapView', () => {
  it('without a style draws only the offline plot, with its note, and no MapLibre container', () => {
    const html = render(undefined);
    expect(html).toContain('data-testid="map-fallback"');
    expect(html).not.toContain('data-testid="map-maplibre"');
    expect(html).toContain(TEXT.fallbackNote);
    // Pins are links named for screen readers; a numbered pin carries its number and fuller label.
    expect(html).toContain('aria-label="1. Farm A (2 km)"');
    expect(html).toContain('<title>Farm B</title>');
  });

  it('with a style renders the MapLibre container, showing the plot and a loading status until it draws', () => {
    const html = render('https://tiles.example/style.json');
    expect(html).toContain('data-testid="map-maplibre"');
    expect(html).toContain('aria-label="Map of the farm"');
    expect(html).toContain('data-testid="map-fallback"');
    expect(html).toContain('role="status"');
    expect(html).toContain(TEXT.loading);
    expect(html).not.toContain(TEXT.fallbackNote);
  });

  it('marks the centre a search is drawn around', () => {
    expect(render(undefined)).not.toContain('data-testid="map-center"');
    const html = render(undefined, {
      position: { latitude: 35.6812, longitude: 139.7671 },
      label: 'Tokyo Station',
    });
    expect(html).toContain('data-testid="map-center"');
    expect(html).toContain('Tokyo Station');
  });
});
