import { DiscountType } from '../../enums.ts';

export type PromotionSeed = {
  code: string;
  title: string;
  description: string;
  discountType: number;
  discountRate: number;
  /** 1 = once per user, 2 = unlimited */
  codeType: number;
  /** undefined = every shop */
  coordinator?: string;
  usageLimit?: number;
  startInDays: number;
  endInDays: number;
};

export const PROMOTIONS: PromotionSeed[] = [
  {
    code: 'HATAKE10',
    title: '産地直送フェア 全品10%OFF',
    description:
      'すべてのマルシェの商品が10%OFFになるクーポンです。旬の果物や野菜を、お得にお取り寄せいただけます。送料は割引の対象外です。',
    discountType: DiscountType.RATE,
    discountRate: 10,
    codeType: 2,
    startInDays: -10,
    endInDays: 50,
  },
  {
    code: 'FREESHIP',
    title: '送料無料クーポン',
    description: 'ご注文の送料が無料になるクーポンです。先着500回のご利用で終了します。',
    discountType: DiscountType.FREE_SHIPPING,
    discountRate: 0,
    codeType: 2,
    usageLimit: 500,
    startInDays: -3,
    endInDays: 30,
  },
  {
    code: 'KISHU500',
    title: '紀州くだものマルシェ限定 500円引き',
    description:
      '紀州くだものマルシェの商品に使える500円引きクーポンです。お一人さま1回限りご利用いただけます。',
    discountType: DiscountType.AMOUNT,
    discountRate: 500,
    codeType: 1,
    coordinator: 'wakayama',
    startInDays: -5,
    endInDays: 60,
  },
  {
    code: 'SHINSHUN',
    title: '新春セール 15%OFF',
    description:
      '新春セール期間中、すべての商品が15%OFFになるクーポンでした。たくさんのご利用ありがとうございました。',
    discountType: DiscountType.RATE,
    discountRate: 15,
    codeType: 2,
    startInDays: -120,
    endInDays: -90,
  },
];
