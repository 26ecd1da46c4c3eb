import sharp from 'sharp';

/** Image types an upload may declare, with the extension of their object key and sharp's format. */
export const IMAGE_TYPES = {
  'image/jpeg': { ext: 'jpg', format: 'jpeg' },
  'image/png': { ext: 'png', format: 'png' },
  'image/webp': { ext: 'webp', format: 'webp' },
  'image/gif': { ext: 'gif', format: 'gif' },
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

export const isImageType = (value: string): value is ImageType => Object.hasOwn(IMAGE_TYPES, value);

/** The real type of an image by its magic bytes (what the bytes are, not what the client says), or null. */
export const sniffImageType = (body: Buffer): ImageType | null => {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  if (body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  const head6 = body.subarray(0, 6).toString('latin1');
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'image/gif';
  if (
    body.subarray(0, 4).toString('latin1') === 'RIFF' &&
    body.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
};

/**
 * Decodes and re-encodes an image: oriented by its EXIF, shrunk to fit `maxEdge` (never enlarged),
 * metadata (EXIF, GPS) dropped. Re-encoding also neutralises anything smuggled after the image data.
 */
export const normaliseImage = async (body: Buffer, type: ImageType, maxEdge: number): Promise<Buffer> =>
  sharp(body, { limitInputPixels: 50_000_000, animated: false })
    .rotate()
    .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
    .toFormat(IMAGE_TYPES[type].format)
    .toBuffer();
