/** The experiences of 信州高原マルシェ (marche `nagano`). */
import type { ExperienceSeed } from './experience-seed.ts';

export const NAGANO_EXPERIENCES: ExperienceSeed[] = [
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
];
