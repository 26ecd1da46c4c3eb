import { describe, expect, it } from 'vitest';
import { type OrderConfirmationData, orderConfirmation } from './order-confirmation.ts';

const product: OrderConfirmationData = {
  orderId: 'order-123',
  locale: 'ja',
  orderedAt: new Date('2026-11-22T03:04:00Z'),
  buyer: { lastname: '山田', firstname: '花子' },
  marcheName: '紀州くだものマルシェ',
  paymentMethod: 2,
  shipBy: '2026-11-29',
  delivery: { date: '', slot: 0 },
  note: '不在時は宅配ボックスへ',
  contact: {
    supportEmail: 'support@hatake.local',
    marcheEmail: 'kishu@example.jp',
    marchePhone: '073-000-0000',
  },
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
  shipTo: {
    address: {
      postalCode: '1000001',
      prefectureCode: 13,
      city: '千代田区',
      addressLine1: '千代田1-1',
      addressLine2: '',
    },
    name: { lastname: '山田', firstname: '花子' },
  },
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
    expect(mail.text).toContain('お届け先: 〒100-0001 東京都 千代田区 千代田1-1 山田 花子 様');
  });

  it('names the marche, the payment method, the shipping date, the note and whom to ask', () => {
    const text = orderConfirmation(product).text;
    expect(text).toContain('マルシェ: 紀州くだものマルシェ');
    expect(text).toContain('お支払い方法: クレジットカード決済');
    expect(text).toContain('発送予定: 2026年11月29日までに発送します');
    expect(text).toContain('ご要望: 不在時は宅配ボックスへ');
    expect(text).toContain('紀州くだものマルシェ: kishu@example.jp / 電話 073-000-0000');
    expect(text).toContain('hatake サポート: support@hatake.local');
    const en = orderConfirmation({ ...product, locale: 'en', paymentMethod: 3 }).text;
    expect(en).toContain('Marché: 紀州くだものマルシェ');
    expect(en).toContain('Payment method: Convenience store');
    expect(en).toContain('Ships by: 29 November 2026');
    expect(en).toContain('Your note: 不在時は宅配ボックスへ');
    expect(en).toContain('hatake support: support@hatake.local');
  });

  it('greets in English given name first, writes the address in English order and leaves out a note, marche contact and shipping date not given', () => {
    const en = orderConfirmation({
      ...product,
      locale: 'en',
      buyer: { lastname: 'Smith', firstname: 'Anna' },
      shipTo: {
        address: {
          postalCode: '1500001',
          prefectureCode: 13,
          city: 'Shibuya-ku',
          addressLine1: '1-1 Jingumae',
          addressLine2: '',
        },
        name: { lastname: 'Smith', firstname: 'Anna' },
      },
      note: '',
      shipBy: '',
      contact: { supportEmail: 'support@hatake.local', marcheEmail: '', marchePhone: '' },
    }).text;
    expect(en).toContain('Dear Anna Smith,');
    expect(en).not.toContain('Smith Anna');
    expect(en).toContain('Ship to: Anna Smith, 1-1 Jingumae, Shibuya-ku, Tokyo 150-0001');
    expect(en).not.toContain('〒');
    expect(en).not.toContain('1500001');
    expect(en).not.toContain('Your note');
    expect(en).not.toContain('Ships by');
    expect(en).not.toContain('紀州くだものマルシェ: ');
  });

  it('says the delivery preference, and ships in time for a chosen date instead of by the expected day', () => {
    const none = orderConfirmation(product).text;
    expect(none).toContain('配送希望日時: 指定なし');
    expect(orderConfirmation({ ...product, locale: 'en' }).text).toContain('Delivery: no preference');

    const chosen = { ...product, delivery: { date: '20261205', slot: 4 } };
    const ja = orderConfirmation(chosen).text;
    expect(ja).toContain('配送希望日時: 2026年12月5日 18時〜20時');
    expect(ja).toContain('発送予定: ご希望の配送日に届くよう発送します');
    expect(ja).not.toContain('2026年11月29日までに発送します');
    const en = orderConfirmation({ ...chosen, locale: 'en' }).text;
    expect(en).toContain('Delivery: 5 December 2026, 6pm–8pm');
    expect(en).toContain('Ships: in time to arrive on the date you chose');
    expect(en).not.toContain('Ships by');

    const slotOnly = { ...product, delivery: { date: '', slot: 1 } };
    expect(orderConfirmation(slotOnly).text).toContain('配送希望日時: 日付指定なし 午前中');
    expect(orderConfirmation(slotOnly).text).toContain('発送予定: 2026年11月29日までに発送します');
    expect(orderConfirmation({ ...slotOnly, locale: 'en' }).text).toContain(
      'Delivery: any day, morning (8am–noon)',
    );
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
      shipTo: null,
      shipBy: '',
      delivery: null,
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
        meetingPlace: {
          postalCode: '6491234',
          prefectureCode: 30,
          city: '有田郡有田川町',
          addressLine1: '1-2',
          addressLine2: '',
        },
      },
    };
    const ja = orderConfirmation(booking).text;
    expect(ja).toContain('体験: 稲刈り体験');
    expect(ja).toContain('大人 2名');
    expect(ja).toContain('未就学児 1名');
    expect(ja).not.toContain('中学生');
    expect(ja).toContain('希望日時: 2026-12-01 09:30');
    expect(ja).not.toContain('送料');
    expect(ja).toContain('集合場所: 〒649-1234 和歌山県 有田郡有田川町 1-2');
    expect(ja).toContain('体験日の前日までに');
    expect(ja).not.toContain('発送予定');
    expect(ja).not.toContain('配送希望日時');
    const en = orderConfirmation({ ...booking, locale: 'en' }).text;
    expect(en).toContain('Adults: 2');
    expect(en).toContain('Requested: 2026-12-01 09:30 (Japan time)');
    expect(en).toContain('Meeting place: 1-2, 有田郡有田川町, Wakayama 649-1234');
    expect(en).not.toContain('〒');
    expect(en).toContain('by the day before the experience');
  });

  it('writes a Japanese name family name first in an English mail, and a Latin name given name first in a Japanese one', () => {
    expect(orderConfirmation({ ...product, locale: 'en' }).text).toContain('Dear 山田 花子,');
    const latin = { lastname: 'Smith', firstname: 'Anna' };
    const ja = orderConfirmation({
      ...product,
      buyer: latin,
      shipTo: product.shipTo && { ...product.shipTo, name: latin },
    }).text;
    expect(ja).toContain('Anna Smith 様');
    expect(ja).not.toContain('Smith Anna');
  });
});
