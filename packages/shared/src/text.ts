/**
 * What no text field of the store may carry, and the bounds of a database id. The server refuses
 * such text in its one validation path; forms may use the same rule to say so before sending.
 */

/** PostgreSQL `integer`: every id and count column of the store. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

export const CONTROL_CHAR_MESSAGE = '不能包含控制字符或无法识别的字符';
export const INT_RANGE_MESSAGE = '数值超出范围';

/**
 * C0 controls other than tab, line feed and carriage return (NUL cannot even be stored), DEL and
 * C1, the bidirectional overrides and isolates that make a name read differently from what it is,
 * the two non-characters U+FFFE/U+FFFF, and a surrogate half without its pair (not text at all).
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The text with forbidden characters taken out (for names the buyer did not type, e.g. a file's). */
export function withoutForbiddenCharacters(text: string): string {
  return text.replace(new RegExp(FORBIDDEN.source, 'g'), '');
}

/**
 * The characters a reader sees: code points less white space and invisible format characters
 * (zero-width spaces and joiners, the byte-order mark), for rules of "at least N characters".
 */
export const visibleLength = (text: string): number =>
  [...text.replace(/[\p{White_Space}\p{Cf}]/gu, '')].length;
