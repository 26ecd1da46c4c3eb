import { describe, expect, it } from 'vitest';
import type { Experience, Product } from '@/lib/api/types.ts';
import { experienceCard, productCard, shareImage } from './content.ts';

const labels = { siteName: 'hatake', taxIncluded: '（税込）', origin: '産地', adult: '大人' };
const en = { siteName: 'hatake', taxIncluded: ' (tax incl.)', origin: 'Origin', adult: 'Adult' };

// Only the fields the card reads; the rest of a Product does not matter here.
const product = {
  id: 'p1',
  name: '朝採れトマト',
  price: 1280,
  originPrefecture: '熊本県',
  originCity: '八代市',
  thumbnailUrl: '',
  media: [
    { url: 'http://localhost:3000/media/v.mp4', isThumbnail: false },
    { url: 'http://localhost:3000/media/b.webp', isThumbnail: false },
  ],
} as unknown as Product;

const experience = {
  id: 'e1',
  title: 'いちご狩り',
  priceAdult: 3000,
  hostPrefecture: '長野県',
  hostCity: '安曇野市',
  thumbnailUrl: 'http://localhost:3000/media/e.webp',
  media: [],
} as unknown as Experience;

describe('productCard', () => {
  it('says origin, name and price in the page language, with the first picture when there is no thumbnail', () => {
    expect(productCard(product, 'ja', labels)).toEqual({
      siteName: 'hatake',
      eyebrow: '産地 熊本県 八代市',
      title: '朝採れトマト',
      price: '¥1,280',
      priceNote: '（税込）',
      photoUrl: 'http://localhost:3000/media/b.webp',
    });
    expect(productCard(product, 'en', en)).toMatchObject({
      eyebrow: 'Origin 八代市, Kumamoto',
      priceNote: '(tax incl.)',
    });
  });

  it('leaves the origin line out when the origin is unknown', () => {
    const noOrigin = { ...product, originPrefecture: '', originCity: '' };
    expect(productCard(noOrigin, 'ja', labels).eyebrow).toBe('');
  });
});

describe('experienceCard', () => {
  it('says place, title and the adult price', () => {
    expect(experienceCard(experience, 'ja', labels)).toMatchObject({
      eyebrow: '長野県 安曇野市',
      title: 'いちご狩り',
      price: '大人 ¥3,000',
      photoUrl: 'http://localhost:3000/media/e.webp',
    });
  });
});

describe('shareImage', () => {
  it('is the card under the page the browser sees, 1200×630 PNG', () => {
    const image = shareImage('/en/items/p1', product);
    expect(image).toMatchObject({ width: 1200, height: 630, type: 'image/png' });
    expect(image.url).toMatch(/^\/en\/items\/p1\/share-card\?v=[0-9a-z]+$/);
    expect(shareImage('/experiences/e1', experience).url).toMatch(/^\/experiences\/e1\/share-card\?v=/);
  });

  it('changes its URL when the price, name or photo changes, and only then', () => {
    const base = shareImage('/items/p1', product).url;
    expect(shareImage('/items/p1', { ...product }).url).toBe(base);
    expect(shareImage('/items/p1', { ...product, description: 'new text' }).url).toBe(base);
    expect(shareImage('/items/p1', { ...product, price: 1380 }).url).not.toBe(base);
    expect(shareImage('/items/p1', { ...product, name: '夕採れトマト' }).url).not.toBe(base);
    expect(shareImage('/items/p1', { ...product, thumbnailUrl: '/media/new.webp' }).url).not.toBe(base);
    const exp = shareImage('/experiences/e1', experience).url;
    expect(shareImage('/experiences/e1', { ...experience, priceAdult: 3500 }).url).not.toBe(exp);
  });
});
