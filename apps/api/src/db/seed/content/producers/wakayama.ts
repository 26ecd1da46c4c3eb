/** The producers 紀州くだものマルシェ (marche `wakayama`) presents. */
import type { ProducerSeed } from './producer-seed.ts';

export const WAKAYAMA_PRODUCERS: ProducerSeed[] = [
  {
    key: 'ueno-mikan',
    coordinator: 'wakayama',
    username: '上野みかん園 上野 隆',
    profile:
      '有田川沿いの石積みの段々畑でみかんを育てています。海からの照り返し、石垣からの照り返し、太陽の「三つの太陽」を浴びたみかんは、甘さと酸味のバランスが抜群です。',
    prefectureCode: 30,
    city: '有田市',
    instagramId: 'ueno_mikan',
    facebookId: '',
    farm: { scene: 'terrace', palette: 'orange', time: 'noon' },
    avatar: { shirt: '#e65100', background: '#fff3e0', hat: 'cap' },
  },
  {
    key: 'yamamoto-ume',
    coordinator: 'wakayama',
    username: '山本梅園 山本 千尋',
    profile:
      'みなべ町の梅林で南高梅を育て、昔ながらの天日干しで梅干しに仕上げています。しそ漬けは祖母から受け継いだ配合のままです。',
    prefectureCode: 30,
    city: '日高郡みなべ町',
    instagramId: 'yamamoto_baien',
    facebookId: 'yamamoto.baien',
    farm: { scene: 'orchard', palette: 'ume', time: 'morning' },
    avatar: { shirt: '#880e4f', background: '#fce4ec', hat: 'straw' },
  },
  {
    key: 'nishikawa-fruit',
    coordinator: 'wakayama',
    username: '西川農園 西川 誠',
    profile:
      '紀の川市で桃と柿を育てています。桃は樹の上で完熟させてから収穫し、柿は一つずつ傷を確かめて箱詰めしています。',
    prefectureCode: 30,
    city: '紀の川市',
    instagramId: '',
    facebookId: 'nishikawa.nouen',
    farm: { scene: 'orchard', palette: 'pink', time: 'noon' },
    avatar: { shirt: '#ec407a', background: '#fce4ec', hat: 'cap' },
  },
];
