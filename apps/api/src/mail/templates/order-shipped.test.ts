import { describe, expect, it } from 'vitest';
import { type OrderShippedData, orderShipped } from './order-shipped.ts';

const data: OrderShippedData = {
  orderId: 'order-123',
  locale: 'ja',
  buyer: { lastname: '山田', firstname: '花子' },
  marcheName: '紀州くだものマルシェ',
  message: '今朝収穫したみかんです。',
  boxes: [
    {
      boxNumber: 1,
      carrier: 1,
      trackingNumber: '123456789012',
      trackingUrl: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
      items: [{ name: '有田みかん', quantity: 2 }],
    },
  ],
  remainingBoxes: 1,
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
  orderPageUrl: 'https://shop.example/account/orders/order-123',
  supportEmail: 'support@hatake.local',
};

describe('shipping notice', () => {
  it('tells the buyer in Japanese which box shipped, with carrier, tracking number and page', () => {
    const mail = orderShipped(data);
    expect(mail.subject).toBe('【hatake】ご注文の商品を発送しました（注文番号 order-123）');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('ヤマト運輸 追跡番号: 123456789012');
    expect(mail.text).toContain(`配送状況: ${data.boxes[0]?.trackingUrl}`);
    expect(mail.text).toContain('有田みかん × 2');
    expect(mail.text).toContain('残りの1箱は準備ができしだいお送りします。');
    expect(mail.text).toContain('お届け先: 〒100-0001 東京都 千代田区 千代田1-1 山田 花子 様');
    expect(mail.text).toContain('今朝収穫したみかんです。');
    expect(mail.text).toContain('ご注文の詳細: https://shop.example/account/orders/order-123');
  });

  it('writes English with the given name first and Sagawa’s name', () => {
    const mail = orderShipped({
      ...data,
      locale: 'en',
      remainingBoxes: 0,
      boxes: [{ ...(data.boxes[0] as OrderShippedData['boxes'][number]), carrier: 2 }],
    });
    expect(mail.subject).toBe('[hatake] Your order has shipped (order order-123)');
    // A name in Japanese script keeps its order; the address reads from the street up.
    expect(mail.text).toContain('Dear 山田 花子,');
    expect(mail.text).toContain('Ship to: 山田 花子, 千代田1-1, 千代田区, Tokyo 100-0001');
    expect(mail.text).not.toContain('〒');
    expect(mail.text).toContain('Sagawa Express, tracking number 123456789012');
    expect(mail.text).not.toContain('remaining');
  });

  it('leaves out the order page for a guest and an empty message', () => {
    const mail = orderShipped({ ...data, orderPageUrl: '', message: '' });
    expect(mail.text).not.toContain('ご注文の詳細');
    expect(mail.text).not.toContain('からのメッセージ');
  });
});
