/**
 * The rows of the delivery-label export (docs/console-orders.md#csv-export): one per box, in the
 * columns label software imports (the recipient, the address, the phone, what is in the box, its
 * size and temperature, the delivery date and time slot the shopper asked for, the shopper's note).
 */
import { DeliveryTimeSlot, prefectureName, ShippingSize, ShippingType } from '@hatake/contract/values';

export const LABEL_COLUMNS = [
  '注文番号',
  '注文日',
  '箱番号',
  'お届け先氏名',
  '郵便番号',
  '住所',
  '電話番号',
  '品名',
  '箱サイズ',
  '温度帯',
  '配送希望日',
  '配送希望時間帯',
  '備考',
] as const;

export type LabelOrder = {
  id: string;
  orderedAt: Date;
  recipient: {
    lastname: string;
    firstname: string;
    postalCode: string;
    prefectureCode: number;
    city: string;
    addressLine1: string;
    addressLine2: string;
    phoneNumber: string;
  };
  /** `yyyymmdd` or "" (no preference). */
  deliveryDate: string;
  /** DeliveryTimeSlot (0 = none). */
  deliveryTimeSlot: number;
  note: string;
  boxes: {
    boxNumber: number;
    boxSize: number;
    shippingType: number;
    items: { name: string; quantity: number }[];
  }[];
};

const JST_OFFSET_MS = 9 * 3_600_000;

/** `2026/11/27`, the Japan-time day of an instant. */
export const japanDate = (at: Date): string =>
  new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '/');

/** `1500001` → `150-0001` (anything else as given). */
export const postalCode = (raw: string): string => {
  const digits = raw.replace(/[^0-9]/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : raw;
};

const BOX_SIZES: Record<number, string> = {
  [ShippingSize.SIZE60]: '60',
  [ShippingSize.SIZE80]: '80',
  [ShippingSize.SIZE100]: '100',
};

const TEMPERATURES: Record<number, string> = {
  [ShippingType.NORMAL]: '常温',
  [ShippingType.FROZEN]: 'クール',
};

const TIME_SLOTS: Record<number, string> = {
  [DeliveryTimeSlot.MORNING]: '午前中',
  [DeliveryTimeSlot.FROM_14_TO_16]: '14時-16時',
  [DeliveryTimeSlot.FROM_16_TO_18]: '16時-18時',
  [DeliveryTimeSlot.FROM_18_TO_20]: '18時-20時',
  [DeliveryTimeSlot.FROM_19_TO_21]: '19時-21時',
};

/** `20261203` → `2026/12/03`; "" stays "". */
const wireDate = (yyyymmdd: string): string =>
  /^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(6)}` : '';

/** One row per box of each order, in LABEL_COLUMNS order, the header first. */
export const labelRows = (list: readonly LabelOrder[]): string[][] => [
  [...LABEL_COLUMNS],
  ...list.flatMap((order) => {
    const to = order.recipient;
    const address =
      `${prefectureName(to.prefectureCode)}${to.city}${to.addressLine1} ${to.addressLine2}`.trim();
    return order.boxes.map((box) => [
      order.id,
      japanDate(order.orderedAt),
      `${box.boxNumber}/${order.boxes.length}`,
      `${to.lastname} ${to.firstname}`.trim(),
      postalCode(to.postalCode),
      address,
      to.phoneNumber,
      box.items.map((item) => `${item.name}×${item.quantity}`).join(' / '),
      BOX_SIZES[box.boxSize] ?? '',
      TEMPERATURES[box.shippingType] ?? '',
      wireDate(order.deliveryDate),
      TIME_SLOTS[order.deliveryTimeSlot] ?? '',
      order.note,
    ]);
  }),
];
