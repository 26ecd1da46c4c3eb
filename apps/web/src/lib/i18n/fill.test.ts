import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json' with { type: 'json' };
import ja from '../../messages/ja.json' with { type: 'json' };
import { fillMessage } from './fill.ts';
import { flattenMessages } from './message-shape.ts';

/**
 * The namespaces whose messages client components fill themselves (cart/add-to-cart,
 * product/shipping-estimate, experience/nearby-experiences, comments/comment-panel and comment-form).
 */
const FILLED = ['cart.add', 'item.shipping', 'experiences.map', 'comments'];

const SAMPLE: Record<string, string> = {
  name: 'トマト "桃太郎"',
  quantity: '12',
  date: '2026年5月1日 10:00',
  prefecture: '東京都',
  amount: '¥1,200',
  size: '60',
  type: '常温',
  message: 'timeout',
  place: '東京駅',
  index: '3',
  title: '田植え体験 {稲}',
  distance: '12.5 km',
  count: '1200',
  max: '2000',
};

describe('fillMessage', () => {
  it('puts each argument in and leaves unknown ones as written', () => {
    expect(fillMessage('{a} and {b}', { a: '1' })).toBe('1 and {b}');
    expect(fillMessage('no arguments')).toBe('no arguments');
  });

  it.each([
    ['ja', ja],
    ['en', en],
  ] as const)('formats every filled %s message as next-intl does', (locale, messages) => {
    const t = createTranslator({ locale, messages });
    for (const namespace of FILLED) {
      const tree = namespace
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
      for (const { key, text } of flattenMessages(tree, namespace)) {
        expect(fillMessage(text, SAMPLE), key).toBe(t(key as never, SAMPLE as never));
      }
    }
  });

  it.each([
    ['ja', ja],
    ['en', en],
  ] as const)(
    'writes a number as next-intl writes a plain argument, digits only (%s)',
    (locale, messages) => {
      const t = createTranslator({ locale, messages, namespace: 'comments' });
      const text = messages.comments;
      for (const [count, max] of [
        [0, 100],
        [7, 100],
        [1200, 2000],
        [12345, 100000],
      ] as const) {
        expect(fillMessage(text.counter, { count, max })).toBe(t('counter', { count, max }));
        expect(fillMessage(text.tooLong, { max })).toBe(t('tooLong', { max }));
      }
      expect(fillMessage(text.memberNote, { name: '山田 {花子}' })).toBe(
        t('memberNote', { name: '山田 {花子}' }),
      );
    },
  );
});
