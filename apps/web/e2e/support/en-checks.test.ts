import { describe, expect, it } from 'vitest';
import {
  type CheckContext,
  checkContext,
  EN_CHECKS,
  jaMessageCheck,
  jaTemplates,
  type PageSnapshot,
  productWordsCheck,
  rawKeyCheck,
  untranslatedCheck,
  withoutData,
} from './en-checks.ts';

// The English checks on hand-made page snapshots: each must flag what it is for and nothing else.

const context = (data: string[] = []): CheckContext => ({
  ...checkContext(data),
  jaTemplates: jaTemplates([
    { key: 'cart.checkout', text: '購入手続きへ' },
    { key: 'cart.added', text: '買い物カゴに「{name}」を{quantity}点入れました。' },
    { key: 'legal.consent', text: '<terms>利用規約</terms>に同意する' },
    { key: 'live.range', text: '{start}〜{end}' },
    { key: 'region.north', text: '北' },
  ]),
});

const page = (...texts: string[]): PageSnapshot => ({
  url: 'http://localhost/en/x',
  texts: texts.map((text) => ({ text, where: 'text' })),
});

describe('ja-message', () => {
  it('flags a catalogue string, alone or around data', () => {
    const found = jaMessageCheck.find(
      page('購入手続きへ', '買い物カゴに「有田みかん」を2点入れました。', '利用規約'),
      context(['有田みかん']),
    );
    expect(found).toHaveLength(3);
    expect(found[0]).toContain('cart.checkout');
    expect(found[1]).toContain('cart.added');
    expect(found[2]).toContain('legal.consent');
  });

  it('leaves data, English and too generic messages alone', () => {
    const found = jaMessageCheck.find(
      page('紀州くだものマルシェ', 'Proceed to checkout', '10:00〜11:00', '北', 'Tokyo'),
      context(['紀州くだものマルシェ']),
    );
    expect(found).toEqual([]);
  });
});

describe('raw-key', () => {
  it('flags namespace.key text of a catalogue namespace only', () => {
    const ctx = context();
    expect(rawKeyCheck.find(page('checkout.result.title'), ctx)).toHaveLength(1);
    expect(rawKeyCheck.find(page('hanako@example.jp', 'www.example.com', 'v1.2', 'Done.'), ctx)).toEqual([]);
  });
});

describe('japanese-outside-data', () => {
  it('flags Japanese no data explains, also when put around data', () => {
    const ctx = context(['畑のトマト']);
    expect(untranslatedCheck.find(page('送料無料'), ctx)).toHaveLength(1);
    expect(untranslatedCheck.find(page('畑のトマト の詳細'), ctx)[0]).toContain('の詳細');
  });

  it('accepts data, parts of data, and text without Japanese', () => {
    const ctx = context(['北海道の夏のとうもろこし', '畑 花子']);
    expect(
      untranslatedCheck.find(page('北海道の夏のとうもろこし', '花子', 'Free shipping ・ ¥1,200'), ctx),
    ).toEqual([]);
  });
});

describe('withoutData', () => {
  it('blanks out the longest data first', () => {
    const ctx = context(['有田みかん', '有田みかん 5kg']);
    expect(withoutData('Buy 有田みかん 5kg now', ctx).replace(/\s+/g, ' ')).toBe('Buy now');
  });
});

describe('product-word-in-japanese', () => {
  it('flags a prefecture, category or type, product tag, or unit the product owns, shown in Japanese', () => {
    const found = productWordsCheck.find(
      page('沖縄県 国頭郡東村', '果物 / マンゴー', '直売所', '#朝採れ', '有機JAS認証', '1箱', 'Sold per 袋'),
      context(['沖縄県', '果物', 'マンゴー', '直売所', '朝採れ', '有機JAS認証', '箱', '袋']),
    );
    expect(found).toHaveLength(7);
    expect(found[0]).toContain('the prefecture 沖縄県');
    expect(found.filter((line) => line.includes('category or type'))).toHaveLength(2);
    expect(found.filter((line) => line.includes('the product tag'))).toEqual([
      expect.stringContaining('"#朝採れ" names the product tag 朝採れ'),
      expect.stringContaining('"有機JAS認証" names the product tag 有機JAS認証'),
    ]);
    expect(found.filter((line) => line.includes('names a unit'))).toHaveLength(2);
  });

  it('leaves English names and the words inside what coordinators wrote alone', () => {
    const description =
      '標高が高く日照時間の長い長野県は、りんごやぶどう、高原野菜の一大産地。沖縄県 の マンゴー もお届けします。';
    const found = productWordsCheck.find(
      page(
        '国頭郡東村, Okinawa',
        'Fruit / Mangoes',
        '#Picked this morning',
        '朝採れのトマトを産地直送でお届けします',
        'Sold per box',
        '名護産 ゴーヤー 1.5kg（4〜6本）',
        '熊本県産 デコポン 秀品 3kg',
        '1箱 約2kg（6〜8玉）',
        description,
      ),
      context(),
    );
    expect(found).toEqual([]);
  });
});

describe('EN_CHECKS', () => {
  it('runs every check above', () => {
    expect(EN_CHECKS.map((check) => check.name)).toEqual([
      'ja-message',
      'raw-key',
      'japanese-outside-data',
      'product-word-in-japanese',
    ]);
  });
});
