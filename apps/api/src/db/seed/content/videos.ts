import type { SceneSeed } from './coordinators.ts';

export type VideoSeed = {
  key: string;
  coordinator: string;
  title: string;
  description: string;
  products: string[];
  experiences: string[];
  displayProduct: boolean;
  displayExperience: boolean;
  publishedDaysAgo: number;
  thumbnail: SceneSeed;
};

export const VIDEOS: VideoSeed[] = [
  {
    key: 'tokachi-potato-story',
    coordinator: 'tokachi',
    title: '十勝のじゃがいもができるまで',
    description:
      '春の植え付けから秋の収穫、貯蔵庫での熟成まで、山本農場のじゃがいもづくりの一年を追いかけました。甘いじゃがいもが育つ理由がわかります。',
    products: ['danshaku-5kg', 'mayqueen-3kg'],
    experiences: [],
    displayProduct: true,
    displayExperience: false,
    publishedDaysAgo: 3,
    thumbnail: { scene: 'field', palette: 'potato', time: 'evening' },
  },
  {
    key: 'sunfuji-mitsu',
    coordinator: 'nagano',
    title: '蜜入りりんごの見分け方',
    description: '丸山さんが、蜜がたっぷり入ったりんごの見分け方と、おいしさを保つ保存方法を教えてくれます。',
    products: ['sunfuji-5kg', 'shinano-gold'],
    experiences: [],
    displayProduct: true,
    displayExperience: false,
    publishedDaysAgo: 6,
    thumbnail: { scene: 'orchard', palette: 'apple', time: 'evening' },
  },
  {
    key: 'sencha-brewing',
    coordinator: 'shizuoka',
    title: '深蒸し煎茶のおいしい淹れ方',
    description:
      'お湯の温度と蒸らし時間で、お茶の味はここまで変わります。茶師の杉山さんが、ご家庭でできるコツを紹介します。',
    products: ['fukamushi-sencha', 'wakocha'],
    experiences: [],
    displayProduct: true,
    displayExperience: false,
    publishedDaysAgo: 9,
    thumbnail: { scene: 'tea', palette: 'tea', time: 'noon' },
  },
  {
    key: 'umeboshi-doyoboshi',
    coordinator: 'wakayama',
    title: '南高梅 梅干しの土用干し',
    description:
      '真夏の太陽の下、三日三晩かけて梅を干す「土用干し」。みなべ町の山本梅園の作業を丁寧に記録しました。',
    products: ['nanko-umeboshi', 'honey-ume'],
    experiences: [],
    displayProduct: true,
    displayExperience: false,
    publishedDaysAgo: 12,
    thumbnail: { scene: 'orchard', palette: 'ume', time: 'noon' },
  },
  {
    key: 'akaushi-grassland',
    coordinator: 'kumamoto',
    title: '阿蘇の草原で育つあか牛',
    description:
      '外輪山に囲まれた草原で、あか牛たちがのびのびと過ごす一日を追いました。放牧がおいしさにつながる理由とは。',
    products: ['akaushi-yakiniku', 'akaushi-hamburg'],
    experiences: ['aso-akaushi'],
    displayProduct: true,
    displayExperience: false,
    publishedDaysAgo: 15,
    thumbnail: { scene: 'pasture', palette: 'beef', time: 'morning' },
  },
  {
    key: 'peach-pine-harvest',
    coordinator: 'okinawa',
    title: 'やんばるのピーチパイン収穫',
    description:
      '赤土の畑でピーチパインを収穫し、その場で切り分けて試食。おいしいパイナップルの選び方も紹介します。',
    products: ['peach-pine', 'gold-barrel'],
    experiences: [],
    displayProduct: true,
    displayExperience: false,
    publishedDaysAgo: 20,
    thumbnail: { scene: 'field', palette: 'pineapple', time: 'noon' },
  },
  {
    key: 'cherry-picking-report',
    coordinator: 'yamagata',
    title: '東根のさくらんぼ狩り 体験レポート',
    description:
      '雨よけハウスでのさくらんぼ狩りを、家族連れのみなさんと一緒に体験しました。食べくらべのコツもご紹介。',
    products: ['satonishiki'],
    experiences: ['higashine-cherry'],
    displayProduct: false,
    displayExperience: true,
    publishedDaysAgo: 4,
    thumbnail: { scene: 'orchard', palette: 'cherry', time: 'noon' },
  },
  {
    key: 'soba-uchi',
    coordinator: 'nagano',
    title: '戸隠そば打ち体験に密着',
    description:
      '初めてのそば打ちでも、名人の指導でここまで打てます。水回しからゆで上げまで、体験の流れをまとめました。',
    products: ['togakushi-soba'],
    experiences: ['togakushi-soba'],
    displayProduct: false,
    displayExperience: true,
    publishedDaysAgo: 8,
    thumbnail: { scene: 'mountain', palette: 'soba', time: 'evening' },
  },
  {
    key: 'mikan-picking',
    coordinator: 'wakayama',
    title: '有田みかん狩りと段々畑さんぽ',
    description:
      '海を見下ろす段々畑でのみかん狩り。石垣の段々畑がなぜ甘いみかんを育てるのか、園主の上野さんが解説します。',
    products: ['arida-mikan-5kg'],
    experiences: ['arida-mikan'],
    displayProduct: false,
    displayExperience: true,
    publishedDaysAgo: 11,
    thumbnail: { scene: 'terrace', palette: 'orange', time: 'noon' },
  },
  {
    key: 'shimayasai-cooking',
    coordinator: 'okinawa',
    title: '島野菜で沖縄家庭料理',
    description:
      '収穫したての島野菜で、ゴーヤーチャンプルーと島らっきょうの塩漬けをつくりました。体験の様子をお届けします。',
    products: ['goya', 'shima-rakkyo'],
    experiences: ['nago-shimayasai'],
    displayProduct: false,
    displayExperience: true,
    publishedDaysAgo: 18,
    thumbnail: { scene: 'field', palette: 'goya', time: 'evening' },
  },
];

export const VIDEO_COMMENTS: { video: string; user?: string; comment: string; hoursAfterPublish: number }[] =
  [
    {
      video: 'tokachi-potato-story',
      user: 'chie',
      comment: '一年かけて育てているんですね。大事にいただきます',
      hoursAfterPublish: 5,
    },
    { video: 'tokachi-potato-story', comment: '貯蔵庫で甘くなるの知らなかった！', hoursAfterPublish: 20 },
    {
      video: 'sunfuji-mitsu',
      user: 'takashi',
      comment: 'おしりの色を見るんですね。勉強になりました',
      hoursAfterPublish: 3,
    },
    {
      video: 'sencha-brewing',
      user: 'misaki',
      comment: '70℃で淹れたら本当に甘くなりました',
      hoursAfterPublish: 30,
    },
    { video: 'sencha-brewing', comment: '急須が欲しくなりました', hoursAfterPublish: 40 },
    {
      video: 'cherry-picking-report',
      user: 'hanako',
      comment: '子どもと行ってみたいです',
      hoursAfterPublish: 8,
    },
    { video: 'soba-uchi', user: 'ryo', comment: '名人の手さばきがすごい', hoursAfterPublish: 12 },
    {
      video: 'shimayasai-cooking',
      user: 'noriko',
      comment: 'チャンプルーのレシピ真似します',
      hoursAfterPublish: 6,
    },
  ];
