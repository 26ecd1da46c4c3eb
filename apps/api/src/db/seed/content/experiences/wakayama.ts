/** The experiences of 紀州くだものマルシェ (marche `wakayama`). */
import type { ExperienceSeed } from './experience-seed.ts';

export const WAKAYAMA_EXPERIENCES: ExperienceSeed[] = [
  {
    key: 'arida-mikan',
    producer: 'ueno-mikan',
    type: 'harvest',
    title: '有田みかん狩りと段々畑さんぽ',
    description:
      '海を見下ろす石積みの段々畑で、有田みかんのみかん狩りを楽しめます。園内では食べ放題、お持ち帰りは袋いっぱいに詰め放題。段々畑の上からは紀伊水道を一望できます。収穫のあとは、みかんジュースで乾杯しましょう。',
    prices: [1500, 1300, 1000, 300, 1300],
    points: [
      '海を望む段々畑でのみかん狩り',
      'お持ち帰りは袋に詰め放題',
      'しぼりたてみかんジュースのサービス付き',
    ],
    duration: 90,
    direction: 'JR紀伊宮原駅から徒歩約20分、または車で約5分。阪和自動車道 有田ICから約10分です。',
    open: '0900',
    close: '1600',
    host: {
      postalCode: '6490300',
      prefectureCode: 30,
      city: '有田市',
      addressLine1: '宮原町東1200',
      addressLine2: '上野みかん園',
      longitude: 135.1683,
      latitude: 34.0716,
    },
    startInDays: -15,
    endInDays: 80,
    pictures: [
      { scene: 'terrace', palette: 'orange', time: 'evening' },
      { motif: 'citrus', palette: 'orange' },
    ],
  },
  {
    key: 'minabe-umeboshi',
    producer: 'yamamoto-ume',
    type: 'cooking',
    title: '紀州南高梅の梅干しづくり体験',
    description:
      '日本一の梅の里・みなべ町で、梅干しづくりに挑戦します。完熟した南高梅を塩で漬ける工程を体験し、自分で漬けた梅は容器ごとお持ち帰りいただけます。約一か月後の土用干しの方法もお伝えするので、ご家庭で梅干しを仕上げられます。',
    prices: [3500, 3000, 2500, 800, 3000],
    points: [
      '完熟南高梅1kgを自分で漬けてお持ち帰り',
      'ご家庭での土用干しの方法を丁寧に解説',
      '梅ジュースと梅干しの食べくらべ付き',
    ],
    duration: 90,
    direction: 'JR南部駅から車で約10分。阪和自動車道 みなべICから約5分です。',
    open: '0930',
    close: '1530',
    host: {
      postalCode: '6450000',
      prefectureCode: 30,
      city: '日高郡みなべ町',
      addressLine1: '晩稲1500',
      addressLine2: '山本梅園',
      longitude: 135.322,
      latitude: 33.7728,
    },
    startInDays: -5,
    endInDays: 40,
    pictures: [
      { scene: 'orchard', palette: 'ume', time: 'morning' },
      { motif: 'umeboshi', palette: 'ume' },
    ],
  },
];
