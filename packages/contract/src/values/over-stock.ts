/**
 * The detail of the 412 that refuses an add beyond the stock (docs/rules/cart-and-boxes.md). The API
 * writes it with `overStockDetail` and the storefront reads the numbers back with
 * `readOverStockDetail` to say how many units can still be added, so the wording lives in one place
 * and a change to it cannot silently turn the storefront's sentence back into the generic one.
 */
export const overStockDetail = (stock: number, inCart: number): string =>
  `quantity exceeds the stock: ${stock} in stock, ${inCart} already in the cart`;

const OVER_STOCK_DETAIL = /^quantity exceeds the stock: (\d+) in stock, (\d+) already in the cart$/;

/** The stock and the units already in the cart named by an over-stock detail; undefined for any other text. */
export const readOverStockDetail = (detail: string): { stock: number; inCart: number } | undefined => {
  const match = OVER_STOCK_DETAIL.exec(detail);
  if (!match) return undefined;
  return { stock: Number(match[1]), inCart: Number(match[2]) };
};
