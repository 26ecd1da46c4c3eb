/**
 * The shipping notice (docs/console-orders.md#ship, docs/rules/notifications.md): sent when the
 * shop hands boxes of an order to the carrier, in the buyer's language (`orders.locale`). It names
 * each box shipped with its carrier, tracking number and the carrier's tracking page, what is in
 * it, the shop's message, whether more boxes follow, and where the boxes go.
 */
import { type MailAddress, mailPersonName, mailRecipient, type PersonName } from '../format.ts';
import type { MailLocale } from '../locale.ts';
import type { RenderedMail } from './order-confirmation.ts';

export type ShippedBox = {
  boxNumber: number;
  /** ShippingCarrier: 1 YAMATO, 2 SAGAWA */
  carrier: number;
  trackingNumber: string;
  /** The carrier's tracking page ("" when there is none). */
  trackingUrl: string;
  items: { name: string; quantity: number }[];
};

export type OrderShippedData = {
  orderId: string;
  locale: MailLocale;
  buyer: PersonName;
  marcheName: string;
  /** The shop's message to the buyer ("" when none). */
  message: string;
  /** The boxes this notice is about (shipped, or their number corrected). */
  boxes: ShippedBox[];
  /** Boxes of the order not shipped yet. */
  remainingBoxes: number;
  shipTo: { address: MailAddress; name: PersonName };
  /** The order's page on the storefront for a member ("" for a guest, who has no account page). */
  orderPageUrl: string;
  supportEmail: string;
};

const RULE = '────────────────────────────';

const CARRIERS: Record<MailLocale, Record<number, string>> = {
  ja: { 1: 'ヤマト運輸', 2: '佐川急便' },
  en: { 1: 'Yamato Transport', 2: 'Sagawa Express' },
};

const carrierName = (carrier: number, locale: MailLocale): string =>
  CARRIERS[locale][carrier] ?? (locale === 'ja' ? '配送業者' : 'Carrier');

const shipToLine = (data: OrderShippedData, locale: MailLocale): string =>
  mailRecipient(data.shipTo.address, data.shipTo.name, locale);

const boxLines = (data: OrderShippedData, locale: MailLocale): string[] =>
  data.boxes.flatMap((box) => [
    locale === 'ja' ? `■ 箱 ${box.boxNumber}` : `■ Box ${box.boxNumber}`,
    locale === 'ja'
      ? `  ${carrierName(box.carrier, 'ja')} 追跡番号: ${box.trackingNumber}`
      : `  ${carrierName(box.carrier, 'en')}, tracking number ${box.trackingNumber}`,
    ...(box.trackingUrl ? [`  ${locale === 'ja' ? '配送状況' : 'Track it'}: ${box.trackingUrl}`] : []),
    ...box.items.map((item) => `  ${item.name} × ${item.quantity}`),
  ]);

const japanese = (data: OrderShippedData): RenderedMail => ({
  subject: `【hatake】ご注文の商品を発送しました（注文番号 ${data.orderId}）`,
  text: [
    `${mailPersonName(data.buyer)} 様`,
    '',
    `${data.marcheName}より、ご注文の商品を発送しました。`,
    ...(data.remainingBoxes > 0 ? [`残りの${data.remainingBoxes}箱は準備ができしだいお送りします。`] : []),
    '',
    RULE,
    `注文番号: ${data.orderId}`,
    RULE,
    ...boxLines(data, 'ja'),
    RULE,
    `お届け先: ${shipToLine(data, 'ja')}`,
    ...(data.message ? ['', `${data.marcheName}からのメッセージ:`, data.message] : []),
    ...(data.orderPageUrl ? ['', `ご注文の詳細: ${data.orderPageUrl}`] : []),
    RULE,
    'お問い合わせ先',
    `  hatake サポート: ${data.supportEmail}`,
    '  （注文番号を添えてご連絡ください）',
    '',
    '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
    '',
    'hatake（はたけ）',
  ].join('\n'),
});

const english = (data: OrderShippedData): RenderedMail => ({
  subject: `[hatake] Your order has shipped (order ${data.orderId})`,
  text: [
    `Dear ${mailPersonName(data.buyer)},`,
    '',
    `${data.marcheName} has shipped your order.`,
    ...(data.remainingBoxes > 0
      ? [
          data.remainingBoxes === 1
            ? 'The remaining box follows as soon as it is ready.'
            : `The remaining ${data.remainingBoxes} boxes follow as soon as they are ready.`,
        ]
      : []),
    '',
    RULE,
    `Order: ${data.orderId}`,
    RULE,
    ...boxLines(data, 'en'),
    RULE,
    `Ship to: ${shipToLine(data, 'en')}`,
    ...(data.message ? ['', `A message from ${data.marcheName}:`, data.message] : []),
    ...(data.orderPageUrl ? ['', `Your order: ${data.orderPageUrl}`] : []),
    RULE,
    'Questions about this order',
    `  hatake support: ${data.supportEmail}`,
    '  (please quote the order number)',
    '',
    'This message was sent from a send-only address; replies to it are not read.',
    '',
    'hatake',
  ].join('\n'),
});

/** The shipping notice in the buyer's language (ja by default). */
export const orderShipped = (data: OrderShippedData): RenderedMail =>
  data.locale === 'en' ? english(data) : japanese(data);
