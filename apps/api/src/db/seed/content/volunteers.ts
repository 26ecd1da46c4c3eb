import type { SceneSeed } from './coordinators.ts';

export type VolunteerSeed = {
  title: string;
  authorName: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
  coordinator?: string;
  producer?: string;
  placeName: string;
  prefectureCode: number;
  /** The place on the map, degrees. */
  latitude: number;
  longitude: number;
  /** How to take part, plain text. */
  howToApply: string;
  /** Event days relative to the seed time. */
  eventStartInDays: number;
  eventEndInDays: number;
  publishedDaysAgo: number;
  pictures: [SceneSeed, SceneSeed, SceneSeed];
};

export const VOLUNTEERS: VolunteerSeed[] = [
  {
    title: '十勝のじゃがいも収穫をお手伝いしてくださる方を募集します',
    authorName: '山本農場',
    body: [
      '秋のじゃがいも収穫シーズンに向けて、収穫作業をお手伝いしてくださる方を募集します。',
      '作業内容は、ハーベスターで掘り上げたじゃがいもの選別と、コンテナへの積み込みです。力仕事が苦手な方には、選別作業をお願いしています。',
      '期間中は農場の宿舎に無料で宿泊でき、三食まかない付きです。十勝の広い空の下で、一緒に汗を流しませんか。',
      '参加を希望される方は、マルシェのお問い合わせフォームからご連絡ください。',
    ].join('\n\n'),
    coordinator: 'tokachi',
    producer: 'yamamoto-farm',
    placeName: '山本農場（芽室町）',
    prefectureCode: 1,
    latitude: 42.9115,
    longitude: 143.0503,
    howToApply:
      'マルシェのお問い合わせフォームから、参加希望日と人数をお知らせください。宿舎の準備があるため、開始日の一週間前までにお申し込みください。',
    eventStartInDays: 20,
    eventEndInDays: 34,
    publishedDaysAgo: 5,
    pictures: [
      { scene: 'field', palette: 'potato', time: 'morning' },
      { scene: 'field', palette: 'potato', time: 'evening' },
      { scene: 'mountain', palette: 'green', time: 'noon' },
    ],
  },
  {
    title: '有田みかん 摘果ボランティア 活動報告',
    authorName: '紀州くだものマルシェ',
    body: [
      '夏の摘果ボランティアに、今年は全国から二十二名の方にご参加いただきました。',
      '摘果は、小さな実を間引いて残った実に養分を集めるための大切な作業です。急な段々畑での作業でしたが、みなさん休憩をはさみながら最後までがんばってくださいました。',
      '作業のあとは、みかん畑を見下ろす東屋で冷たいみかんジュースで乾杯。冬においしいみかんが実ったら、参加者のみなさんにお届けする予定です。',
    ].join('\n\n'),
    coordinator: 'wakayama',
    producer: 'ueno-mikan',
    placeName: '上野みかん園（有田市）',
    prefectureCode: 30,
    latitude: 34.0832,
    longitude: 135.1276,
    howToApply:
      '今年の募集は終了しました。来年の摘果ボランティアは、募集が始まりしだいこのページでお知らせします。',
    eventStartInDays: -40,
    eventEndInDays: -38,
    publishedDaysAgo: 35,
    pictures: [
      { scene: 'terrace', palette: 'orange', time: 'noon' },
      { scene: 'terrace', palette: 'orange', time: 'morning' },
      { scene: 'coast', palette: 'orange', time: 'evening' },
    ],
  },
  {
    title: '阿蘇の草原を守る 輪地切りボランティア',
    authorName: '阿蘇いで牧場',
    body: [
      '阿蘇の草原は、毎年春の野焼きによって千年以上守られてきました。その野焼きの火が森や民家に広がらないよう、あらかじめ草を刈って防火帯をつくるのが「輪地切り」です。',
      '高齢化で担い手が減るなか、草原を次の世代につなぐために、作業をお手伝いいただける方を募集しています。初めての方には、事前の講習会で刈り払い機の使い方や安全について丁寧にお伝えします。',
      '作業後は、牧場であか牛のバーベキューをご用意しています。',
    ].join('\n\n'),
    coordinator: 'kumamoto',
    producer: 'ide-ranch',
    placeName: '阿蘇いで牧場（阿蘇市）',
    prefectureCode: 43,
    latitude: 32.9521,
    longitude: 131.1212,
    howToApply:
      'マルシェのお問い合わせフォームから、お名前・連絡先・講習会への参加希望をお送りください。作業服と長靴をご持参ください。',
    eventStartInDays: 45,
    eventEndInDays: 46,
    publishedDaysAgo: 12,
    pictures: [
      { scene: 'pasture', palette: 'beef', time: 'morning' },
      { scene: 'mountain', palette: 'green', time: 'evening' },
      { scene: 'pasture', palette: 'green', time: 'noon' },
    ],
  },
  {
    title: 'やんばるの海岸清掃とパイナップル畑の草取り',
    authorName: 'やんばるちゅらマルシェ',
    body: [
      '午前中は東村の海岸で漂着ごみの清掃活動を、午後はパイナップル畑の草取りを行いました。',
      '海岸には、遠くの国から流れ着いたプラスチックごみも多く、参加者のみなさんからは「実際に見て考えが変わった」という声をいただきました。',
      '草取りのあとは、畑で収穫したばかりのピーチパインをみんなで味わいました。次回は秋に開催予定です。',
    ].join('\n\n'),
    coordinator: 'okinawa',
    producer: 'miyagi-pine',
    placeName: '東村の海岸とひがしパイン畑',
    prefectureCode: 47,
    latitude: 26.6334,
    longitude: 128.1567,
    howToApply:
      '当日は朝9時に東村ふれあいヒルギ公園の駐車場にお集まりください。事前にマルシェのお問い合わせフォームから人数をお知らせください。',
    eventStartInDays: -20,
    eventEndInDays: -20,
    publishedDaysAgo: 17,
    pictures: [
      { scene: 'coast', palette: 'pineapple', time: 'morning' },
      { scene: 'field', palette: 'pineapple', time: 'noon' },
      { scene: 'coast', palette: 'seaweed', time: 'evening' },
    ],
  },
  {
    title: '戸隠 そば畑の種まきボランティア',
    authorName: '戸隠そば工房',
    body: [
      '夏のそばの種まきを一緒に行ってくださる方を募集します。',
      '戸隠の高原にあるそば畑で、手まきで種をまき、軽く土をかぶせていきます。秋には白い花が一面に咲き、その後の収穫と新そばの試食会にもご招待します。',
      '雨天の場合は、工房でのそば打ち講習に変更します。',
    ].join('\n\n'),
    coordinator: 'nagano',
    producer: 'nakazawa-soba',
    placeName: '戸隠そば工房（長野市戸隠）',
    prefectureCode: 20,
    latitude: 36.7378,
    longitude: 138.0853,
    howToApply:
      'マルシェのお問い合わせフォームからお申し込みください。雨天の場合は翌週に延期し、前日までにご連絡します。',
    eventStartInDays: 60,
    eventEndInDays: 60,
    publishedDaysAgo: 2,
    pictures: [
      { scene: 'mountain', palette: 'soba', time: 'morning' },
      { scene: 'field', palette: 'soba', time: 'noon' },
      { scene: 'mountain', palette: 'white', time: 'evening' },
    ],
  },
];
