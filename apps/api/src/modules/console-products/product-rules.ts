import { DeliveryType, hasVisibleText, StorageMethodType } from '@hatake/contract';

/** The fields of a product the rules below look at (after a change is merged into the stored row). */
export type ProductDraft = {
  name: string;
  media: readonly { url: string; isThumbnail: boolean }[];
  deliveryType: number;
  storageMethodType: number;
  startAt: number;
  endAt: number;
};

/**
 * What is wrong with a product as it would be saved, naming the field (the 400's `detail`), or
 * null. The schema has checked each field's type and range; these are the rules across fields and
 * values the schema cannot say.
 */
export const productProblem = (draft: ProductDraft): string | null => {
  if (!hasVisibleText(draft.name)) return 'name must not be blank';
  if (draft.deliveryType === DeliveryType.UNKNOWN)
    return 'deliveryType must be 1 (normal), 2 (refrigerated) or 3 (frozen)';
  if (draft.storageMethodType === StorageMethodType.UNKNOWN) return 'storageMethodType must not be 0';
  if (draft.endAt <= draft.startAt) return 'endAt must be after startAt';
  if (draft.media.filter((item) => item.isThumbnail).length > 1)
    return 'media may have at most one thumbnail';
  const urls = new Set<string>();
  for (const [index, item] of draft.media.entries()) {
    if (item.url.trim() === '') return `media[${index}].url must not be empty`;
    if (urls.has(item.url)) return `media[${index}].url appears twice`;
    urls.add(item.url);
  }
  return null;
};

/** The media as stored: in the given order, exactly one thumbnail when there is any medium (the first by default). */
export const normaliseMedia = (media: readonly { url: string; isThumbnail: boolean }[]) => {
  const marked = media.findIndex((item) => item.isThumbnail);
  const thumbnail = marked >= 0 ? marked : 0;
  return media.map((item, index) => ({ url: item.url, isThumbnail: index === thumbnail }));
};

export type StockChange =
  | { mode: 'delta'; quantity: number }
  | { mode: 'set'; quantity: number; expectedInventory?: number | undefined };

/**
 * The stock after a change, or why it cannot be made (`field` and message for a 400, or a 412 when
 * the stock is not what the change expects). Pure: the caller holds the row lock.
 */
export const applyStockChange = (
  current: number,
  change: StockChange,
): { ok: true; inventory: number } | { ok: false; kind: 'invalid' | 'precondition'; detail: string } => {
  if (change.mode === 'delta') {
    if (change.quantity === 0)
      return { ok: false, kind: 'invalid', detail: 'quantity must not be 0 for a delta' };
    const next = current + change.quantity;
    if (next < 0) {
      return { ok: false, kind: 'precondition', detail: `the stock is ${current}: it cannot go below 0` };
    }
    return { ok: true, inventory: next };
  }
  if (change.quantity < 0)
    return { ok: false, kind: 'invalid', detail: 'quantity must be 0 or more for set' };
  if (change.expectedInventory !== undefined && change.expectedInventory !== current) {
    return {
      ok: false,
      kind: 'precondition',
      detail: `the stock changed meanwhile: it is ${current}, not ${change.expectedInventory}`,
    };
  }
  return { ok: true, inventory: change.quantity };
};
