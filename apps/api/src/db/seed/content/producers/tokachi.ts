/** The producers とかち大地のマルシェ (marche `tokachi`) presents. */
import type { ProducerSeed } from './producer-seed.ts';

export const TOKACHI_PRODUCERS: ProducerSeed[] = [
  {
    key: 'yamamoto-farm',
    coordinator: 'tokachi',
    username: '山本農場 山本 健一',
    profile:
      '芽室町で三代続く畑作農家です。じゃがいも・とうもろこし・小豆を中心に、緑肥を取り入れた土づくりで育てています。掘りたてのじゃがいもの味を知ってほしくて、収穫体験も受け入れています。',
    prefectureCode: 1,
    city: '河西郡芽室町',
    instagramId: 'yamamoto_farm_memuro',
    facebookId: '',
    farm: { scene: 'field', palette: 'potato', time: 'noon' },
    avatar: { shirt: '#5d4037', background: '#efebe9', hat: 'cap' },
  },
  {
    key: 'nakamura-ranch',
    coordinator: 'tokachi',
    username: 'なかむら牧場 中村 さやか',
    profile:
      '上士幌町の山あいで、ホルスタインとジャージーを放牧しています。牛たちが草を食べて自由に過ごす時間を大切にし、その牛乳で牛乳・チーズ・バターをつくっています。',
    prefectureCode: 1,
    city: '河東郡上士幌町',
    instagramId: 'nakamura_ranch',
    facebookId: 'nakamura.ranch.kamishihoro',
    farm: { scene: 'pasture', palette: 'milk', time: 'morning' },
    avatar: { shirt: '#6a1b9a', background: '#f3e5f5', hat: 'towel' },
  },
  {
    key: 'takahashi-melon',
    coordinator: 'tokachi',
    username: '高橋メロン園 高橋 誠',
    profile:
      '夕張の山あいのハウスで赤肉メロンを育てて三十年。一株に実らせる数を絞り、糖度と香りがのるまでじっくり待ってから収穫します。',
    prefectureCode: 1,
    city: '夕張市',
    instagramId: '',
    facebookId: 'takahashi.melon',
    farm: { scene: 'greenhouse', palette: 'melon', time: 'morning' },
    avatar: { shirt: '#558b2f', background: '#f1f8e9', hat: 'straw' },
  },
];
