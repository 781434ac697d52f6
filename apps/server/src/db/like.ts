/**
 * LIKE patterns from what a user typed: its own %, _ and \ match themselves (PostgreSQL's default
 * escape character is `\`). Every search box of the store and the console builds its pattern here.
 */

/** The text with LIKE's metacharacters escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for values containing the text. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
