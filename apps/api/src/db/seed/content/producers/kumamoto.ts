/** The producers 火の国くまもとマルシェ (marche `kumamoto`) presents. */
import type { ProducerSeed } from './producer-seed.ts';

export const KUMAMOTO_PRODUCERS: ProducerSeed[] = [
  {
    key: 'sakamoto-tomato',
    coordinator: 'kumamoto',
    username: '坂本トマト農園 坂本 陽子',
    profile:
      '八代平野の干拓地でトマトを育てています。土に含まれる塩分のおかげで、実が小さく締まった濃い味の「塩トマト」になります。',
    prefectureCode: 43,
    city: '八代市',
    instagramId: 'sakamoto_tomato',
    facebookId: '',
    farm: { scene: 'greenhouse', palette: 'tomato', time: 'noon' },
    avatar: { shirt: '#e53935', background: '#ffebee', hat: 'towel' },
  },
  {
    key: 'ide-ranch',
    coordinator: 'kumamoto',
    username: '阿蘇いで牧場 井手 剛',
    profile:
      '阿蘇の外輪山に広がる草原で、あか牛を放牧しています。草をたっぷり食べて育ったあか牛は、赤身のうま味が濃く、脂はさっぱりしています。',
    prefectureCode: 43,
    city: '阿蘇市',
    instagramId: 'aso_ide_bokujo',
    facebookId: 'aso.ide.bokujo',
    farm: { scene: 'pasture', palette: 'beef', time: 'evening' },
    avatar: { shirt: '#6d4c41', background: '#efebe9', hat: 'cap' },
  },
  {
    key: 'matsumoto-citrus',
    coordinator: 'kumamoto',
    username: '不知火柑橘園 松本 修',
    profile:
      '不知火海を望む宇城市で、デコポン（不知火）を育てています。収穫後に貯蔵して酸を抜き、糖度と酸度の基準を満たしたものだけを出荷します。',
    prefectureCode: 43,
    city: '宇城市',
    instagramId: '',
    facebookId: 'shiranui.kankitsu',
    farm: { scene: 'terrace', palette: 'orange', time: 'morning' },
    avatar: { shirt: '#fb8c00', background: '#fff3e0', hat: 'straw' },
  },
];
