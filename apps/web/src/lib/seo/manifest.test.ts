import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_COLOURS, MANIFEST_ICONS, webManifest } from './manifest.ts';

const WEB_DIR = path.join(import.meta.dirname, '..', '..', '..');
const css = readFileSync(path.join(WEB_DIR, 'src', 'app', 'globals.css'), 'utf8');
const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('webManifest', () => {
  const manifest = webManifest({ name: 'hatake 産地直送', shortName: 'hatake', description: 'd' });

  it('opens the Japanese top page standalone, named in Japanese', () => {
    expect(manifest).toMatchObject({
      name: 'hatake 産地直送',
      short_name: 'hatake',
      lang: 'ja',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('takes its colours from the design tokens of globals.css', () => {
    expect(token('cream')).toBe(MANIFEST_COLOURS.background);
    expect(token('cream')).toBe(MANIFEST_COLOURS.theme);
    expect(token('leaf')).toBe(MANIFEST_COLOURS.mark);
    expect(readFileSync(path.join(WEB_DIR, 'src', 'app', 'icon.svg'), 'utf8')).toContain(
      `fill="${MANIFEST_COLOURS.mark}"`,
    );
  });

  it('names 192 and 512 px icons and a maskable one, each a committed PNG of its declared size', () => {
    expect(manifest.icons).toBe(MANIFEST_ICONS);
    const icons = MANIFEST_ICONS ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const file = path.join(WEB_DIR, 'public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const [width, height] = (icon.sizes ?? '').split('x').map(Number);
      expect(pngSize(file)).toEqual({ width, height });
    }
    expect(pngSize(path.join(WEB_DIR, 'src', 'app', 'apple-icon.png'))).toEqual({ width: 180, height: 180 });
  });
});
