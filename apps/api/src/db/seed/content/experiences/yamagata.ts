/** The experiences of 山形まほろばマルシェ (marche `yamagata`). */
import type { ExperienceSeed } from './experience-seed.ts';

export const YAMAGATA_EXPERIENCES: ExperienceSeed[] = [
  {
    key: 'higashine-cherry',
    producer: 'takeda-orchard',
    type: 'harvest',
    title: '東根のさくらんぼ狩り 40分食べ放題',
    description:
      '雨よけハウスの中で、佐藤錦や紅秀峰などのさくらんぼ狩りを楽しめます。雨の日でも濡れずに摘み取りができるので安心です。木になったままの完熟さくらんぼは、お店に並ぶものとはひと味違うおいしさ。おみやげ用のパック詰め（別料金）も承ります。',
    prices: [2500, 2200, 1800, 800, 2200],
    points: [
      '雨よけハウスで天候を気にせず楽しめる',
      '佐藤錦・紅秀峰など複数品種の食べくらべ',
      '車いすでも入れる通路幅の広いハウスあり',
    ],
    duration: 40,
    direction: 'JRさくらんぼ東根駅から車で約10分。山形空港から車で約5分です。',
    open: '0800',
    close: '1600',
    host: {
      postalCode: '9993700',
      prefectureCode: 6,
      city: '東根市',
      addressLine1: '大字東根甲5600',
      addressLine2: '武田果樹園',
      longitude: 140.391,
      latitude: 38.4313,
    },
    startInDays: 25,
    endInDays: 70,
    pictures: [
      { scene: 'orchard', palette: 'cherry', time: 'morning' },
      { motif: 'cherries', palette: 'cherry' },
    ],
  },
  {
    key: 'shonai-rice',
    producer: 'abe-rice',
    type: 'farmwork',
    title: '庄内平野で田植え・稲刈り体験',
    description:
      '月山や鳥海山を望む庄内平野の田んぼで、季節に合わせて田植えまたは稲刈りを体験します。はだしで田んぼに入る感覚は、大人も子どもも忘れられない思い出に。お昼は阿部さんの田んぼで育ったつや姫のおにぎりと芋煮をご用意します。',
    prices: [4000, 3500, 3000, 1000, 3500],
    points: [
      '季節に合わせて田植えか稲刈りを体験',
      'つや姫のおにぎりと芋煮の昼食付き',
      '収穫したお米を後日お届け（秋のみ）',
    ],
    duration: 240,
    direction: 'JR鶴岡駅から車で約20分。庄内空港から車で約15分。駐車場あり。',
    open: '0900',
    close: '1500',
    host: {
      postalCode: '9970000',
      prefectureCode: 6,
      city: '鶴岡市',
      addressLine1: '藤島字上野20',
      addressLine2: 'あべ農園',
      longitude: 139.827,
      latitude: 38.7271,
    },
    startInDays: -45,
    endInDays: 160,
    pictures: [
      { scene: 'paddy', palette: 'rice', time: 'morning' },
      { motif: 'riceBag', palette: 'rice' },
    ],
  },
];
