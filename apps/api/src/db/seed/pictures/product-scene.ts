import type { Random } from '../random.ts';
import { drawMotif } from './motifs.ts';
import { gradients, leaf, n } from './svg.ts';
import type { Motif, Palette, PictureSize } from './vocabulary.ts';

const table = (w: number, h: number, r: Random): string => {
  const wall = r.pick(['#f6efe2', '#eef3ea', '#f3ece6', '#e9f0f4']);
  const wood = r.pick([
    ['#b98a5a', '#7a5230'],
    ['#c9a27c', '#8a6a48'],
    ['#a47148', '#6b4428'],
  ]);
  let planks = '';
  for (let y = h * 0.62; y < h; y += 70) {
    planks += `<path d="M0 ${n(y)} L${w} ${n(y + 6)}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`;
  }
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wood[0]}"/><stop offset="1" stop-color="${wood[1]}"/></linearGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${n(h * 0.58)}" width="${w}" height="${n(h * 0.42)}" fill="url(#wood)"/>${planks}`
  );
};

const cloth = (w: number, h: number, r: Random): string => {
  const [c1, c2] = r.pick([
    ['#fdf6e3', '#f2e3c2'],
    ['#eef6ee', '#cfe3cf'],
    ['#f4eef7', '#ddd0e6'],
    ['#eef4fb', '#cddcee'],
  ]);
  return (
    `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></radialGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
  );
};

const BIG_MOTIFS: ReadonlySet<Motif> = new Set<Motif>([
  'melon',
  'pineapple',
  'riceBag',
  'bottle',
  'jar',
  'teaCup',
  'pouch',
  'cheese',
  'meat',
  'patty',
  'seaweed',
  'umeboshi',
  'beans',
  'noodles',
  'lettuce',
  'wasabi',
  'bulbs',
  'sugar',
  'shrimp',
  'dango',
]);

/** A product photo: a crate or a pair of big items on a table, or a close-up on cloth. */
export const productScene = (
  motif: Motif,
  p: Palette,
  layout: 'crate' | 'closeup',
  size: PictureSize,
  r: Random,
): string => {
  const { width: w, height: h } = size;
  const items: string[] = [];
  const place = (x: number, y: number, s: number, rot: number) => {
    items.push(
      `<ellipse cx="${n(x)}" cy="${n(y + 105 * s)}" rx="${n(120 * s)}" ry="${n(26 * s)}" fill="url(#sh)"/>` +
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(s)})">${drawMotif(motif, p, r)}</g>`,
    );
  };
  let background: string;
  if (layout === 'crate') {
    background = table(w, h, r);
    if (BIG_MOTIFS.has(motif)) {
      place(w * 0.36, h * 0.56, 1.55, r.range(-6, 6));
      place(w * 0.66, h * 0.62, 1.3, r.range(-8, 8));
    } else {
      // A low wooden crate filled with a pyramid of fruit or vegetables.
      const crate = `<rect x="${n(w * 0.18)}" y="${n(h * 0.6)}" width="${n(w * 0.64)}" height="${n(h * 0.26)}" rx="10" fill="#d7a86e" stroke="#8d6e3f" stroke-width="8"/><path d="M${n(w * 0.18)} ${n(h * 0.73)} L${n(w * 0.82)} ${n(h * 0.73)}" stroke="#8d6e3f" stroke-width="6"/>`;
      const rows = [3, 2];
      rows.forEach((count, row) => {
        for (let i = 0; i < count; i++) {
          const x = w * 0.5 + (i - (count - 1) / 2) * w * 0.18 + r.range(-8, 8);
          const y = h * 0.56 - row * h * 0.16 + r.range(-6, 6);
          place(x, y, 1.05, r.range(-25, 25));
        }
      });
      items.push(crate);
    }
  } else {
    background = cloth(w, h, r);
    place(w * 0.42, h * 0.48, 2.3, r.range(-10, 10));
    place(w * 0.76, h * 0.66, 1.2, r.range(-20, 20));
    for (let i = 0; i < 4; i++) {
      items.push(leaf(r.range(w * 0.05, w * 0.95), r.range(h * 0.75, h * 0.95), r.range(0, 360), 1.3));
    }
  }
  return `<defs>${gradients(p)}</defs>${background}${items.join('')}`;
};

/** A category icon: one item on a soft disc, transparent around it. */
export const iconScene = (motif: Motif, p: Palette, size: PictureSize, r: Random): string => {
  const { width: w, height: h } = size;
  const s = (Math.min(w, h) / 300) * (motif === 'pineapple' || motif === 'wasabi' ? 0.75 : 0.9);
  return (
    `<defs>${gradients(p)}</defs><circle cx="${w / 2}" cy="${h / 2}" r="${n(Math.min(w, h) / 2 - 2)}" fill="${p.light}" opacity="0.35"/>` +
    `<g transform="translate(${w / 2} ${n(h / 2 + (motif === 'pineapple' || motif === 'wasabi' ? h * 0.12 : 0))}) scale(${n(s)})">${drawMotif(motif, p, r)}</g>`
  );
};
