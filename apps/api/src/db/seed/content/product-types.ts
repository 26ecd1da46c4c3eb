/** Product types, each in its category and with its icon (catalog.ts has the other vocabularies). */
import type { Motif, PaletteName } from '../images.ts';
import type { CategoryKey } from './categories.ts';

export type ProductTypeSeed = {
  key: string;
  category: CategoryKey;
  name: string;
  nameEn: string;
  icon: { motif: Motif; palette: PaletteName };
};

export const PRODUCT_TYPES = [
  {
    key: 'potato',
    category: 'vegetable',
    name: 'じゃがいも',
    nameEn: 'Potatoes',
    icon: { motif: 'potato', palette: 'potato' },
  },
  {
    key: 'corn',
    category: 'vegetable',
    name: 'とうもろこし',
    nameEn: 'Sweet corn',
    icon: { motif: 'corn', palette: 'corn' },
  },
  {
    key: 'tomato',
    category: 'vegetable',
    name: 'トマト',
    nameEn: 'Tomatoes',
    icon: { motif: 'tomato', palette: 'tomato' },
  },
  {
    key: 'beans',
    category: 'vegetable',
    name: '枝豆・豆類',
    nameEn: 'Edamame & beans',
    icon: { motif: 'pods', palette: 'edamame' },
  },
  {
    key: 'leafy',
    category: 'vegetable',
    name: '葉物野菜',
    nameEn: 'Leafy greens',
    icon: { motif: 'lettuce', palette: 'lettuce' },
  },
  {
    key: 'goya',
    category: 'vegetable',
    name: 'ゴーヤー',
    nameEn: 'Bitter melon (goya)',
    icon: { motif: 'gourd', palette: 'goya' },
  },
  {
    key: 'aromatic',
    category: 'vegetable',
    name: '香味野菜',
    nameEn: 'Herbs & aromatics',
    icon: { motif: 'wasabi', palette: 'wasabi' },
  },
  {
    key: 'apple',
    category: 'fruit',
    name: 'りんご',
    nameEn: 'Apples',
    icon: { motif: 'apple', palette: 'apple' },
  },
  {
    key: 'grape',
    category: 'fruit',
    name: 'ぶどう',
    nameEn: 'Grapes',
    icon: { motif: 'grapes', palette: 'purple' },
  },
  {
    key: 'citrus',
    category: 'fruit',
    name: 'みかん・柑橘',
    nameEn: 'Mandarins & citrus',
    icon: { motif: 'citrus', palette: 'orange' },
  },
  {
    key: 'melon',
    category: 'fruit',
    name: 'メロン',
    nameEn: 'Melons',
    icon: { motif: 'melon', palette: 'melon' },
  },
  {
    key: 'strawberry',
    category: 'fruit',
    name: 'いちご',
    nameEn: 'Strawberries',
    icon: { motif: 'strawberry', palette: 'red' },
  },
  {
    key: 'cherry',
    category: 'fruit',
    name: 'さくらんぼ',
    nameEn: 'Cherries',
    icon: { motif: 'cherries', palette: 'cherry' },
  },
  {
    key: 'peach',
    category: 'fruit',
    name: '桃',
    nameEn: 'Peaches',
    icon: { motif: 'peach', palette: 'pink' },
  },
  {
    key: 'persimmon',
    category: 'fruit',
    name: '柿',
    nameEn: 'Persimmons',
    icon: { motif: 'persimmon', palette: 'persimmon' },
  },
  {
    key: 'pear',
    category: 'fruit',
    name: '洋なし',
    nameEn: 'Pears',
    icon: { motif: 'pear', palette: 'pear' },
  },
  {
    key: 'mango',
    category: 'fruit',
    name: 'マンゴー',
    nameEn: 'Mangoes',
    icon: { motif: 'mango', palette: 'mango' },
  },
  {
    key: 'pineapple',
    category: 'fruit',
    name: 'パイナップル',
    nameEn: 'Pineapples',
    icon: { motif: 'pineapple', palette: 'pineapple' },
  },
  { key: 'rice', category: 'grain', name: '米', nameEn: 'Rice', icon: { motif: 'riceBag', palette: 'rice' } },
  {
    key: 'soba',
    category: 'grain',
    name: 'そば',
    nameEn: 'Soba',
    icon: { motif: 'noodles', palette: 'soba' },
  },
  {
    key: 'pulse',
    category: 'grain',
    name: '小豆・雑穀',
    nameEn: 'Adzuki beans & grains',
    icon: { motif: 'beans', palette: 'adzuki' },
  },
  {
    key: 'pickles',
    category: 'processed',
    name: '漬物・梅干し',
    nameEn: 'Pickles & umeboshi',
    icon: { motif: 'umeboshi', palette: 'ume' },
  },
  {
    key: 'jam',
    category: 'processed',
    name: 'ジャム・はちみつ',
    nameEn: 'Jam & honey',
    icon: { motif: 'jar', palette: 'jam' },
  },
  {
    key: 'sweets',
    category: 'processed',
    name: '和菓子・黒糖',
    nameEn: 'Wagashi & brown sugar',
    icon: { motif: 'dango', palette: 'dango' },
  },
  {
    key: 'dairy',
    category: 'processed',
    name: '乳製品',
    nameEn: 'Dairy',
    icon: { motif: 'cheese', palette: 'cream' },
  },
  {
    key: 'beef',
    category: 'livestock',
    name: '牛肉',
    nameEn: 'Beef',
    icon: { motif: 'meat', palette: 'beef' },
  },
  {
    key: 'shrimp',
    category: 'seafood',
    name: 'えび',
    nameEn: 'Shrimp',
    icon: { motif: 'shrimp', palette: 'shrimp' },
  },
  {
    key: 'seaweed',
    category: 'seafood',
    name: '海藻',
    nameEn: 'Seaweed',
    icon: { motif: 'seaweed', palette: 'seaweed' },
  },
  {
    key: 'greenTea',
    category: 'drink',
    name: 'お茶',
    nameEn: 'Tea',
    icon: { motif: 'teaCup', palette: 'tea' },
  },
  {
    key: 'juice',
    category: 'drink',
    name: 'ジュース・牛乳',
    nameEn: 'Juice & milk',
    icon: { motif: 'bottle', palette: 'juice' },
  },
] as const satisfies readonly ProductTypeSeed[];

export type ProductTypeKey = (typeof PRODUCT_TYPES)[number]['key'];
