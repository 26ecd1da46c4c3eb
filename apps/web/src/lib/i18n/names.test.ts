import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnownUnit, itemUnitName } from './item-unit.ts';
import { localizedName, withShownNames } from './names.ts';

describe('localizedName', () => {
  it('shows the English name on English pages and the Japanese one on Japanese pages', () => {
    const fruit = { name: '果物', nameEn: 'Fruit' };
    expect(localizedName(fruit, 'en')).toBe('Fruit');
    expect(localizedName(fruit, 'ja')).toBe('果物');
  });

  it('falls back to the Japanese name where no English one was written', () => {
    expect(localizedName({ name: '直売所', nameEn: '' }, 'en')).toBe('直売所');
    expect(localizedName({ name: '直売所', nameEn: '  ' }, 'en')).toBe('直売所');
    expect(localizedName({ name: '直売所' }, 'en')).toBe('直売所');
    expect(localizedName(undefined, 'en')).toBe('');
  });

  it('always answers one of the two names, Japanese pages always name', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('ja' as const, 'en' as const),
        (name, nameEn, locale) => {
          const shown = localizedName({ name, nameEn }, locale);
          expect([name, nameEn]).toContain(shown);
          if (locale === 'ja') expect(shown).toBe(name);
        },
      ),
    );
  });
});

describe('withShownNames', () => {
  it('swaps in the name to show and keeps everything else', () => {
    const types = [
      { id: 'a', name: 'りんご', nameEn: 'Apples', categoryId: 'fruit' },
      { id: 'b', name: '樽柿', nameEn: '', categoryId: 'fruit' },
    ];
    expect(withShownNames(types, 'en')).toEqual([
      { id: 'a', name: 'Apples', nameEn: 'Apples', categoryId: 'fruit' },
      { id: 'b', name: '樽柿', nameEn: '', categoryId: 'fruit' },
    ]);
    expect(withShownNames(types, 'ja')).toEqual(types);
  });
});

describe('itemUnitName', () => {
  it('translates the units the demo data and coordinators use', () => {
    expect(itemUnitName('箱', 'en')).toBe('box');
    expect(itemUnitName('袋', 'en')).toBe('bag');
    expect(itemUnitName('セット', 'en')).toBe('set');
    expect(itemUnitName('パック', 'en')).toBe('pack');
    expect(itemUnitName('個', 'en')).toBe('piece');
    expect(itemUnitName(' 箱 ', 'en')).toBe('box');
  });

  it('keeps Japanese on Japanese pages and unknown units as written', () => {
    expect(itemUnitName('箱', 'ja')).toBe('箱');
    expect(itemUnitName('樽', 'en')).toBe('樽');
    expect(isKnownUnit('樽')).toBe(false);
    expect(isKnownUnit('箱')).toBe(true);
  });
});
