import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normaliseImage, sniffImageType } from './images.ts';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', size = 40) =>
  sharp({ create: { width: size, height: size / 2, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

describe('sniffImageType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('recognises %s', async (format, type) => {
    expect(sniffImageType(await image(format))).toBe(type);
  });

  it('rejects text and empty bodies', () => {
    expect(sniffImageType(Buffer.from('hello, I am a PNG'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('normaliseImage', () => {
  it('shrinks to the max edge keeping the aspect ratio, never enlarging', async () => {
    const big = await normaliseImage(await image('png', 1200), 'image/png', 512);
    expect(await sharp(big).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });
    const small = await normaliseImage(await image('jpeg', 100), 'image/jpeg', 512);
    expect(await sharp(small).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 50 });
  });
});
