import { KUMAMOTO_PRODUCERS } from './producers/kumamoto.ts';
import { NAGANO_PRODUCERS } from './producers/nagano.ts';
import { OKINAWA_PRODUCERS } from './producers/okinawa.ts';
import type { AvatarSeed, ProducerSeed, SceneSeed } from './producers/producer-seed.ts';
import { SHIZUOKA_PRODUCERS } from './producers/shizuoka.ts';
import { TOKACHI_PRODUCERS } from './producers/tokachi.ts';
import { WAKAYAMA_PRODUCERS } from './producers/wakayama.ts';
import { YAMAGATA_PRODUCERS } from './producers/yamagata.ts';

export type { AvatarSeed, ProducerSeed, SceneSeed } from './producers/producer-seed.ts';

export type CoordinatorSeed = {
  key: string;
  marcheName: string;
  username: string;
  profile: string;
  prefectureCode: number;
  city: string;
  /** Weekday ints, 0 = Sunday */
  businessDays: number[];
  instagramId: string;
  facebookId: string;
  phoneNumber: string;
  email: string;
  header: SceneSeed;
  avatar: AvatarSeed;
};

export const COORDINATORS: CoordinatorSeed[] = [
  {
    key: 'tokachi',
    marcheName: 'とかち大地のマルシェ',
    username: '佐藤 みのり',
    profile:
      '帯広で青果の仲卸を二十年続けてきた経験を生かし、十勝の畑と牧場を一軒ずつ訪ねて選んだ品だけを並べています。昼夜の寒暖差が大きい十勝平野では、じゃがいもやとうもろこしがぐっと甘く育ちます。広い空の下で育った味を、収穫したその足でお届けします。',
    prefectureCode: 1,
    city: '帯広市',
    businessDays: [1, 2, 3, 4, 5],
    instagramId: 'tokachi_daichi_marche',
    facebookId: 'tokachi.daichi.marche',
    phoneNumber: '+81155000101',
    email: 'tokachi@marche.example.jp',
    header: { scene: 'field', palette: 'potato', time: 'morning' },
    avatar: { shirt: '#2e7d32', background: '#e8f5e9', hat: 'none' },
  },
  {
    key: 'yamagata',
    marcheName: '山形まほろばマルシェ',
    username: '斎藤 はるか',
    profile:
      '果樹王国・山形の旬をお届けするマルシェです。六月のさくらんぼから秋のラ・フランス、庄内平野のお米まで、季節ごとに「今いちばんおいしいもの」を生産者さんと相談して選んでいます。贈り物のご相談もお気軽にどうぞ。',
    prefectureCode: 6,
    city: '天童市',
    businessDays: [1, 2, 3, 4, 5, 6],
    instagramId: 'yamagata_mahoroba',
    facebookId: 'yamagata.mahoroba.marche',
    phoneNumber: '+81236000202',
    email: 'yamagata@marche.example.jp',
    header: { scene: 'orchard', palette: 'cherry', time: 'noon' },
    avatar: { shirt: '#c2185b', background: '#fce4ec', hat: 'none' },
  },
  {
    key: 'nagano',
    marcheName: '信州高原マルシェ',
    username: '小林 拓也',
    profile:
      '北アルプスの麓、安曇野から信州の恵みを届けています。標高が高く日照時間の長い長野県は、りんごやぶどう、高原野菜の一大産地。そば打ち名人や漬物名人のおばあちゃんたちの手仕事も一緒にご紹介します。',
    prefectureCode: 20,
    city: '安曇野市',
    businessDays: [1, 3, 5],
    instagramId: 'shinshu_kogen_marche',
    facebookId: 'shinshu.kogen.marche',
    phoneNumber: '+81263000303',
    email: 'nagano@marche.example.jp',
    header: { scene: 'mountain', palette: 'apple', time: 'morning' },
    avatar: { shirt: '#1565c0', background: '#e3f2fd', hat: 'cap' },
  },
  {
    key: 'shizuoka',
    marcheName: '駿河ひなたマルシェ',
    username: '望月 彩',
    profile:
      '富士山と駿河湾に囲まれた静岡から、お茶・わさび・いちご・桜えびをお届けします。温暖な気候と豊かな水に恵まれた静岡の食材は、どれも香りが自慢です。生産者の「こう食べてほしい」を大切に、食べ方のご提案もしています。',
    prefectureCode: 22,
    city: '静岡市',
    businessDays: [1, 2, 3, 4, 5],
    instagramId: 'suruga_hinata',
    facebookId: 'suruga.hinata.marche',
    phoneNumber: '+81542000404',
    email: 'shizuoka@marche.example.jp',
    header: { scene: 'tea', palette: 'tea', time: 'noon' },
    avatar: { shirt: '#00897b', background: '#e0f2f1', hat: 'none' },
  },
  {
    key: 'wakayama',
    marcheName: '紀州くだものマルシェ',
    username: '岡本 真由美',
    profile:
      '温暖な紀州は、みかん・梅・桃・柿がそろう果物の宝庫です。有田の段々畑、みなべの梅林、紀の川沿いの桃畑と、それぞれの土地で長く続く農家さんと一緒に店を営んでいます。規格外でも味は一級品の「訳あり」もご用意しています。',
    prefectureCode: 30,
    city: '有田市',
    businessDays: [1, 2, 4, 5],
    instagramId: 'kishu_kudamono',
    facebookId: 'kishu.kudamono.marche',
    phoneNumber: '+81737000505',
    email: 'wakayama@marche.example.jp',
    header: { scene: 'terrace', palette: 'orange', time: 'evening' },
    avatar: { shirt: '#ef6c00', background: '#fff3e0', hat: 'straw' },
  },
  {
    key: 'kumamoto',
    marcheName: '火の国くまもとマルシェ',
    username: '村上 健太',
    profile:
      '阿蘇の草原と有明海に育まれた熊本の食材を届けます。八代のトマト、不知火のデコポン、阿蘇の草原で育つあか牛と、力強い味わいがそろいました。熊本のおやつ「いきなり団子」もぜひ一度お試しください。',
    prefectureCode: 43,
    city: '熊本市',
    businessDays: [1, 2, 3, 4, 5, 6],
    instagramId: 'hinokuni_kumamoto',
    facebookId: 'hinokuni.kumamoto.marche',
    phoneNumber: '+81963000606',
    email: 'kumamoto@marche.example.jp',
    header: { scene: 'pasture', palette: 'beef', time: 'noon' },
    avatar: { shirt: '#b71c1c', background: '#ffebee', hat: 'cap' },
  },
  {
    key: 'okinawa',
    marcheName: 'やんばるちゅらマルシェ',
    username: '比嘉 さくら',
    profile:
      '沖縄本島北部・やんばるの森と海に囲まれた畑から、南国の果物と島野菜をお届けします。強い日差しを浴びたマンゴーやパイナップルは、香りも甘さも格別です。ゴーヤーや島らっきょうのおいしい食べ方も、生産者直伝でお伝えします。',
    prefectureCode: 47,
    city: '名護市',
    businessDays: [1, 2, 3, 4, 5],
    instagramId: 'yanbaru_chura',
    facebookId: 'yanbaru.chura.marche',
    phoneNumber: '+81980000707',
    email: 'okinawa@marche.example.jp',
    header: { scene: 'coast', palette: 'pineapple', time: 'noon' },
    avatar: { shirt: '#0288d1', background: '#e1f5fe', hat: 'straw' },
  },
];

/** Every demo producer, marche by marche (producers/<marche>.ts), in the order the marches are written. */
export const PRODUCERS: ProducerSeed[] = [
  ...TOKACHI_PRODUCERS,
  ...YAMAGATA_PRODUCERS,
  ...NAGANO_PRODUCERS,
  ...SHIZUOKA_PRODUCERS,
  ...WAKAYAMA_PRODUCERS,
  ...KUMAMOTO_PRODUCERS,
  ...OKINAWA_PRODUCERS,
];
