import { describe, expect, it } from 'vitest';
import { type OrderConfirmationData, orderConfirmation } from './order-confirmation.ts';

const product: OrderConfirmationData = {
  orderId: 'order-123',
  locale: 'ja',
  orderedAt: new Date('2026-11-22T03:04:00Z'),
  buyerName: '山田 花子',
  items: [
    { name: '有機にんじん', quantity: 2, price: 450 },
    { name: '梅干し', quantity: 1, price: 1200 },
  ],
  experience: null,
  subtotal: 2100,
  shippingFee: 900,
  discount: 210,
  total: 2790,
  tax: 253,
  shipTo: '〒1000001 東京都千代田区千代田1-1 山田 花子',
};

describe('order confirmation mail', () => {
  it('thanks the buyer in Japanese by default with the items, amounts, tax contained and address', () => {
    const mail = orderConfirmation(product);
    expect(mail.subject).toBe('【hatake】ご注文ありがとうございます');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('注文番号: order-123');
    expect(mail.text).toContain('2026年11月22日 12:04');
    expect(mail.text).toContain('有機にんじん × 2  900円');
    expect(mail.text).toContain('送料: 900円');
    expect(mail.text).toContain('割引: -210円');
    expect(mail.text).toContain('合計: 2,790円（うち消費税 253円）');
    expect(mail.text).toContain('お届け先: 〒1000001 東京都千代田区千代田1-1 山田 花子');
  });

  it('writes English for locale en, and leaves out a discount of 0', () => {
    const mail = orderConfirmation({ ...product, locale: 'en', discount: 0, total: 3000, tax: 272 });
    expect(mail.subject).toBe('[hatake] Thank you for your order');
    expect(mail.text).toContain('Order: order-123');
    expect(mail.text).toContain('Total: ¥3,000 (including ¥272 consumption tax)');
    expect(mail.text).not.toContain('Discount');
  });

  it('names the experience, the head counts and the requested date instead of items and shipping', () => {
    const booking: OrderConfirmationData = {
      ...product,
      items: [],
      shipTo: '',
      shippingFee: 0,
      experience: {
        title: '稲刈り体験',
        counts: [
          { label: 'adult', count: 2 },
          { label: 'juniorHighSchool', count: 0 },
          { label: 'elementarySchool', count: 0 },
          { label: 'preschool', count: 1 },
          { label: 'senior', count: 0 },
        ],
        requestedDate: '20261201',
        requestedTime: '0930',
      },
    };
    const ja = orderConfirmation(booking).text;
    expect(ja).toContain('体験: 稲刈り体験');
    expect(ja).toContain('大人 2名');
    expect(ja).toContain('未就学児 1名');
    expect(ja).not.toContain('中学生');
    expect(ja).toContain('希望日時: 2026-12-01 09:30');
    expect(ja).not.toContain('送料');
    const en = orderConfirmation({ ...booking, locale: 'en' }).text;
    expect(en).toContain('Adults: 2');
    expect(en).toContain('Requested: 2026-12-01 09:30 (Japan time)');
  });
});
