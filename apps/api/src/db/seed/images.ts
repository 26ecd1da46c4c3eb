/**
 * Demo pictures drawn as SVG scenes (fruit, vegetables, fields, people) and rendered locally with
 * sharp: no downloads, no text (librsvg has no CJK font here). Every picture is a pure function of
 * its description, so its storage key is a hash of the SVG and re-seeding reuses stored files.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { avatarScene } from './pictures/avatar-scene.ts';
import { landscapeScene } from './pictures/landscape-scene.ts';
import { iconScene, productScene } from './pictures/product-scene.ts';
import { PALETTES, type Picture, type PictureSize } from './pictures/vocabulary.ts';
import { createRandom, hashString } from './random.ts';

export type {
  Landscape,
  Motif,
  Palette,
  PaletteName,
  Picture,
  PictureSize,
  TimeOfDay,
} from './pictures/vocabulary.ts';
export { PALETTES, SIZE } from './pictures/vocabulary.ts';

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
