import * as v from 'valibot';

// Text that names something (a login, a person, a contact) is plain: no control characters (NUL,
// line breaks, escapes) and no invisible format characters such as the right-to-left override
// (U+202E) that make one name look like another (decision 053).

/** Control (Cc) and format (Cf) characters: none belongs in a name. */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

export const PLAIN_TEXT_MESSAGE = 'Only visible characters are allowed';

export const isPlainText = (value: string): boolean => !HIDDEN.test(value);

/** A valibot check for a string field that names something. */
export const plainText = () => v.check<string, string>(isPlainText, PLAIN_TEXT_MESSAGE);
