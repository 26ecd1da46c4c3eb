/** English twins of the demo products' names and descriptions, keyed like products.ts (english.ts has the others). */
import type { EnglishText } from './english-text.ts';

export const PRODUCTS_EN: Record<string, EnglishText> = {
  'danshaku-5kg': {
    name: 'Danshaku potatoes from Memuro, Tokachi, 5 kg',
    description:
      'Danshaku potatoes grown at Yamamoto Farm in Memuro and rested in the store house until their starch turns sweet. Fluffy, for butter potatoes and croquettes. Mixed M and L sizes.',
  },
  'mayqueen-3kg': {
    name: 'May Queen potatoes from Tokachi, 3 kg, specially cultivated',
    description:
      'May Queen potatoes grown with less than half the usual chemical fertiliser and pesticides. They keep their shape and are smooth: for curry, nikujaga and oden.',
  },
  'sweetcorn-10': {
    name: 'Gold Rush sweet corn picked this morning, 10 ears',
    description: 'Sweet corn picked at dawn and shipped the same day, so sweet it can be eaten raw.',
  },
  'kitaromane-adzuki': {
    name: 'Kitaromanne adzuki beans from Tokachi, 1 kg',
    description:
      'Adzuki beans from Tokachi that cook evenly with a deep aroma: for sweet bean paste and sekihan.',
  },
  'nakamura-milk': {
    name: "Nakamura Ranch's pasture-raised milk, 900 ml × 2",
    description:
      'Milk of cows that graze outdoors, pasteurised at low temperature to keep its light, natural sweetness.',
  },
  camembert: {
    name: 'Handmade camembert cheese, 2 pieces',
    description: "Camembert made by hand from the ranch's own milk and ripened until creamy.",
  },
  'yubari-melon': {
    name: 'Yubari melons, premium grade, 2 in a gift box',
    description: 'Yubari King melons with juicy orange flesh, picked ripe and packed in a gift box.',
  },
  satonishiki: {
    name: 'Satonishiki cherries from Higashine, 500 g, gift box',
    description:
      'Satonishiki cherries from Higashine, Yamagata, picked by hand and laid in rows in a gift box.',
  },
  'la-france': {
    name: 'La France pears from Tendo, premium grade, 3 kg',
    description:
      'La France pears ripened after picking until fragrant and melting; ready to eat when the stem end softens.',
  },
  'la-france-jam': {
    name: 'Handmade La France pear jam, 150 g × 3',
    description: 'Jam cooked from La France pears with little sugar, keeping pieces of the fruit.',
  },
  'tsuyahime-5kg': {
    name: 'Tsuyahime rice from Shonai, specially cultivated, 5 kg',
    description:
      'Tsuyahime rice grown with fewer chemicals on the Shonai plain: glossy grains, sweet and firm.',
  },
  'haenuki-5kg': {
    name: 'Haenuki rice from Shonai, 5 kg, for home use',
    description: 'Haenuki, the everyday rice of Yamagata: chewy and good even cold, in onigiri and bento.',
  },
  'dadacha-1kg': {
    name: 'Dadacha edamame from Tsuruoka, 1 kg on the stalk',
    description:
      'The prized edamame of Tsuruoka, shipped on the stalk the day it is picked: nutty and sweet.',
  },
  'sunfuji-5kg': {
    name: 'Sun Fuji apples from Azumino with honey cores, 5 kg',
    description: 'Fuji apples ripened in the sun without removing leaves, sweet with honeyed cores.',
  },
  'shinano-gold': {
    name: 'Shinano Gold apples, 3 kg',
    description: 'Yellow Shinano Gold apples from Nagano, crisp with a good balance of sweet and sour.',
  },
  'apple-juice': {
    name: 'Pure apple juice, no additives, 1 L × 3',
    description: 'Juice pressed from our own apples, nothing added and not from concentrate.',
  },
  'shine-muscat': {
    name: 'Shine Muscat grapes from Suzaka, 2 bunches, about 1.2 kg',
    description: 'Seedless green grapes to eat with their skin, sweet with a muscat aroma.',
  },
  'nagano-purple': {
    name: 'Nagano Purple grapes, 2 bunches, about 1 kg',
    description: 'Seedless black grapes from Nagano, eaten with their skin: rich and juicy.',
  },
  'kogen-lettuce': {
    name: 'Highland lettuce from Kawakami village, 8 heads',
    description: 'Lettuce grown in the cool highlands of Kawakami and picked before dawn: crisp and fresh.',
  },
  'togakushi-soba': {
    name: 'Togakushi 2:8 buckwheat soba, dried, 200 g × 5',
    description: 'Dried soba noodles of eight parts buckwheat to two parts wheat, from Togakushi.',
  },
  nozawana: {
    name: 'Traditional Nozawana pickles, 400 g × 2',
    description: 'Nozawana greens pickled the old way in Shinshu: crunchy and lightly sour.',
  },
  'fukamushi-sencha': {
    name: 'Makinohara deep-steamed sencha "first flush", 100 g × 3',
    description: 'Deep-steamed green tea from the first picking in Makinohara: mellow and deep green.',
  },
  wakocha: {
    name: 'Makinohara Japanese black tea bags, 2.5 g × 20',
    description: 'Japanese black tea from Makinohara: gentle, sweet and not bitter, in tea bags.',
  },
  'hon-wasabi': {
    name: 'Fresh wasabi from Amagi, Izu, 2 roots (about 100 g)',
    description: 'Real wasabi grown in the spring water of Amagi: grate it just before eating.',
  },
  'wasabi-zuke': {
    name: 'Homemade wasabi pickles, 120 g × 2',
    description: 'Wasabi stems and leaves pickled in sake lees: sharp and sweet, with rice or sake.',
  },
  benihoppe: {
    name: 'Kuno stone-wall strawberries, Benihoppe, 2 packs',
    description: 'Benihoppe strawberries grown on the sunny stone walls of Kuno: sweet with a fine sourness.',
  },
  'kamaage-sakuraebi': {
    name: 'Boiled sakura shrimp from Yui port, 100 g × 3 (frozen)',
    description: 'Sakura shrimp boiled in salt water right after landing at Yui and frozen.',
  },
  'suboshi-sakuraebi': {
    name: 'Sun-dried sakura shrimp, 30 g × 3',
    description: 'Sakura shrimp dried in the sun on the riverbank, crunchy and fragrant.',
  },
  'arida-mikan-5kg': {
    name: 'Arida mandarin oranges, 5 kg, premium grade, M to L',
    description: 'Mandarin oranges from the terraced hillsides of Arida, Wakayama: sweet with thin skins.',
  },
  'arida-mikan-outlet': {
    name: 'Arida mandarin oranges, imperfect, for home use, 5 kg',
    description: 'Arida mandarins with scratches on the skin, as sweet as the premium ones.',
  },
  'mikan-juice': {
    name: '100% Arida mandarin juice, 720 ml × 3',
    description: 'Juice of Arida mandarins only, pressed and bottled, nothing added.',
  },
  'nanko-umeboshi': {
    name: 'Kishu Nanko pickled plums with shiso, 500 g',
    description: 'Nanko plums pickled with red shiso the traditional way: salty and sour.',
  },
  'honey-ume': {
    name: 'Honey pickled plums (about 8% salt), 500 g',
    description: 'Nanko plums seasoned with honey: mild and easy to eat.',
  },
  'arakawa-peach': {
    name: 'Arakawa peaches from Kinokawa, about 2 kg (6–8)',
    description: 'Peaches from the Arakawa area by the Kino river, juicy and sweet.',
  },
  'fuyu-kaki': {
    name: 'Fuyu persimmons from Kinokawa, 3 kg',
    description: 'Sweet Fuyu persimmons, firm and crisp: peel and eat.',
  },
  'shio-tomato': {
    name: 'Salt tomatoes from Yatsushiro, 1 kg',
    description:
      'Tomatoes grown in the salty soil of reclaimed land in Yatsushiro, Kumamoto: small and firm, with strong sweetness and a hint of salt.',
  },
  'mini-tomato': {
    name: 'Ripe cherry tomatoes, 1 kg (250 g × 4 packs)',
    description: 'Cherry tomatoes ripened on the vine before picking: sweet, for salads and lunch boxes.',
  },
  'akaushi-yakiniku': {
    name: 'Aso akaushi beef for yakiniku, 500 g (frozen)',
    description: 'Lean red beef of akaushi cattle raised on the grasslands of Aso, cut for grilling.',
  },
  'akaushi-hamburg': {
    name: '100% akaushi beef hamburg steaks, 150 g × 6 (frozen)',
    description: 'Hamburg steaks made only of Aso akaushi beef, frozen one by one.',
  },
  dekopon: {
    name: 'Dekopon from Kumamoto, premium grade, 3 kg',
    description: 'Dekopon citrus from Kumamoto: easy to peel, sweet and juicy.',
  },
  'ikinari-dango': {
    name: 'Kumamoto ikinari dango, 8 pieces (frozen)',
    description: 'The Kumamoto snack of sweet potato and red bean paste wrapped in dough, steamed.',
  },
  'apple-mango': {
    name: 'Apple mangoes from Nakijin, 2L size, 2 fruits',
    description: 'Apple mangoes from Nakijin, Okinawa, left on the tree until they fall ripe.',
  },
  'peach-pine': {
    name: 'Peach pineapples from Higashi, Yanbaru, 2 (about 1.8 kg)',
    description: 'A small pineapple with soft flesh that smells of peach, from Higashi village.',
  },
  'gold-barrel': {
    name: 'Gold Barrel pineapple, 1 (about 1.5 kg)',
    description: 'A rare, very sweet pineapple from Okinawa with a soft core.',
  },
  goya: {
    name: 'Goya bitter melons from Nago, 1.5 kg (4–6)',
    description: 'Okinawan bitter melons, for goya champuru.',
  },
  'shima-rakkyo': {
    name: 'Shima rakkyo island shallots, 500 g, with soil',
    description: 'Okinawan shallots, sharper than the mainland kind: as tempura or pickled in salt.',
  },
  'futo-mozuku': {
    name: 'Thick mozuku seaweed from Katsuren (salted), 1 kg',
    description: 'Thick, slippery mozuku seaweed from Katsuren, kept in salt: rinse before eating.',
  },
  kokuto: {
    name: 'Pure brown sugar from Tarama island, 300 g × 3',
    description: 'Kokuto brown sugar boiled down from Tarama island sugar cane, nothing added.',
  },
};
