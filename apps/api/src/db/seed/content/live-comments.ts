/** Comments posted during the live schedule and on recordings (user = reviewer key, or guest). */
export const LIVE_COMMENTS: {
  schedule: string;
  user?: string;
  comment: string;
  minutesAfterStart: number;
}[] = [
  {
    schedule: 'shinshu-harvest-live',
    user: 'hanako',
    comment: 'こんにちは！安曇野の景色きれいですね',
    minutesAfterStart: 2,
  },
  {
    schedule: 'shinshu-harvest-live',
    comment: '蜜入りかどうかは外から見てわかるんですか？',
    minutesAfterStart: 5,
  },
  {
    schedule: 'shinshu-harvest-live',
    user: 'kentaro',
    comment: '去年買ったサンふじ、本当においしかったです',
    minutesAfterStart: 9,
  },
  {
    schedule: 'shinshu-harvest-live',
    user: 'misaki',
    comment: 'りんごの木ってこんなに葉っぱが多いんですね',
    minutesAfterStart: 14,
  },
  { schedule: 'shinshu-harvest-live', comment: '葉とらず、初めて知りました！', minutesAfterStart: 18 },
  {
    schedule: 'shinshu-harvest-live',
    user: 'takashi',
    comment: 'ジュースも気になります。何本セットですか？',
    minutesAfterStart: 24,
  },
  {
    schedule: 'shinshu-harvest-live',
    user: 'aya',
    comment: '5kg注文しました！届くのが楽しみ',
    minutesAfterStart: 27,
  },
  {
    schedule: 'tokachi-potato-archive',
    user: 'masaru',
    comment: '掘りたてのじゃがバター、うらやましい！',
    minutesAfterStart: 12,
  },
  {
    schedule: 'tokachi-potato-archive',
    comment: '男爵とメークイン、どっちがカレー向きですか？',
    minutesAfterStart: 20,
  },
  {
    schedule: 'tokachi-potato-archive',
    user: 'chie',
    comment: 'チーズも買ってみます',
    minutesAfterStart: 41,
  },
  {
    schedule: 'yamagata-cherry-archive',
    user: 'hanako',
    comment: '今年も佐藤錦を予約しました！',
    minutesAfterStart: 15,
  },
  {
    schedule: 'yamagata-cherry-archive',
    user: 'ryo',
    comment: 'つや姫の炊き方、参考になりました',
    minutesAfterStart: 55,
  },
  {
    schedule: 'aso-akaushi-archive',
    user: 'kentaro',
    comment: '飯テロです…お腹すいてきました',
    minutesAfterStart: 10,
  },
  { schedule: 'aso-akaushi-archive', comment: '阿蘇の景色、最高ですね', minutesAfterStart: 30 },
  {
    schedule: 'yanbaru-fruit-archive',
    user: 'noriko',
    comment: 'マンゴーが落ちる瞬間、見られてよかった！',
    minutesAfterStart: 22,
  },
  {
    schedule: 'suruga-shincha-live',
    user: 'misaki',
    comment: '新茶の香りが画面越しに伝わってきそう',
    minutesAfterStart: 8,
  },
];
