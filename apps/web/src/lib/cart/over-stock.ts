import { readOverStockDetail } from '@hatake/contract/values';
import { type ErrorMessageOverrides, errorMessage, type MessageLocale } from '../api/error-messages.ts';
import { ResponseError } from '../api/errors.ts';

/**
 * An add beyond the stock is refused with 412 and a detail naming the stock and the units already
 * in the cart (written and read by the contract's `overStockDetail`/`readOverStockDetail`). The
 * catalogue's 412 sentence (「指定したリソースは条件を満たしていません」) would sit beside an 在庫あり
 * badge and tell the shopper nothing; the numbers say how many more can still go in the cart.
 */

/** Units of the product that can still be added, read from a 412's detail; undefined for any other error. */
export function unitsStillAddable(error: unknown): number | undefined {
  if (!(error instanceof ResponseError) || error.status !== 412) return undefined;
  const named = readOverStockDetail(error.detail);
  if (!named) return undefined;
  return Math.max(0, named.stock - named.inCart);
}

/** The sentence for an add over the stock: how many can still be added, or that none can. */
export function overStockMessage(addable: number, locale: MessageLocale): string {
  if (locale === 'en') {
    if (addable === 0) return 'Not enough stock: no more of this item can be added to your cart.';
    return `Not enough stock: you can add up to ${addable} more.`;
  }
  if (addable === 0) return '在庫が足りません。これ以上カートに追加できません。';
  return `在庫が足りません。あと${addable}点まで追加できます。`;
}

/** The message for a refused add to the cart: the over-stock sentence for a 412 on stock, else the catalogue's. */
export function addErrorMessage(error: unknown, locale: MessageLocale): string {
  const addable = unitsStillAddable(error);
  const overrides: ErrorMessageOverrides | undefined =
    addable === undefined ? undefined : { 412: overStockMessage(addable, locale) };
  return errorMessage(error, locale, overrides);
}
