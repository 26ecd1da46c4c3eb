/**
 * Demo pictures drawn as SVG scenes (fruit, vegetables, fields, people) and rendered locally with
 * sharp: no downloads, no text (librsvg has no CJK font here). Every picture is a pure function of
 * its description, so its storage key is a hash of the SVG and re-seeding reuses stored files.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { createRandom, hashString, type Random } from './random.ts';

export type Palette = { main: string; shade: string; light: string; leaf: string };

export const PALETTES = {
  red: { main: '#e53935', shade: '#9e1b1b', light: '#ff8a80', leaf: '#43a047' },
  apple: { main: '#d32f2f', shade: '#7f1010', light: '#ffb199', leaf: '#558b2f' },
  yellowApple: { main: '#f2c94c', shade: '#b08a1c', light: '#fff3b0', leaf: '#558b2f' },
  tomato: { main: '#f4511e', shade: '#a52714', light: '#ffab91', leaf: '#2e7d32' },
  orange: { main: '#fb8c00', shade: '#c25e00', light: '#ffcc80', leaf: '#388e3c' },
  persimmon: { main: '#ef6c00', shade: '#a84300', light: '#ffb74d', leaf: '#33691e' },
  yellow: { main: '#fdd835', shade: '#c6a700', light: '#fff59d', leaf: '#558b2f' },
  pear: { main: '#c0ca33', shade: '#827717', light: '#f0f4c3', leaf: '#558b2f' },
  melon: { main: '#9ccc65', shade: '#558b2f', light: '#e6ee9c', leaf: '#33691e' },
  green: { main: '#7cb342', shade: '#33691e', light: '#c5e1a5', leaf: '#2e7d32' },
  darkGreen: { main: '#2e7d32', shade: '#1b5e20', light: '#81c784', leaf: '#1b5e20' },
  purple: { main: '#6a1b9a', shade: '#38006b', light: '#ba68c8', leaf: '#558b2f' },
  muscat: { main: '#c5e17a', shade: '#7cb342', light: '#f1f8e9', leaf: '#558b2f' },
  pink: { main: '#f48fb1', shade: '#c2185b', light: '#fce4ec', leaf: '#689f38' },
  cherry: { main: '#d81b60', shade: '#880e4f', light: '#ff80ab', leaf: '#558b2f' },
  mango: { main: '#e64a19', shade: '#bf360c', light: '#ffca28', leaf: '#388e3c' },
  brown: { main: '#c8a165', shade: '#8d6e3f', light: '#f1dcb5', leaf: '#6d8b3a' },
  darkBrown: { main: '#5d4037', shade: '#3e2723', light: '#a1887f', leaf: '#558b2f' },
  cream: { main: '#fff8e1', shade: '#d7c9a3', light: '#ffffff', leaf: '#8bc34a' },
  white: { main: '#fafafa', shade: '#cfd8dc', light: '#ffffff', leaf: '#7cb342' },
  tea: { main: '#558b2f', shade: '#33691e', light: '#aed581', leaf: '#2e7d32' },
  blackTea: { main: '#a0522d', shade: '#6d2f12', light: '#e0a878', leaf: '#558b2f' },
  beef: { main: '#c62828', shade: '#8e0000', light: '#ef9a9a', leaf: '#7cb342' },
  patty: { main: '#795548', shade: '#4e342e', light: '#bcaaa4', leaf: '#7cb342' },
  shrimp: { main: '#ff8a80', shade: '#e53935', light: '#ffd6d1', leaf: '#7cb342' },
  seaweed: { main: '#4e6b2f', shade: '#2f3f1b', light: '#8ca35e', leaf: '#33691e' },
  ume: { main: '#c2185b', shade: '#7b0d3a', light: '#f06292', leaf: '#6a1b9a' },
  jam: { main: '#e2b93b', shade: '#a17c14', light: '#fff1b8', leaf: '#689f38' },
  juice: { main: '#ffa726', shade: '#ef6c00', light: '#ffe0b2', leaf: '#7cb342' },
  appleJuice: { main: '#f0b64a', shade: '#c17d11', light: '#ffe6a8', leaf: '#7cb342' },
  milk: { main: '#ffffff', shade: '#cfd8dc', light: '#ffffff', leaf: '#42a5f5' },
  soba: { main: '#b5a58a', shade: '#7d6e55', light: '#e3d8c3', leaf: '#8d6e63' },
  adzuki: { main: '#8e2b2b', shade: '#4a1010', light: '#c56b6b', leaf: '#8d6e63' },
  wasabi: { main: '#8bc34a', shade: '#4f7a28', light: '#dcedc8', leaf: '#2e7d32' },
  rakkyo: { main: '#f5f5f0', shade: '#c8c8b8', light: '#ffffff', leaf: '#43a047' },
  sugar: { main: '#4e342e', shade: '#2b1a15', light: '#8d6e63', leaf: '#7cb342' },
  dango: { main: '#f3e5c8', shade: '#c9b48a', light: '#ffffff', leaf: '#7e57c2' },
  rice: { main: '#8d6e63', shade: '#5d4037', light: '#efebe9', leaf: '#fbc02d' },
  pineapple: { main: '#f9a825', shade: '#a86b00', light: '#ffe082', leaf: '#2e7d32' },
  lettuce: { main: '#9ccc65', shade: '#558b2f', light: '#dcedc8', leaf: '#33691e' },
  corn: { main: '#fbc02d', shade: '#c49000', light: '#fff176', leaf: '#689f38' },
  potato: { main: '#c9a26b', shade: '#8a6a3c', light: '#ecd3a5', leaf: '#6d8b3a' },
  edamame: { main: '#7cb342', shade: '#4b7a1e', light: '#c5e1a5', leaf: '#33691e' },
  goya: { main: '#4caf50', shade: '#1b5e20', light: '#a5d6a7', leaf: '#2e7d32' },
  pickles: { main: '#689f38', shade: '#33691e', light: '#c5e1a5', leaf: '#8bc34a' },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export type Motif =
  | 'apple'
  | 'citrus'
  | 'tomato'
  | 'peach'
  | 'persimmon'
  | 'melon'
  | 'grapes'
  | 'cherries'
  | 'strawberry'
  | 'pear'
  | 'mango'
  | 'pineapple'
  | 'potato'
  | 'corn'
  | 'lettuce'
  | 'pods'
  | 'gourd'
  | 'wasabi'
  | 'bulbs'
  | 'riceBag'
  | 'noodles'
  | 'teaCup'
  | 'pouch'
  | 'jar'
  | 'bottle'
  | 'cheese'
  | 'meat'
  | 'patty'
  | 'shrimp'
  | 'seaweed'
  | 'umeboshi'
  | 'beans'
  | 'dango'
  | 'sugar';

export type Landscape =
  | 'field'
  | 'orchard'
  | 'vineyard'
  | 'paddy'
  | 'pasture'
  | 'tea'
  | 'greenhouse'
  | 'coast'
  | 'terrace'
  | 'stream'
  | 'mountain';

export type TimeOfDay = 'morning' | 'noon' | 'evening';

/** What to draw; rendered to WebP at the given size. */
export type Picture =
  | { kind: 'product'; motif: Motif; palette: PaletteName; layout: 'crate' | 'closeup'; variant: number }
  | { kind: 'landscape'; scene: Landscape; palette: PaletteName; time: TimeOfDay; variant: number }
  | {
      kind: 'avatar';
      shirt: string;
      background: string;
      hat: 'straw' | 'towel' | 'cap' | 'none';
      variant: number;
    }
  | { kind: 'icon'; motif: Motif; palette: PaletteName };

export type PictureSize = { width: number; height: number };

export const SIZE = {
  media: { width: 1200, height: 900 },
  wide: { width: 1500, height: 500 },
  card: { width: 1200, height: 675 },
  thumbnail: { width: 600, height: 450 },
  avatar: { width: 400, height: 400 },
  icon: { width: 160, height: 160 },
} as const satisfies Record<string, PictureSize>;

// ---------------------------------------------------------------------------------------------
// SVG helpers

const n = (value: number): string => (Math.round(value * 10) / 10).toString();

const gradients = (p: Palette): string =>
  `<radialGradient id="gm" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${p.light}"/>` +
  `<stop offset="0.45" stop-color="${p.main}"/><stop offset="1" stop-color="${p.shade}"/></radialGradient>` +
  `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.leaf}"/>` +
  `<stop offset="1" stop-color="#1b3d14"/></linearGradient>` +
  `<radialGradient id="sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

const leaf = (x: number, y: number, rotate: number, size = 1): string =>
  `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(size)})" d="M0 0 Q30 -28 70 0 Q30 28 0 0Z" fill="url(#gl)"/>`;

const stem = (x: number, y: number, length = 30): string =>
  `<path d="M${n(x)} ${n(y)} q4 ${n(-length / 2)} 10 ${n(-length)}" stroke="#5d4037" stroke-width="7" fill="none" stroke-linecap="round"/>`;

const highlight = (x: number, y: number, rx: number, ry: number): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" opacity="0.32"/>`;

/** One item, centred on 0,0, roughly 220 units wide. */
const drawMotif = (motif: Motif, p: Palette, r: Random): string => {
  switch (motif) {
    case 'apple':
      return (
        `<path d="M0 -78 C60 -110 118 -60 108 10 C100 80 50 110 0 96 C-50 110 -100 80 -108 10 C-118 -60 -60 -110 0 -78Z" fill="url(#gm)"/>` +
        stem(0, -78, 34) +
        leaf(8, -104, -30, 0.8) +
        highlight(-45, -35, 22, 34)
      );
    case 'citrus': {
      let dots = '';
      for (let i = 0; i < 14; i++) {
        dots += `<circle cx="${n(r.range(-70, 70))}" cy="${n(r.range(-60, 70))}" r="2.5" fill="${p.shade}" opacity="0.35"/>`;
      }
      return `<ellipse rx="105" ry="92" fill="url(#gm)"/>${dots}${leaf(0, -90, -20, 0.7)}${highlight(-40, -35, 25, 18)}`;
    }
    case 'tomato': {
      let calyx = '';
      for (let i = 0; i < 5; i++) {
        const a = (i * 72 * Math.PI) / 180;
        calyx += `<path d="M0 -82 L${n(Math.cos(a) * 38)} ${n(-82 + Math.sin(a) * 22)}" stroke="${p.leaf}" stroke-width="10" stroke-linecap="round"/>`;
      }
      return `<ellipse rx="108" ry="90" fill="url(#gm)"/>${calyx}${highlight(-42, -30, 26, 18)}`;
    }
    case 'peach':
      return (
        `<path d="M0 -90 C70 -100 112 -30 100 30 C88 90 30 108 0 100 C-30 108 -88 90 -100 30 C-112 -30 -70 -100 0 -90Z" fill="url(#gm)"/>` +
        `<path d="M0 -88 C-22 -30 -18 40 0 98" stroke="${p.shade}" stroke-width="5" fill="none" opacity="0.5"/>` +
        leaf(4, -92, -40, 0.9) +
        leaf(0, -92, 200, 0.7) +
        highlight(-45, -25, 24, 32)
      );
    case 'persimmon':
      return (
        `<ellipse rx="108" ry="84" fill="url(#gm)"/>` +
        `<path d="M-40 -78 L0 -100 L40 -78 L22 -60 L0 -70 L-22 -60Z" fill="${p.leaf}"/>` +
        `<rect x="-5" y="-112" width="10" height="18" rx="4" fill="#4e342e"/>${highlight(-45, -25, 22, 15)}`
      );
    case 'melon': {
      let net = '';
      for (let i = -3; i <= 3; i++) {
        net += `<path d="M${i * 30} -108 Q${i * 42 + 20} 0 ${i * 30} 108" stroke="#f1f8e9" stroke-width="3" fill="none" opacity="0.55"/>`;
        net += `<path d="M-108 ${i * 30} Q0 ${i * 40 - 15} 108 ${i * 30}" stroke="#f1f8e9" stroke-width="3" fill="none" opacity="0.45"/>`;
      }
      return `<clipPath id="mc"><circle r="112"/></clipPath><circle r="112" fill="url(#gm)"/><g clip-path="url(#mc)">${net}</g><path d="M-26 -118 L26 -118 M0 -118 L0 -100" stroke="#6d4c41" stroke-width="10" stroke-linecap="round"/>`;
    }
    case 'grapes': {
      let berries = '';
      const rows = [5, 4, 4, 3, 2, 1];
      rows.forEach((count, row) => {
        for (let i = 0; i < count; i++) {
          const x = (i - (count - 1) / 2) * 40 + r.range(-3, 3);
          const y = -70 + row * 34;
          berries += `<circle cx="${n(x)}" cy="${n(y)}" r="24" fill="${row % 2 === 0 ? p.main : p.shade}" stroke="${p.shade}" stroke-width="2"/><circle cx="${n(x - 8)}" cy="${n(y - 8)}" r="6" fill="${p.light}" opacity="0.7"/>`;
        }
      });
      return `${stem(0, -92, 30)}${leaf(10, -110, -15, 1.1)}${berries}`;
    }
    case 'cherries':
      return (
        `<path d="M-45 30 Q-20 -60 10 -100 M45 40 Q30 -40 10 -100" stroke="#4e7a27" stroke-width="6" fill="none"/>` +
        leaf(10, -100, -10, 0.9) +
        `<circle cx="-45" cy="50" r="46" fill="url(#gm)"/><circle cx="48" cy="60" r="46" fill="url(#gm)"/>` +
        highlight(-60, 32, 10, 14) +
        highlight(32, 42, 10, 14)
      );
    case 'strawberry': {
      let seeds = '';
      for (let i = 0; i < 16; i++) {
        seeds += `<ellipse cx="${n(r.range(-55, 55))}" cy="${n(r.range(-45, 60))}" rx="3" ry="5" fill="#ffe082"/>`;
      }
      return (
        `<path d="M0 110 C-40 90 -100 20 -90 -40 C-82 -80 -30 -80 0 -70 C30 -80 82 -80 90 -40 C100 20 40 90 0 110Z" fill="url(#gm)"/>` +
        `${seeds}<path d="M-60 -70 L-20 -60 L0 -95 L20 -60 L60 -70 L30 -45 L0 -55 L-30 -45Z" fill="${p.leaf}"/>`
      );
    }
    case 'pear':
      return (
        `<path d="M0 -100 C40 -100 45 -40 70 0 C110 60 70 110 0 110 C-70 110 -110 60 -70 0 C-45 -40 -40 -100 0 -100Z" fill="url(#gm)"/>` +
        stem(0, -100, 30) +
        highlight(-30, 10, 18, 30)
      );
    case 'mango':
      return (
        `<path d="M-100 10 C-100 -70 0 -100 60 -80 C120 -60 120 40 70 80 C20 120 -100 90 -100 10Z" fill="url(#gm)"/>` +
        stem(-70, -50, 20) +
        highlight(-30, -40, 30, 18)
      );
    case 'pineapple': {
      let hatch = '';
      for (let i = -4; i <= 4; i++) {
        hatch += `<path d="M${i * 26 - 60} -60 L${i * 26 + 60} 100" stroke="${p.shade}" stroke-width="3" opacity="0.5"/>`;
        hatch += `<path d="M${i * 26 + 60} -60 L${i * 26 - 60} 100" stroke="${p.shade}" stroke-width="3" opacity="0.5"/>`;
      }
      let crown = '';
      for (let i = -3; i <= 3; i++) {
        crown += `<path d="M${i * 8} -55 Q${i * 22} -120 ${i * 30} -170 Q${i * 12} -110 ${i * 8 + 14} -55Z" fill="url(#gl)"/>`;
      }
      return `${crown}<clipPath id="pc"><ellipse cy="20" rx="72" ry="90"/></clipPath><ellipse cy="20" rx="72" ry="90" fill="url(#gm)"/><g clip-path="url(#pc)">${hatch}</g>`;
    }
    case 'potato': {
      let eyes = '';
      for (let i = 0; i < 6; i++) {
        eyes += `<ellipse cx="${n(r.range(-80, 80))}" cy="${n(r.range(-45, 45))}" rx="5" ry="3" fill="${p.shade}" opacity="0.6"/>`;
      }
      const rx = r.range(100, 120);
      const ry = r.range(66, 80);
      return `<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="url(#gm)"/>${eyes}${highlight(-40, -30, 30, 12)}`;
    }
    case 'corn': {
      let kernels = '';
      for (let y = -100; y <= 100; y += 16) {
        kernels += `<path d="M-40 ${y} L40 ${y}" stroke="${p.shade}" stroke-width="2" opacity="0.45"/>`;
      }
      for (let x = -30; x <= 30; x += 15) {
        kernels += `<path d="M${x} -110 L${x} 110" stroke="${p.shade}" stroke-width="2" opacity="0.35"/>`;
      }
      return (
        `<clipPath id="cc"><ellipse rx="46" ry="118"/></clipPath><ellipse rx="46" ry="118" fill="url(#gm)"/><g clip-path="url(#cc)">${kernels}</g>` +
        `<path d="M-10 120 Q-90 40 -70 -60 Q-40 40 0 60Z" fill="url(#gl)"/><path d="M10 120 Q95 30 70 -50 Q40 40 0 60Z" fill="url(#gl)"/>`
      );
    }
    case 'lettuce': {
      let leaves = '';
      for (let i = 0; i < 9; i++) {
        const a = (i / 9) * Math.PI * 2;
        const tone = i % 2 === 0 ? p.main : p.light;
        leaves += `<circle cx="${n(Math.cos(a) * 55)}" cy="${n(Math.sin(a) * 45)}" r="62" fill="${tone}" stroke="${p.shade}" stroke-width="3"/>`;
      }
      return `${leaves}<circle r="58" fill="url(#gm)"/><path d="M-30 -10 Q0 -40 30 -10" stroke="#f1f8e9" stroke-width="4" fill="none"/>`;
    }
    case 'pods': {
      let pods = '';
      for (let i = 0; i < 3; i++) {
        const angle = -30 + i * 30;
        pods += `<g transform="rotate(${angle}) translate(0 ${-10 + i * 12})"><path d="M-100 0 C-90 -38 90 -38 100 0 C90 30 -90 30 -100 0Z" fill="url(#gm)"/>`;
        for (let k = -1; k <= 1; k++)
          pods += `<circle cx="${k * 55}" cy="-4" r="20" fill="${p.light}" opacity="0.5"/>`;
        pods += '</g>';
      }
      return pods;
    }
    case 'gourd': {
      let bumps = '';
      for (let i = 0; i < 26; i++) {
        bumps += `<ellipse cx="${n(r.range(-28, 28))}" cy="${n(r.range(-110, 110))}" rx="6" ry="9" fill="${p.light}" opacity="0.55"/>`;
      }
      return `<g transform="rotate(-55)"><ellipse rx="42" ry="130" fill="url(#gm)"/>${bumps}<path d="M0 -130 l6 -18" stroke="#5d4037" stroke-width="8"/></g>`;
    }
    case 'wasabi': {
      let rings = '';
      for (let y = -20; y < 100; y += 18) {
        rings += `<path d="M-30 ${y} Q0 ${y + 8} 30 ${y}" stroke="${p.shade}" stroke-width="3" fill="none"/>`;
      }
      return (
        `<path d="M0 -40 L-90 -140 M0 -40 L0 -160 M0 -40 L90 -140" stroke="${p.leaf}" stroke-width="7"/>` +
        `<circle cx="-95" cy="-150" r="38" fill="url(#gl)"/><circle cx="0" cy="-168" r="40" fill="url(#gl)"/><circle cx="95" cy="-150" r="38" fill="url(#gl)"/>` +
        `<path d="M-36 -40 L36 -40 L20 110 Q0 122 -20 110Z" fill="url(#gm)"/>${rings}`
      );
    }
    case 'bulbs': {
      let bulbs = '';
      for (let i = -3; i <= 3; i++) {
        const x = i * 30;
        bulbs += `<path d="M${x} 20 L${x + i * 6} -120" stroke="${p.leaf}" stroke-width="8" stroke-linecap="round"/>`;
        bulbs += `<ellipse cx="${x}" cy="50" rx="24" ry="40" fill="url(#gm)" stroke="${p.shade}" stroke-width="2"/>`;
      }
      return bulbs;
    }
    case 'riceBag':
      return (
        `<path d="M-90 -110 L90 -110 L100 120 Q0 140 -100 120Z" fill="#f3ead7" stroke="#cbb994" stroke-width="4"/>` +
        `<rect x="-70" y="-40" width="140" height="90" rx="10" fill="${p.main}"/><circle cx="0" cy="5" r="26" fill="${p.leaf}"/>` +
        `<path d="M-90 -110 Q0 -140 90 -110" stroke="#cbb994" stroke-width="6" fill="none"/>`
      );
    case 'noodles': {
      let strands = '';
      for (let i = -9; i <= 9; i++) {
        strands += `<path d="M${i * 6} -120 L${i * 7} 120" stroke="${i % 2 === 0 ? p.main : p.shade}" stroke-width="5"/>`;
      }
      return `${strands}<rect x="-66" y="-22" width="132" height="40" rx="6" fill="#f5f0e6" stroke="#b71c1c" stroke-width="5"/>`;
    }
    case 'teaCup':
      return (
        `<path d="M-100 -40 L100 -40 Q95 80 40 100 L-40 100 Q-95 80 -100 -40Z" fill="#e8efe3" stroke="#b7c7ad" stroke-width="4"/>` +
        `<ellipse cy="-40" rx="100" ry="22" fill="url(#gm)"/>${leaf(110, 70, -20, 1)}${leaf(120, 90, 20, 0.8)}`
      );
    case 'pouch':
      return (
        `<path d="M-80 -120 L80 -120 L90 120 L-90 120Z" fill="${p.shade}"/><rect x="-80" y="-120" width="160" height="26" fill="#3e2723" opacity="0.5"/>` +
        `<rect x="-60" y="-30" width="120" height="90" rx="8" fill="#f5f0e6"/><circle cx="0" cy="15" r="28" fill="${p.main}"/>`
      );
    case 'jar':
      return (
        `<rect x="-78" y="-80" width="156" height="190" rx="26" fill="url(#gm)" stroke="#eceff1" stroke-width="6"/>` +
        `<rect x="-70" y="-120" width="140" height="44" rx="8" fill="#8d6e63"/><rect x="-78" y="-10" width="156" height="60" fill="#f5f0e6" opacity="0.9"/>` +
        `<rect x="-52" y="-60" width="20" height="150" rx="10" fill="#fff" opacity="0.25"/>`
      );
    case 'bottle':
      return (
        `<path d="M-22 -150 L22 -150 L22 -100 Q60 -80 60 -40 L60 140 Q0 152 -60 140 L-60 -40 Q-60 -80 -22 -100Z" fill="url(#gm)" stroke="#eceff1" stroke-width="4"/>` +
        `<rect x="-26" y="-172" width="52" height="28" rx="6" fill="${p.leaf}"/><rect x="-60" y="10" width="120" height="70" fill="#f5f0e6" opacity="0.9"/>` +
        `<rect x="-45" y="-50" width="14" height="180" rx="7" fill="#fff" opacity="0.3"/>`
      );
    case 'cheese':
      return (
        `<ellipse cy="40" rx="120" ry="40" fill="#e0d7c1"/><rect x="-120" y="-10" width="240" height="50" fill="#f4efe2"/>` +
        `<ellipse cy="-10" rx="120" ry="40" fill="#fbf8f0" stroke="#e0d7c1" stroke-width="3"/>` +
        `<path d="M0 -10 L120 -10 L120 40 L0 40Z" fill="#f7e7a6" opacity="0.8"/>`
      );
    case 'meat': {
      let slices = '';
      for (let i = 0; i < 3; i++) {
        const x = -70 + i * 70;
        slices += `<g transform="translate(${x} ${i * 12 - 10}) rotate(${i * 12 - 12})"><path d="M-70 -45 Q0 -75 70 -45 Q85 40 0 55 Q-85 40 -70 -45Z" fill="url(#gm)"/>`;
        for (let k = 0; k < 5; k++) {
          slices += `<path d="M${n(r.range(-50, 0))} ${n(r.range(-35, 35))} q25 ${n(r.range(-12, 12))} 50 0" stroke="#fde9e7" stroke-width="4" fill="none" opacity="0.85"/>`;
        }
        slices += '</g>';
      }
      return slices;
    }
    case 'patty': {
      let patties = '';
      for (let i = 0; i < 3; i++) {
        const x = -80 + i * 80;
        patties += `<g transform="translate(${x} ${i % 2 === 0 ? 0 : 25})"><ellipse rx="70" ry="48" fill="url(#gm)"/>`;
        for (let k = -1; k <= 1; k++) {
          patties += `<path d="M${k * 22 - 25} -30 L${k * 22 + 25} 30" stroke="#3e2723" stroke-width="6" opacity="0.6"/>`;
        }
        patties += '</g>';
      }
      return patties;
    }
    case 'shrimp': {
      let shrimps = '';
      for (let s = 0; s < 4; s++) {
        const ox = r.range(-70, 70);
        const oy = r.range(-60, 60);
        shrimps += `<g transform="translate(${n(ox)} ${n(oy)}) rotate(${n(r.range(0, 360))}) scale(0.55)">`;
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * Math.PI * 1.1;
          shrimps += `<circle cx="${n(Math.cos(a) * 60)}" cy="${n(Math.sin(a) * 60)}" r="${26 - i * 3}" fill="url(#gm)"/>`;
        }
        shrimps += `<path d="M60 0 l60 -40 M60 0 l70 -10" stroke="${p.shade}" stroke-width="3"/></g>`;
      }
      return shrimps;
    }
    case 'seaweed': {
      let strands = '';
      for (let i = 0; i < 18; i++) {
        const x = r.range(-70, 70);
        strands += `<path d="M${n(x)} 30 q${n(r.range(-30, 30))} -40 ${n(r.range(-20, 20))} -80 t${n(r.range(-20, 20))} -60" stroke="${i % 2 === 0 ? p.main : p.shade}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      }
      return `${strands}<path d="M-120 20 L120 20 Q110 110 0 115 Q-110 110 -120 20Z" fill="#e3f2fd" opacity="0.9" stroke="#90caf9" stroke-width="4"/>`;
    }
    case 'umeboshi': {
      let plums = '';
      for (let i = 0; i < 7; i++) {
        const x = (i - 3) * 30 + r.range(-5, 5);
        const y = -20 + Math.abs(i - 3) * 8 + r.range(-5, 5);
        plums += `<circle cx="${n(x)}" cy="${n(y)}" r="30" fill="url(#gm)"/><path d="M${n(x - 15)} ${n(y)} q10 -8 20 0" stroke="${p.shade}" stroke-width="3" fill="none"/>`;
      }
      return `${plums}<path d="M-130 0 L130 0 Q115 100 0 105 Q-115 100 -130 0Z" fill="#efe6d6" stroke="#b8a27a" stroke-width="4"/>`;
    }
    case 'beans': {
      let beans = '';
      for (let i = 0; i < 40; i++) {
        beans += `<ellipse cx="${n(r.range(-90, 90))}" cy="${n(r.range(-70, -20))}" rx="11" ry="8" transform="rotate(${n(r.range(0, 180))} 0 0)" fill="url(#gm)"/>`;
      }
      return `<rect x="-110" y="-40" width="220" height="140" fill="#d7b98c" stroke="#a1835a" stroke-width="5"/>${beans}`;
    }
    case 'dango': {
      let buns = '';
      for (let i = 0; i < 3; i++) {
        const x = (i - 1) * 80;
        buns += `<circle cx="${x}" cy="${i === 1 ? -20 : 20}" r="58" fill="url(#gm)"/><path d="M${x - 20} ${i === 1 ? -20 : 20} q20 20 40 0" stroke="${p.leaf}" stroke-width="10" fill="none"/>`;
      }
      return buns;
    }
    case 'sugar': {
      let blocks = '';
      for (let i = 0; i < 9; i++) {
        const x = r.range(-90, 90);
        const y = r.range(-60, 60);
        const s = r.range(24, 40);
        blocks += `<path d="M${n(x - s)} ${n(y - s * 0.6)} L${n(x + s * 0.8)} ${n(y - s)} L${n(x + s)} ${n(y + s * 0.7)} L${n(x - s * 0.7)} ${n(y + s)}Z" fill="url(#gm)"/>`;
      }
      return blocks;
    }
  }
};

// ---------------------------------------------------------------------------------------------
// Scenes

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

const productScene = (
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

const SKIES: Record<TimeOfDay, [string, string, string]> = {
  morning: ['#9fd3f7', '#fdf1d8', '#fff7cc'],
  noon: ['#4fa3e0', '#d8eefc', '#fffde7'],
  evening: ['#f7a35c', '#ffd9a8', '#fff0c2'],
};

const landscapeScene = (
  scene: Landscape,
  p: Palette,
  time: TimeOfDay,
  size: PictureSize,
  r: Random,
): string => {
  const { width: w, height: h } = size;
  const [top, bottom, sun] = SKIES[time];
  const horizon = h * r.range(0.42, 0.52);
  const parts: string[] = [];
  parts.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);
  parts.push(
    `<circle cx="${n(r.range(w * 0.15, w * 0.85))}" cy="${n(horizon * r.range(0.25, 0.5))}" r="${n(h * 0.07)}" fill="${sun}"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const cx = r.range(0, w);
    const cy = r.range(h * 0.08, horizon * 0.6);
    parts.push(
      `<g fill="#fff"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.07)}" ry="${n(h * 0.03)}"/><ellipse cx="${n(cx + w * 0.04)}" cy="${n(cy - h * 0.02)}" rx="${n(w * 0.05)}" ry="${n(h * 0.03)}"/></g>`,
    );
  }
  // Far mountains.
  const peaks = scene === 'mountain' || scene === 'tea' ? 3 : 5;
  let ridge = `M0 ${n(horizon)}`;
  for (let i = 0; i <= peaks; i++) {
    const x = (w / peaks) * i;
    const peak =
      horizon - h * r.range(scene === 'mountain' ? 0.22 : 0.06, scene === 'mountain' ? 0.34 : 0.16);
    ridge += ` L${n(x - w / peaks / 2)} ${n(peak)} L${n(x)} ${n(horizon - h * 0.03)}`;
  }
  ridge += ` L${w} ${n(horizon)} L${w} ${h} L0 ${h}Z`;
  parts.push(`<path d="${ridge}" fill="#9db5cc"/>`);
  if (scene === 'mountain' || scene === 'tea') {
    const fx = w * r.range(0.55, 0.8);
    parts.push(
      `<path d="M${n(fx - w * 0.22)} ${n(horizon)} L${n(fx - w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.22)} ${n(horizon)}Z" fill="#6f8fb3"/>` +
        `<path d="M${n(fx - w * 0.08)} ${n(horizon - h * 0.2)} L${n(fx - w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.08)} ${n(horizon - h * 0.2)} L${n(fx + w * 0.03)} ${n(horizon - h * 0.23)} L${n(fx)} ${n(horizon - h * 0.19)} L${n(fx - w * 0.03)} ${n(horizon - h * 0.23)}Z" fill="#fff"/>`,
    );
  }
  const ground = scene === 'coast' ? '#f3e2b3' : scene === 'paddy' ? '#9ccc65' : '#8bc34a';
  parts.push(
    `<path d="M0 ${n(horizon)} Q${n(w * 0.3)} ${n(horizon - h * 0.05)} ${n(w * 0.6)} ${n(horizon + h * 0.01)} T${w} ${n(horizon - h * 0.02)} L${w} ${h} L0 ${h}Z" fill="${ground}"/>`,
  );
  const rows = (color: string, count: number, width: number) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const x0 = w / 2 + (i - (count - 1) / 2) * (w * 0.05);
      const x1 = w / 2 + (i - (count - 1) / 2) * (w * 0.28);
      out += `<path d="M${n(x0)} ${n(horizon + 6)} L${n(x1)} ${h}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
    }
    return out;
  };
  const tree = (x: number, y: number, s: number, fruit: boolean) => {
    let out = `<rect x="${n(x - 6 * s)}" y="${n(y)}" width="${n(12 * s)}" height="${n(50 * s)}" fill="#6d4c41"/><circle cx="${n(x)}" cy="${n(y - 10 * s)}" r="${n(44 * s)}" fill="#4c8c2b"/><circle cx="${n(x - 18 * s)}" cy="${n(y - 24 * s)}" r="${n(26 * s)}" fill="#69a83f"/>`;
    if (fruit) {
      for (let i = 0; i < 6; i++) {
        out += `<circle cx="${n(x + r.range(-34, 34) * s)}" cy="${n(y - 10 * s + r.range(-30, 26) * s)}" r="${n(6 * s)}" fill="${p.main}"/>`;
      }
    }
    return out;
  };
  switch (scene) {
    case 'field':
      parts.push(rows(p.leaf, 14, 18));
      parts.push(rows(p.main, 14, 6));
      break;
    case 'orchard':
    case 'terrace': {
      if (scene === 'terrace') {
        for (let i = 0; i < 5; i++) {
          const y = horizon + (h - horizon) * (i / 5);
          parts.push(
            `<path d="M0 ${n(y)} Q${n(w / 2)} ${n(y - 30)} ${w} ${n(y)} L${w} ${n(y + 14)} Q${n(w / 2)} ${n(y - 16)} 0 ${n(y + 14)}Z" fill="#a1887f" opacity="0.7"/>`,
          );
        }
      }
      for (let row = 0; row < 4; row++) {
        const y = horizon + (h - horizon) * (0.12 + row * 0.24);
        const s = 0.6 + row * 0.45;
        for (let x = r.range(0, 60); x < w + 60; x += 150 * s) parts.push(tree(x, y, s, true));
      }
      break;
    }
    case 'vineyard':
      for (let row = 0; row < 4; row++) {
        const y = horizon + (h - horizon) * (0.15 + row * 0.23);
        parts.push(`<path d="M0 ${n(y)} L${w} ${n(y)}" stroke="#6d4c41" stroke-width="${3 + row * 2}"/>`);
        for (let x = r.range(10, 60); x < w; x += 70 + row * 30) {
          parts.push(
            `<circle cx="${n(x)}" cy="${n(y - 10)}" r="${n(18 + row * 8)}" fill="#558b2f"/><ellipse cx="${n(x + 8)}" cy="${n(y + 18 + row * 6)}" rx="${n(7 + row * 3)}" ry="${n(12 + row * 5)}" fill="${p.main}"/>`,
          );
        }
      }
      break;
    case 'paddy':
      parts.push(
        `<rect y="${n(horizon + 10)}" width="${w}" height="${n(h - horizon)}" fill="#b3d9d2" opacity="0.6"/>`,
      );
      parts.push(rows('#43a047', 18, 8));
      break;
    case 'pasture': {
      for (let x = 0; x < w; x += 90) {
        parts.push(`<rect x="${x}" y="${n(h * 0.7)}" width="10" height="${n(h * 0.12)}" fill="#8d6e63"/>`);
      }
      parts.push(
        `<path d="M0 ${n(h * 0.73)} L${w} ${n(h * 0.73)} M0 ${n(h * 0.78)} L${w} ${n(h * 0.78)}" stroke="#8d6e63" stroke-width="6"/>`,
      );
      for (let i = 0; i < 4; i++) {
        const x = r.range(w * 0.1, w * 0.9);
        const y = r.range(horizon + 30, h * 0.66);
        const s = 0.6 + (y - horizon) / (h - horizon);
        const body = p.main === PALETTES.beef.main ? '#a0522d' : '#fafafa';
        parts.push(
          `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse rx="55" ry="30" fill="${body}" stroke="#444" stroke-width="2"/><circle cx="-10" cy="-5" r="12" fill="#333" opacity="${body === '#fafafa' ? 0.8 : 0}"/><ellipse cx="60" cy="-18" rx="18" ry="14" fill="${body}" stroke="#444" stroke-width="2"/><rect x="-40" y="22" width="8" height="26" fill="#444"/><rect x="30" y="22" width="8" height="26" fill="#444"/></g>`,
        );
      }
      break;
    }
    case 'tea':
      for (let i = 0; i < 7; i++) {
        const y = horizon + (h - horizon) * (i / 7) + 20;
        parts.push(
          `<path d="M-20 ${n(y + 40)} Q${n(w * 0.25)} ${n(y - 25)} ${n(w * 0.5)} ${n(y)} T${w + 20} ${n(y - 10)} L${w + 20} ${n(y + 50)} L-20 ${n(y + 50)}Z" fill="${i % 2 === 0 ? '#2e7d32' : '#43a047'}"/>`,
        );
      }
      break;
    case 'greenhouse':
      for (let i = 0; i < 4; i++) {
        const x = w * 0.05 + i * w * 0.24;
        const y = horizon + (h - horizon) * 0.25;
        parts.push(
          `<path d="M${n(x)} ${n(h * 0.85)} L${n(x)} ${n(y)} Q${n(x + w * 0.1)} ${n(y - h * 0.15)} ${n(x + w * 0.2)} ${n(y)} L${n(x + w * 0.2)} ${n(h * 0.85)}Z" fill="#ffffff" opacity="0.6" stroke="#b0bec5" stroke-width="4"/>`,
        );
        for (let k = 0; k < 5; k++) {
          parts.push(
            `<circle cx="${n(x + r.range(w * 0.02, w * 0.18))}" cy="${n(r.range(y + 20, h * 0.8))}" r="10" fill="${p.main}"/>`,
          );
        }
      }
      break;
    case 'coast': {
      parts.push(
        `<rect y="${n(horizon)}" width="${w}" height="${n((h - horizon) * 0.45)}" fill="#26a6c9"/><rect y="${n(horizon)}" width="${w}" height="${n((h - horizon) * 0.12)}" fill="#64d0e6"/>`,
      );
      for (let i = 0; i < 3; i++) {
        const x = r.range(w * 0.05, w * 0.95);
        const y = h * r.range(0.78, 0.95);
        let fronds = '';
        for (let k = 0; k < 6; k++) {
          fronds += `<path d="M0 0 Q${n(Math.cos(k) * 90)} ${n(-40 + Math.sin(k) * 20)} ${n(Math.cos(k) * 140)} ${n(30 + Math.sin(k) * 30)}" stroke="#2e7d32" stroke-width="14" fill="none" stroke-linecap="round"/>`;
        }
        parts.push(
          `<path d="M${n(x)} ${n(y)} Q${n(x + 20)} ${n(y - h * 0.25)} ${n(x + 40)} ${n(y - h * 0.4)}" stroke="#8d6e63" stroke-width="16" fill="none"/><g transform="translate(${n(x + 40)} ${n(y - h * 0.4)})">${fronds}</g>`,
        );
      }
      break;
    }
    case 'stream':
      parts.push(
        `<rect y="${n(horizon - h * 0.1)}" width="${w}" height="${n(h * 0.3)}" fill="#2e5d32" opacity="0.9"/>` +
          `<path d="M${n(w * 0.45)} ${n(horizon)} Q${n(w * 0.3)} ${n(h * 0.7)} ${n(w * 0.5)} ${h} L${n(w * 0.7)} ${h} Q${n(w * 0.45)} ${n(h * 0.7)} ${n(w * 0.55)} ${n(horizon)}Z" fill="#7fc8e8"/>`,
      );
      parts.push(rows('#7cb342', 10, 14));
      break;
    case 'mountain':
      parts.push(rows('#689f38', 10, 10));
      break;
  }
  return `<defs>${gradients(p)}</defs>${parts.join('')}`;
};

const SKIN = ['#f5d0b0', '#eac1a0', '#dca987', '#f2c9a5'];
const HAIR = ['#2b1d16', '#3b2a20', '#4a3a2f', '#1a1a1a', '#6d5a4a'];

const avatarScene = (
  shirt: string,
  background: string,
  hat: 'straw' | 'towel' | 'cap' | 'none',
  size: PictureSize,
  r: Random,
): string => {
  const { width: w, height: h } = size;
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cx = w / 2;
  const headY = h * 0.42;
  const head = w * 0.17;
  let hatSvg = '';
  if (hat === 'straw') {
    hatSvg = `<ellipse cx="${cx}" cy="${n(headY - head * 0.55)}" rx="${n(head * 2)}" ry="${n(head * 0.35)}" fill="#e6c36a" stroke="#b8923a" stroke-width="3"/><path d="M${n(cx - head * 0.95)} ${n(headY - head * 0.6)} Q${cx} ${n(headY - head * 2)} ${n(cx + head * 0.95)} ${n(headY - head * 0.6)}Z" fill="#ecd080"/><rect x="${n(cx - head * 0.95)}" y="${n(headY - head * 0.85)}" width="${n(head * 1.9)}" height="${n(head * 0.22)}" fill="#c62828"/>`;
  } else if (hat === 'towel') {
    hatSvg = `<path d="M${n(cx - head * 1.02)} ${n(headY - head * 0.3)} Q${cx} ${n(headY - head * 1.5)} ${n(cx + head * 1.02)} ${n(headY - head * 0.3)} L${n(cx + head * 1.02)} ${n(headY - head * 0.55)} Q${cx} ${n(headY - head * 1.9)} ${n(cx - head * 1.02)} ${n(headY - head * 0.55)}Z" fill="#fafafa" stroke="#90caf9" stroke-width="4"/>`;
  } else if (hat === 'cap') {
    hatSvg = `<path d="M${n(cx - head)} ${n(headY - head * 0.35)} Q${cx} ${n(headY - head * 1.7)} ${n(cx + head)} ${n(headY - head * 0.35)}Z" fill="${shirt}"/><path d="M${n(cx)} ${n(headY - head * 0.4)} L${n(cx + head * 1.7)} ${n(headY - head * 0.3)} L${n(cx + head * 0.9)} ${n(headY - head * 0.55)}Z" fill="${shirt}"/>`;
  }
  return (
    `<rect width="${w}" height="${h}" fill="${background}"/>` +
    `<path d="M${n(cx - w * 0.36)} ${h} Q${n(cx - w * 0.34)} ${n(h * 0.66)} ${cx} ${n(h * 0.64)} Q${n(cx + w * 0.34)} ${n(h * 0.66)} ${n(cx + w * 0.36)} ${h}Z" fill="${shirt}"/>` +
    `<rect x="${n(cx - head * 0.35)}" y="${n(headY + head * 0.7)}" width="${n(head * 0.7)}" height="${n(head * 0.6)}" fill="${skin}"/>` +
    `<circle cx="${cx}" cy="${n(headY)}" r="${n(head)}" fill="${skin}"/>` +
    `<path d="M${n(cx - head)} ${n(headY - head * 0.1)} Q${n(cx - head)} ${n(headY - head * 1.15)} ${cx} ${n(headY - head * 1.05)} Q${n(cx + head)} ${n(headY - head * 1.15)} ${n(cx + head)} ${n(headY - head * 0.1)} Q${cx} ${n(headY - head * 0.65)} ${n(cx - head)} ${n(headY - head * 0.1)}Z" fill="${hair}"/>` +
    `<circle cx="${n(cx - head * 0.35)}" cy="${n(headY + head * 0.05)}" r="${n(head * 0.08)}" fill="#3e2723"/><circle cx="${n(cx + head * 0.35)}" cy="${n(headY + head * 0.05)}" r="${n(head * 0.08)}" fill="#3e2723"/>` +
    `<path d="M${n(cx - head * 0.3)} ${n(headY + head * 0.4)} Q${cx} ${n(headY + head * 0.62)} ${n(cx + head * 0.3)} ${n(headY + head * 0.4)}" stroke="#8d4a3a" stroke-width="${n(head * 0.07)}" fill="none" stroke-linecap="round"/>` +
    hatSvg
  );
};

const iconScene = (motif: Motif, p: Palette, size: PictureSize, r: Random): string => {
  const { width: w, height: h } = size;
  const s = (Math.min(w, h) / 300) * (motif === 'pineapple' || motif === 'wasabi' ? 0.75 : 0.9);
  return (
    `<defs>${gradients(p)}</defs><circle cx="${w / 2}" cy="${h / 2}" r="${n(Math.min(w, h) / 2 - 2)}" fill="${p.light}" opacity="0.35"/>` +
    `<g transform="translate(${w / 2} ${n(h / 2 + (motif === 'pineapple' || motif === 'wasabi' ? h * 0.12 : 0))}) scale(${n(s)})">${drawMotif(motif, p, r)}</g>`
  );
};

/** The SVG document of a picture. */
export const pictureSvg = (picture: Picture, size: PictureSize): string => {
  const r = createRandom(hashString(JSON.stringify(picture)));
  let body: string;
  switch (picture.kind) {
    case 'product':
      body = productScene(picture.motif, PALETTES[picture.palette], picture.layout, size, r);
      break;
    case 'landscape':
      body = landscapeScene(picture.scene, PALETTES[picture.palette], picture.time, size, r);
      break;
    case 'avatar':
      body = avatarScene(picture.shirt, picture.background, picture.hat, size, r);
      break;
    case 'icon':
      body = iconScene(picture.motif, PALETTES[picture.palette], size, r);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${body}</svg>`;
};

// ---------------------------------------------------------------------------------------------
// Rendering

type Job = { key: string; svg: string; size: PictureSize; format: 'jpeg' | 'webp' };

/**
 * Rasterises and encodes one picture. Scenes are opaque, so JPEG (about three times faster to
 * encode than WebP here); icons keep their transparency as WebP.
 */
const renderPicture = (job: Job): Promise<Buffer> => {
  const image = sharp(Buffer.from(job.svg));
  return job.format === 'jpeg'
    ? image.jpeg({ quality: 82, optimiseCoding: false }).toBuffer()
    : image.webp({ quality: 82, effort: 2 }).toBuffer();
};

/**
 * Collects the pictures a seed needs: `url()` returns the public URL at once (keys are content
 * hashes), `renderAll()` later draws the pictures that storage does not hold yet.
 */
export class PictureBook {
  readonly #storage: ObjectStorage;
  readonly #jobs = new Map<string, Job>();

  constructor(storage: ObjectStorage) {
    this.#storage = storage;
  }

  url(picture: Picture, size: PictureSize): string {
    const svg = pictureSvg(picture, size);
    const format = picture.kind === 'icon' ? 'webp' : 'jpeg';
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 22);
    const key = `seed/${picture.kind}/${hash}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
    if (!this.#jobs.has(key)) this.#jobs.set(key, { key, svg, size, format });
    return this.#storage.publicUrl(key);
  }

  get size(): number {
    return this.#jobs.size;
  }

  /** The storage keys of the pictures collected so far. */
  keys(): string[] {
    return [...this.#jobs.keys()];
  }

  /** Renders and stores every picture not stored yet; returns how many were drawn. */
  async renderAll(concurrency = 4): Promise<number> {
    const jobs = [...this.#jobs.values()];
    let drawn = 0;
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) break;
        if (await this.#storage.get(job.key)) continue;
        const body = await renderPicture(job);
        await this.#storage.put(job.key, body, job.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
        drawn++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return drawn;
  }
}
