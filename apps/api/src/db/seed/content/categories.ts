/**
 * Product categories. Names are data (the storefront does not translate them); `nameEn` is the
 * English name the storefront shows under /en.
 */
export const CATEGORIES = [
  { key: 'vegetable', name: '野菜', nameEn: 'Vegetables' },
  { key: 'fruit', name: '果物', nameEn: 'Fruit' },
  { key: 'grain', name: '米・穀物', nameEn: 'Rice & grains' },
  { key: 'processed', name: '加工品', nameEn: 'Processed foods' },
  { key: 'livestock', name: '畜産物', nameEn: 'Meat & dairy' },
  { key: 'seafood', name: '水産物', nameEn: 'Seafood' },
  { key: 'drink', name: '飲料・お茶', nameEn: 'Drinks & tea' },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['key'];
