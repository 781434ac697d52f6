export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits a text around case-insensitive occurrences of the keywords, for highlighting search
 * matches. Pinyin-initial searches (amxl) match no characters and leave the text whole.
 */
export function splitMatches(text: string, keywords: string | undefined): TextPart[] {
  const needle = keywords?.trim().toLowerCase() ?? '';
  if (needle === '' || text === '') return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
