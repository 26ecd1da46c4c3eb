import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Experience, Product } from '@/lib/api/types.ts';
import { toSuggestions } from './suggestion-list.ts';
import {
  type ComboboxState,
  comboboxKey,
  SUGGESTED_EXPERIENCES,
  SUGGESTED_PRODUCTS,
  suggestionQuery,
} from './suggestions.ts';

const product = (id: string, coordinatorId = 'c1') =>
  ({ id, name: `商品${id}`, coordinatorId }) as Pick<Product, 'id' | 'name' | 'coordinatorId'> as Product;
const experience = (id: string) =>
  ({ id, title: `体験${id}`, coordinatorId: 'c2', hostPrefecture: '沖縄県' }) as Pick<
    Experience,
    'id' | 'title' | 'coordinatorId' | 'hostPrefecture'
  > as Experience;
const marche = (id: string, marcheName: string) =>
  ({ id, marcheName }) as { id: string; marcheName: string } as ProductsCoordinator;
type ProductsCoordinator = Parameters<typeof toSuggestions>[0]['coordinators'][number];

describe('suggestionQuery', () => {
  it('is undefined for blank text and trimmed, cut text otherwise', () => {
    expect(suggestionQuery(' 　')).toBeUndefined();
    expect(suggestionQuery(' とまと ')).toBe('とまと');
    expect([...(suggestionQuery('あ'.repeat(100)) ?? '')]).toHaveLength(64);
  });
});

describe('toSuggestions', () => {
  it('lists products then experiences, capped, with links and marche names', () => {
    const list = toSuggestions(
      {
        products: ['1', '2', '3', '4', '5', '6'].map((id) => product(id)),
        coordinators: [marche('c1', '山の市')],
      },
      { experiences: ['a', 'b', 'c', 'd'].map(experience), coordinators: [marche('c2', '海の市')] },
      'ja',
    );
    expect(list.filter((s) => s.kind === 'product')).toHaveLength(SUGGESTED_PRODUCTS);
    expect(list.filter((s) => s.kind === 'experience')).toHaveLength(SUGGESTED_EXPERIENCES);
    expect(list[0]).toEqual({
      key: 'p-1',
      kind: 'product',
      label: '商品1',
      detail: '山の市',
      href: '/items/1',
    });
    expect(list.at(-1)).toEqual({
      key: 'e-c',
      kind: 'experience',
      label: '体験c',
      detail: '海の市 · 沖縄県',
      href: '/experiences/c',
    });
    expect(new Set(list.map((s) => s.key)).size).toBe(list.length);
  });

  it('names products, experiences, marches and prefectures in English on English pages where they can', () => {
    const english = <T extends object>(item: T, twin: object): T => ({ ...item, ...twin });
    const list = toSuggestions(
      {
        products: [english(product('1'), { nameEn: 'Salt tomatoes' }), english(product('2'), { nameEn: '' })],
        coordinators: [english(marche('c1', '山の市'), { marcheNameEn: 'Mountain Market' })],
      },
      {
        experiences: [english(experience('a'), { titleEn: 'Pineapple harvest' })],
        coordinators: [marche('c2', '海の市')],
      },
      'en',
    );
    expect(list.map((s) => [s.label, s.detail])).toEqual([
      ['Salt tomatoes', 'Mountain Market'],
      ['商品2', 'Mountain Market'],
      ['Pineapple harvest', '海の市 · Okinawa'],
    ]);
  });
});

describe('comboboxKey', () => {
  const closed: ComboboxState = { open: false, active: -1 };

  it('ArrowDown opens on the first option and walks down through "none" back to the first', () => {
    let state = comboboxKey(closed, 'ArrowDown', 3).state;
    expect(state).toEqual({ open: true, active: 0 });
    state = comboboxKey(state, 'ArrowDown', 3).state;
    state = comboboxKey(state, 'ArrowDown', 3).state;
    expect(state.active).toBe(2);
    state = comboboxKey(state, 'ArrowDown', 3).state;
    expect(state.active).toBe(-1);
    expect(comboboxKey(state, 'ArrowDown', 3).state.active).toBe(0);
  });

  it('ArrowUp opens on the last option', () => {
    expect(comboboxKey(closed, 'ArrowUp', 3).state).toEqual({ open: true, active: 2 });
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowUp', 3).state.active).toBe(-1);
  });

  it('Enter follows the highlighted option, else submits the text', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Enter', 3)).toMatchObject({
      effect: 'follow',
      handled: true,
    });
    expect(comboboxKey({ open: true, active: -1 }, 'Enter', 3)).toMatchObject({
      effect: 'submit',
      handled: false,
    });
    expect(comboboxKey(closed, 'Enter', 0)).toMatchObject({ effect: 'submit', handled: false });
  });

  it('Escape closes an open list, then clears the text', () => {
    const first = comboboxKey({ open: true, active: 1 }, 'Escape', 3);
    expect(first).toEqual({ state: closed, handled: true });
    expect(comboboxKey(first.state, 'Escape', 3).effect).toBe('clear');
  });

  it('the highlight always names an existing option or none', () => {
    const keys = fc.constantFrom('ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Tab', 'a');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.tuple(keys, fc.boolean())),
        (count, presses) => {
          let state = closed;
          for (const [key, alt] of presses) {
            state = comboboxKey(state, key, count, alt).state;
            expect(state.active).toBeGreaterThanOrEqual(-1);
            expect(state.active).toBeLessThan(Math.max(count, 0));
            if (!state.open) expect(state.active).toBe(-1);
          }
        },
      ),
    );
  });
});
