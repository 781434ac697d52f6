/**
 * Hrefs of the SPA, derived from the route table's path patterns (app/route-table.ts) so no URL is
 * typed twice. `href()` takes any pattern of the table, checked at compile time.
 */
import type { RoutePath } from '../app/route-table';

type ParamValue = string | number | null | undefined;
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** Fills `:name` and optional `:name?` segments; a missing required param is a programming error. */
export function fillPath(pattern: string, params: Record<string, ParamValue> = {}): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) return [segment];
    const [, name = '', optional] = m;
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return [];
      throw new Error(`path ${pattern} needs :${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/');
  return path === '' ? '/' : path;
}

/** `?a=1&b=x`, leaving out empty values; '' when nothing remains. */
export function buildQuery(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function href(pattern: RoutePath, params?: Record<string, ParamValue>, query?: Query): string {
  return fillPath(pattern, params) + buildQuery(query);
}

/** Query fields a goods-detail link carries (SPEC §2). */
export interface GoodsDetailQuery {
  goods_price_id?: number;
  ladder_price_id?: number;
  goods_manjian_id?: number;
  is_yj?: 0 | 1;
  is_jxq?: 0 | 1;
}

/**
 * What an offer, a cart line or a favourite holds of a detail link's fields: ids of 0 or null and
 * flags of 0 mean the field is not set.
 */
export interface DetailLinkFields {
  goods_price_id?: number | null | undefined;
  ladder_price_id?: number | null | undefined;
  goods_manjian_id?: number | null | undefined;
  is_yj?: number | null | undefined;
  is_jxq?: number | null | undefined;
}

const DETAIL_ID_FIELDS = ['goods_price_id', 'ladder_price_id', 'goods_manjian_id'] as const;
const DETAIL_FLAG_FIELDS = ['is_yj', 'is_jxq'] as const;

/** A detail link's query from the fields `source` has set, and only those (clean URLs). */
export function goodsDetailQuery(source: DetailLinkFields): GoodsDetailQuery {
  const query: GoodsDetailQuery = {};
  for (const field of DETAIL_ID_FIELDS) {
    const id = source[field];
    if (typeof id === 'number' && id > 0) query[field] = id;
  }
  for (const field of DETAIL_FLAG_FIELDS) {
    if (source[field] === 1) query[field] = 1;
  }
  return query;
}

/** Help pages addressable by section (SPEC §2 "Help and news"). */
export type HelpPath = Extract<RoutePath, `/help/${string}`>;

export const paths = {
  home: '/' satisfies RoutePath,
  login: (redirect?: string) => href('/login', {}, { redirect }),
  register: '/register' satisfies RoutePath,
  forget: '/forget' satisfies RoutePath,
  notFound: '/404' satisfies RoutePath,
  noActivity: '/noActivity' satisfies RoutePath,
  loading: (redirect?: string) => href('/loading', {}, { redirect }),
  search: (query: { keywords: string; type?: number }) => href('/search', {}, query),
  list: (query?: Query) => href('/list', {}, query),
  listOther: (id: number | string, name?: string) => href('/list/other/:id/:name?', { id, name }),
  /** The goods' detail, with the link fields `source` (the offer, line or favourite) has set. */
  goodsDetail: (id: number | string, source?: DetailLinkFields) =>
    href('/list/info/:id', { id }, source && (goodsDetailQuery(source) as Query)),
  user: '/user' satisfies RoutePath,
  order: '/order' satisfies RoutePath,
  orderInfo: (id: number | string) => href('/order/info/:id', { id }),
  cart: '/cart' satisfies RoutePath,
  messages: '/wdxx' satisfies RoutePath,
  favourites: '/star' satisfies RoutePath,
  /** 满额返 and 94折福利, the zones the side bar links (SPEC §2 "side nav"). */
  cashback: '/hb' satisfies RoutePath,
  welfare: '/welfare' satisfies RoutePath,
  dzfp: '/zzfw/dzfp' satisfies RoutePath,
  dzht: '/dzht' satisfies RoutePath,
  /** the store's licences, where a scope or a lapsed licence is put right */
  licences: '/zhzx/zzzj' satisfies RoutePath,
  zhzq: '/zhzq' satisfies RoutePath,
  jfsc: '/jfsc' satisfies RoutePath,
  help: (section?: HelpPath) => section ?? ('/help' satisfies RoutePath),
  /** Footer article links (SPEC §2): /help/xrzn/hyzc?id=N. */
  helpArticle: (id: number | string) => href('/help/xrzn/hyzc', {}, { id }),
  newsInfo: (id: number | string, type: number | string) => href('/news/info/:id/:type', { id, type }),
  /** The member's chat, a full frame the side bar embeds. */
  chat: '/chat' satisfies RoutePath,
  /** The agents' page. */
  kefu: '/kefu' satisfies RoutePath,
} as const;
