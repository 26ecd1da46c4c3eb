import { DeliveryType, StorageMethodType } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { applyStockChange, normaliseMedia, type ProductDraft, productProblem } from './product-rules.ts';

const draft: ProductDraft = {
  name: 'とうもろこし',
  media: [{ url: '/media/a.png', isThumbnail: false }],
  deliveryType: DeliveryType.NORMAL,
  storageMethodType: StorageMethodType.NORMAL,
  startAt: 100,
  endAt: 200,
};

describe('productProblem', () => {
  it('accepts a valid product', () => {
    expect(productProblem(draft)).toBeNull();
  });

  it('names the field of each problem', () => {
    expect(productProblem({ ...draft, name: '\u3000\u200b' })).toBe('name must not be blank');
    expect(productProblem({ ...draft, deliveryType: 0 })).toMatch(/^deliveryType/);
    expect(productProblem({ ...draft, storageMethodType: 0 })).toMatch(/^storageMethodType/);
    expect(productProblem({ ...draft, endAt: 100 })).toBe('endAt must be after startAt');
    const two = [
      { url: '/a', isThumbnail: true },
      { url: '/b', isThumbnail: true },
    ];
    expect(productProblem({ ...draft, media: two })).toBe('media may have at most one thumbnail');
    expect(productProblem({ ...draft, media: [{ url: ' ', isThumbnail: false }] })).toBe(
      'media[0].url must not be empty',
    );
    const twice = [
      { url: '/a', isThumbnail: false },
      { url: '/a', isThumbnail: false },
    ];
    expect(productProblem({ ...draft, media: twice })).toBe('media[1].url appears twice');
  });
});

describe('normaliseMedia', () => {
  it('keeps the order and marks exactly one thumbnail (the first when none is marked)', () => {
    const media = [
      { url: '/a', isThumbnail: false },
      { url: '/b', isThumbnail: false },
    ];
    expect(normaliseMedia(media).map((item) => item.isThumbnail)).toEqual([true, false]);
    media[1] = { url: '/b', isThumbnail: true };
    expect(normaliseMedia(media)).toEqual([
      { url: '/a', isThumbnail: false },
      { url: '/b', isThumbnail: true },
    ]);
    expect(normaliseMedia([])).toEqual([]);
  });
});

describe('applyStockChange', () => {
  it('adds and removes with a delta, never below 0', () => {
    expect(applyStockChange(5, { mode: 'delta', quantity: 3 })).toEqual({ ok: true, inventory: 8 });
    expect(applyStockChange(5, { mode: 'delta', quantity: -5 })).toEqual({ ok: true, inventory: 0 });
    expect(applyStockChange(5, { mode: 'delta', quantity: -6 })).toMatchObject({
      ok: false,
      kind: 'precondition',
    });
    expect(applyStockChange(5, { mode: 'delta', quantity: 0 })).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it('sets, and with expectedInventory only while the stock is still that', () => {
    expect(applyStockChange(5, { mode: 'set', quantity: 12 })).toEqual({ ok: true, inventory: 12 });
    expect(applyStockChange(5, { mode: 'set', quantity: 12, expectedInventory: 5 })).toEqual({
      ok: true,
      inventory: 12,
    });
    expect(applyStockChange(4, { mode: 'set', quantity: 12, expectedInventory: 5 })).toMatchObject({
      ok: false,
      kind: 'precondition',
      detail: 'the stock changed meanwhile: it is 4, not 5',
    });
    expect(applyStockChange(5, { mode: 'set', quantity: -1 })).toMatchObject({ ok: false, kind: 'invalid' });
  });
});
