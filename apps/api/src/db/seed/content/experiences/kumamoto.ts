/** The experiences of 火の国くまもとマルシェ (marche `kumamoto`). */
import type { ExperienceSeed } from './experience-seed.ts';

export const KUMAMOTO_EXPERIENCES: ExperienceSeed[] = [
  {
    key: 'aso-akaushi',
    producer: 'ide-ranch',
    type: 'ranch',
    title: '阿蘇の草原であか牛とふれあう牧場体験',
    description:
      '阿蘇の雄大な草原で放牧されているあか牛たちに会いに行きます。牧場主の井手さんと一緒に牛の様子を見て回り、牧草地の手入れを体験します。最後はあか牛の炭火焼きランチで、草原の恵みを味わってください。',
    prices: [5500, 5000, 4000, 1500, 5000],
    points: ['放牧中のあか牛を間近で見学', '外輪山に囲まれた草原の大パノラマ', 'あか牛の炭火焼きランチ付き'],
    duration: 180,
    direction:
      'JR阿蘇駅から車で約20分。熊本空港から車で約60分です。未舗装路があるため車高の低い車はご注意ください。',
    open: '1000',
    close: '1500',
    host: {
      postalCode: '8692600',
      prefectureCode: 43,
      city: '阿蘇市',
      addressLine1: '一の宮町宮地5800',
      addressLine2: '阿蘇いで牧場',
      longitude: 131.1214,
      latitude: 32.9522,
    },
    startInDays: -40,
    endInDays: 200,
    pictures: [
      { scene: 'pasture', palette: 'beef', time: 'noon' },
      { motif: 'meat', palette: 'beef' },
    ],
  },
  {
    key: 'yatsushiro-tomato',
    producer: 'sakamoto-tomato',
    type: 'harvest',
    title: 'ハウスで塩トマト収穫とピザづくり',
    description:
      '八代の干拓地に並ぶハウスで、塩トマトとミニトマトの収穫を体験します。収穫したトマトをたっぷりのせて、石窯でピザを焼きましょう。ご家族で楽しめる人気のプログラムです。',
    prices: [3200, 2800, 2400, 800, 2800],
    points: ['塩トマトとミニトマトを収穫', '収穫したトマトで石窯ピザづくり', 'トマト1kgのおみやげ付き'],
    duration: 150,
    direction: '九州自動車道 八代ICから車で約15分。JR八代駅から車で約15分です。',
    open: '1000',
    close: '1500',
    host: {
      postalCode: '8660000',
      prefectureCode: 43,
      city: '八代市',
      addressLine1: '郡築八番町30',
      addressLine2: '坂本トマト農園',
      longitude: 130.5617,
      latitude: 32.4884,
    },
    startInDays: -25,
    endInDays: 120,
    pictures: [
      { scene: 'greenhouse', palette: 'tomato', time: 'noon' },
      { motif: 'tomato', palette: 'tomato' },
    ],
  },
];
