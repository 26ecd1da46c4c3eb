/**
 * What every part of the seed plan works with: the rows being built, ids by key, timestamps
 * relative to one instant, picture URLs, and the facts one part leaves for the next (a producer's
 * marche and farm picture, a product's category and start).
 */
import { newId } from '../../id.ts';
import type { AvatarSeed, SceneSeed } from '../content/coordinators.ts';
import { type PictureBook, type PictureSize, SIZE } from '../images.ts';
import type { SeedMedia } from '../media.ts';
import type { Random } from '../random.ts';
import type { SeedRows } from '../seed-tables.ts';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
const JST_OFFSET = 9 * 60 * MINUTE;

/** key → id, failing loudly on a typo in the data modules. */
export class Ids {
  readonly #ids = new Map<string, string>();
  readonly #name: string;

  constructor(name: string) {
    this.#name = name;
  }

  create(key: string): string {
    if (this.#ids.has(key)) throw new Error(`seed: duplicate ${this.#name} key ${key}`);
    const id = newId();
    this.#ids.set(key, id);
    return id;
  }

  get(key: string): string {
    const id = this.#ids.get(key);
    if (id === undefined) throw new Error(`seed: unknown ${this.#name} key ${key}`);
    return id;
  }
}

export const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
};

/** Deterministic shuffle (Fisher–Yates). */
export const shuffled = <T>(items: readonly T[], r: Random): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
};

export type SeedPlan = {
  /** `now` in whole minutes: every window of the demo is relative to it. */
  base: number;
  /** `days` (and `minutes`) from base. */
  at: (days: number, minutes?: number) => Date;
  /** The Japanese calendar date `days` from base (YYYY-MM-DD). */
  jstDate: (days: number) => string;
  /** The URL of a landscape picture. */
  scene: (s: SceneSeed, size: PictureSize, variant?: number) => string;
  /** The URL of a portrait. */
  avatar: (a: AvatarSeed) => string;
  pictures: PictureBook;
  media: SeedMedia;
  rows: SeedRows;
  categoryIds: Ids;
  typeIds: Ids;
  tagIds: Ids;
  experienceTypeIds: Ids;
  spotTypeIds: Ids;
  coordinatorIds: Ids;
  producerIds: Ids;
  productIds: Ids;
  experienceIds: Ids;
  userIds: Ids;
  scheduleIds: Ids;
  videoIds: Ids;
  /** Producer key → the URL of its farm picture. */
  farmUrl: Map<string, string>;
  /** Producer key → the key of the marche presenting it. */
  producerCoordinator: Map<string, string>;
  /** Product key → its category key. */
  productCategory: Map<string, string>;
  /** Product key → the day its sale starts (negative: already on sale). */
  productStart: Map<string, number>;
};

/** An empty plan at `now`. */
export const startPlan = (now: Date, pictures: PictureBook, media: SeedMedia): SeedPlan => {
  // Whole minutes keep the demo timestamps tidy; every window is relative to this instant.
  const base = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const at = (days: number, minutes = 0): Date => new Date(base + days * DAY + minutes * MINUTE);
  const jstDate = (days: number): string =>
    new Date(base + days * DAY + JST_OFFSET).toISOString().slice(0, 10);
  const scene = (s: SceneSeed, size: PictureSize, variant = 0) =>
    pictures.url({ kind: 'landscape', scene: s.scene, palette: s.palette, time: s.time, variant }, size);
  const avatar = (a: AvatarSeed) =>
    pictures.url(
      { kind: 'avatar', shirt: a.shirt, background: a.background, hat: a.hat, variant: 0 },
      SIZE.avatar,
    );

  return {
    base,
    at,
    jstDate,
    scene,
    avatar,
    pictures,
    media,
    rows: {
      categories: [],
      productTypes: [],
      productTags: [],
      experienceTypes: [],
      spotTypes: [],
      coordinators: [],
      producers: [],
      products: [],
      experiences: [],
      shippings: [],
      promotions: [],
      users: [],
      schedules: [],
      lives: [],
      liveComments: [],
      videos: [],
      videoComments: [],
      productReviews: [],
      productReviewReactions: [],
      experienceReviews: [],
      experienceReviewReactions: [],
      spots: [],
      volunteerPosts: [],
      paymentSystems: [],
    },
    categoryIds: new Ids('category'),
    typeIds: new Ids('product type'),
    tagIds: new Ids('product tag'),
    experienceTypeIds: new Ids('experience type'),
    spotTypeIds: new Ids('spot type'),
    coordinatorIds: new Ids('coordinator'),
    producerIds: new Ids('producer'),
    productIds: new Ids('product'),
    experienceIds: new Ids('experience'),
    userIds: new Ids('user'),
    scheduleIds: new Ids('schedule'),
    videoIds: new Ids('video'),
    farmUrl: new Map(),
    producerCoordinator: new Map(),
    productCategory: new Map(),
    productStart: new Map(),
  };
};
