/** A page number from the query string: 1 unless a whole number above 1. */
export function pageOf(params: URLSearchParams, name = 'page'): number {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

/** A positive row id from the query string, or null. */
export function idOf(params: URLSearchParams): number | null {
  const value = Number(params.get('id'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
