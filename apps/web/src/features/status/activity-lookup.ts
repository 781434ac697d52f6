/**
 * What a /loading/activity link names: ?id= with ?kind= (activity, zqmb, hdmb, yyh; activity by
 * default), ?slug= (an activity's), or the segments /activity/:url?/:url1?/:url2? carried along as
 * url, url1, url2 (url=12, url=hdmb&url1=3, url=welfare).
 */
import { ZONE_TEMPLATE_KINDS, type ZoneLookupKind } from '@mall/shared/zone-templates';
import type { ZoneLookup } from '@/api/zone-templates/get-zone-status';

const SLUG = /^[a-z0-9_-]{1,64}$/i;
const ID = /^\d{1,9}$/;
const KINDS: readonly string[] = ['activity', ...ZONE_TEMPLATE_KINDS];

/** What the link names, or null when it names nothing that could exist. */
export function lookupOf(params: URLSearchParams): ZoneLookup | null {
  const kindParam = params.get('kind') ?? 'activity';
  const id = params.get('id');
  const slug = params.get('slug');
  if (id !== null || slug !== null) {
    if (!KINDS.includes(kindParam)) return null;
    if (id !== null)
      return ID.test(id) && Number(id) > 0 ? { kind: kindParam as ZoneLookupKind, id: Number(id) } : null;
    return slug !== null && SLUG.test(slug) && kindParam === 'activity' ? { kind: 'activity', slug } : null;
  }
  const [url, url1] = [params.get('url'), params.get('url1')];
  if (url === null) return null;
  if (ID.test(url)) return Number(url) > 0 ? { kind: 'activity', id: Number(url) } : null;
  if (KINDS.includes(url) && url1 !== null && ID.test(url1) && Number(url1) > 0) {
    return { kind: url as ZoneLookupKind, id: Number(url1) };
  }
  return SLUG.test(url) && url1 === null ? { kind: 'activity', slug: url } : null;
}
