/** The producers やんばるちゅらマルシェ (marche `okinawa`) presents. */
import type { ProducerSeed } from './producer-seed.ts';

export const OKINAWA_PRODUCERS: ProducerSeed[] = [
  {
    key: 'kinjo-mango',
    coordinator: 'okinawa',
    username: '金城マンゴー園 金城 勇',
    profile:
      '今帰仁村のハウスでアップルマンゴーを育てています。実が自然に落ちる直前まで樹上で熟させ、ネットで受け止めてから収穫します。',
    prefectureCode: 47,
    city: '国頭郡今帰仁村',
    instagramId: 'kinjo_mango',
    facebookId: 'kinjo.mango',
    farm: { scene: 'greenhouse', palette: 'mango', time: 'noon' },
    avatar: { shirt: '#f57c00', background: '#fff8e1', hat: 'straw' },
  },
  {
    key: 'miyagi-pine',
    coordinator: 'okinawa',
    username: 'ひがしパイン畑 宮城 美咲',
    profile:
      '東村の赤土の畑でパイナップルを育てています。ピーチパインやゴールドバレルなど、品種ごとに一番おいしい時期を見極めて収穫します。',
    prefectureCode: 47,
    city: '国頭郡東村',
    instagramId: 'higashi_pine',
    facebookId: '',
    farm: { scene: 'field', palette: 'pineapple', time: 'noon' },
    avatar: { shirt: '#fbc02d', background: '#fffde7', hat: 'straw' },
  },
  {
    key: 'oshiro-shimayasai',
    coordinator: 'okinawa',
    username: '大城島やさい農園 大城 翔太',
    profile:
      '名護市でゴーヤーや島らっきょうなどの島野菜を育てています。化学肥料に頼らず、さとうきびの搾りかすを使った堆肥で土をつくっています。',
    prefectureCode: 47,
    city: '名護市',
    instagramId: 'oshiro_shimayasai',
    facebookId: 'oshiro.shimayasai',
    farm: { scene: 'field', palette: 'goya', time: 'evening' },
    avatar: { shirt: '#388e3c', background: '#e8f5e9', hat: 'cap' },
  },
  {
    key: 'tamaki-mozuku',
    coordinator: 'okinawa',
    username: '勝連もずく 玉城 千夏',
    profile:
      'うるま市・勝連の海でもずくを養殖しています。太くて歯ごたえのある勝連の太もずくを、収穫した日のうちに塩蔵します。黒糖は多良間島の製糖工場から仕入れています。',
    prefectureCode: 47,
    city: 'うるま市',
    instagramId: 'katsuren_mozuku',
    facebookId: '',
    farm: { scene: 'coast', palette: 'seaweed', time: 'morning' },
    avatar: { shirt: '#00838f', background: '#e0f7fa', hat: 'towel' },
  },
];
