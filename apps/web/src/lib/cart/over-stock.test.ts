import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../api/error-messages.ts';
import { FetchError, ResponseError } from '../api/errors.ts';
import { addErrorMessage, overStockMessage, unitsStillAddable } from './over-stock.ts';

const overStock = (stock: number, inCart: number) =>
  new ResponseError(412, {
    status: 412,
    message: 'Precondition Failed',
    detail: `quantity exceeds the stock: ${stock} in stock, ${inCart} already in the cart`,
  });

describe('unitsStillAddable', () => {
  it('is the stock less what the cart already holds', () => {
    expect(unitsStillAddable(overStock(5, 2))).toBe(3);
    expect(unitsStillAddable(overStock(5, 5))).toBe(0);
  });

  it('is never negative (the stock fell below what the cart holds)', () => {
    expect(unitsStillAddable(overStock(2, 4))).toBe(0);
  });

  it('is undefined for other 412s, other statuses and network failures', () => {
    const shipping = new ResponseError(412, { detail: 'this shop does not ship to prefecture 47' });
    expect(unitsStillAddable(shipping)).toBeUndefined();
    expect(
      unitsStillAddable(new ResponseError(403, { detail: 'product is not for sale now' })),
    ).toBeUndefined();
    expect(unitsStillAddable(new FetchError(new Error('down')))).toBeUndefined();
  });
});

describe('addErrorMessage', () => {
  it('says how many can still be added, in Japanese and English', () => {
    expect(addErrorMessage(overStock(5, 2), 'ja')).toBe('在庫が足りません。あと3点まで追加できます。');
    expect(addErrorMessage(overStock(5, 2), 'en')).toBe('Not enough stock: you can add up to 3 more.');
  });

  it('says that none can be added when the cart holds the whole stock', () => {
    expect(addErrorMessage(overStock(4, 4), 'ja')).toBe(overStockMessage(0, 'ja'));
    expect(overStockMessage(0, 'ja')).toBe('在庫が足りません。これ以上カートに追加できません。');
  });

  it('keeps the catalogue message for any other refusal', () => {
    const other412 = new ResponseError(412, { detail: 'something else' });
    expect(addErrorMessage(other412, 'ja')).toBe(STATUS_MESSAGES[412].ja);
    expect(addErrorMessage(new ResponseError(403, {}), 'en')).toBe(STATUS_MESSAGES[403].en);
  });
});
