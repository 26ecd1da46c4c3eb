/** The experiences of とかち大地のマルシェ (marche `tokachi`). */
import type { ExperienceSeed } from './experience-seed.ts';

export const TOKACHI_EXPERIENCES: ExperienceSeed[] = [
  {
    key: 'memuro-potato-dig',
    producer: 'yamamoto-farm',
    type: 'harvest',
    title: '十勝の大地でじゃがいも掘り体験',
    description:
      '地平線まで続く十勝の畑で、じゃがいも掘りを体験しませんか。スコップで土を返すと、ころころと大きなじゃがいもが顔を出します。掘ったじゃがいもは2kgまでお持ち帰りいただけます。体験のあとは、農場のかまどで蒸かしたじゃがバターを召し上がっていただきます。長靴と軍手は無料でお貸しします。',
    prices: [3000, 2500, 2000, 500, 2500],
    points: [
      '掘ったじゃがいもを2kgまでお持ち帰り',
      'かまどで蒸かしたじゃがバター付き',
      '長靴・軍手の貸し出しあり、手ぶらでOK',
    ],
    duration: 120,
    direction:
      'JR芽室駅から車で約15分。帯広空港から車で約30分。農場入口の赤い看板が目印です。駐車場は10台分ございます。',
    open: '0900',
    close: '1600',
    host: {
      postalCode: '0820000',
      prefectureCode: 1,
      city: '河西郡芽室町',
      addressLine1: '東芽室基線20番地',
      addressLine2: '山本農場',
      longitude: 143.0508,
      latitude: 42.9117,
    },
    startInDays: -30,
    endInDays: 150,
    pictures: [
      { scene: 'field', palette: 'potato', time: 'morning' },
      { motif: 'potato', palette: 'potato' },
    ],
  },
  {
    key: 'kamishihoro-dairy',
    producer: 'nakamura-ranch',
    type: 'ranch',
    title: '放牧牛の乳しぼりと手づくりバター体験',
    description:
      '山あいの牧場で、牛の世話と乳しぼりを体験していただきます。牛にブラシをかけたり、子牛にミルクをあげたりしたあとは、瓶に入れた生クリームをひたすら振って手づくりバターに挑戦。できたてのバターは焼きたてのパンにのせて味わいます。',
    prices: [3500, 3000, 2500, 1000, 3000],
    points: [
      '乳しぼりと子牛へのミルクやりを体験',
      'できたてバターと焼きたてパンで試食',
      '小さなお子さまも参加できます',
    ],
    duration: 150,
    direction: '帯広市街から国道241号を北へ車で約60分。とかち帯広空港から車で約80分です。',
    open: '0930',
    close: '1530',
    host: {
      postalCode: '0801400',
      prefectureCode: 1,
      city: '河東郡上士幌町',
      addressLine1: '字上士幌東3線236',
      addressLine2: 'なかむら牧場',
      longitude: 143.2975,
      latitude: 43.2333,
    },
    startInDays: -60,
    endInDays: 240,
    pictures: [
      { scene: 'pasture', palette: 'milk', time: 'noon' },
      { motif: 'cheese', palette: 'cream' },
    ],
  },
];
