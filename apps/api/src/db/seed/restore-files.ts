/**
 * The demo's rows live in the database, its pictures and sample video in the object storage. A
 * process that starts on an already-seeded database with storage of its own (another machine, a
 * fresh `DATA_DIR`, a new bucket) would answer 404 for every demo picture: seeding ran elsewhere.
 * This puts back whatever of the demo's files the storage lacks. Pictures are pure functions of
 * their description and stored under a hash of it (./images.ts), so re-drawing one gives the very
 * file the database names, and a file already stored is never drawn again.
 */
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { Executor } from '../client.ts';
import { productTypes } from '../schema/index.ts';
import { PictureBook } from './images.ts';
import { seedMediaKeys, seedMediaUrls, storeSeedMedia } from './media.ts';
import { buildSeedRows } from './plan.ts';

export type RestoredFiles = {
  /** The database holds this seed plan's demo (its product-type icons). */
  seeded: boolean;
  /** Pictures drawn because the storage lacked them. */
  drawn: number;
  /** The sample video was copied in because part of it was missing. */
  media: boolean;
};

/**
 * Whether a product type's icon is one of the plan's pictures. Compared by storage key, not by URL:
 * the URL carries the PUBLIC_URL of the process that seeded, which another process may not share.
 */
const namesAPlanIcon = async (db: Executor, keys: string[]): Promise<boolean> => {
  const iconKeys = keys.filter((key) => key.startsWith('seed/icon/'));
  const rows = await db.select({ url: productTypes.iconUrl }).from(productTypes);
  return rows.some(({ url }) => iconKeys.some((key) => url.endsWith(`/${key}`)));
};

const anyMissing = async (storage: ObjectStorage, keys: string[]): Promise<boolean> => {
  for (const key of keys) if ((await storage.get(key)) === undefined) return true;
  return false;
};

/**
 * Draws the seed plan's pictures missing from `storage` and copies the sample video in when part of
 * it is missing — only when the database was seeded from this plan (a product type's icon is
 * one of its pictures), so an operator's own catalogue never gets demo files. Idempotent, and safe
 * for several processes at once (storage writes replace whole objects).
 */
export const restoreDemoFiles = async (
  db: Executor,
  storage: ObjectStorage,
  options: { concurrency?: number } = {},
): Promise<RestoredFiles> => {
  const pictures = new PictureBook(storage);
  buildSeedRows(new Date(), pictures, seedMediaUrls(storage));
  if (!(await namesAPlanIcon(db, pictures.keys()))) return { seeded: false, drawn: 0, media: false };

  const media = await anyMissing(storage, seedMediaKeys());
  if (media) await storeSeedMedia(storage);
  const drawn = await pictures.renderAll(options.concurrency);
  return { seeded: true, drawn, media };
};
