/** The experiences of やんばるちゅらマルシェ (marche `okinawa`). */
import type { ExperienceSeed } from './experience-seed.ts';

export const OKINAWA_EXPERIENCES: ExperienceSeed[] = [
  {
    key: 'higashi-pineapple',
    producer: 'miyagi-pine',
    type: 'harvest',
    title: 'やんばるのパイナップル畑 収穫体験',
    description:
      'やんばるの赤土の畑で、パイナップルの収穫を体験します。とげのある葉に注意しながら、一つひとつ実をもぎ取るのは意外と力仕事。収穫したパイナップルは1玉お持ち帰りいただけます。畑の木陰で食べる完熟パインは格別です。',
    prices: [2800, 2500, 2000, 500, 2500],
    points: [
      '赤土の畑でパイナップルを収穫',
      '収穫したパイナップル1玉をお持ち帰り',
      '完熟パインの食べくらべ付き',
    ],
    duration: 90,
    direction: '那覇空港から沖縄自動車道経由で車で約2時間。許田ICから国道58号・331号で約60分です。',
    open: '0900',
    close: '1700',
    host: {
      postalCode: '9051200',
      prefectureCode: 47,
      city: '国頭郡東村',
      addressLine1: '字平良700',
      addressLine2: 'ひがしパイン畑',
      longitude: 128.156,
      latitude: 26.633,
    },
    startInDays: -20,
    endInDays: 100,
    pictures: [
      { scene: 'field', palette: 'pineapple', time: 'noon' },
      { motif: 'pineapple', palette: 'pineapple' },
    ],
  },
  {
    key: 'nago-shimayasai',
    producer: 'oshiro-shimayasai',
    type: 'cooking',
    title: '島野菜の収穫と沖縄家庭料理づくり',
    description:
      '名護の畑でゴーヤーや島らっきょう、ハンダマなどの島野菜を収穫し、農園のキッチンで沖縄の家庭料理をつくります。定番のゴーヤーチャンプルーに加え、島らっきょうの塩漬けやもずくの天ぷらも。みんなでつくったお料理を囲んでいただきます。',
    prices: [4500, 4000, 3000, 1000, 4000],
    points: [
      '島野菜の収穫から調理までを体験',
      'ゴーヤーチャンプルーなど3品をつくります',
      'レシピカード付きでご家庭でも再現できます',
    ],
    duration: 180,
    direction: '名護バスターミナルから車で約10分。許田ICから車で約15分です。',
    open: '1000',
    close: '1600',
    host: {
      postalCode: '9050000',
      prefectureCode: 47,
      city: '名護市',
      addressLine1: '字為又800',
      addressLine2: '大城島やさい農園',
      longitude: 127.9775,
      latitude: 26.5917,
    },
    startInDays: -50,
    endInDays: 250,
    pictures: [
      { scene: 'field', palette: 'goya', time: 'evening' },
      { motif: 'gourd', palette: 'goya' },
    ],
  },
];
