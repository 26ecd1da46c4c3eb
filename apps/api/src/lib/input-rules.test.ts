import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findInputProblem,
  normaliseNameReadings,
  numberProblem,
  numericTextProblem,
  stringProblem,
} from './input-rules.ts';

describe('stringProblem', () => {
  it('refuses NUL and other control characters anywhere', () => {
    expect(stringProblem('a\u0000b', 'body')).toBe('must not contain control characters');
    expect(stringProblem('a\u001bb', 'body')).toBe('must not contain control characters');
    expect(stringProblem('a\u0085b', 'url')).toBe('must not contain control characters');
  });

  it('lets a body keep tabs and line breaks but not a URL value', () => {
    expect(stringProblem('一行目\r\n二行目\t', 'body')).toBeNull();
    expect(stringProblem('/\t/evil.example', 'url')).toBe('must not contain control characters');
  });

  it('refuses lone surrogates, which cannot be stored as UTF-8', () => {
    expect(stringProblem('\ud800', 'body')).toBe('must be valid Unicode text');
    expect(stringProblem('🍅', 'body')).toBeNull();
  });

  it('accepts any printable text (property)', () => {
    const printable = fc.string({ unit: 'grapheme' }).filter((s) => !/\p{Cc}/u.test(s));
    fc.assert(fc.property(printable, (text) => stringProblem(text, 'url') === null));
  });
});

describe('numberProblem', () => {
  it('refuses what JSON can write but a column cannot hold', () => {
    expect(numberProblem(Number.POSITIVE_INFINITY)).toBe('must be a finite number');
    expect(numberProblem(1e23)).toBe('is out of range');
    expect(numberProblem(-1)).toBeNull();
    expect(numberProblem(35.6812)).toBeNull();
  });
});

describe('numericTextProblem', () => {
  it.each(['1e400', '1e23', '0x10', 'Infinity', 'NaN', '1.5', ' 1', '99999999999999999999999'])(
    'refuses %j as an integer',
    (raw) => expect(numericTextProblem(raw, 'integer')).toBe('must be a decimal integer'),
  );

  it.each(['0', '20', '-1', '200'])('lets the schema judge %j as an integer', (raw) => {
    expect(numericTextProblem(raw, 'integer')).toBeNull();
  });

  it('takes plain decimals as numbers, nothing else', () => {
    expect(numericTextProblem('35.6812', 'number')).toBeNull();
    expect(numericTextProblem('-139', 'number')).toBeNull();
    expect(numericTextProblem('1e2', 'number')).toBe('must be a decimal number');
    expect(numericTextProblem('.5', 'number')).toBe('must be a decimal number');
  });
});

describe('findInputProblem', () => {
  it('names the nested field', () => {
    expect(findInputProblem({ address: { city: 'a\u0000' } }, 'body')).toBe(
      'address.city must not contain control characters',
    );
    expect(findInputProblem({ items: [{ quantity: Number.POSITIVE_INFINITY }] }, 'body')).toBe(
      'items.0.quantity must be a finite number',
    );
  });

  it('refuses control characters in keys', () => {
    expect(findInputProblem({ 'a\u0000': 1 }, 'body')).toBe(
      'request has a key that must not contain control characters',
    );
  });

  it('accepts ordinary input', () => {
    expect(findInputProblem({ name: '畑 太郎', count: 2, ok: true, none: null }, 'body')).toBeNull();
    expect(findInputProblem(undefined, 'url')).toBeNull();
  });

  it('stops at absurd nesting instead of recursing without end', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = { d: deep };
    expect(findInputProblem(deep, 'body')).toMatch(/nested too deeply$/);
  });
});

describe('normaliseNameReadings', () => {
  it('puts every reading in the contract form, at any depth, and nothing else', () => {
    expect(
      normaliseNameReadings({
        lastnameKana: 'ヤマダ',
        firstnameKana: ' Anna ',
        lastname: 'ヤマダ',
        billingAddress: { lastnameKana: 'ｽﾐｽ', firstnameKana: 'Ｓｍｉｔｈ', city: 'ｶﾅ' },
        items: [{ firstnameKana: 'タロウ' }],
      }),
    ).toEqual({
      lastnameKana: 'やまだ',
      firstnameKana: 'Anna',
      lastname: 'ヤマダ',
      billingAddress: { lastnameKana: 'すみす', firstnameKana: 'Smith', city: 'ｶﾅ' },
      items: [{ firstnameKana: 'たろう' }],
    });
  });

  it('leaves values that are not strings, and bodies that are not plain JSON, as they are', () => {
    expect(normaliseNameReadings({ lastnameKana: 3 })).toEqual({ lastnameKana: 3 });
    const buffer = Buffer.from('lastnameKana');
    expect(normaliseNameReadings(buffer)).toBe(buffer);
    expect(normaliseNameReadings(undefined)).toBeUndefined();
    expect(normaliseNameReadings('ヤマダ')).toBe('ヤマダ');
  });
});
