export { CATEGORIES, type CategoryKey } from './categories.ts';

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
