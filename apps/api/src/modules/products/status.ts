import { ProductStatus } from '@hatake/contract';

type SaleWindow = { public: boolean; startAt: Date; endAt: Date };

/** The wire status of a product, derived from its visibility and sales window at `now`. */
export const productStatus = (product: SaleWindow, now: Date): ProductStatus => {
  if (!product.public) return ProductStatus.UNKNOWN;
  if (now < product.startAt) return ProductStatus.PRESALE;
  if (now < product.endAt) return ProductStatus.FOR_SALE;
  return ProductStatus.OUT_OF_SALES;
};
