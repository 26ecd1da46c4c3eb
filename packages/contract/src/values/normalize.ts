/**
 * What a shopper types, turned into what the contract stores (docs/accounts.md, "What sign-up
 * accepts"). The storefront runs these before it validates a form, and the API runs them on the
 * sign-up body before its schema does, so a client that sends katakana or `+81 90-1234-5678`
 * gets the same answer from both. Pure and runtime-free.
 */

const codeRange = (from: number, to: number): string => {
  let text = '';
  for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
};

/** The katakana that have a hiragana twin: ァ–ヶ and the iteration marks ヽ ヾ, in code point order. */
export const KATAKANA_WITH_TWIN = codeRange(0x30a1, 0x30f6) + codeRange(0x30fd, 0x30fe);
/** Their hiragana twins, each at the same position: ぁ–ゖ, ゝ ゞ. */
export const HIRAGANA_TWINS = codeRange(0x3041, 0x3096) + codeRange(0x309d, 0x309e);

const HIRAGANA_LIST = [...HIRAGANA_TWINS];
const TO_HIRAGANA = new Map([...KATAKANA_WITH_TWIN].map((char, index) => [char, HIRAGANA_LIST[index]]));

/** Every katakana that has a hiragana twin replaced by it (ヤマダ → やまだ); everything else kept. */
export function katakanaToHiragana(text: string): string {
  let out = '';
  for (const char of text) out += TO_HIRAGANA.get(char) ?? char;
  return out;
}

/**
 * A kana name as the contract wants it (hiragana, HIRAGANA_PATTERN): NFKC first, which turns
 * half-width katakana (ﾔﾏﾀﾞ) into full-width (ヤマダ) and joins a separate voiced mark; then every
 * katakana that has a hiragana twin becomes it (ヤマダ → やまだ, ヴ → ゔ); the long-vowel mark ー
 * stays. Surrounding spaces are trimmed. Anything else (Latin letters, kanji, inner spaces, the
 * katakana ヷ–ヺ that have no twin) is left alone for the validation to refuse.
 */
export function toHiraganaName(text: string): string {
  return katakanaToHiragana(text.normalize('NFKC').trim());
}

/**
 * A name reading as every `*Kana` field stores it (NAME_READING_PATTERN; docs/accounts.md, "Name
 * readings") — the one normalisation that sign-up, addresses, guest checkout and bookings share,
 * in the storefront and in the API: `toHiraganaName` (NFKC, katakana → hiragana, trimmed), then
 * every run of inner whitespace becomes one space. NFKC also turns full-width Latin (Ｓｍｉｔｈ)
 * into ASCII, so a reading typed with a Japanese IME in Latin letters is kept.
 */
export function toNameReading(text: string): string {
  return toHiraganaName(text).replace(/\s+/gu, ' ');
}

/**
 * Separators people put in phone numbers: spaces (NFKC turns U+3000 into one), hyphens and dashes
 * of every width (‐ ‑ ‒ – — ― −, the katakana long-vowel mark ー typed by an IME), dots, slashes and
 * brackets. Control characters are not separators: a number with one stays invalid.
 */
const PHONE_SEPARATORS = /[ \-.()/\u2010-\u2015\u2212\u30fc]/g;
/** A Japanese number written domestically: trunk prefix 0 and 9 or 10 more digits (03…, 090…). */
const JAPANESE_DOMESTIC = /^0(\d{9,10})$/;
/** `+81` followed by the trunk 0 that only belongs to the domestic form (`+81 (0)90…`). */
const JAPAN_WITH_TRUNK = /^\+810(\d{9,10})$/;

/**
 * A phone number in the contract's sign-up format (E.164, e.g. `+819012345678`): full-width digits
 * and `＋` become ASCII (NFKC), separators go, a Japanese domestic number (`090-1234-5678`) gains
 * `+81` in place of its 0, and `+81 (0)90…` loses the 0. Numbers of other countries written with
 * `+` are kept as they are. What cannot be read as a number is returned trimmed but otherwise as
 * typed, so the validation (E164_PATTERN) names the field.
 */
export function toE164PhoneNumber(text: string): string {
  const trimmed = text.normalize('NFKC').trim();
  const compact = trimmed.replace(PHONE_SEPARATORS, '');
  const domestic = JAPANESE_DOMESTIC.exec(compact);
  if (domestic) return `+81${domestic[1]}`;
  const withTrunk = JAPAN_WITH_TRUNK.exec(compact);
  if (withTrunk) return `+81${withTrunk[1]}`;
  if (/^\+\d+$/.test(compact)) return compact;
  return trimmed;
}
