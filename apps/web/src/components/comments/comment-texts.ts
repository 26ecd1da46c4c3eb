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
