import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overStockDetail, readOverStockDetail } from './over-stock.ts';

describe('over-stock detail', () => {
  it('reads back the numbers it was written with', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (stock, inCart) => {
        expect(readOverStockDetail(overStockDetail(stock, inCart))).toEqual({ stock, inCart });
      }),
    );
  });

  it('reads nothing from another detail', () => {
    expect(readOverStockDetail('product is not for sale now')).toBeUndefined();
    expect(
      readOverStockDetail('x quantity exceeds the stock: 1 in stock, 0 already in the cart'),
    ).toBeUndefined();
  });
});
