import { describe, expect, it } from 'vitest';
import { japanLocalToUnix, readProductForm, unixToJapanLocal } from './product-form.ts';

const filled = () => {
  const form = new FormData();
  const values: Record<string, string> = {
    producerId: 'p1',
    productTypeId: 't1',
    name: 'トマト',
    description: '甘い',
    nameEn: 'Tomato',
    descriptionEn: '',
    itemUnit: '箱',
    itemDescription: '1kg',
    recommendedPoint1: '',
    recommendedPoint2: '',
    recommendedPoint3: '',
    originCity: '帯広市',
    price: '1280',
    cost: '600',
    weightGrams: '1000',
    deliveryType: '1',
    storageMethodType: '3',
    expirationDate: '7',
    box60Rate: '50',
    box80Rate: '25',
    box100Rate: '10',
    originPrefectureCode: '1',
    startAt: '2026-12-18T10:00',
    endAt: '2027-01-31T23:59',
    thumbnailUrl: 'https://x/b.png',
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.append('mediaUrl', 'https://x/a.png');
  form.append('mediaUrl', 'https://x/b.png');
  form.append('productTagIds', 'tag1');
  form.append('productTagIds', 'tag1');
  return form;
};

describe('readProductForm', () => {
  it('reads numbers, the Japan-time sale period, pictures in order with the thumbnail, tags once', () => {
    const read = readProductForm(filled());
    if (!('fields' in read)) throw new Error(read.problem);
    expect(read.fields.price).toBe(1280);
    expect(read.fields.startAt).toBe(Date.UTC(2026, 11, 18, 1, 0) / 1000);
    expect(read.fields.media).toEqual([
      { url: 'https://x/a.png', isThumbnail: false },
      { url: 'https://x/b.png', isThumbnail: true },
    ]);
    expect(read.fields.productTagIds).toEqual(['tag1']);
  });
  it('names the field it cannot read', () => {
    const form = filled();
    form.set('price', '12.5');
    expect(readProductForm(form)).toEqual({ problem: 'price' });
    const other = filled();
    other.set('endAt', 'tomorrow');
    expect(readProductForm(other)).toEqual({ problem: 'endAt' });
  });
});

describe('Japan-time datetime-local values', () => {
  it('round-trips', () => {
    const seconds = japanLocalToUnix('2026-12-18T10:00');
    expect(seconds).toBeDefined();
    expect(unixToJapanLocal(seconds ?? 0)).toBe('2026-12-18T10:00');
  });
  it('refuses other shapes', () => {
    expect(japanLocalToUnix('2026-12-18')).toBeUndefined();
  });
});
