/** The producers 山形まほろばマルシェ (marche `yamagata`) presents. */
import type { ProducerSeed } from './producer-seed.ts';

export const YAMAGATA_PRODUCERS: ProducerSeed[] = [
  {
    key: 'takeda-orchard',
    coordinator: 'yamagata',
    username: '武田果樹園 武田 雄一',
    profile:
      '東根市でさくらんぼとラ・フランスを育てています。雨よけハウスで一粒ずつ色づきを確かめ、朝の涼しいうちに手で摘み取ります。',
    prefectureCode: 6,
    city: '東根市',
    instagramId: 'takeda_kajuen',
    facebookId: '',
    farm: { scene: 'orchard', palette: 'cherry', time: 'morning' },
    avatar: { shirt: '#ad1457', background: '#fce4ec', hat: 'cap' },
  },
  {
    key: 'abe-rice',
    coordinator: 'yamagata',
    username: 'あべ農園 阿部 ゆかり',
    profile:
      '庄内平野の鶴岡市で、特別栽培米のつや姫とだだちゃ豆をつくっています。月山の雪どけ水が流れ込む田んぼで、農薬と化学肥料を減らして育てています。',
    prefectureCode: 6,
    city: '鶴岡市',
    instagramId: 'abe_nouen_shonai',
    facebookId: 'abe.nouen',
    farm: { scene: 'paddy', palette: 'rice', time: 'evening' },
    avatar: { shirt: '#f9a825', background: '#fffde7', hat: 'straw' },
  },
  {
    key: 'kudo-orchard',
    coordinator: 'yamagata',
    username: 'くどう果樹園 工藤 正樹',
    profile:
      '天童市の果樹園です。ラ・フランスは収穫後に低温でじっくり追熟させ、食べごろの目安を添えてお届けしています。規格外の果実は自家製ジャムに加工しています。',
    prefectureCode: 6,
    city: '天童市',
    instagramId: '',
    facebookId: 'kudo.kajuen',
    farm: { scene: 'orchard', palette: 'pear', time: 'noon' },
    avatar: { shirt: '#827717', background: '#f9fbe7', hat: 'none' },
  },
];
