/** Ids from a path segment such as `3` or `3,7` (the :ads of /kxzq/goods/:url/:ads?). */
export function parseIdList(text: string | undefined, max = 50): number[] {
  if (!text) return [];
  const ids = text
    .split(/[,_]/)
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)].slice(0, max);
}
