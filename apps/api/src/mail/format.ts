/**
 * How mails write postal codes, addresses and names (docs/rules/notifications.md#names-and-addresses):
 * pure functions, the same for every template.
 */
import { addressLabel, formatPostalCode, prefectureName } from '@hatake/contract';
import type { MailLocale } from './locale.ts';

/** A name as the shopper typed it into the family-name and given-name fields. */
export type PersonName = { lastname: string; firstname: string };

/** An address as stored (an order's snapshot, an experience's host address). */
export type MailAddress = {
  /** Seven digits as stored (anything else is shown as written). */
  postalCode: string;
  /** 1–47 (0 or unknown: left out). */
  prefectureCode: number;
  city: string;
  addressLine1: string;
  addressLine2: string;
};

/** `1500001` → `〒150-0001` in Japanese, `150-0001` in English; "" stays "". */
export const mailPostalCode = (postalCode: string, locale: MailLocale): string => {
  const code = formatPostalCode(postalCode);
  if (!code) return '';
  return locale === 'ja' ? `〒${code}` : code;
};

/**
 * One line for an address, the way the storefront writes it (`addressLabel` of the contract):
 * Japanese from the largest unit down (`〒150-0001 東京都 渋谷区 神宮前1-1`), English from the
 * smallest up with the prefecture in English (`1-1 Jingumae, Shibuya-ku, Tokyo 150-0001`). The lines
 * the shopper typed stay as typed.
 */
export const mailAddress = (address: MailAddress, locale: MailLocale): string =>
  addressLabel(
    {
      postalCode: address.postalCode,
      prefecture: prefectureName(address.prefectureCode),
      city: address.city.trim(),
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
    },
    locale,
  );

/** Kanji, kana (full- and half-width) and the iteration marks: a name written in Japanese. */
const JAPANESE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々〆ー]/u;

/**
 * A name in the order its script is written in, whatever the mail's language: a name in Japanese
 * script family name first (`山田 花子`), a name in Latin letters given name first (`Anna Smith`) —
 * so an English mail greets "Dear Anna Smith" and a Japanese one 「Anna Smith 様」, never "Smith Anna".
 */
export const mailPersonName = (name: PersonName): string => {
  const lastname = name.lastname.trim();
  const firstname = name.firstname.trim();
  const familyFirst = JAPANESE_SCRIPT.test(lastname) || JAPANESE_SCRIPT.test(firstname);
  return (familyFirst ? [lastname, firstname] : [firstname, lastname]).filter(Boolean).join(' ');
};

/** Where a parcel goes: `〒150-0001 東京都 渋谷区 神宮前1-1 山田 花子 様` / `Anna Smith, 1-1 Jingumae, Shibuya-ku, Tokyo 150-0001`. */
export const mailRecipient = (address: MailAddress, name: PersonName, locale: MailLocale): string => {
  const who = mailPersonName(name);
  const where = mailAddress(address, locale);
  if (locale === 'ja') return [where, who && `${who} 様`].filter(Boolean).join(' ');
  return [who, where].filter(Boolean).join(', ');
};
