import { describe, expect, it } from 'vitest';
import { type OrderCancelledData, orderCancelled } from './order-cancelled.ts';

const data: OrderCancelledData = {
  orderId: 'order-123',
  locale: 'ja',
  buyer: { lastname: 'Smith', firstname: 'Anna' },
  marcheName: '紀州くだものマルシェ',
  money: 'refund',
  refundedAmount: 3280,
  reason: '天候不良のため収穫できませんでした',
  lines: [{ name: '有田みかん', quantity: 2 }],
  orderPageUrl: '',
  supportEmail: 'support@hatake.local',
};

describe('cancellation notice', () => {
  it('says in Japanese that the order was cancelled and how much was refunded, with the reason', () => {
    const mail = orderCancelled(data);
    expect(mail.subject).toBe('【hatake】ご注文をキャンセルしました（注文番号 order-123）');
    // A name in Latin letters is written given name first in a Japanese mail too.
    expect(mail.text).toContain('Anna Smith 様');
    expect(mail.text).toContain('お支払いいただいた 3,280円 を返金しました。');
    expect(mail.text).toContain('理由: 天候不良のため収穫できませんでした');
    expect(mail.text).toContain('有田みかん × 2');
  });

  it('says in English that nothing is charged for an unpaid or free order', () => {
    const unpaid = orderCancelled({ ...data, locale: 'en', money: 'void', refundedAmount: 0, reason: '' });
    expect(unpaid.subject).toBe('[hatake] Your order has been cancelled (order order-123)');
    expect(unpaid.text).toContain('Dear Anna Smith,');
    expect(unpaid.text).toContain('nothing is charged');
    expect(unpaid.text).not.toContain('refunded');
    expect(unpaid.text).not.toContain('Reason:');
    const free = orderCancelled({ ...data, locale: 'en', money: 'none', refundedAmount: 0 });
    expect(free.text).toContain('Nothing was paid for this order');
  });

  it('writes ¥ amounts in English', () => {
    expect(orderCancelled({ ...data, locale: 'en' }).text).toContain('We have refunded ¥3,280.');
  });
});
