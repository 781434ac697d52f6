import { fillPath } from '@/config/paths';

/**
 * Where a redirect entry sends a request: its target with the params it names filled in; the
 * query string travels along verbatim (e.g. a salesperson code on a registration link), and path
 * params the target does not name follow as query fields, so /activity/:url?/:url1? keeps what it
 * carried (/activity/hdmb/3 → /loading/activity?url=hdmb&url1=3).
 */
export function redirectTarget(
  to: string,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
) {
  const named = new Set([...to.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const query = new URLSearchParams(search);
  const extra = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || !/^\w+$/.test(key) || named.has(key) || query.has(key))
      continue;
    extra.set(key, value);
  }
  const more = extra.toString();
  const base = fillPath(to, params);
  if (!more) return base + search;
  return `${base}${search ? `${search}&` : '?'}${more}`;
}
