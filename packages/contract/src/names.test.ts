import { describe, expect, it } from 'vitest';
import { hasVisibleText, VISIBLE_TEXT_PATTERN } from './names.ts';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    [' ', false],
    ['\t\r\n', false],
    ['\u3000', false],
    ['\u00A0', false],
    ['\u200B', false],
    ['\u200C\u200D', false],
    ['\u2060', false],
    ['\uFEFF', false],
    [' \u200B\u3000\u2060\uFEFF ', false],
    ['a', true],
    ['畑', true],
    ['\u200B太郎\u200B', true],
    ['　はた　', true],
    ['-', true],
  ])('%j → %s', (text, expected) => {
    expect(hasVisibleText(text)).toBe(expected);
  });

  it('agrees with the JSON Schema pattern as Ajv applies it (unanchored, unicode)', () => {
    const pattern = new RegExp(VISIBLE_TEXT_PATTERN, 'u');
    for (const text of ['\u200B', ' 畑 ', '\u3000', 'x'])
      expect(pattern.test(text)).toBe(hasVisibleText(text));
  });
});
