import { fillMessage } from '@/lib/i18n/fill.ts';

/**
 * The comment panel's texts: the `comments` messages as written, templates of plain `{name}`
 * arguments that the panel fills in the browser (lib/i18n/fill.ts; fill.test.ts holds them to
 * next-intl's own output). The server passes them (comments-section.tsx), so the live and video
 * pages carry no message formatter (docs/storefront-speed.md, "JavaScript").
 */
export type CommentTexts = Readonly<
  Record<
    | 'heading'
    | 'listLabel'
    | 'empty'
    | 'guest'
    | 'field'
    | 'placeholder'
    | 'submit'
    | 'sending'
    | 'guestNote'
    | 'memberNote'
    | 'counter'
    | 'tooLong'
    | 'closed'
    | 'posted'
    | 'streaming'
    | 'polling'
    | 'trimmed',
    string
  >
>;

/** `key`'s text with `values` put in (a number as next-intl writes a plain argument: digits only, 「1200」). */
export function commentText(
  text: CommentTexts,
  key: keyof CommentTexts,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const written = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return fillMessage(text[key], written);
}
