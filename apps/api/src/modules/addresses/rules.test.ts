import { MAX_ADDRESSES_PER_USER } from '@hatake/contract';
import { describe, expect, it } from 'vitest';
import { canAddAddress } from './rules.ts';

describe('address cap', () => {
  it(`lets a member keep ${MAX_ADDRESSES_PER_USER} addresses and no more`, () => {
    expect(MAX_ADDRESSES_PER_USER).toBe(20);
    expect(canAddAddress(0)).toBe(true);
    expect(canAddAddress(MAX_ADDRESSES_PER_USER - 1)).toBe(true);
    expect(canAddAddress(MAX_ADDRESSES_PER_USER)).toBe(false);
    expect(canAddAddress(MAX_ADDRESSES_PER_USER + 5)).toBe(false);
  });
});
