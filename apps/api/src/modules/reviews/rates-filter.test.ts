import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error.ts';
import { parseRates } from './rates-filter.ts';

describe('parseRates', () => {
  it('reads "" as every rating', () => {
    expect(parseRates('')).toEqual([]);
  });

  it('reads comma-separated ratings, distinct and sorted', () => {
    expect(parseRates('5')).toEqual([5]);
    expect(parseRates('4,5')).toEqual([4, 5]);
    expect(parseRates('5,1,5,3')).toEqual([1, 3, 5]);
  });

  it.each(['0', '6', '4,', ',4', '4,,5', '4, 5', 'a', '4.5', '45', '-1'])(
    'rejects %j naming rates',
    (csv) => {
      expect(() => parseRates(csv)).toThrow(DomainError);
      expect(() => parseRates(csv)).toThrow(/^rates /);
    },
  );
});
