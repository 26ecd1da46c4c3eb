import type { Landscape, PaletteName, TimeOfDay } from '../images.ts';

export type AvatarSeed = { shirt: string; background: string; hat: 'straw' | 'towel' | 'cap' | 'none' };
export type SceneSeed = { scene: Landscape; palette: PaletteName; time: TimeOfDay };

export type CoordinatorSeed = {
  key: string;
  marcheName: string;
  username: string;
  profile: string;
  prefectureCode: number;
  city: string;
  /** Weekday ints, 0 = Sunday */
  businessDays: number[];
  instagramId: string;
  facebookId: string;
  phoneNumber: string;
  email: string;
  header: SceneSeed;
  avatar: AvatarSeed;
};

export type ProducerSeed = {
  key: string;
  coordinator: string;
  username: string;
  profile: string;
  prefectureCode: number;
  city: string;
  instagramId: string;
  facebookId: string;
  /** The farm, shown as header and as the last picture of the producer's products. */
  farm: SceneSeed;
  avatar: AvatarSeed;
};

export const COORDINATORS: CoordinatorSeed[] = [
  {
    key: 'tokachi',
    marcheName: 'とかち大地のマルシェ',
    username: '佐藤 みのり',
    profile:
      '帯広で青果の仲卸を二十年続けてきた経験を生かし、十勝の畑と牧場を一軒ずつ訪ねて選んだ品だけを並べています。昼夜の寒暖差が大きい十勝平野では、じゃがいもやとうもろこしがぐっと甘く育ちます。広い空の下で育った味を、収穫したその足でお届けします。',
    prefectureCode: 1,
    city: '帯広市',
    businessDays: [1, 2, 3, 4, 5],
    instagramId: 'tokachi_daichi_marche',
    facebookId: 'tokachi.daichi.marche',
    phoneNumber: '+81155000101',
    email: 'tokachi@marche.example.jp',
    header: { scene: 'field', palette: 'potato', time: 'morning' },
    avatar: { shirt: '#2e7d32', background: '#e8f5e9', hat: 'none' },
  },
  {
    key: 'yamagata',
    marcheName: '山形まほろばマルシェ',
    username: '斎藤 はるか',
    profile:
      '果樹王国・山形の旬をお届けするマルシェです。六月のさくらんぼから秋のラ・フランス、庄内平野のお米まで、季節ごとに「今いちばんおいしいもの」を生産者さんと相談して選んでいます。贈り物のご相談もお気軽にどうぞ。',
    prefectureCode: 6,
    city: '天童市',
    businessDays: [1, 2, 3, 4, 5, 6],
    instagramId: 'yamagata_mahoroba',
    facebookId: 'yamagata.mahoroba.marche',
    phoneNumber: '+81236000202',
    email: 'yamagata@marche.example.jp',
    header: { scene: 'orchard', palette: 'cherry', time: 'noon' },
    avatar: { shirt: '#c2185b', background: '#fce4ec', hat: 'none' },
  },
  {
    key: 'nagano',
    marcheName: '信州高原マルシェ',
    username: '小林 拓也',
    profile:
      '北アルプスの麓、安曇野から信州の恵みを届けています。標高が高く日照時間の長い長野県は、りんごやぶどう、高原野菜の一大産地。そば打ち名人や漬物名人のおばあちゃんたちの手仕事も一緒にご紹介します。',
    prefectureCode: 20,
    city: '安曇野市',
    businessDays: [1, 3, 5],
    instagramId: 'shinshu_kogen_marche',
    facebookId: 'shinshu.kogen.marche',
    phoneNumber: '+81263000303',
    email: 'nagano@marche.example.jp',
    header: { scene: 'mountain', palette: 'apple', time: 'morning' },
    avatar: { shirt: '#1565c0', background: '#e3f2fd', hat: 'cap' },
  },
  {
    key: 'shizuoka',
    marcheName: '駿河ひなたマルシェ',
    username: '望月 彩',
    profile:
      '富士山と駿河湾に囲まれた静岡から、お茶・わさび・いちご・桜えびをお届けします。温暖な気候と豊かな水に恵まれた静岡の食材は、どれも香りが自慢です。生産者の「こう食べてほしい」を大切に、食べ方のご提案もしています。',
    prefectureCode: 22,
    city: '静岡市',
    businessDays: [1, 2, 3, 4, 5],
    instagramId: 'suruga_hinata',
    facebookId: 'suruga.hinata.marche',
    phoneNumber: '+81542000404',
    email: 'shizuoka@marche.example.jp',
    header: { scene: 'tea', palette: 'tea', time: 'noon' },
    avatar: { shirt: '#00897b', background: '#e0f2f1', hat: 'none' },
  },
  {
    key: 'wakayama',
    marcheName: '紀州くだものマルシェ',
    username: '岡本 真由美',
    profile:
      '温暖な紀州は、みかん・梅・桃・柿がそろう果物の宝庫です。有田の段々畑、みなべの梅林、紀の川沿いの桃畑と、それぞれの土地で長く続く農家さんと一緒に店を営んでいます。規格外でも味は一級品の「訳あり」もご用意しています。',
    prefectureCode: 30,
    city: '有田市',
    businessDays: [1, 2, 4, 5],
    instagramId: 'kishu_kudamono',
    facebookId: 'kishu.kudamono.marche',
    phoneNumber: '+81737000505',
    email: 'wakayama@marche.example.jp',
    header: { scene: 'terrace', palette: 'orange', time: 'evening' },
    avatar: { shirt: '#ef6c00', background: '#fff3e0', hat: 'straw' },
  },
  {
    key: 'kumamoto',
    marcheName: '火の国くまもとマルシェ',
    username: '村上 健太',
    profile:
      '阿蘇の草原と有明海に育まれた熊本の食材を届けます。八代のトマト、不知火のデコポン、阿蘇の草原で育つあか牛と、力強い味わいがそろいました。熊本のおやつ「いきなり団子」もぜひ一度お試しください。',
    prefectureCode: 43,
    city: '熊本市',
    businessDays: [1, 2, 3, 4, 5, 6],
    instagramId: 'hinokuni_kumamoto',
    facebookId: 'hinokuni.kumamoto.marche',
    phoneNumber: '+81963000606',
    email: 'kumamoto@marche.example.jp',
    header: { scene: 'pasture', palette: 'beef', time: 'noon' },
    avatar: { shirt: '#b71c1c', background: '#ffebee', hat: 'cap' },
  },
  {
    key: 'okinawa',
    marcheName: 'やんばるちゅらマルシェ',
    username: '比嘉 さくら',
    profile:
      '沖縄本島北部・やんばるの森と海に囲まれた畑から、南国の果物と島野菜をお届けします。強い日差しを浴びたマンゴーやパイナップルは、香りも甘さも格別です。ゴーヤーや島らっきょうのおいしい食べ方も、生産者直伝でお伝えします。',
    prefectureCode: 47,
    city: '名護市',
    businessDays: [1, 2, 3, 4, 5],
    instagramId: 'yanbaru_chura',
    facebookId: 'yanbaru.chura.marche',
    phoneNumber: '+81980000707',
    email: 'okinawa@marche.example.jp',
    header: { scene: 'coast', palette: 'pineapple', time: 'noon' },
    avatar: { shirt: '#0288d1', background: '#e1f5fe', hat: 'straw' },
  },
];

export const PRODUCERS: ProducerSeed[] = [
  // とかち大地のマルシェ
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
  // 山形まほろばマルシェ
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
  // 信州高原マルシェ
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
  // 駿河ひなたマルシェ
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
  // 紀州くだものマルシェ
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
  // 火の国くまもとマルシェ
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
  // やんばるちゅらマルシェ
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
