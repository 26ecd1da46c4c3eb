import { PREFECTURES } from '@hatake/contract/values';

/**
 * Words the product owns and English pages must translate (docs/product.md#languages): the 47
 * prefectures, the demo data's categories, types and product tags, and item units. A finding is one
 * of them shown in Japanese on a UI element of an /en page. Coordinators' own text (product names, descriptions)
 * may well contain these words, so only these shapes count, which such text practically never has:
 * - a prefecture's full name (沖縄県, 北海道) as a whole word of a short text (a place, an address,
 *   a select option), the way a card or address line prints one;
 * - a category or type name as a whole text or as one part of `a / b` (chips, options, breadcrumb,
 *   the specs' category row);
 * - a product tag's name as a whole text, alone or after the chip's "#" (#朝採れ);
 * - a known unit as a whole text, alone or after a count or "Sold per" (1箱, Sold per 箱).
 * The names are written here, not imported from the API's seed: a browser test knows the storefront
 * only from the outside, and the seed's modules are the API's own.
 */

export type ShownText = { text: string; where: string };

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Longer texts are paragraphs somebody wrote, not labels. */
const SHORT_TEXT = 60;

const PREFECTURE_NAMES = new Set(PREFECTURES.map((p) => p.ja));
/** The demo data's categories, product types, experience types and spot types. */
const TYPE_NAMES = new Set<string>([
  ...['野菜', '果物', '米・穀物', '加工品', '畜産物', '水産物', '飲料・お茶'],
  ...['じゃがいも', 'とうもろこし', 'トマト', '枝豆・豆類', '葉物野菜', 'ゴーヤー', '香味野菜', 'りんご'],
  ...['ぶどう', 'みかん・柑橘', 'メロン', 'いちご', 'さくらんぼ', '桃', '柿', '洋なし', 'マンゴー'],
  ...['パイナップル', '米', 'そば', '小豆・雑穀', '漬物・梅干し', 'ジャム・はちみつ', '和菓子・黒糖'],
  ...['乳製品', '牛肉', 'えび', '海藻', 'お茶', 'ジュース・牛乳'],
  ...['収穫体験', '農作業体験', '酪農・牧場体験', '食づくり体験', '自然・里山体験'],
  ...['直売所', '道の駅', '景観スポット', '農園・牧場', '食事処', '温泉・宿'],
]);
/** The demo data's product tags. */
const TAG_NAMES = new Set<string>([
  ...['有機JAS認証', '特別栽培', '減農薬', '朝採れ', '産地直送', 'ギフトにおすすめ', 'ご家庭用', '訳あり'],
  ...['数量限定', '季節限定', '予約販売', '冷凍でお届け'],
]);
const UNITS = ['箱', 'ケース', '個', '袋', 'パック', 'セット', '束', '玉', '瓶', '缶', '枚'];
const UNIT_TEXT = new RegExp(`^(?:Sold per )?(?:\\d+ ?)?(?:${UNITS.join('|')})$`, 'u');

/** The findings on one page, one line each (empty when the page names these words in English). */
export function japaneseProductNames(texts: readonly ShownText[]): string[] {
  const findings: string[] = [];
  for (const { text, where } of texts) {
    const shown = normalise(text);
    if (shown === '' || shown.length > SHORT_TEXT) continue;
    const words = shown.split(/[\s,、()（）:：·]+/u).filter(Boolean);
    const prefecture = words.find((word) => PREFECTURE_NAMES.has(word));
    if (prefecture) findings.push(`${where}: "${shown}" names the prefecture ${prefecture} in Japanese`);
    const type = shown.split(' / ').find((part) => TYPE_NAMES.has(part));
    if (type) findings.push(`${where}: "${shown}" names the category or type ${type} in Japanese`);
    const tag = shown.replace(/^#\s*/u, '');
    if (TAG_NAMES.has(tag)) findings.push(`${where}: "${shown}" names the product tag ${tag} in Japanese`);
    if (UNIT_TEXT.test(shown)) findings.push(`${where}: "${shown}" names a unit in Japanese`);
  }
  return findings;
}
