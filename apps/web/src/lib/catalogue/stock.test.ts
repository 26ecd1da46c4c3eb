import { describe, expect, it } from 'vitest';
import { isPurchasable, schemaAvailability, stockState } from './stock.ts';

describe('stockState', () => {
  it('follows status first, then inventory', () => {
    expect(stockState({ status: 2, inventory: 30 })).toBe('inStock');
    expect(stockState({ status: 2, inventory: 6 })).toBe('inStock');
    expect(stockState({ status: 2, inventory: 5 })).toBe('lowStock');
    expect(stockState({ status: 2, inventory: 1 })).toBe('lowStock');
    expect(stockState({ status: 2, inventory: 0 })).toBe('soldOut');
    expect(stockState({ status: 1, inventory: 0 })).toBe('presale');
    expect(stockState({ status: 1, inventory: 50 })).toBe('presale');
    expect(stockState({ status: 3, inventory: 10 })).toBe('outOfSales');
    expect(stockState({ status: 0, inventory: 10 })).toBe('outOfSales');
  });

  it('only in-stock states are purchasable', () => {
    expect(isPurchasable('inStock')).toBe(true);
    expect(isPurchasable('lowStock')).toBe(true);
    expect(isPurchasable('soldOut')).toBe(false);
    expect(isPurchasable('presale')).toBe(false);
    expect(isPurchasable('outOfSales')).toBe(false);
  });

  it('maps to schema.org availability', () => {
    expect(schemaAvailability('inStock')).toBe('https://schema.org/InStock');
    expect(schemaAvailability('lowStock')).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability('soldOut')).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability('presale')).toBe('https://schema.org/PreOrder');
    expect(schemaAvailability('outOfSales')).toBe('https://schema.org/Discontinued');
  });
});
