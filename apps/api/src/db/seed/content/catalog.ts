import type { Motif, PaletteName } from '../images.ts';

/** Product categories (the storefront translates nothing here: names are data). */
export const CATEGORIES = [
  { key: 'vegetable', name: '野菜' },
  { key: 'fruit', name: '果物' },
  { key: 'grain', name: '米・穀物' },
  { key: 'processed', name: '加工品' },
  { key: 'livestock', name: '畜産物' },
  { key: 'seafood', name: '水産物' },
  { key: 'drink', name: '飲料・お茶' },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['key'];

export type ProductTypeSeed = {
  key: string;
  category: CategoryKey;
  name: string;
  icon: { motif: Motif; palette: PaletteName };
};

export const PRODUCT_TYPES = [
  { key: 'potato', category: 'vegetable', name: 'じゃがいも', icon: { motif: 'potato', palette: 'potato' } },
  { key: 'corn', category: 'vegetable', name: 'とうもろこし', icon: { motif: 'corn', palette: 'corn' } },
  { key: 'tomato', category: 'vegetable', name: 'トマト', icon: { motif: 'tomato', palette: 'tomato' } },
  { key: 'beans', category: 'vegetable', name: '枝豆・豆類', icon: { motif: 'pods', palette: 'edamame' } },
  { key: 'leafy', category: 'vegetable', name: '葉物野菜', icon: { motif: 'lettuce', palette: 'lettuce' } },
  { key: 'goya', category: 'vegetable', name: 'ゴーヤー', icon: { motif: 'gourd', palette: 'goya' } },
  { key: 'aromatic', category: 'vegetable', name: '香味野菜', icon: { motif: 'wasabi', palette: 'wasabi' } },
  { key: 'apple', category: 'fruit', name: 'りんご', icon: { motif: 'apple', palette: 'apple' } },
  { key: 'grape', category: 'fruit', name: 'ぶどう', icon: { motif: 'grapes', palette: 'purple' } },
  { key: 'citrus', category: 'fruit', name: 'みかん・柑橘', icon: { motif: 'citrus', palette: 'orange' } },
  { key: 'melon', category: 'fruit', name: 'メロン', icon: { motif: 'melon', palette: 'melon' } },
  { key: 'strawberry', category: 'fruit', name: 'いちご', icon: { motif: 'strawberry', palette: 'red' } },
  { key: 'cherry', category: 'fruit', name: 'さくらんぼ', icon: { motif: 'cherries', palette: 'cherry' } },
  { key: 'peach', category: 'fruit', name: '桃', icon: { motif: 'peach', palette: 'pink' } },
  { key: 'persimmon', category: 'fruit', name: '柿', icon: { motif: 'persimmon', palette: 'persimmon' } },
  { key: 'pear', category: 'fruit', name: '洋なし', icon: { motif: 'pear', palette: 'pear' } },
  { key: 'mango', category: 'fruit', name: 'マンゴー', icon: { motif: 'mango', palette: 'mango' } },
  {
    key: 'pineapple',
    category: 'fruit',
    name: 'パイナップル',
    icon: { motif: 'pineapple', palette: 'pineapple' },
  },
  { key: 'rice', category: 'grain', name: '米', icon: { motif: 'riceBag', palette: 'rice' } },
  { key: 'soba', category: 'grain', name: 'そば', icon: { motif: 'noodles', palette: 'soba' } },
  { key: 'pulse', category: 'grain', name: '小豆・雑穀', icon: { motif: 'beans', palette: 'adzuki' } },
  {
    key: 'pickles',
    category: 'processed',
    name: '漬物・梅干し',
    icon: { motif: 'umeboshi', palette: 'ume' },
  },
  { key: 'jam', category: 'processed', name: 'ジャム・はちみつ', icon: { motif: 'jar', palette: 'jam' } },
  { key: 'sweets', category: 'processed', name: '和菓子・黒糖', icon: { motif: 'dango', palette: 'dango' } },
  { key: 'dairy', category: 'processed', name: '乳製品', icon: { motif: 'cheese', palette: 'cream' } },
  { key: 'beef', category: 'livestock', name: '牛肉', icon: { motif: 'meat', palette: 'beef' } },
  { key: 'shrimp', category: 'seafood', name: 'えび', icon: { motif: 'shrimp', palette: 'shrimp' } },
  { key: 'seaweed', category: 'seafood', name: '海藻', icon: { motif: 'seaweed', palette: 'seaweed' } },
  { key: 'greenTea', category: 'drink', name: 'お茶', icon: { motif: 'teaCup', palette: 'tea' } },
  { key: 'juice', category: 'drink', name: 'ジュース・牛乳', icon: { motif: 'bottle', palette: 'juice' } },
] as const satisfies readonly ProductTypeSeed[];

export type ProductTypeKey = (typeof PRODUCT_TYPES)[number]['key'];

export const PRODUCT_TAGS = [
  { key: 'organic', name: '有機JAS認証' },
  { key: 'special', name: '特別栽培' },
  { key: 'lowPesticide', name: '減農薬' },
  { key: 'morning', name: '朝採れ' },
  { key: 'direct', name: '産地直送' },
  { key: 'gift', name: 'ギフトにおすすめ' },
  { key: 'home', name: 'ご家庭用' },
  { key: 'outlet', name: '訳あり' },
  { key: 'limited', name: '数量限定' },
  { key: 'seasonal', name: '季節限定' },
  { key: 'reservation', name: '予約販売' },
  { key: 'frozen', name: '冷凍でお届け' },
] as const;

export type ProductTagKey = (typeof PRODUCT_TAGS)[number]['key'];

export const EXPERIENCE_TYPES = [
  { key: 'harvest', name: '収穫体験' },
  { key: 'farmwork', name: '農作業体験' },
  { key: 'ranch', name: '酪農・牧場体験' },
  { key: 'cooking', name: '食づくり体験' },
  { key: 'nature', name: '自然・里山体験' },
] as const;

export type ExperienceTypeKey = (typeof EXPERIENCE_TYPES)[number]['key'];

export const SPOT_TYPES = [
  { key: 'market', name: '直売所' },
  { key: 'roadside', name: '道の駅' },
  { key: 'view', name: '景観スポット' },
  { key: 'farm', name: '農園・牧場' },
  { key: 'restaurant', name: '食事処' },
  { key: 'onsen', name: '温泉・宿' },
] as const;

export type SpotTypeKey = (typeof SPOT_TYPES)[number]['key'];
