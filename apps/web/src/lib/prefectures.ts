import type { Locale } from '@/i18n/routing.ts';

/**
 * The 47 prefectures in JIS order (code = index + 1). The API sends Japanese names in `prefecture`
 * fields and takes codes in queries; the English page shows the English name.
 * (Kept here rather than imported from the contract at runtime: the web imports contract types only.)
 */
const NAMES: readonly (readonly [ja: string, en: string])[] = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
];

export type PrefectureOption = { code: number; name: string };

/** All prefectures as `{code, name}` in the locale. */
export function prefectureOptions(locale: Locale): PrefectureOption[] {
  return NAMES.map(([ja, en], index) => ({ code: index + 1, name: locale === 'ja' ? ja : en }));
}

/** `?prefecture=` as a code 1–47, or undefined. */
export function parsePrefectureCode(raw: string | string[] | undefined): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const code = Number(value);
  return code >= 1 && code <= 47 ? code : undefined;
}

/** A prefecture name from the API (Japanese) in the page's language; unknown names pass through. */
export function prefectureLabel(name: string, locale: Locale): string {
  if (locale === 'ja' || !name) return name;
  const found = NAMES.find(([ja]) => ja === name || ja.replace(/[都府県]$/u, '') === name);
  return found ? found[1] : name;
}

/** `北海道 帯広市` / `Hokkaido, 帯広市`: prefecture and city for display. */
export function placeLabel(prefecture: string, city: string, locale: Locale): string {
  const pref = prefectureLabel(prefecture, locale);
  if (!city) return pref;
  if (!pref) return city;
  return locale === 'ja' ? `${pref} ${city}` : `${city}, ${pref}`;
}
