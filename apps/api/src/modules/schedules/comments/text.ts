import { invalidArgument } from '../../../lib/domain-error.ts';

/** A comment's length, in characters (Unicode code points, as the schema's maxLength counts). */
export const COMMENT_MAX_LENGTH = 200;

/** Characters that show nothing on their own: white space, format characters (zero-width space…), controls. */
const INVISIBLE = /^[\p{White_Space}\p{Cf}\p{Cc}]*$/u;

/**
 * The text to store: trimmed of surrounding white space, 1–200 characters, and not only invisible
 * characters (a comment of zero-width spaces would post an empty line). Stored as given otherwise:
 * the text is never HTML, and clients show it as text (escaped).
 */
export const commentText = (raw: string): string => {
  const text = raw.trim();
  if (text.length === 0 || INVISIBLE.test(text)) throw invalidArgument('comment must not be empty');
  if ([...text].length > COMMENT_MAX_LENGTH)
    throw invalidArgument(`comment must be at most ${COMMENT_MAX_LENGTH} characters`);
  return text;
};
