/**
 * Demo data for an empty database: marches in seven prefectures, their producers, products,
 * experiences, live schedules, videos, reviews, spots and volunteer posts, written in Japanese,
 * with pictures drawn locally. Timestamps are relative to `now`, so the demo always has a live
 * schedule and products in their sales window.
 */
import { sql } from 'drizzle-orm';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { Executor } from '../client.ts';
import { coordinators } from '../schema/index.ts';
import { fillDemoEnglishNames } from './english-names.ts';
import { PictureBook } from './images.ts';
import { type SeedMedia, storeSeedMedia } from './media.ts';
import { buildSeedRows } from './plan.ts';
import { insertSeedRows } from './seed-tables.ts';
import { seedStaffIfNone } from './staff.ts';

export type SeedOptions = {
  /** The demo's "now" (default: the current time). */
  now?: Date;
  /**
   * URL of the video used for videos, the live stream and archives instead of the committed HLS
   * sample (`./media`, copied into the object storage by `storeSeedMedia`).
   */
  videoUrl?: string;
  /**
   * Told each step of a seeding that runs (not when the database was already seeded): the first
   * start spends about a minute here, drawing the demo pictures and storing the video, and must not
   * look stuck (README "What the two commands do").
   */
  progress?: (step: string) => void;
};

/** Arbitrary constant: serialises concurrent seeders of one database. */
const SEED_LOCK_KEY = 727_401_234;

const hasCoordinators = async (db: Executor): Promise<boolean> => {
  const found = await db.select({ id: coordinators.id }).from(coordinators).limit(1);
  return found.length > 0;
};

/**
 * Seeds the demo data unless the database already has coordinators (then it only fills the demo
 * taxonomy's missing English names: ./english-names.ts). Pictures are drawn and
 * stored first (outside the transaction, reusing stored ones); rows are inserted in one
 * transaction holding an advisory lock, so concurrent calls insert once.
 */
export const seedIfEmpty = async (
  db: Executor,
  storage: ObjectStorage,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> => {
  if (await hasCoordinators(db)) {
    await fillDemoEnglishNames(db);
    // The seller console's demo accounts, once, in a demo database seeded before the console.
    await seedStaffIfNone(db);
    return { seeded: false };
  }

  const progress = options.progress ?? (() => {});
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  progress('seeding demo data into the empty database (first start only, about a minute)');
  const pictures = new PictureBook(storage);
  const media: SeedMedia = options.videoUrl
    ? { vodUrl: options.videoUrl, liveUrl: options.videoUrl, subtitles: {} }
    : await storeSeedMedia(storage);
  progress(`seed 1/3: demo video stored (${elapsed()})`);
  const rows = buildSeedRows(options.now ?? new Date(), pictures, media);
  await pictures.renderAll();
  progress(`seed 2/3: demo pictures drawn (${elapsed()})`);

  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    if (await hasCoordinators(tx)) return { seeded: false };

    await insertSeedRows(tx, rows);
    await seedStaffIfNone(tx);
    progress(`seed 3/3: demo rows written, seeding done (${elapsed()})`);
    return { seeded: true };
  });
};
