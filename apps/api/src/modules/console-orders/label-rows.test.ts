import { DeliveryTimeSlot, ShippingSize, ShippingType } from '@hatake/contract/values';
import { describe, expect, it } from 'vitest';
import { csvDocument } from './csv.ts';
import { LABEL_COLUMNS, type LabelOrder, labelRows } from './label-rows.ts';

const order = (overrides: Partial<LabelOrder> = {}): LabelOrder => ({
  id: 'order-1',
  // 2026-11-27 23:30 UTC is already the 28th in Japan.
  orderedAt: new Date('2026-11-27T23:30:00Z'),
  recipient: {
    lastname: '山田',
    firstname: '花子',
    postalCode: '1500001',
    prefectureCode: 13,
    city: '渋谷区',
    addressLine1: '神宮前1-2-3',
    addressLine2: 'ハイツ101',
    phoneNumber: '090-1234-5678',
  },
  deliveryDate: '',
  deliveryTimeSlot: DeliveryTimeSlot.NONE,
  note: '',
  boxes: [
    {
      boxNumber: 1,
      boxSize: ShippingSize.SIZE80,
      shippingType: ShippingType.NORMAL,
      items: [
        { name: 'トマト', quantity: 2 },
        { name: 'きゅうり', quantity: 1 },
      ],
    },
  ],
  ...overrides,
});

describe('labelRows', () => {
  it('starts with the header and writes one row per box', () => {
    const rows = labelRows([
      order(),
      order({
        id: 'order-2',
        boxes: [
          { boxNumber: 1, boxSize: ShippingSize.SIZE60, shippingType: ShippingType.FROZEN, items: [] },
          { boxNumber: 2, boxSize: ShippingSize.SIZE100, shippingType: ShippingType.NORMAL, items: [] },
        ],
      }),
    ]);
    expect(rows[0]).toEqual([...LABEL_COLUMNS]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[8], row[9]])).toEqual([
      ['order-1', '1/1', '80', '常温'],
      ['order-2', '1/2', '60', 'クール'],
      ['order-2', '2/2', '100', '常温'],
    ]);
  });

  it('writes the recipient, the Japan-time order day, the address and the items', () => {
    const [, row] = labelRows([order()]);
    expect(row).toEqual([
      'order-1',
      '2026/11/28',
      '1/1',
      '山田 花子',
      '150-0001',
      '東京都渋谷区神宮前1-2-3 ハイツ101',
      '090-1234-5678',
      'トマト×2 / きゅうり×1',
      '80',
      '常温',
      '',
      '',
      '',
    ]);
  });

  it('writes the delivery date and time slot when the shopper asked for them, and the note', () => {
    const [, row] = labelRows([
      order({ deliveryDate: '20261203', deliveryTimeSlot: DeliveryTimeSlot.MORNING, note: '置き配希望' }),
    ]);
    expect(row?.slice(10)).toEqual(['2026/12/03', '午前中', '置き配希望']);
  });

  it('survives the CSV writer with commas, quotes and line breaks in a note', () => {
    const text = csvDocument(labelRows([order({ note: '門の前に、"そっと"\n置いてください' })]));
    expect(text).toContain('"門の前に、""そっと""\n置いてください"\r\n');
    expect(text.split('\r\n')).toHaveLength(3);
  });
});
