import type { Landscape, Motif, PaletteName, TimeOfDay } from '../images.ts';
import type { ExperienceTypeKey } from './catalog.ts';

export type ExperienceSeed = {
  key: string;
  producer: string;
  type: ExperienceTypeKey;
  title: string;
  description: string;
  /** adult, junior high school, elementary school, preschool, senior (JPY, tax incl.) */
  prices: [number, number, number, number, number];
  points: [string, string, string];
  /** minutes */
  duration: number;
  direction: string;
  open: string;
  close: string;
  host: {
    postalCode: string;
    prefectureCode: number;
    city: string;
    addressLine1: string;
    addressLine2: string;
    longitude: number;
    latitude: number;
  };
  /** Booking window relative to the seed time, in days. */
  startInDays: number;
  endInDays: number;
  soldOut?: boolean;
  pictures: [
    { scene: Landscape; palette: PaletteName; time: TimeOfDay },
    { motif: Motif; palette: PaletteName },
  ];
};

export const EXPERIENCES: ExperienceSeed[] = [
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
  {
    key: 'azumino-apple',
    producer: 'maruyama-apple',
    type: 'harvest',
    title: '北アルプスを望む安曇野のりんご狩り',
    description:
      '北アルプスの山並みを眺めながら、葉とらずりんごの収穫を体験します。園主の丸山さんが、おいしいりんごの見分け方やもぎ方を丁寧に教えてくれます。園内での試食は食べ放題。お持ち帰りは1kgあたりの量り売りです。',
    prices: [1800, 1600, 1200, 500, 1600],
    points: ['北アルプスの絶景と一緒に楽しめる', '園内の試食は食べ放題', 'おいしいりんごの見分け方を伝授'],
    duration: 60,
    direction: 'JR穂高駅から車で約10分。長野自動車道 安曇野ICから約15分です。',
    open: '0900',
    close: '1630',
    host: {
      postalCode: '3998300',
      prefectureCode: 20,
      city: '安曇野市',
      addressLine1: '穂高有明2100',
      addressLine2: '丸山りんご園',
      longitude: 137.8631,
      latitude: 36.3488,
    },
    startInDays: -20,
    endInDays: 90,
    pictures: [
      { scene: 'orchard', palette: 'apple', time: 'noon' },
      { motif: 'apple', palette: 'apple' },
    ],
  },
  {
    key: 'togakushi-soba',
    producer: 'nakazawa-soba',
    type: 'cooking',
    title: '戸隠で信州そば打ち体験',
    description:
      '戸隠の工房で、そば打ちの名人に教わりながら二八そばを打ちます。水回し、こね、のし、切りまでをひととおり体験し、打ったそばはその場でゆでて召し上がっていただきます。自家製の野沢菜漬けとそば茶のおもてなし付きです。',
    prices: [3800, 3300, 2800, 1000, 3300],
    points: [
      '名人が一人ひとりに丁寧に指導',
      '打ちたてのそばをその場で試食',
      '野沢菜漬けとそば茶のおもてなし付き',
    ],
    duration: 90,
    direction: 'JR長野駅からバスで約60分「戸隠中社」下車、徒歩5分。車の場合は長野市街から約40分です。',
    open: '1000',
    close: '1500',
    host: {
      postalCode: '3812600',
      prefectureCode: 20,
      city: '長野市',
      addressLine1: '戸隠3500',
      addressLine2: '戸隠そば工房',
      longitude: 138.085,
      latitude: 36.746,
    },
    startInDays: -90,
    endInDays: 300,
    pictures: [
      { scene: 'mountain', palette: 'soba', time: 'morning' },
      { motif: 'noodles', palette: 'soba' },
    ],
  },
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
