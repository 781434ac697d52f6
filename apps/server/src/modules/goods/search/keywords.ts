/**
 * What a search keyword is: Chinese text, pinyin (full or initials), or an approval number.
 * Everything here is pure; the SQL takes the results as parameters, never as text.
 */
import { escapeLike } from '../../../db/like.ts';

export interface SearchKeyword {
  /** trimmed, inner whitespace collapsed */
  text: string;
  /** LIKE-escaped text */
  like: string;
  /** lower-case letters and digits without spaces, when the keyword can be pinyin (amxl, a mo xi lin) */
  pinyin: string | null;
  /** worth matching against approval numbers (国药准字H37559477): has a digit, at least 4 characters */
  approval: boolean;
}

const PINYIN_LIKE = /^[a-z][a-z0-9 ]*$/;

/** null when nothing is left to search for. */
export function parseKeyword(raw: string | undefined): SearchKeyword | null {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  const lower = text.toLowerCase();
  const pinyin = PINYIN_LIKE.test(lower) ? lower.replaceAll(' ', '') : null;
  return {
    text,
    like: escapeLike(text),
    pinyin,
    approval: /\d/.test(text) && text.length >= 4,
  };
}
