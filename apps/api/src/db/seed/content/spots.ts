import type { SpotTypeKey } from './catalog.ts';
import type { SceneSeed } from './coordinators.ts';

export type SpotSeed = {
  type: SpotTypeKey;
  /** Who posted it: a coordinator, producer or user key. */
  poster: { kind: 'coordinator' | 'producer' | 'user'; key: string };
  name: string;
  description: string;
  longitude: number;
  latitude: number;
  postalCode: string;
  prefectureCode: number;
  city: string;
  addressLine1: string;
  picture: SceneSeed;
};

export const SPOTS: SpotSeed[] = [
  {
    type: 'view',
    poster: { kind: 'producer', key: 'yamamoto-farm' },
    name: '新嵐山の展望台から見る十勝平野',
    description:
      '芽室町の新嵐山にある展望台からは、パッチワークのような十勝平野の畑が一望できます。じゃがいもの花が咲く七月ごろは特におすすめです。',
    longitude: 143.038,
    latitude: 42.857,
    postalCode: '0820000',
    prefectureCode: 1,
    city: '河西郡芽室町',
    addressLine1: '中伏古',
    picture: { scene: 'field', palette: 'potato', time: 'morning' },
  },
  {
    type: 'onsen',
    poster: { kind: 'producer', key: 'nakamura-ranch' },
    name: '糠平の源泉かけ流しの湯',
    description: '牧場からさらに北へ車で30分。山あいの温泉郷で、体験のあとにゆっくり疲れを癒やせます。',
    longitude: 143.19,
    latitude: 43.37,
    postalCode: '0801403',
    prefectureCode: 1,
    city: '河東郡上士幌町',
    addressLine1: 'ぬかびら源泉郷',
    picture: { scene: 'mountain', palette: 'green', time: 'evening' },
  },
  {
    type: 'market',
    poster: { kind: 'coordinator', key: 'yamagata' },
    name: '東根の果樹園通り 直売所めぐり',
    description:
      '国道沿いに果物の直売所が並ぶ東根市。旬の時期には、もぎたてのさくらんぼやラ・フランスが店先に並びます。',
    longitude: 140.4,
    latitude: 38.436,
    postalCode: '9993700',
    prefectureCode: 6,
    city: '東根市',
    addressLine1: '大字東根',
    picture: { scene: 'orchard', palette: 'cherry', time: 'noon' },
  },
  {
    type: 'view',
    poster: { kind: 'user', key: 'misaki' },
    name: '安曇野の湧水とわさび田',
    description:
      '北アルプスの雪どけ水が湧き出る安曇野。透きとおった川沿いに広がるわさび田の景色は、いつまでも眺めていられます。',
    longitude: 137.893,
    latitude: 36.338,
    postalCode: '3998200',
    prefectureCode: 20,
    city: '安曇野市',
    addressLine1: '豊科',
    picture: { scene: 'stream', palette: 'wasabi', time: 'morning' },
  },
  {
    type: 'restaurant',
    poster: { kind: 'producer', key: 'nakazawa-soba' },
    name: '戸隠神社 中社前のそば処',
    description:
      '戸隠神社の参拝のあとは、門前のそば処で「ぼっち盛り」のざるそばを。打ちたての香りが楽しめます。',
    longitude: 138.087,
    latitude: 36.749,
    postalCode: '3814101',
    prefectureCode: 20,
    city: '長野市',
    addressLine1: '戸隠中社',
    picture: { scene: 'mountain', palette: 'soba', time: 'noon' },
  },
  {
    type: 'view',
    poster: { kind: 'coordinator', key: 'shizuoka' },
    name: '牧之原台地の茶畑と富士山',
    description:
      '一面に広がる茶畑の向こうに富士山がそびえる、静岡らしい景色が楽しめる場所です。新茶の季節は緑がいっそう鮮やかです。',
    longitude: 138.208,
    latitude: 34.756,
    postalCode: '4210400',
    prefectureCode: 22,
    city: '牧之原市',
    addressLine1: '静谷',
    picture: { scene: 'tea', palette: 'tea', time: 'morning' },
  },
  {
    type: 'roadside',
    poster: { kind: 'user', key: 'aya' },
    name: '有田川沿いの果物直売所',
    description:
      '有田川沿いの道の駅では、地元のみかんや加工品が手に入ります。みかんジュースの飲みくらべができるのも楽しいです。',
    longitude: 135.16,
    latitude: 34.072,
    postalCode: '6490300',
    prefectureCode: 30,
    city: '有田市',
    addressLine1: '宮原町',
    picture: { scene: 'terrace', palette: 'orange', time: 'noon' },
  },
  {
    type: 'farm',
    poster: { kind: 'producer', key: 'yamamoto-ume' },
    name: 'みなべの梅林',
    description: '二月には一面が白い梅の花で覆われるみなべの梅林。初夏には青梅の収穫風景が見られます。',
    longitude: 135.35,
    latitude: 33.79,
    postalCode: '6450000',
    prefectureCode: 30,
    city: '日高郡みなべ町',
    addressLine1: '晩稲',
    picture: { scene: 'orchard', palette: 'white', time: 'morning' },
  },
  {
    type: 'view',
    poster: { kind: 'producer', key: 'ide-ranch' },
    name: '阿蘇 草千里ヶ浜',
    description: '烏帽子岳のふもとに広がる大草原。放牧された馬がのんびり草を食む、阿蘇を代表する景色です。',
    longitude: 131.053,
    latitude: 32.885,
    postalCode: '8692232',
    prefectureCode: 43,
    city: '阿蘇市',
    addressLine1: '永草',
    picture: { scene: 'pasture', palette: 'green', time: 'noon' },
  },
  {
    type: 'market',
    poster: { kind: 'user', key: 'kentaro' },
    name: '八代の旬彩市場',
    description: '八代の農家さんが持ち寄る直売所。塩トマトの季節には、朝から行列ができるほどの人気です。',
    longitude: 130.601,
    latitude: 32.506,
    postalCode: '8660000',
    prefectureCode: 43,
    city: '八代市',
    addressLine1: '新地町',
    picture: { scene: 'greenhouse', palette: 'tomato', time: 'morning' },
  },
  {
    type: 'view',
    poster: { kind: 'coordinator', key: 'okinawa' },
    name: '古宇利大橋と透きとおる海',
    description:
      '今帰仁村の近く、エメラルドグリーンの海をまっすぐに渡る橋。マンゴー狩りの帰りに立ち寄る方も多いスポットです。',
    longitude: 128.015,
    latitude: 26.69,
    postalCode: '9050400',
    prefectureCode: 47,
    city: '国頭郡今帰仁村',
    addressLine1: '古宇利',
    picture: { scene: 'coast', palette: 'pineapple', time: 'noon' },
  },
  {
    type: 'restaurant',
    poster: { kind: 'user', key: 'noriko' },
    name: '名護の島野菜食堂',
    description:
      '地元の島野菜をたっぷり使った定食が食べられる食堂。ゴーヤーチャンプルーと、もずくの天ぷらが絶品です。',
    longitude: 127.978,
    latitude: 26.593,
    postalCode: '9050000',
    prefectureCode: 47,
    city: '名護市',
    addressLine1: '城',
    picture: { scene: 'field', palette: 'goya', time: 'evening' },
  },
];
