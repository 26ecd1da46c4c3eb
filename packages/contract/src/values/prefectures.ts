/**
 * Prefectures (JIS X 0401 order). On the wire `prefectureCode` is the integer code (1-47, 0 = unset)
 * and `prefecture` / `*Prefecture` fields carry the Japanese NAME (e.g. "東京都"). Runtime-free: the
 * TypeBox schemas are built from these in ../prefectures.ts.
 */

export const Prefecture = {
  UNKNOWN: 0,
  HOKKAIDO: 1,
  AOMORI: 2,
  IWATE: 3,
  MIYAGI: 4,
  AKITA: 5,
  YAMAGATA: 6,
  FUKUSHIMA: 7,
  IBARAKI: 8,
  TOCHIGI: 9,
  GUNMA: 10,
  SAITAMA: 11,
  CHIBA: 12,
  TOKYO: 13,
  KANAGAWA: 14,
  NIIGATA: 15,
  TOYAMA: 16,
  ISHIKAWA: 17,
  FUKUI: 18,
  YAMANASHI: 19,
  NAGANO: 20,
  GIFU: 21,
  SHIZUOKA: 22,
  AICHI: 23,
  MIE: 24,
  SHIGA: 25,
  KYOTO: 26,
  OSAKA: 27,
  HYOGO: 28,
  NARA: 29,
  WAKAYAMA: 30,
  TOTTORI: 31,
  SHIMANE: 32,
  OKAYAMA: 33,
  HIROSHIMA: 34,
  YAMAGUCHI: 35,
  TOKUSHIMA: 36,
  KAGAWA: 37,
  EHIME: 38,
  KOCHI: 39,
  FUKUOKA: 40,
  SAGA: 41,
  NAGASAKI: 42,
  KUMAMOTO: 43,
  OITA: 44,
  MIYAZAKI: 45,
  KAGOSHIMA: 46,
  OKINAWA: 47,
} as const;
/** 0 (unset) or 1-47. */
export type Prefecture = (typeof Prefecture)[keyof typeof Prefecture];
/** A real prefecture, 1-47. */
export type PrefectureCode = Exclude<Prefecture, 0>;

export interface PrefectureEntry {
  readonly code: PrefectureCode;
  /** Japanese name, as sent in `prefecture` fields (e.g. 東京都). */
  readonly ja: string;
  /** English name (e.g. Tokyo). */
  readonly en: string;
}

/** All 47 prefectures in code order. */
export const PREFECTURES: readonly PrefectureEntry[] = [
  { code: 1, ja: '北海道', en: 'Hokkaido' },
  { code: 2, ja: '青森県', en: 'Aomori' },
  { code: 3, ja: '岩手県', en: 'Iwate' },
  { code: 4, ja: '宮城県', en: 'Miyagi' },
  { code: 5, ja: '秋田県', en: 'Akita' },
  { code: 6, ja: '山形県', en: 'Yamagata' },
  { code: 7, ja: '福島県', en: 'Fukushima' },
  { code: 8, ja: '茨城県', en: 'Ibaraki' },
  { code: 9, ja: '栃木県', en: 'Tochigi' },
  { code: 10, ja: '群馬県', en: 'Gunma' },
  { code: 11, ja: '埼玉県', en: 'Saitama' },
  { code: 12, ja: '千葉県', en: 'Chiba' },
  { code: 13, ja: '東京都', en: 'Tokyo' },
  { code: 14, ja: '神奈川県', en: 'Kanagawa' },
  { code: 15, ja: '新潟県', en: 'Niigata' },
  { code: 16, ja: '富山県', en: 'Toyama' },
  { code: 17, ja: '石川県', en: 'Ishikawa' },
  { code: 18, ja: '福井県', en: 'Fukui' },
  { code: 19, ja: '山梨県', en: 'Yamanashi' },
  { code: 20, ja: '長野県', en: 'Nagano' },
  { code: 21, ja: '岐阜県', en: 'Gifu' },
  { code: 22, ja: '静岡県', en: 'Shizuoka' },
  { code: 23, ja: '愛知県', en: 'Aichi' },
  { code: 24, ja: '三重県', en: 'Mie' },
  { code: 25, ja: '滋賀県', en: 'Shiga' },
  { code: 26, ja: '京都府', en: 'Kyoto' },
  { code: 27, ja: '大阪府', en: 'Osaka' },
  { code: 28, ja: '兵庫県', en: 'Hyogo' },
  { code: 29, ja: '奈良県', en: 'Nara' },
  { code: 30, ja: '和歌山県', en: 'Wakayama' },
  { code: 31, ja: '鳥取県', en: 'Tottori' },
  { code: 32, ja: '島根県', en: 'Shimane' },
  { code: 33, ja: '岡山県', en: 'Okayama' },
  { code: 34, ja: '広島県', en: 'Hiroshima' },
  { code: 35, ja: '山口県', en: 'Yamaguchi' },
  { code: 36, ja: '徳島県', en: 'Tokushima' },
  { code: 37, ja: '香川県', en: 'Kagawa' },
  { code: 38, ja: '愛媛県', en: 'Ehime' },
  { code: 39, ja: '高知県', en: 'Kochi' },
  { code: 40, ja: '福岡県', en: 'Fukuoka' },
  { code: 41, ja: '佐賀県', en: 'Saga' },
  { code: 42, ja: '長崎県', en: 'Nagasaki' },
  { code: 43, ja: '熊本県', en: 'Kumamoto' },
  { code: 44, ja: '大分県', en: 'Oita' },
  { code: 45, ja: '宮崎県', en: 'Miyazaki' },
  { code: 46, ja: '鹿児島県', en: 'Kagoshima' },
  { code: 47, ja: '沖縄県', en: 'Okinawa' },
];

/** True for an integer 1-47. */
export function isPrefectureCode(value: unknown): value is PrefectureCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 47;
}

/** The prefecture entry for a code, or undefined for 0 / out of range. */
export function findPrefecture(code: number): PrefectureEntry | undefined {
  return isPrefectureCode(code) ? PREFECTURES[code - 1] : undefined;
}

/** Japanese name for a code ("" for 0 / unknown), as sent in `prefecture` fields. */
export function prefectureName(code: number): string {
  return findPrefecture(code)?.ja ?? '';
}

/**
 * Code for a prefecture name: accepts the Japanese name with or without its suffix
 * (東京都 / 東京) or the English name (case-insensitive). Returns undefined when unknown.
 */
export function prefectureCodeOf(name: string): PrefectureCode | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return undefined;
  const lower = trimmed.toLowerCase();
  const found = PREFECTURES.find(
    (p) => p.ja === trimmed || p.ja.replace(/[都府県]$/u, '') === trimmed || p.en.toLowerCase() === lower,
  );
  return found?.code;
}

/** A page language: Japanese names on `ja`, English names otherwise. */
export type PrefectureLanguage = 'ja' | 'en';

export type PrefectureOption = { code: PrefectureCode; name: string };

/** All prefectures as `{code, name}` in the language, in code order (for select boxes). */
export function prefectureOptions(language: PrefectureLanguage): PrefectureOption[] {
  return PREFECTURES.map((p) => ({ code: p.code, name: language === 'ja' ? p.ja : p.en }));
}

/** A `?prefecture=` query value as a code 1–47, or undefined (only plain 1–2 digit decimals). */
export function parsePrefectureCode(raw: string | string[] | undefined): PrefectureCode | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const code = Number(value);
  return isPrefectureCode(code) ? code : undefined;
}

/**
 * A prefecture name as the API sends it (Japanese, with or without its suffix) in the page's
 * language; unknown names pass through unchanged.
 */
export function prefectureLabel(name: string, language: PrefectureLanguage): string {
  if (language === 'ja' || !name) return name;
  const found = PREFECTURES.find((p) => p.ja === name || p.ja.replace(/[都府県]$/u, '') === name);
  return found ? found.en : name;
}

/** `北海道 帯広市` / `帯広市, Hokkaido`: prefecture and city for display. */
export function placeLabel(prefecture: string, city: string, language: PrefectureLanguage): string {
  const pref = prefectureLabel(prefecture, language);
  if (!city) return pref;
  if (!pref) return city;
  return language === 'ja' ? `${pref} ${city}` : `${city}, ${pref}`;
}

/** The parts of a Japanese address as the API sends them (`prefecture` is the Japanese name). */
export type AddressParts = {
  postalCode?: string | undefined;
  prefecture: string;
  city: string;
  addressLine1?: string | undefined;
  addressLine2?: string | undefined;
};

/** `1000001` → `100-0001`; anything that is not seven digits is left as written. */
export function formatPostalCode(postalCode: string): string {
  const digits = postalCode.trim();
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/**
 * One line for an address in the page's language. Japanese reads from the largest unit down
 * (`〒905-1204 沖縄県 国頭郡東村 川田1-2`); English from the smallest up, the way English addresses are
 * written, with the prefecture in English and the rest as written (`川田1-2, 国頭郡東村, Okinawa 905-1204`).
 * Empty parts are left out.
 */
export function addressLabel(address: AddressParts, language: PrefectureLanguage): string {
  const postal = address.postalCode ? formatPostalCode(address.postalCode) : '';
  const prefecture = prefectureLabel(address.prefecture, language);
  const lines = [address.addressLine1, address.addressLine2]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
  if (language === 'ja') {
    return [postal ? `〒${postal}` : '', prefecture, address.city, ...lines].filter(Boolean).join(' ');
  }
  const region = [prefecture, postal].filter(Boolean).join(' ');
  return [lines.join(' '), address.city, region].filter(Boolean).join(', ');
}
