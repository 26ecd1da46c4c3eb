import { type MailAddress, mailAddress, mailPersonName, mailRecipient, type PersonName } from '../format.ts';
import type { MailLocale } from '../locale.ts';

export type { PersonName } from '../format.ts';

/** What the "thank you for your order" mail says (docs/rules/notifications.md). */
export type OrderConfirmationData = {
  orderId: string;
  locale: MailLocale;
  orderedAt: Date;
  /** The buyer's name as on the billing address (written in its script's order: mail/format.ts). */
  buyer: PersonName;
  /** The marche (the coordinator's shop) that sells and ships the order. */
  marcheName: string;
  /** PaymentMethodType of the payment. */
  paymentMethod: number;
  /** Product orders: `yyyy-mm-dd`, the day it should have shipped by (mail/expected-shipping.ts); "" for a booking. */
  shipBy: string;
  /**
   * Product orders: the delivery preference asked for at checkout (`date` yyyymmdd or "", `slot`
   * DeliveryTimeSlot, 0 = none; docs/rules/checkout-and-payments.md, "Delivery date and time slot");
   * null for a booking.
   */
  delivery: { date: string; slot: number } | null;
  /** What the buyer wrote with the order ("" when nothing). */
  note: string;
  /** Where the buyer can ask: the shop's support address, and the marche's own address and phone ("" when not given). */
  contact: { supportEmail: string; marcheEmail: string; marchePhone: string };
  /** Product orders: one line per product. */
  items: { name: string; quantity: number; price: number }[];
  /** Experience orders: the booking. */
  experience: {
    title: string;
    counts: {
      label: 'adult' | 'juniorHighSchool' | 'elementarySchool' | 'preschool' | 'senior';
      count: number;
    }[];
    requestedDate: string;
    requestedTime: string;
    /** Where the participants meet: the host's address. */
    meetingPlace: MailAddress;
  } | null;
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  /** Consumption tax contained in the total. */
  tax: number;
  /** Product orders: where the boxes go; null for an experience. */
  shipTo: { address: MailAddress; name: PersonName } | null;
};

export type RenderedMail = { subject: string; text: string };

const RULE = '────────────────────────────';

const PAYMENT_METHODS: Record<MailLocale, Record<number, string>> = {
  ja: {
    1: '代金引換',
    2: 'クレジットカード決済',
    3: 'コンビニ決済',
    4: '銀行振込決済',
    5: 'QR決済（PayPay）',
    6: 'QR決済（LINE Pay）',
    7: 'QR決済（メルペイ）',
    8: 'QR決済（楽天ペイ）',
    9: 'QR決済（au PAY）',
    10: 'お支払いなし（0円）',
    11: 'ペイディ（Paidy）',
    12: 'ペイジー（Pay-easy）',
  },
  en: {
    1: 'Cash on delivery',
    2: 'Credit card',
    3: 'Convenience store',
    4: 'Bank transfer',
    5: 'QR payment (PayPay)',
    6: 'QR payment (LINE Pay)',
    7: 'QR payment (Merpay)',
    8: 'QR payment (Rakuten Pay)',
    9: 'QR payment (au PAY)',
    10: 'No payment (¥0)',
    11: 'Paidy',
    12: 'Pay-easy',
  },
};

const paymentMethodName = (method: number, locale: MailLocale): string =>
  PAYMENT_METHODS[locale][method] ?? (locale === 'ja' ? 'その他' : 'Other');

/** `2026-12-01` → 2026年12月1日 / 1 December 2026. */
const wireDay = (day: string, locale: MailLocale): string => {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return locale === 'ja'
    ? `${year}年${month}月${date}日`
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, date)),
      );
};

const SLOTS: Record<MailLocale, Record<number, string>> = {
  ja: { 1: '午前中', 2: '14時〜16時', 3: '16時〜18時', 4: '18時〜20時', 5: '19時〜21時' },
  en: { 1: 'morning (8am–noon)', 2: '2pm–4pm', 3: '4pm–6pm', 4: '6pm–8pm', 5: '7pm–9pm' },
};

/** `yyyymmdd` → the `yyyy-mm-dd` wireDay takes. */
const dashed = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** 配送希望日時 of a product order: 「2026年12月5日 18時〜20時」, 「指定なし」; "" for a booking. */
const deliveryLine = (data: OrderConfirmationData, locale: MailLocale): string => {
  const delivery = data.delivery;
  if (!delivery) return '';
  const none = locale === 'ja' ? '指定なし' : 'no preference';
  const date = delivery.date ? wireDay(dashed(delivery.date), locale) : '';
  const slot = SLOTS[locale][delivery.slot] ?? '';
  if (!date && !slot) return none;
  if (locale === 'ja') return `${date || '日付指定なし'} ${slot || '時間指定なし'}`;
  return `${date || 'any day'}, ${slot || 'any time'}`;
};

/** When it ships: in time for the chosen delivery date, else by the expected shipping date. */
const shipByLine = (data: OrderConfirmationData, locale: MailLocale): string => {
  if (data.delivery?.date)
    return locale === 'ja'
      ? '発送予定: ご希望の配送日に届くよう発送します'
      : 'Ships: in time to arrive on the date you chose';
  if (!data.shipBy) return '';
  return locale === 'ja'
    ? `発送予定: ${wireDay(data.shipBy, 'ja')}までに発送します`
    : `Ships by: ${wireDay(data.shipBy, 'en')}`;
};

const shipToLine = (data: OrderConfirmationData, locale: MailLocale): string =>
  data.shipTo ? mailRecipient(data.shipTo.address, data.shipTo.name, locale) : '';

const meetingPlaceLine = (data: OrderConfirmationData, locale: MailLocale): string => {
  const place = data.experience?.meetingPlace;
  return place ? mailAddress(place, locale) : '';
};

/** The contact lines: the marche's own address and phone when it gave them, then the shop's support. */
const contactLines = (data: OrderConfirmationData, locale: MailLocale): string[] => {
  const { supportEmail, marcheEmail, marchePhone } = data.contact;
  return locale === 'ja'
    ? [
        'お問い合わせ先',
        ...(marcheEmail || marchePhone
          ? [
              `  ${data.marcheName}: ${[marcheEmail, marchePhone && `電話 ${marchePhone}`].filter(Boolean).join(' / ')}`,
            ]
          : []),
        `  hatake サポート: ${supportEmail}`,
        '  （注文番号を添えてご連絡ください）',
      ]
    : [
        'Questions about this order',
        ...(marcheEmail || marchePhone
          ? [
              `  ${data.marcheName}: ${[marcheEmail, marchePhone && `phone ${marchePhone}`].filter(Boolean).join(' / ')}`,
            ]
          : []),
        `  hatake support: ${supportEmail}`,
        '  (please quote the order number)',
      ];
};

const yen = (amount: number, locale: MailLocale) =>
  locale === 'ja' ? `${amount.toLocaleString('ja-JP')}円` : `¥${amount.toLocaleString('en-US')}`;

const tokyoTime = (date: Date, locale: MailLocale): string =>
  new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);

const GROUPS = {
  ja: {
    adult: '大人',
    juniorHighSchool: '中学生',
    elementarySchool: '小学生',
    preschool: '未就学児',
    senior: 'シニア',
  },
  en: {
    adult: 'Adults',
    juniorHighSchool: 'Junior high school',
    elementarySchool: 'Elementary school',
    preschool: 'Preschool',
    senior: 'Seniors',
  },
} as const;

const requested = (data: OrderConfirmationData): string => {
  const booking = data.experience;
  if (!booking || booking.requestedDate === '') return '';
  const date = `${booking.requestedDate.slice(0, 4)}-${booking.requestedDate.slice(4, 6)}-${booking.requestedDate.slice(6, 8)}`;
  const time = booking.requestedTime
    ? ` ${booking.requestedTime.slice(0, 2)}:${booking.requestedTime.slice(2, 4)}`
    : '';
  return `${date}${time}`;
};

const japanese = (data: OrderConfirmationData): RenderedMail => {
  const lines = data.experience
    ? [
        `体験: ${data.experience.title}`,
        ...data.experience.counts
          .filter((group) => group.count > 0)
          .map((group) => `  ${GROUPS.ja[group.label]} ${group.count}名`),
        ...(requested(data) ? [`希望日時: ${requested(data)}`] : []),
        ...(meetingPlaceLine(data, 'ja') ? [`集合場所: ${meetingPlaceLine(data, 'ja')}`] : []),
      ]
    : data.items.map((item) => `${item.name} × ${item.quantity}  ${yen(item.price * item.quantity, 'ja')}`);
  return {
    subject: '【hatake】ご注文ありがとうございます',
    text: [
      `${mailPersonName(data.buyer)} 様`,
      '',
      'このたびは hatake をご利用いただき、誠にありがとうございます。',
      'お支払いを確認し、ご注文を承りました。',
      '',
      RULE,
      `注文番号: ${data.orderId}`,
      `注文日時: ${tokyoTime(data.orderedAt, 'ja')}`,
      `マルシェ: ${data.marcheName}`,
      `お支払い方法: ${paymentMethodName(data.paymentMethod, 'ja')}`,
      RULE,
      ...lines,
      RULE,
      `小計: ${yen(data.subtotal, 'ja')}`,
      ...(data.experience ? [] : [`送料: ${yen(data.shippingFee, 'ja')}`]),
      ...(data.discount > 0 ? [`割引: -${yen(data.discount, 'ja')}`] : []),
      `合計: ${yen(data.total, 'ja')}（うち消費税 ${yen(data.tax, 'ja')}）`,
      ...(data.shipTo ? [`お届け先: ${shipToLine(data, 'ja')}`] : []),
      ...(data.delivery ? [`配送希望日時: ${deliveryLine(data, 'ja')}`] : []),
      ...(shipByLine(data, 'ja') ? [shipByLine(data, 'ja')] : []),
      ...(data.note ? [`ご要望: ${data.note}`] : []),
      RULE,
      ...(data.experience
        ? [
            'キャンセル・変更について',
            '  ご予約のキャンセル・変更は、体験日の前日までに注文番号を添えて下記のお問い合わせ先へご連絡ください。',
            RULE,
          ]
        : []),
      ...contactLines(data, 'ja'),
      '',
      '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
      '',
      'hatake（はたけ）',
    ].join('\n'),
  };
};

const english = (data: OrderConfirmationData): RenderedMail => {
  const lines = data.experience
    ? [
        `Experience: ${data.experience.title}`,
        ...data.experience.counts
          .filter((group) => group.count > 0)
          .map((group) => `  ${GROUPS.en[group.label]}: ${group.count}`),
        ...(requested(data) ? [`Requested: ${requested(data)} (Japan time)`] : []),
        ...(meetingPlaceLine(data, 'en') ? [`Meeting place: ${meetingPlaceLine(data, 'en')}`] : []),
      ]
    : data.items.map((item) => `${item.name} × ${item.quantity}  ${yen(item.price * item.quantity, 'en')}`);
  return {
    subject: '[hatake] Thank you for your order',
    text: [
      `Dear ${mailPersonName(data.buyer)},`,
      '',
      'Thank you for shopping at hatake. We have received your payment and your order.',
      '',
      RULE,
      `Order: ${data.orderId}`,
      `Ordered: ${tokyoTime(data.orderedAt, 'en')} (Japan time)`,
      `Marché: ${data.marcheName}`,
      `Payment method: ${paymentMethodName(data.paymentMethod, 'en')}`,
      RULE,
      ...lines,
      RULE,
      `Subtotal: ${yen(data.subtotal, 'en')}`,
      ...(data.experience ? [] : [`Shipping: ${yen(data.shippingFee, 'en')}`]),
      ...(data.discount > 0 ? [`Discount: -${yen(data.discount, 'en')}`] : []),
      `Total: ${yen(data.total, 'en')} (including ${yen(data.tax, 'en')} consumption tax)`,
      ...(data.shipTo ? [`Ship to: ${shipToLine(data, 'en')}`] : []),
      ...(data.delivery ? [`Delivery: ${deliveryLine(data, 'en')}`] : []),
      ...(shipByLine(data, 'en') ? [shipByLine(data, 'en')] : []),
      ...(data.note ? [`Your note: ${data.note}`] : []),
      RULE,
      ...(data.experience
        ? [
            'Cancellations and changes',
            '  To cancel or change the booking, contact us below by the day before the experience,',
            '  quoting the order number.',
            RULE,
          ]
        : []),
      ...contactLines(data, 'en'),
      '',
      'This message was sent from a send-only address; replies to it are not read.',
      '',
      'hatake',
    ].join('\n'),
  };
};

/** The order confirmation in the buyer's language (ja by default). */
export const orderConfirmation = (data: OrderConfirmationData): RenderedMail =>
  data.locale === 'en' ? english(data) : japanese(data);
