/** Reading numbers out of a page's query string. */

/** A positive whole number written in a query field, else null (absent, zero, negative, fraction, text). */
export function positiveParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The `page` field of a query string; page 1 when it holds no positive whole number. */
export function pageOf(params: URLSearchParams): number {
  return positiveParam(params.get('page')) ?? 1;
}

/** The query string for a page: no field for page 1, so the first page keeps its plain address. */
export function pageQuery(page: number): Record<string, string> {
  return page > 1 ? { page: String(page) } : {};
}
