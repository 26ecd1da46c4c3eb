/** The producers 駿河ひなたマルシェ (marche `shizuoka`) presents. */
import type { ProducerSeed } from './producer-seed.ts';

export const SHIZUOKA_PRODUCERS: ProducerSeed[] = [
  {
    key: 'sugiyama-tea',
    coordinator: 'shizuoka',
    username: '杉山製茶 杉山 恵',
    profile:
      '牧之原台地で茶畑を営み、摘んだ茶葉を自園の工場で深蒸し煎茶に仕上げています。渋みの少ないまろやかな味と、鮮やかな水色が自慢です。',
    prefectureCode: 22,
    city: '牧之原市',
    instagramId: 'sugiyama_seicha',
    facebookId: 'sugiyama.seicha',
    farm: { scene: 'tea', palette: 'tea', time: 'morning' },
    avatar: { shirt: '#33691e', background: '#f1f8e9', hat: 'towel' },
  },
  {
    key: 'shioya-wasabi',
    coordinator: 'shizuoka',
    username: '天城わさび園 塩谷 浩二',
    profile:
      '伊豆・天城の山あいで、湧き水を引いた畳石式のわさび田を守っています。一年半かけて育てた本わさびは、すりおろすと甘みのある香りが立ちます。',
    prefectureCode: 22,
    city: '伊豆市',
    instagramId: '',
    facebookId: 'amagi.wasabi',
    farm: { scene: 'stream', palette: 'wasabi', time: 'noon' },
    avatar: { shirt: '#1b5e20', background: '#e8f5e9', hat: 'cap' },
  },
  {
    key: 'mochizuki-strawberry',
    coordinator: 'shizuoka',
    username: '久能いちご園 望月 亮',
    profile:
      '駿河湾を望む久能海岸の石垣で、明治から続く石垣いちごを育てています。石垣が太陽の熱をため込み、冬でも甘いいちごが実ります。',
    prefectureCode: 22,
    city: '静岡市駿河区',
    instagramId: 'kuno_ichigo',
    facebookId: '',
    farm: { scene: 'greenhouse', palette: 'red', time: 'morning' },
    avatar: { shirt: '#d32f2f', background: '#ffebee', hat: 'none' },
  },
  {
    key: 'hara-sakuraebi',
    coordinator: 'shizuoka',
    username: '由比 原水産 原 直樹',
    profile:
      '駿河湾だけで水揚げされる桜えびを、由比港で釜揚げと素干しに加工しています。漁期は春と秋の年二回。とれたてをすぐに加工して鮮度を閉じ込めます。',
    prefectureCode: 22,
    city: '静岡市清水区',
    instagramId: 'yui_hara_suisan',
    facebookId: 'hara.suisan',
    farm: { scene: 'coast', palette: 'shrimp', time: 'evening' },
    avatar: { shirt: '#0d47a1', background: '#e3f2fd', hat: 'towel' },
  },
];
