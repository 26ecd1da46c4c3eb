import { describe, expect, it } from 'vitest';
import {
  ExperienceStatus,
  ExperienceStatusSchema,
  OrderStatus,
  PaymentMethodType,
  PaymentStatus,
  ProductStatus,
  ProductStatusSchema,
  ScheduleStatus,
  UploadStatus,
} from './enums.ts';
import { findPrefecture, PREFECTURES, Prefecture, prefectureCodeOf, prefectureName } from './prefectures.ts';

describe('enums (docs/data-model.md#enums)', () => {
  it('product status', () => {
    expect(ProductStatus).toEqual({ UNKNOWN: 0, PRESALE: 1, FOR_SALE: 2, OUT_OF_SALES: 3 });
    expect(ProductStatusSchema).toMatchObject({ type: 'integer', enum: [0, 1, 2, 3] });
    expect(ProductStatusSchema.description).toContain('2=FOR_SALE');
  });

  it('order and payment status share values', () => {
    const expected = { UNPAID: 1, PREPARING: 2, COMPLETED: 3, CANCELED: 4, REFUNDED: 5, FAILED: 6 };
    expect(OrderStatus).toMatchObject(expected);
    expect(PaymentStatus).toMatchObject(expected);
  });

  it('experience status', () => {
    expect(ExperienceStatus).toEqual({ UNKNOWN: 0, WAITING: 1, ACCEPTING: 2, SOLD_OUT: 3, FINISHED: 4 });
    expect(ExperienceStatusSchema.enum).toEqual([0, 1, 2, 3, 4]);
  });

  it('live schedule status', () => {
    expect(ScheduleStatus).toMatchObject({ LIVE: 2, CLOSED: 3, ARCHIVED: 4 });
  });

  it('payment methods', () => {
    expect(PaymentMethodType).toEqual({
      UNKNOWN: 0,
      CASH: 1,
      CREDIT_CARD: 2,
      KONBINI: 3,
      BANK_TRANSFER: 4,
      PAYPAY: 5,
      LINE_PAY: 6,
      MERPAY: 7,
      RAKUTEN_PAY: 8,
      AU_PAY: 9,
      FREE: 10,
      PAIDY: 11,
      PAY_EASY: 12,
    });
  });

  it('upload status (SUCEEDED sic)', () => {
    expect(UploadStatus).toMatchObject({ WAITING: 1, SUCEEDED: 2, FAILED: 3 });
  });
});

describe('prefectures', () => {
  it('has 47 entries with codes 1..47 in order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES.map((p) => p.code)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(new Set(PREFECTURES.map((p) => p.ja)).size).toBe(47);
    expect(new Set(PREFECTURES.map((p) => p.en)).size).toBe(47);
  });

  it('matches the Prefecture enum names', () => {
    for (const p of PREFECTURES) {
      const key = p.en.toUpperCase() as keyof typeof Prefecture;
      expect(Prefecture[key]).toBe(p.code);
    }
  });

  it('looks names up', () => {
    expect(findPrefecture(1)).toEqual({ code: 1, ja: '北海道', en: 'Hokkaido' });
    expect(prefectureName(13)).toBe('東京都');
    expect(prefectureName(47)).toBe('沖縄県');
    expect(prefectureName(0)).toBe('');
    expect(prefectureCodeOf('東京都')).toBe(13);
    expect(prefectureCodeOf('京都')).toBe(26);
    expect(prefectureCodeOf('osaka')).toBe(27);
    expect(prefectureCodeOf('nowhere')).toBeUndefined();
  });
});
