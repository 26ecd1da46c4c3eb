import type { CreateConsoleProductRequest } from '@hatake/contract';

/** Every field a product form sends (stock and publication have their own forms). */
export type ProductFormFields = Omit<CreateConsoleProductRequest, 'coordinatorId' | 'inventory' | 'public'>;

const JAPAN_OFFSET_SECONDS = 9 * 3600;

/** `2026-12-18T10:00` read as Japan time → unix seconds; `undefined` when not such a value. */
export function japanLocalToUnix(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) / 1000;
  return Number.isFinite(utc) ? utc - JAPAN_OFFSET_SECONDS : undefined;
}

/** Unix seconds → `2026-12-18T10:00` in Japan time (a datetime-local input's value). */
export function unixToJapanLocal(seconds: number): string {
  return new Date((seconds + JAPAN_OFFSET_SECONDS) * 1000).toISOString().slice(0, 16);
}

const INTEGER_FIELDS = [
  'price',
  'cost',
  'weightGrams',
  'deliveryType',
  'storageMethodType',
  'expirationDate',
  'box60Rate',
  'box80Rate',
  'box100Rate',
  'originPrefectureCode',
] as const;

const TEXT_FIELDS = [
  'producerId',
  'productTypeId',
  'name',
  'description',
  'nameEn',
  'descriptionEn',
  'itemUnit',
  'itemDescription',
  'recommendedPoint1',
  'recommendedPoint2',
  'recommendedPoint3',
  'originCity',
] as const;

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The console's product form as the API's request: numbers as numbers, the sale period from Japan
 * time, pictures in their order with the chosen thumbnail. What cannot be read names its field (the
 * API then checks the values themselves and names the field it refuses).
 */
export function readProductForm(form: FormData): { fields: ProductFormFields } | { problem: string } {
  const numbers: Partial<Record<(typeof INTEGER_FIELDS)[number], number>> = {};
  for (const name of INTEGER_FIELDS) {
    const raw = textOf(form, name);
    if (!/^\d{1,9}$/.test(raw)) return { problem: name };
    numbers[name] = Number(raw);
  }
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const name of TEXT_FIELDS) texts[name] = textOf(form, name);
  const startAt = japanLocalToUnix(textOf(form, 'startAt'));
  if (startAt === undefined) return { problem: 'startAt' };
  const endAt = japanLocalToUnix(textOf(form, 'endAt'));
  if (endAt === undefined) return { problem: 'endAt' };
  const thumbnail = textOf(form, 'thumbnailUrl');
  const media = form
    .getAll('mediaUrl')
    .filter((url): url is string => typeof url === 'string' && url !== '')
    .map((url) => ({ url, isThumbnail: url === thumbnail }));
  const productTagIds = [
    ...new Set(
      form.getAll('productTagIds').filter((id): id is string => typeof id === 'string' && id !== ''),
    ),
  ];
  return {
    fields: {
      ...(texts as Record<(typeof TEXT_FIELDS)[number], string>),
      ...(numbers as Record<(typeof INTEGER_FIELDS)[number], number>),
      productTagIds,
      media,
      startAt,
      endAt,
    } as ProductFormFields,
  };
}
