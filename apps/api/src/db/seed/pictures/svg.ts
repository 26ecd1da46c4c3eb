/** The SVG pieces every scene uses: numbers written short, the shared gradients, leaves and shine. */
import type { Palette } from './vocabulary.ts';

export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

export const gradients = (p: Palette): string =>
  `<radialGradient id="gm" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${p.light}"/>` +
  `<stop offset="0.45" stop-color="${p.main}"/><stop offset="1" stop-color="${p.shade}"/></radialGradient>` +
  `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.leaf}"/>` +
  `<stop offset="1" stop-color="#1b3d14"/></linearGradient>` +
  `<radialGradient id="sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

export const leaf = (x: number, y: number, rotate: number, size = 1): string =>
  `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(size)})" d="M0 0 Q30 -28 70 0 Q30 28 0 0Z" fill="url(#gl)"/>`;

export const stem = (x: number, y: number, length = 30): string =>
  `<path d="M${n(x)} ${n(y)} q4 ${n(-length / 2)} 10 ${n(-length)}" stroke="#5d4037" stroke-width="7" fill="none" stroke-linecap="round"/>`;

export const highlight = (x: number, y: number, rx: number, ry: number): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" opacity="0.32"/>`;
