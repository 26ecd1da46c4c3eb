/** What the seed's pictures are made of: palettes, motifs, landscapes, sizes (images.ts draws them). */

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

/** Fruit and vegetables, drawn in produce.ts. */
export const PRODUCE_MOTIFS = [
  'apple',
  'citrus',
  'tomato',
  'peach',
  'persimmon',
  'melon',
  'grapes',
  'cherries',
  'strawberry',
  'pear',
  'mango',
  'pineapple',
  'potato',
  'corn',
  'lettuce',
  'pods',
  'gourd',
  'wasabi',
  'bulbs',
] as const;

/** Packed and prepared foods, drawn in pantry.ts. */
export const PANTRY_MOTIFS = [
  'riceBag',
  'noodles',
  'teaCup',
  'pouch',
  'jar',
  'bottle',
  'cheese',
  'meat',
  'patty',
  'shrimp',
  'seaweed',
  'umeboshi',
  'beans',
  'dango',
  'sugar',
] as const;

export type ProduceMotif = (typeof PRODUCE_MOTIFS)[number];
export type PantryMotif = (typeof PANTRY_MOTIFS)[number];
export type Motif = ProduceMotif | PantryMotif;

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
