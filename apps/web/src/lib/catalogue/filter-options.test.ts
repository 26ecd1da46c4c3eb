import { describe, expect, it } from 'vitest';
import { mergeFilterOptions } from './filter-options.ts';

const type = (id: string, categoryId: string) => ({ id, name: id, nameEn: '', iconUrl: '', categoryId });

describe('mergeFilterOptions', () => {
  it('dedupes by id and groups product types in category order', () => {
    const options = mergeFilterOptions(
      [],
      [type('apple', 'fruit'), type('tomato', 'veg'), type('apple', 'fruit'), type('grape', 'fruit')],
      [
        { id: 'veg', name: '野菜', nameEn: 'Vegetables' },
        { id: 'fruit', name: '果物', nameEn: 'Fruit' },
        { id: 'veg', name: '野菜', nameEn: 'Vegetables' },
      ],
    );
    expect(options.categories.map((c) => c.id)).toEqual(['veg', 'fruit']);
    expect(options.productTypes.map((t) => t.id)).toEqual(['tomato', 'apple', 'grape']);
  });
});
