/**
 * `node scripts/generate-icons.ts`: the storefront's PNG icons, drawn from `apps/web/src/app/icon.svg`
 * with sharp (no network). Run it after changing the SVG and commit the PNGs it writes:
 * - `public/icons/icon-192.png`, `icon-512.png`: the mark as drawn (a round badge), for the web app
 *   manifest's `any` purpose;
 * - `public/icons/maskable-512.png`: the mark on a full square of its own green, scaled to 80 % so it
 *   stays inside the safe zone a launcher may crop to (a circle of 40 % radius);
 * - `src/app/apple-icon.png` (180 px): the same opaque square, since iOS draws transparency black and
 *   rounds the corners itself. Next.js links it from every page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WEB_DIR = path.join(import.meta.dirname, '..', 'apps', 'web');
const svg = readFileSync(path.join(WEB_DIR, 'src', 'app', 'icon.svg'));
/** The badge's own green (icon.svg's circle, `--color-leaf` in globals.css). */
const LEAF = '#3f6b21';

/** The SVG rendered at `size` px, sharp enough at any size (density scales the 32-unit viewBox). */
function mark(size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The mark at `scale` of a `size` px opaque square of the badge's green. */
async function onSquare(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  return sharp({ create: { width: size, height: size, channels: 4, background: LEAF } })
    .composite([{ input: await mark(inner), gravity: 'centre' }])
    .png()
    .toBuffer();
}

const outputs: [string, () => Promise<Buffer>][] = [
  ['public/icons/icon-192.png', () => mark(192)],
  ['public/icons/icon-512.png', () => mark(512)],
  ['public/icons/maskable-512.png', () => onSquare(512, 0.8)],
  ['src/app/apple-icon.png', () => onSquare(180, 0.86)],
];

for (const [file, draw] of outputs) {
  const target = path.join(WEB_DIR, file);
  await sharp(await draw()).toFile(target);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
