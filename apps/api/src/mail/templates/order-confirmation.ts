import type { MailLocale } from '../locale.ts';

/** What the "thank you for your order" mail says (docs/rules/notifications.md). */
export type OrderConfirmationData = {
  orderId: string;
  locale: MailLocale;
  orderedAt: Date;
  /** The buyer's name as on the billing address. */
  buyerName: string;
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
  } | null;
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  /** Consumption tax contained in the total. */
  tax: number;
  /** The shipping address on one line; "" for an experience. */
  shipTo: string;
};

export type RenderedMail = { subject: string; text: string };

const RULE = '────────────────────────────';

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
      ]
    : data.items.map((item) => `${item.name} × ${item.quantity}  ${yen(item.price * item.quantity, 'ja')}`);
  return {
    subject: '【hatake】ご注文ありがとうございます',
    text: [
      `${data.buyerName} 様`,
      '',
      'このたびは hatake をご利用いただき、誠にありがとうございます。',
      'お支払いを確認し、ご注文を承りました。',
      '',
      RULE,
      `注文番号: ${data.orderId}`,
      `注文日時: ${tokyoTime(data.orderedAt, 'ja')}`,
      RULE,
      ...lines,
      RULE,
      `小計: ${yen(data.subtotal, 'ja')}`,
      ...(data.experience ? [] : [`送料: ${yen(data.shippingFee, 'ja')}`]),
      ...(data.discount > 0 ? [`割引: -${yen(data.discount, 'ja')}`] : []),
      `合計: ${yen(data.total, 'ja')}（うち消費税 ${yen(data.tax, 'ja')}）`,
      ...(data.shipTo ? [`お届け先: ${data.shipTo}`] : []),
      RULE,
      '',
      '※このメールは送信専用のアドレスからお送りしています。',
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
      ]
    : data.items.map((item) => `${item.name} × ${item.quantity}  ${yen(item.price * item.quantity, 'en')}`);
  return {
    subject: '[hatake] Thank you for your order',
    text: [
      `Dear ${data.buyerName},`,
      '',
      'Thank you for shopping at hatake. We have received your payment and your order.',
      '',
      RULE,
      `Order: ${data.orderId}`,
      `Ordered: ${tokyoTime(data.orderedAt, 'en')} (Japan time)`,
      RULE,
      ...lines,
      RULE,
      `Subtotal: ${yen(data.subtotal, 'en')}`,
      ...(data.experience ? [] : [`Shipping: ${yen(data.shippingFee, 'en')}`]),
      ...(data.discount > 0 ? [`Discount: -${yen(data.discount, 'en')}`] : []),
      `Total: ${yen(data.total, 'en')} (including ${yen(data.tax, 'en')} consumption tax)`,
      ...(data.shipTo ? [`Ship to: ${data.shipTo}`] : []),
      RULE,
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
