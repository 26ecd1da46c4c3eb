import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { apiBaseUrl } from '../../api/default-client.ts';
import { siteOrigin } from '../site.ts';
import { apiMediaUrl, OG_SIZE } from './card-text.ts';

/**
 * The card's typeface: Noto Sans JP Bold as TTF, shipped by the npm package
 * `@expo-google-fonts/noto-sans-jp` (OFL). `next/og` draws with TrueType/OpenType/WOFF only and needs
 * the font's bytes on the server (the pages themselves use the visitor's own Japanese fonts); nothing
 * is fetched from the network.
 */
const FONT_FILE = path.join('@expo-google-fonts', 'noto-sans-jp', '700Bold', 'NotoSansJP_700Bold.ttf');

/** The font file under the nearest `node_modules` from the server's directory upwards (npm hoists it). */
export function findFontFile(from = process.cwd()): string {
  // Resolved at run time on purpose: tracing it at build time would take in the whole project.
  for (let dir = path.resolve(/*turbopackIgnore: true*/ from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', FONT_FILE);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`share card font not found: node_modules/${FONT_FILE}`);
  }
}

export type CardFont = { name: string; data: ArrayBuffer; weight: 700; style: 'normal' };

let fonts: Promise<CardFont[]> | undefined;

/**
 * The card's fonts, read once per server process (5 MB). The same array every time: `next/og`
 * keeps the parsed font for as long as it is given the same array, and parsing it costs far more
 * than drawing a card.
 */
export function cardFonts(): Promise<CardFont[]> {
  fonts ??= readFile(findFontFile()).then((bytes) => [
    {
      name: 'Noto Sans JP',
      data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      weight: 700,
      style: 'normal',
    },
  ]);
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

/** The photo takes the card's full height, square. */
export const PHOTO_SIZE = OG_SIZE.height;
const PHOTO_TIMEOUT_MS = 3000;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The item's photo as a JPEG data URL the card can embed, or undefined when there is none or it
 * cannot be read in time (the card is then drawn without it). Uploaded photos are mostly WebP,
 * which `next/og` cannot draw, hence sharp; read from the API, never from a foreign host.
 */
export async function cardPhoto(url: string): Promise<string | undefined> {
  const source = apiMediaUrl(url, siteOrigin(), apiBaseUrl());
  if (!source) return undefined;
  try {
    const response = await fetch(source, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (
      !response.ok ||
      !response.headers.get('content-type')?.startsWith('image/') ||
      length > PHOTO_MAX_BYTES
    )
      return undefined;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.byteLength > PHOTO_MAX_BYTES) return undefined;
    const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (error) {
    console.error('share card: the photo could not be read', source, error);
    return undefined;
  }
}
