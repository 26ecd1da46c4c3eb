import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json' with { type: 'json' };
import ja from '../../messages/ja.json' with { type: 'json' };
import { type CommentTexts, commentText } from './comment-texts.ts';

describe('commentText', () => {
  it.each([
    ['ja', ja],
    ['en', en],
  ] as const)(
    'fills the messages as next-intl formats them, numbers as plain digits (%s)',
    (locale, messages) => {
      const t = createTranslator({ locale, messages, namespace: 'comments' });
      const text = messages.comments as CommentTexts;
      for (const [count, max] of [
        [0, 100],
        [7, 100],
        [1200, 2000],
        [12345, 100000],
      ] as const) {
        expect(commentText(text, 'counter', { count, max })).toBe(t('counter', { count, max }));
        expect(commentText(text, 'tooLong', { max })).toBe(t('tooLong', { max }));
      }
      expect(commentText(text, 'memberNote', { name: '山田 {花子}' })).toBe(
        t('memberNote', { name: '山田 {花子}' }),
      );
    },
  );
});
