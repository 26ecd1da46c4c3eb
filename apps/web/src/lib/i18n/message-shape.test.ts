import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json' with { type: 'json' };
import ja from '../../messages/ja.json' with { type: 'json' };
import { compareCatalogues, flattenMessages, messageArguments } from './message-shape.ts';

describe('messageArguments', () => {
  it('finds simple, formatted and branching arguments', () => {
    expect(messageArguments('{count} items')).toEqual(['count']);
    expect(messageArguments('{when, date, short} at {place}')).toEqual(['place', 'when']);
    expect(messageArguments('{n, plural, one {# star} other {# stars}}')).toEqual(['n']);
  });

  it('reads literal text in branches as text, and arguments nested in branches as arguments', () => {
    expect(messageArguments('{star, plural, one {star} other {stars}}')).toEqual(['star']);
    expect(messageArguments('{s, select, products {a {name}} other {b}}')).toEqual(['name', 's']);
  });

  it('takes rich-text tags and honours ICU quoting', () => {
    expect(messageArguments('Read <link>the terms</link>')).toEqual(['<link>']);
    expect(messageArguments("It's '{'not'}' an argument")).toEqual([]);
    expect(messageArguments("Don''t {x}")).toEqual(['x']);
  });
});

describe('compareCatalogues', () => {
  it('names keys of one side only and arguments that differ', () => {
    const problems = compareCatalogues(
      { name: 'ja', tree: { a: '{n}件', b: { c: 'x' }, list: ['一'] } },
      { name: 'en', tree: { a: '{count} items', d: 'y', list: ['one', 'two'] } },
    );
    expect(problems).toEqual([
      'b.c: missing in en',
      'd: missing in ja',
      'list.1: missing in ja',
      'a: ja takes [n], en takes [count]',
    ]);
  });

  it('flattens arrays and nested objects to dotted keys', () => {
    expect(flattenMessages({ a: { b: ['x', { c: 'y' }] } })).toEqual([
      { key: 'a.b.0', text: 'x' },
      { key: 'a.b.1.c', text: 'y' },
    ]);
  });
});

describe('the storefront catalogues', () => {
  it('ja.json and en.json have the same keys, and each message the same arguments and tags', () => {
    expect(compareCatalogues({ name: 'ja', tree: ja }, { name: 'en', tree: en })).toEqual([]);
  });
});
