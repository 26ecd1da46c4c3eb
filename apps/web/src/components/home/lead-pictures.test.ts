import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridClass, phoneColumns } from '@/components/catalogue/card-styles.ts';
import { HOME_SECTIONS, type HomeSectionKey, leadPictures } from './lead-pictures.ts';

const keys = Object.keys(HOME_SECTIONS) as HomeSectionKey[];
const leads = (counts: Partial<Record<HomeSectionKey, number>>) => {
  const lead = leadPictures(counts);
  return keys.flatMap((key) =>
    Array.from({ length: counts[key] ?? 0 }, (_, index) => index)
      .filter((index) => lead(key, index))
      .map((index) => `${key}#${index}`),
  );
};

describe('leadPictures', () => {
  it('fetches the first live on air at once, not the products a phone shows under it', () => {
    expect(leads({ onAir: 3, upcoming: 2, products: 10, experiences: 6 })).toEqual(['onAir#0']);
  });

  it('moves to the first section that has cards: upcoming lives, then products (a phone row of two)', () => {
    expect(leads({ onAir: 0, upcoming: 2, products: 10 })).toEqual(['upcoming#0']);
    expect(leads({ onAir: 0, upcoming: 0, products: 10, experiences: 6 })).toEqual([
      'products#0',
      'products#1',
    ]);
    expect(leads({ products: 1, experiences: 6 })).toEqual(['products#0']);
    expect(leads({ coordinators: 4 })).toEqual(['coordinators#0']);
  });

  it('fetches nothing at once on a page with no cards', () => {
    expect(leads({})).toEqual([]);
  });

  it('picks at most one phone row, all of it from one section', () => {
    const counts = fc.record(
      Object.fromEntries(keys.map((key) => [key, fc.nat(12)])) as Record<
        HomeSectionKey,
        fc.Arbitrary<number>
      >,
    );
    fc.assert(
      fc.property(counts, (c) => {
        const picked = leads(c);
        const sections = new Set(picked.map((id) => id.split('#')[0]));
        expect(sections.size).toBeLessThanOrEqual(1);
        expect(picked.length).toBeLessThanOrEqual(2);
        const any = keys.some((key) => c[key] > 0);
        expect(picked.length > 0).toBe(any);
      }),
    );
  });
});

describe('phoneColumns', () => {
  it("is each grid's column count below its first breakpoint", () => {
    for (const [kind, columns] of Object.entries(phoneColumns)) {
      const first = gridClass[kind as keyof typeof gridClass].match(/(?:^| )grid-cols-(\d+)/);
      expect(first?.[1], kind).toBe(String(columns));
    }
  });
});
