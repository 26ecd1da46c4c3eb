import { describe, expect, it } from 'vitest';
import { mailAddress, mailPersonName, mailPostalCode, mailRecipient } from './format.ts';

const jingumae = {
  postalCode: '1500001',
  prefectureCode: 13,
  city: '渋谷区',
  addressLine1: '神宮前1-1',
  addressLine2: 'はたけビル101',
};

describe('mailPostalCode', () => {
  it('writes 〒150-0001 in Japanese and 150-0001 in English', () => {
    expect(mailPostalCode('1500001', 'ja')).toBe('〒150-0001');
    expect(mailPostalCode('1500001', 'en')).toBe('150-0001');
  });

  it('leaves a code that is not seven digits as written, and none as none', () => {
    expect(mailPostalCode('150-0001', 'en')).toBe('150-0001');
    expect(mailPostalCode('', 'ja')).toBe('');
  });
});

describe('mailAddress', () => {
  it('reads from the prefecture down in Japanese', () => {
    expect(mailAddress(jingumae, 'ja')).toBe('〒150-0001 東京都 渋谷区 神宮前1-1 はたけビル101');
  });

  it('reads from the street up in English, the prefecture in English, the code after it', () => {
    expect(mailAddress(jingumae, 'en')).toBe('神宮前1-1 はたけビル101, 渋谷区, Tokyo 150-0001');
    expect(
      mailAddress({ ...jingumae, city: 'Shibuya-ku', addressLine1: '1-1 Jingumae', addressLine2: '' }, 'en'),
    ).toBe('1-1 Jingumae, Shibuya-ku, Tokyo 150-0001');
  });

  it('leaves out what is missing', () => {
    expect(mailAddress({ ...jingumae, postalCode: '', addressLine2: '' }, 'en')).toBe(
      '神宮前1-1, 渋谷区, Tokyo',
    );
    expect(mailAddress({ ...jingumae, prefectureCode: 0, addressLine2: '' }, 'ja')).toBe(
      '〒150-0001 渋谷区 神宮前1-1',
    );
  });
});

describe('mailPersonName', () => {
  it('writes a Latin name given name first', () => {
    expect(mailPersonName({ lastname: 'Smith', firstname: 'Anna' })).toBe('Anna Smith');
  });

  it('writes a name in Japanese script family name first', () => {
    expect(mailPersonName({ lastname: '山田', firstname: '花子' })).toBe('山田 花子');
    expect(mailPersonName({ lastname: 'ヤマダ', firstname: 'ハナコ' })).toBe('ヤマダ ハナコ');
    expect(mailPersonName({ lastname: '佐々木', firstname: 'Anna' })).toBe('佐々木 Anna');
  });

  it('trims and leaves out an empty part', () => {
    expect(mailPersonName({ lastname: ' Smith ', firstname: '' })).toBe('Smith');
  });
});

describe('mailRecipient', () => {
  it('puts the name after the address with 様 in Japanese, before it in English', () => {
    expect(mailRecipient(jingumae, { lastname: '山田', firstname: '花子' }, 'ja')).toBe(
      '〒150-0001 東京都 渋谷区 神宮前1-1 はたけビル101 山田 花子 様',
    );
    expect(mailRecipient(jingumae, { lastname: 'Smith', firstname: 'Anna' }, 'en')).toBe(
      'Anna Smith, 神宮前1-1 はたけビル101, 渋谷区, Tokyo 150-0001',
    );
  });
});
