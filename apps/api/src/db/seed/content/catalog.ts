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

export { PRODUCT_TYPES, type ProductTypeKey, type ProductTypeSeed } from './product-types.ts';

export const PRODUCT_TAGS = [
  { key: 'organic', name: '有機JAS認証', nameEn: 'Organic JAS certified' },
  { key: 'special', name: '特別栽培', nameEn: 'Specially cultivated' },
  { key: 'lowPesticide', name: '減農薬', nameEn: 'Reduced pesticides' },
  { key: 'morning', name: '朝採れ', nameEn: 'Picked this morning' },
  { key: 'direct', name: '産地直送', nameEn: 'Direct from the farm' },
  { key: 'gift', name: 'ギフトにおすすめ', nameEn: 'Good as a gift' },
  { key: 'home', name: 'ご家庭用', nameEn: 'For home use' },
  { key: 'outlet', name: '訳あり', nameEn: 'Imperfect but good' },
  { key: 'limited', name: '数量限定', nameEn: 'Limited quantity' },
  { key: 'seasonal', name: '季節限定', nameEn: 'Seasonal' },
  { key: 'reservation', name: '予約販売', nameEn: 'Pre-order' },
  { key: 'frozen', name: '冷凍でお届け', nameEn: 'Delivered frozen' },
] as const;

export type ProductTagKey = (typeof PRODUCT_TAGS)[number]['key'];

export const EXPERIENCE_TYPES = [
  { key: 'harvest', name: '収穫体験', nameEn: 'Harvesting' },
  { key: 'farmwork', name: '農作業体験', nameEn: 'Farm work' },
  { key: 'ranch', name: '酪農・牧場体験', nameEn: 'Dairy & ranch' },
  { key: 'cooking', name: '食づくり体験', nameEn: 'Food making' },
  { key: 'nature', name: '自然・里山体験', nameEn: 'Nature & satoyama' },
] as const;

export type ExperienceTypeKey = (typeof EXPERIENCE_TYPES)[number]['key'];

export const SPOT_TYPES = [
  { key: 'market', name: '直売所', nameEn: 'Farm stand' },
  { key: 'roadside', name: '道の駅', nameEn: 'Roadside station' },
  { key: 'view', name: '景観スポット', nameEn: 'Scenic spot' },
  { key: 'farm', name: '農園・牧場', nameEn: 'Farm & ranch' },
  { key: 'restaurant', name: '食事処', nameEn: 'Restaurant' },
  { key: 'onsen', name: '温泉・宿', nameEn: 'Hot spring & inn' },
] as const;

export type SpotTypeKey = (typeof SPOT_TYPES)[number]['key'];
