/**
 * The cancellation notice (docs/console-orders.md#cancel-and-refund, docs/rules/notifications.md):
 * sent once when the shop cancels a whole order from the console, in the buyer's language
 * (`orders.locale`). It says what happened to the money — refunded (how much), a payment that was
 * never made and can no longer be made, or nothing to pay — the shop's reason and what was ordered.
 */
import { mailPersonName, type PersonName } from '../format.ts';
import type { MailLocale } from '../locale.ts';
import type { RenderedMail } from './order-confirmation.ts';

export type OrderCancelledData = {
  orderId: string;
  locale: MailLocale;
  buyer: PersonName;
  marcheName: string;
  /** refund: money given back; void: the order was unpaid, its payment closed; none: nothing was to be paid. */
  money: 'refund' | 'void' | 'none';
  /** Integer yen given back (refund). */
  refundedAmount: number;
  /** The shop's reason ("" when none given). */
  reason: string;
  /** Product orders: one line per product; a booking: its title. */
  lines: { name: string; quantity: number }[];
  /** The order's page on the storefront for a member ("" for a guest). */
  orderPageUrl: string;
  supportEmail: string;
};

const RULE = '────────────────────────────';

const yen = (amount: number, locale: MailLocale) =>
  locale === 'ja' ? `${amount.toLocaleString('ja-JP')}円` : `¥${amount.toLocaleString('en-US')}`;

const moneyLines = (data: OrderCancelledData, locale: MailLocale): string[] => {
  if (data.money === 'refund')
    return locale === 'ja'
      ? [
          `お支払いいただいた ${yen(data.refundedAmount, 'ja')} を返金しました。`,
          'お手元に戻るまでの日数は、お支払い方法（カード会社など）によって異なります。',
        ]
      : [
          `We have refunded ${yen(data.refundedAmount, 'en')}.`,
          'How long it takes to reach you depends on your payment method (your card issuer, for example).',
        ];
  if (data.money === 'void')
    return locale === 'ja'
      ? [
          'お支払いの前にキャンセルしたため、ご請求はありません。お支払い手続き（払込票など）は使えなくなりました。',
        ]
      : [
          'The order was cancelled before it was paid, so nothing is charged; its payment (a slip, for example) can no longer be used.',
        ];
  return locale === 'ja'
    ? ['お支払いのないご注文のため、ご請求はありません。']
    : ['Nothing was paid for this order, so nothing is charged.'];
};

const japanese = (data: OrderCancelledData): RenderedMail => ({
  subject: `【hatake】ご注文をキャンセルしました（注文番号 ${data.orderId}）`,
  text: [
    `${mailPersonName(data.buyer)} 様`,
    '',
    `${data.marcheName}は、下記のご注文をキャンセルしました。`,
    ...moneyLines(data, 'ja'),
    ...(data.reason ? ['', `理由: ${data.reason}`] : []),
    '',
    RULE,
    `注文番号: ${data.orderId}`,
    ...data.lines.map((line) => `${line.name} × ${line.quantity}`),
    RULE,
    ...(data.orderPageUrl ? [`ご注文の詳細: ${data.orderPageUrl}`, RULE] : []),
    'お問い合わせ先',
    `  hatake サポート: ${data.supportEmail}`,
    '  （注文番号を添えてご連絡ください）',
    '',
    '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
    '',
    'hatake（はたけ）',
  ].join('\n'),
});

const english = (data: OrderCancelledData): RenderedMail => ({
  subject: `[hatake] Your order has been cancelled (order ${data.orderId})`,
  text: [
    `Dear ${mailPersonName(data.buyer)},`,
    '',
    `${data.marcheName} has cancelled the order below.`,
    ...moneyLines(data, 'en'),
    ...(data.reason ? ['', `Reason: ${data.reason}`] : []),
    '',
    RULE,
    `Order: ${data.orderId}`,
    ...data.lines.map((line) => `${line.name} × ${line.quantity}`),
    RULE,
    ...(data.orderPageUrl ? [`Your order: ${data.orderPageUrl}`, RULE] : []),
    'Questions about this order',
    `  hatake support: ${data.supportEmail}`,
    '  (please quote the order number)',
    '',
    'This message was sent from a send-only address; replies to it are not read.',
    '',
    'hatake',
  ].join('\n'),
});

/** The cancellation notice in the buyer's language (ja by default). */
export const orderCancelled = (data: OrderCancelledData): RenderedMail =>
  data.locale === 'en' ? english(data) : japanese(data);
