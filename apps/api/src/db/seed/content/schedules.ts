import type { SceneSeed } from './coordinators.ts';

export type LiveSeed = { producer: string; products: string[]; comment: string };

export type ScheduleSeed = {
  key: string;
  coordinator: string;
  title: string;
  description: string;
  /** Start relative to the seed time, in minutes (negative = in the past). */
  startInMinutes: number;
  durationMinutes: number;
  /** Past schedules with a recording are ARCHIVED, without one CLOSED. */
  archived: boolean;
  thumbnail: SceneSeed;
  /** Producer slots, splitting the schedule's window evenly in this order. */
  lives: LiveSeed[];
};

const DAY = 24 * 60;

export const SCHEDULES: ScheduleSeed[] = [
  {
    key: 'shinshu-harvest-live',
    coordinator: 'nagano',
    title: '信州 秋の収穫祭ライブ',
    description:
      '安曇野のりんご園、須坂のぶどう園、川上村のレタス畑を順番に中継します。生産者に聞きたいことがあれば、コメントでどしどしお寄せください。配信中だけの特別価格もご用意しています。',
    startInMinutes: -30,
    durationMinutes: 120,
    archived: false,
    thumbnail: { scene: 'orchard', palette: 'apple', time: 'noon' },
    lives: [
      {
        producer: 'maruyama-apple',
        products: ['sunfuji-5kg', 'shinano-gold', 'apple-juice'],
        comment: '葉とらずりんごの畑から中継します。蜜入りりんごの見分け方もお教えしますね。',
      },
      {
        producer: 'miyazawa-grape',
        products: ['shine-muscat', 'nagano-purple'],
        comment: 'ぶどう棚の下からお届けします。シャインマスカットとナガノパープルの食べくらべをします！',
      },
      {
        producer: 'yui-lettuce',
        products: ['kogen-lettuce'],
        comment: '標高1,300メートルの畑から、高原レタスのシャキシャキ感をお伝えします。',
      },
    ],
  },
  {
    key: 'kishu-ume-live',
    coordinator: 'wakayama',
    title: '紀州の梅しごと ライブ',
    description:
      'みなべ町の梅林から、梅干しができるまでをご紹介します。後半は有田のみかん畑へ移動し、段々畑の景色とともに今季のみかんの出来をお伝えします。',
    startInMinutes: 2 * DAY + 180,
    durationMinutes: 90,
    archived: false,
    thumbnail: { scene: 'terrace', palette: 'orange', time: 'evening' },
    lives: [
      {
        producer: 'yamamoto-ume',
        products: ['nanko-umeboshi', 'honey-ume'],
        comment: '梅干しの漬け込みから土用干しまで、梅しごとの一年をご紹介します。',
      },
      {
        producer: 'ueno-mikan',
        products: ['arida-mikan-5kg', 'mikan-juice'],
        comment: '段々畑のてっぺんから、海を見ながらみかんの話をします。',
      },
    ],
  },
  {
    key: 'suruga-shincha-live',
    coordinator: 'shizuoka',
    title: '新茶の季節 茶畑から生配信',
    description:
      '牧之原台地の茶畑から、新茶の摘み取りと製茶の様子を中継しました。久能の石垣いちご園からも、いちごの最新情報をお届けしました。',
    startInMinutes: -DAY - 90,
    durationMinutes: 60,
    archived: false,
    thumbnail: { scene: 'tea', palette: 'tea', time: 'morning' },
    lives: [
      {
        producer: 'sugiyama-tea',
        products: ['fukamushi-sencha', 'wakocha'],
        comment: '摘みたての新芽の香りをお伝えします。おいしい淹れ方のコツもご紹介。',
      },
      {
        producer: 'mochizuki-strawberry',
        products: ['benihoppe'],
        comment: '石垣いちごの畑から、紅ほっぺの食べごろをお届けします。',
      },
    ],
  },
  {
    key: 'tokachi-potato-archive',
    coordinator: 'tokachi',
    title: '十勝じゃがいも掘りライブ',
    description:
      '芽室町の山本農場で、じゃがいもの収穫をライブでお届けしました。男爵とメークインの違いや、おいしい食べ方を山本さんが解説しています。',
    startInMinutes: -7 * DAY,
    durationMinutes: 60,
    archived: true,
    thumbnail: { scene: 'field', palette: 'potato', time: 'noon' },
    lives: [
      {
        producer: 'yamamoto-farm',
        products: ['danshaku-5kg', 'mayqueen-3kg', 'kitaromane-adzuki'],
        comment: '掘りたてのじゃがいもをその場で蒸かして試食しました！',
      },
      {
        producer: 'nakamura-ranch',
        products: ['nakamura-milk', 'camembert'],
        comment: '牧場から、放牧牛乳とカマンベールチーズのご紹介です。',
      },
    ],
  },
  {
    key: 'yamagata-cherry-archive',
    coordinator: 'yamagata',
    title: 'さくらんぼ予約開始記念ライブ',
    description:
      '東根のさくらんぼ園から、今年の花の咲き具合と実のつき方をお伝えしました。庄内のお米の話もたっぷり。',
    startInMinutes: -14 * DAY,
    durationMinutes: 90,
    archived: true,
    thumbnail: { scene: 'orchard', palette: 'cherry', time: 'morning' },
    lives: [
      {
        producer: 'takeda-orchard',
        products: ['satonishiki'],
        comment: '満開のさくらんぼの花の下からお届けします。今年も豊作の予感です。',
      },
      {
        producer: 'abe-rice',
        products: ['tsuyahime-5kg', 'haenuki-5kg', 'dadacha-1kg'],
        comment: '田んぼの準備の様子と、つや姫のおいしい炊き方をご紹介しました。',
      },
      {
        producer: 'kudo-orchard',
        products: ['la-france', 'la-france-jam'],
        comment: 'ラ・フランスの追熟のひみつをお話ししました。',
      },
    ],
  },
  {
    key: 'aso-akaushi-archive',
    coordinator: 'kumamoto',
    title: '阿蘇あか牛 草原BBQライブ',
    description:
      '阿蘇の草原で、あか牛の焼肉とハンバーグを焼きながら生産者トークをお届けしました。八代の塩トマトも登場します。',
    startInMinutes: -21 * DAY,
    durationMinutes: 60,
    archived: true,
    thumbnail: { scene: 'pasture', palette: 'beef', time: 'evening' },
    lives: [
      {
        producer: 'ide-ranch',
        products: ['akaushi-yakiniku', 'akaushi-hamburg'],
        comment: '草原で焼くあか牛は格別です。赤身のうま味をぜひ画面越しに感じてください。',
      },
      {
        producer: 'sakamoto-tomato',
        products: ['shio-tomato', 'mini-tomato'],
        comment: '塩トマトを丸かじり！甘さに驚いてもらえるはずです。',
      },
    ],
  },
  {
    key: 'yanbaru-fruit-archive',
    coordinator: 'okinawa',
    title: 'やんばる 夏のフルーツ祭り',
    description:
      'マンゴーハウスとパイナップル畑から、南国フルーツの魅力をお届けしました。島野菜のおいしい食べ方コーナーもあります。',
    startInMinutes: -30 * DAY,
    durationMinutes: 90,
    archived: true,
    thumbnail: { scene: 'coast', palette: 'pineapple', time: 'noon' },
    lives: [
      {
        producer: 'kinjo-mango',
        products: ['apple-mango'],
        comment: '完熟マンゴーがネットに落ちる瞬間をお見せします！',
      },
      {
        producer: 'miyagi-pine',
        products: ['peach-pine', 'gold-barrel'],
        comment: 'ピーチパインとゴールドバレルの食べくらべです。',
      },
      {
        producer: 'oshiro-shimayasai',
        products: ['goya', 'shima-rakkyo'],
        comment: 'ゴーヤーの苦みをやわらげる下ごしらえのコツをご紹介しました。',
      },
    ],
  },
  {
    key: 'suruga-sakuraebi-archive',
    coordinator: 'shizuoka',
    title: '由比港 桜えび漁のひみつ',
    description:
      '春漁の由比港から、桜えびの水揚げと釜揚げの様子をお届けしました。伊豆の本わさびも登場します。',
    startInMinutes: -45 * DAY,
    durationMinutes: 60,
    archived: true,
    thumbnail: { scene: 'coast', palette: 'shrimp', time: 'evening' },
    lives: [
      {
        producer: 'hara-sakuraebi',
        products: ['kamaage-sakuraebi', 'suboshi-sakuraebi'],
        comment: '水揚げしたばかりの桜えびを、港ですぐ釜揚げにします。',
      },
      {
        producer: 'shioya-wasabi',
        products: ['hon-wasabi', 'wasabi-zuke'],
        comment: 'わさび田から、本わさびのすりおろし方をお見せします。',
      },
    ],
  },
];

export { LIVE_COMMENTS } from './live-comments.ts';
