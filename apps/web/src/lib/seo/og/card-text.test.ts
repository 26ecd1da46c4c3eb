import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiMediaUrl, cardPath, cardVersion, clampText } from './card-text.ts';

describe('clampText', () => {
  it('keeps short text, flattened', () => {
    expect(clampText('  山形の\n  さくらんぼ ', 20)).toBe('山形の さくらんぼ');
  });

  it('cuts long text with an ellipsis, counting kanji and emoji as one character', () => {
    expect(clampText('あいうえおかきくけこ', 5)).toBe('あいうえ…');
    expect(clampText('🍒🍒🍒🍒', 3)).toBe('🍒🍒…');
  });

  it('never exceeds the limit, and a cut text always ends with the ellipsis', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.integer({ min: 2, max: 40 }),
        (text, max) => {
          const out = clampText(text, max);
          expect([...out].length).toBeLessThanOrEqual(max);
          if (out !== text.replace(/\s+/g, ' ').trim()) expect(out.endsWith('…')).toBe(true);
        },
      ),
    );
  });
});

describe('cardVersion', () => {
  it('is stable for the same content and changes with the price', () => {
    expect(cardVersion('トマト', 1280, '/media/a.webp')).toBe(cardVersion('トマト', 1280, '/media/a.webp'));
    expect(cardVersion('トマト', 1280, '/media/a.webp')).not.toBe(
      cardVersion('トマト', 1380, '/media/a.webp'),
    );
    expect(cardVersion('ab', 'c')).not.toBe(cardVersion('a', 'bc'));
    expect(cardVersion('x')).toMatch(/^[0-9a-z]+$/);
  });
});

describe('cardPath', () => {
  it('sits under the page the browser sees, Japanese without a locale prefix', () => {
    expect(cardPath('/items/a%20b', 'k1')).toBe('/items/a%20b/share-card?v=k1');
    expect(cardPath('/en/experiences/e1', 'k2')).toBe('/en/experiences/e1/share-card?v=k2');
  });
});

describe('apiMediaUrl', () => {
  const origin = 'https://shop.example';
  const api = 'http://127.0.0.1:4000';

  it('reads media on the public origin, or a same-origin path, from the API', () => {
    expect(apiMediaUrl('https://shop.example/media/p/1.webp?w=2', origin, api)).toBe(
      'http://127.0.0.1:4000/media/p/1.webp?w=2',
    );
    expect(apiMediaUrl('/media/p/1.webp', origin, api)).toBe('http://127.0.0.1:4000/media/p/1.webp');
  });

  it('fetches nothing else', () => {
    expect(apiMediaUrl('', origin, api)).toBeUndefined();
    expect(apiMediaUrl('https://elsewhere.example/media/1.webp', origin, api)).toBeUndefined();
    expect(apiMediaUrl('https://shop.example/account', origin, api)).toBeUndefined();
    expect(apiMediaUrl('//elsewhere.example/media/1.webp', origin, api)).toBeUndefined();
    expect(apiMediaUrl('http://[bad', origin, api)).toBeUndefined();
  });
});
