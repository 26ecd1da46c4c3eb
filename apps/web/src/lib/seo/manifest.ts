import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE } from '../../i18n/routing.ts';

/**
 * Colours of the installed app, from the design tokens in app/globals.css: the page background
 * (`--color-cream`, also the layout's theme-color) and the mark's green (`--color-leaf`).
 * manifest.test.ts checks they still match the stylesheet.
 */
export const MANIFEST_COLOURS = { background: '#faf6ec', theme: '#faf6ec', mark: '#3f6b21' } as const;

/** PNGs drawn from app/icon.svg by scripts/generate-icons.ts, served from apps/web/public. */
export const MANIFEST_ICONS: MetadataRoute.Manifest['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

type ManifestText = { name: string; shortName: string; description: string };

/**
 * The web app manifest. There is one per origin and it names the default language: the site's
 * name is the same word in both languages, the app opens on the Japanese top page, and a shopper
 * who prefers English keeps that choice through the locale cookie once they switch.
 */
export function webManifest(text: ManifestText): MetadataRoute.Manifest {
  return {
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: DEFAULT_LOCALE,
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: MANIFEST_COLOURS.background,
    theme_color: MANIFEST_COLOURS.theme,
    categories: ['shopping', 'food'],
    icons: MANIFEST_ICONS,
  };
}
