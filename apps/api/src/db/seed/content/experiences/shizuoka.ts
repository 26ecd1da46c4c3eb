/** The experiences of 駿河ひなたマルシェ (marche `shizuoka`). */
import type { ExperienceSeed } from './experience-seed.ts';

export const SHIZUOKA_EXPERIENCES: ExperienceSeed[] = [
  {
    key: 'makinohara-tea',
    producer: 'sugiyama-tea',
    type: 'farmwork',
    title: '富士山を望む茶畑で茶摘みと手もみ茶体験',
    description:
      '晴れた日には富士山が見える牧之原台地の茶畑で、新芽の茶摘みを体験します。摘んだ茶葉はその場でホットプレートを使って手もみし、自分だけのお茶に仕上げます。最後は茶師の杉山さんがおいしい淹れ方を教えてくれます。',
    prices: [3000, 2500, 2000, 500, 2500],
    points: [
      '晴れた日には富士山を望む茶畑',
      '自分で摘んで手もみしたお茶をお持ち帰り',
      '茶師直伝のおいしい淹れ方講座付き',
    ],
    duration: 120,
    direction: '東名高速 相良牧之原ICから車で約10分。富士山静岡空港から車で約15分です。',
    open: '0900',
    close: '1500',
    host: {
      postalCode: '4210400',
      prefectureCode: 22,
      city: '牧之原市',
      addressLine1: '静谷2000',
      addressLine2: '杉山製茶',
      longitude: 138.225,
      latitude: 34.74,
    },
    startInDays: -10,
    endInDays: 50,
    soldOut: true,
    pictures: [
      { scene: 'tea', palette: 'tea', time: 'morning' },
      { motif: 'teaCup', palette: 'tea' },
    ],
  },
  {
    key: 'amagi-wasabi',
    producer: 'shioya-wasabi',
    type: 'nature',
    title: '天城のわさび田見学と本わさびすりおろし体験',
    description:
      '清らかな湧き水が流れる天城のわさび田を、園主の案内で歩きます。わさびが育つしくみや、畳石式と呼ばれる伝統的な田んぼのつくりを学んだあとは、鮫皮おろしで本わさびをすりおろし、わさび丼でいただきます。',
    prices: [3500, 3000, 2500, 500, 3000],
    points: [
      '世界農業遺産のわさび田を間近に見学',
      '鮫皮おろしで本わさびをすりおろし体験',
      'すりたてわさびで味わうわさび丼付き',
    ],
    duration: 90,
    direction: '伊豆箱根鉄道 修善寺駅からバスで約30分。足元がぬれるので歩きやすい靴でお越しください。',
    open: '1000',
    close: '1500',
    host: {
      postalCode: '4103200',
      prefectureCode: 22,
      city: '伊豆市',
      addressLine1: '湯ヶ島2860',
      addressLine2: '天城わさび園',
      longitude: 138.93,
      latitude: 34.865,
    },
    startInDays: -120,
    endInDays: 240,
    pictures: [
      { scene: 'stream', palette: 'wasabi', time: 'noon' },
      { motif: 'wasabi', palette: 'wasabi' },
    ],
  },
];
