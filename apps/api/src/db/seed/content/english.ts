/**
 * English twins of the demo's Japanese names and descriptions, keyed like the seeds they translate
 * (products.ts, experiences.ts, coordinators.ts, schedules.ts; the products' in english-products.ts). English pages show them, and English
 * words find the items by them (docs/api.md#english-names, docs/rules/search.md).
 */
import type { EnglishText } from './english-text.ts';

export { PRODUCTS_EN } from './english-products.ts';
export type { EnglishText } from './english-text.ts';

export const EXPERIENCES_EN: Record<string, EnglishText> = {
  'memuro-potato-dig': {
    name: 'Potato digging on the wide fields of Tokachi',
    description:
      'Dig potatoes on the fields of Tokachi, Hokkaido, stretching to the horizon. Take home up to 2 kg, then eat butter potatoes steamed on the farm stove. Boots and gloves are lent free.',
  },
  'kamishihoro-dairy': {
    name: 'Milking pasture cows and making butter by hand',
    description:
      'Milk the cows that graze on a Hokkaido ranch, then shake fresh cream into butter and taste it.',
  },
  'higashine-cherry': {
    name: 'Cherry picking in Higashine, 40 minutes all you can eat',
    description: 'Pick and eat Satonishiki cherries straight from the trees for 40 minutes.',
  },
  'shonai-rice': {
    name: 'Rice planting and harvesting on the Shonai plain',
    description:
      'Plant rice by hand in spring or cut it with a sickle in autumn, with a rice farmer of Shonai.',
  },
  'azumino-apple': {
    name: 'Apple picking in Azumino, facing the Northern Alps',
    description: 'Pick apples in an orchard of Azumino with the Northern Alps behind.',
  },
  'togakushi-soba': {
    name: 'Shinshu soba making in Togakushi',
    description: 'Knead, roll and cut buckwheat noodles with a soba master, then eat the soba you made.',
  },
  'makinohara-tea': {
    name: 'Tea picking and hand-rolling tea facing Mount Fuji',
    description: 'Pick tea leaves in a field facing Mount Fuji and roll them by hand into green tea.',
  },
  'amagi-wasabi': {
    name: 'Amagi wasabi fields tour and grating fresh wasabi',
    description: 'Walk the wasabi terraces fed by Amagi spring water and grate fresh wasabi onto rice.',
  },
  'arida-mikan': {
    name: 'Arida mandarin picking and a walk on the terraces',
    description:
      'Pick mandarin oranges on the terraced hillsides of Arida and walk up for the view of the sea.',
  },
  'minabe-umeboshi': {
    name: 'Making Kishu Nanko umeboshi pickled plums',
    description: 'Salt Nanko plums with a plum farmer and take home a jar of your own umeboshi.',
  },
  'aso-akaushi': {
    name: 'Meeting akaushi cattle on the Aso grasslands',
    description: 'Meet the red cattle that graze on the grasslands of Aso and learn how they are raised.',
  },
  'yatsushiro-tomato': {
    name: 'Picking salt tomatoes in a greenhouse and making pizza',
    description: 'Pick salt tomatoes in a greenhouse in Yatsushiro and bake them on a pizza.',
  },
  'higashi-pineapple': {
    name: 'Pineapple harvest in the fields of Yanbaru',
    description:
      'Cut ripe pineapples in a field of Higashi village in the Yanbaru forest, and taste them on the spot.',
  },
  'nago-shimayasai': {
    name: 'Harvesting island vegetables and cooking Okinawan home food',
    description: 'Harvest Okinawan island vegetables in Nago and cook a home-style Okinawan meal with them.',
  },
};

export const SCHEDULES_EN: Record<string, EnglishText> = {
  'shinshu-harvest-live': {
    name: 'Shinshu autumn harvest festival live',
    description:
      'Live from an apple orchard in Azumino, a grape farm in Suzaka and the lettuce fields of Kawakami. Ask the farmers anything in the comments; special prices during the live only.',
  },
  'kishu-ume-live': {
    name: 'Plum work in Kishu, live',
    description: 'How Kishu Nanko plums become umeboshi, live from the plum farm.',
  },
  'suruga-shincha-live': {
    name: 'New tea season, live from the tea fields',
    description: 'Live from the tea fields of Makinohara as the first tea of the year is picked.',
  },
  'tokachi-potato-archive': {
    name: 'Tokachi potato digging live',
    description: 'Recorded live of the potato harvest on the fields of Tokachi.',
  },
  'yamagata-cherry-archive': {
    name: 'Live for the start of cherry pre-orders',
    description: 'Recorded live from the cherry orchards of Higashine as pre-orders opened.',
  },
  'aso-akaushi-archive': {
    name: 'Aso akaushi beef grassland BBQ live',
    description: 'Recorded live of a barbecue of akaushi beef on the grasslands of Aso.',
  },
  'yanbaru-fruit-archive': {
    name: 'Yanbaru summer fruit festival',
    description: 'Recorded live with the mango and pineapple farmers of Yanbaru.',
  },
  'suruga-sakuraebi-archive': {
    name: 'The secrets of sakura shrimp fishing at Yui port',
    description: 'Recorded live from Yui port on how sakura shrimp are caught and dried.',
  },
};

/** Marche names (name) and coordinator profiles (description), by coordinator key. */
export const COORDINATORS_EN: Record<string, EnglishText> = {
  tokachi: {
    name: 'Tokachi Land Marche',
    description: 'Potatoes, dairy and melons from the Tokachi plain, Hokkaido.',
  },
  yamagata: { name: 'Yamagata Mahoroba Marche', description: 'Cherries, pears and rice from Yamagata.' },
  nagano: {
    name: 'Shinshu Highland Marche',
    description: 'Apples, grapes, lettuce and soba from the highlands of Nagano.',
  },
  shizuoka: {
    name: 'Suruga Hinata Marche',
    description: 'Tea, wasabi, strawberries and sakura shrimp from Shizuoka.',
  },
  wakayama: {
    name: 'Kishu Fruit Marche',
    description: 'Mandarins, plums, peaches and persimmons from Wakayama.',
  },
  kumamoto: {
    name: 'Hi-no-kuni Kumamoto Marche',
    description: 'Tomatoes, akaushi beef and citrus from Kumamoto.',
  },
  okinawa: {
    name: 'Yanbaru Chura Marche',
    description: 'Mangoes, pineapples and island vegetables from Okinawa.',
  },
};

/** Producer names (name) by producer key; their profiles have no English twin in the demo. */
export const PRODUCERS_EN: Record<string, string> = {
  'yamamoto-farm': 'Yamamoto Farm, Kenichi Yamamoto',
  'nakamura-ranch': 'Nakamura Ranch, Sayaka Nakamura',
  'takahashi-melon': 'Takahashi Melon Farm, Makoto Takahashi',
  'takeda-orchard': 'Takeda Orchard, Yuichi Takeda',
  'abe-rice': 'Abe Farm, Yukari Abe',
  'kudo-orchard': 'Kudo Orchard, Masaki Kudo',
  'maruyama-apple': 'Maruyama Apple Orchard, Kazuo Maruyama',
  'miyazawa-grape': 'Miyazawa Vineyard, Akari Miyazawa',
  'yui-lettuce': 'Yui Highland Farm, Sho Yui',
  'nakazawa-soba': 'Togakushi Soba Workshop, Kiyoshi Nakazawa',
  'sugiyama-tea': 'Sugiyama Tea, Megumi Sugiyama',
  'shioya-wasabi': 'Amagi Wasabi Farm, Koji Shioya',
  'mochizuki-strawberry': 'Kuno Strawberry Farm, Ryo Mochizuki',
  'hara-sakuraebi': 'Hara Fisheries, Yui, Naoki Hara',
  'ueno-mikan': 'Ueno Mandarin Farm, Takashi Ueno',
  'yamamoto-ume': 'Yamamoto Plum Farm, Chihiro Yamamoto',
  'nishikawa-fruit': 'Nishikawa Farm, Makoto Nishikawa',
  'sakamoto-tomato': 'Sakamoto Tomato Farm, Yoko Sakamoto',
  'ide-ranch': 'Aso Ide Ranch, Tsuyoshi Ide',
  'matsumoto-citrus': 'Shiranui Citrus Farm, Osamu Matsumoto',
  'kinjo-mango': 'Kinjo Mango Farm, Isamu Kinjo',
  'miyagi-pine': 'Higashi Pineapple Field, Misaki Miyagi',
  'oshiro-shimayasai': 'Oshiro Island Vegetable Farm, Shota Oshiro',
  'tamaki-mozuku': 'Katsuren Mozuku, Chinatsu Tamaki',
};
