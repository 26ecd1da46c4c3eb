import { describe, expect, it } from 'vitest';
import {
  characterCount,
  itemPath,
  nextReaction,
  parseBuyersOnly,
  parseRates,
  parseReactionValue,
  parseReviewToken,
  reviewCompletePath,
  reviewFormPath,
  reviewListHref,
  validateReview,
} from './form.ts';

describe('validateReview', () => {
  const ok = { rate: '4', title: '甘い', comment: 'とても甘いトマトでした。' };

  it('accepts a rate 1–5 with a visible title and comment', () => {
    expect(validateReview(ok)).toEqual({});
  });

  it('asks for a rate', () => {
    expect(validateReview({ ...ok, rate: '' })).toEqual({ rate: 'rateRequired' });
    expect(validateReview({ ...ok, rate: '6' })).toEqual({ rate: 'rateRequired' });
    expect(validateReview({ ...ok, rate: '0' })).toEqual({ rate: 'rateRequired' });
  });

  it('refuses blank text, zero-width and ideographic spaces included', () => {
    expect(validateReview({ ...ok, title: ' \u3000\u200b', comment: '' })).toEqual({
      title: 'required',
      comment: 'required',
    });
  });

  it('counts characters as code points: 64 emoji fit a title, 65 do not', () => {
    expect(characterCount('🍅'.repeat(64))).toBe(64);
    expect(validateReview({ ...ok, title: '🍅'.repeat(64) })).toEqual({});
    expect(validateReview({ ...ok, title: '🍅'.repeat(65) })).toEqual({ title: 'tooLong' });
    expect(validateReview({ ...ok, comment: 'あ'.repeat(2000) })).toEqual({});
    expect(validateReview({ ...ok, comment: 'あ'.repeat(2001) })).toEqual({ comment: 'tooLong' });
  });
});

describe('paths', () => {
  it('names the item, the form and the thanks page', () => {
    expect(itemPath('products', 'a b')).toBe('/items/a%20b');
    expect(itemPath('experiences', 'x')).toBe('/experiences/x');
    expect(reviewFormPath('products', 'p1')).toBe('/reviews/products/p1');
    expect(reviewCompletePath('products', 'p1')).toBe('/reviews/complete?product=p1');
    expect(reviewCompletePath('experiences', 'e1')).toBe('/reviews/complete?experience=e1');
  });

  it('links the review list with its filter and page', () => {
    expect(reviewListHref('/items/p1', {})).toBe('/items/p1#reviews');
    expect(reviewListHref('/items/p1', { rates: '5,4', token: 'abc' })).toBe(
      '/items/p1?rates=5%2C4&reviews=abc#reviews',
    );
    expect(reviewListHref('/items/p1', { rates: '5', buyers: true })).toBe(
      '/items/p1?rates=5&buyers=1#reviews',
    );
    expect(reviewListHref('/items/p1', { buyers: false })).toBe('/items/p1#reviews');
  });

  it("reads ?buyers=1 as buyers' reviews only and anything else as all", () => {
    expect(parseBuyersOnly('1')).toBe(true);
    expect(parseBuyersOnly(['1', '0'])).toBe(true);
    expect(parseBuyersOnly('true')).toBe(false);
    expect(parseBuyersOnly(undefined)).toBe(false);
  });
});

describe('query parsing', () => {
  it('keeps distinct stars 1–5, highest first', () => {
    expect(parseRates('4,5,4')).toBe('5,4');
    expect(parseRates(['1', '3'])).toBe('3,1');
    expect(parseRates('0,6,x')).toBe('');
    expect(parseRates(undefined)).toBe('');
  });

  it('takes a base64url token, nothing else', () => {
    expect(parseReviewToken('eyJ0IjoxfQ')).toBe('eyJ0IjoxfQ');
    expect(parseReviewToken('../x')).toBe('');
    expect(parseReviewToken(['abc', 'def'])).toBe('abc');
    expect(parseReviewToken('a'.repeat(600))).toBe('');
  });
});

describe('nextReaction', () => {
  it('sets a new or switched reaction and takes back the same one', () => {
    expect(nextReaction(0, 1)).toBe('set');
    expect(nextReaction(2, 1)).toBe('set');
    expect(nextReaction(1, 1)).toBe('remove');
  });
});

describe('parseReactionValue', () => {
  it('reads the pressed reaction, the current one and the review', () => {
    expect(parseReactionValue('1:0:9O6BqPAwRanBic97E3BSxQ')).toEqual({
      pressed: 1,
      current: 0,
      reviewId: '9O6BqPAwRanBic97E3BSxQ',
    });
    expect(parseReactionValue('2:1:z6-liuB5Q4bmi2XsD-359A')).toEqual({
      pressed: 2,
      current: 1,
      reviewId: 'z6-liuB5Q4bmi2XsD-359A',
    });
  });

  it('refuses anything else', () => {
    for (const raw of ['', '1', '3:0:abc', '1:3:abc', '1:0:', '1:0:a/b', '1:0:abc:def', 'x1:0:abc'])
      expect(parseReactionValue(raw)).toBeUndefined();
  });
});
