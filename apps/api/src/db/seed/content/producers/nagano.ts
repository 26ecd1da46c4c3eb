/** The producers 信州高原マルシェ (marche `nagano`) presents. */
import type { ProducerSeed } from './producer-seed.ts';

export const NAGANO_PRODUCERS: ProducerSeed[] = [
  {
    key: 'maruyama-apple',
    coordinator: 'nagano',
    username: '丸山りんご園 丸山 和夫',
    profile:
      '安曇野で葉とらずりんごを育てています。葉を残して光合成をたっぷりさせることで、見た目は少しまだらでも蜜と甘みがしっかりのったりんごになります。',
    prefectureCode: 20,
    city: '安曇野市',
    instagramId: 'maruyama_ringo',
    facebookId: '',
    farm: { scene: 'orchard', palette: 'apple', time: 'evening' },
    avatar: { shirt: '#c62828', background: '#ffebee', hat: 'cap' },
  },
  {
    key: 'miyazawa-grape',
    coordinator: 'nagano',
    username: 'みやざわ葡萄園 宮沢 あかり',
    profile:
      '須坂市の扇状地でシャインマスカットとナガノパープルを育てています。一房ずつ粒を間引いて形を整え、皮ごと食べられるぶどうに仕上げます。',
    prefectureCode: 20,
    city: '須坂市',
    instagramId: 'miyazawa_budou',
    facebookId: 'miyazawa.budouen',
    farm: { scene: 'vineyard', palette: 'purple', time: 'noon' },
    avatar: { shirt: '#4527a0', background: '#ede7f6', hat: 'straw' },
  },
  {
    key: 'yui-lettuce',
    coordinator: 'nagano',
    username: '由井高原農園 由井 翔',
    profile:
      '標高千三百メートルの川上村で高原レタスを育てています。夜明け前、ヘッドライトを頼りに収穫したレタスをその日のうちに出荷します。',
    prefectureCode: 20,
    city: '南佐久郡川上村',
    instagramId: 'yui_kogen',
    facebookId: '',
    farm: { scene: 'field', palette: 'lettuce', time: 'morning' },
    avatar: { shirt: '#2e7d32', background: '#e8f5e9', hat: 'towel' },
  },
  {
    key: 'nakazawa-soba',
    coordinator: 'nagano',
    username: '戸隠そば工房 中澤 清',
    profile:
      '戸隠で自家栽培のそばを石臼で挽き、乾麺と漬物をつくっています。冬のあいだは妻と二人で野沢菜を漬け込むのが恒例です。',
    prefectureCode: 20,
    city: '長野市',
    instagramId: '',
    facebookId: 'togakushi.soba.kobo',
    farm: { scene: 'mountain', palette: 'soba', time: 'evening' },
    avatar: { shirt: '#455a64', background: '#eceff1', hat: 'towel' },
  },
];
