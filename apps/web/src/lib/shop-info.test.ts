import { describe, expect, it } from 'vitest';
import { sellerDetailsFrom } from './shop-info.ts';

describe('sellerDetailsFrom', () => {
  it('reads every configured field, tidying whitespace', () => {
    expect(
      sellerDetailsFrom({
        SHOP_SELLER_NAME: '  株式会社はたけ ',
        SHOP_SELLER_REPRESENTATIVE: '畑 太郎',
        SHOP_SELLER_ADDRESS: '〒100-0001\n東京都千代田区千代田1-1',
        SHOP_SELLER_PHONE: '03-1234-5678',
        SHOP_SELLER_EMAIL: 'shop@example.jp',
      }),
    ).toEqual({
      name: '株式会社はたけ',
      representative: '畑 太郎',
      address: '〒100-0001 東京都千代田区千代田1-1',
      phone: '03-1234-5678',
      email: 'shop@example.jp',
    });
  });

  it('leaves unset, empty or malformed fields to the demo values', () => {
    expect(sellerDetailsFrom({})).toEqual({
      name: undefined,
      representative: undefined,
      address: undefined,
      phone: undefined,
      email: undefined,
    });
    expect(
      sellerDetailsFrom({
        SHOP_SELLER_NAME: '   ',
        SHOP_SELLER_ADDRESS: 'x'.repeat(201),
        SHOP_SELLER_PHONE: 'call us',
        SHOP_SELLER_EMAIL: 'not-an-address',
      }),
    ).toEqual({
      name: undefined,
      representative: undefined,
      address: undefined,
      phone: undefined,
      email: undefined,
    });
  });

  it('accepts international phone numbers', () => {
    expect(sellerDetailsFrom({ SHOP_SELLER_PHONE: '+81 3 1234 5678' }).phone).toBe('+81 3 1234 5678');
  });
});
