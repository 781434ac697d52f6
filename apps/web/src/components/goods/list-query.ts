import { GOODS_SORTS, type GoodsListQuery, type GoodsSort } from '@mall/shared/goods';

/** Goods per page of the lists and search. */
export const LIST_PAGE_SIZE = 20;

type NumberKey = 'page' | 'page_size' | 'category_id' | 'sccj_id' | 'brand_id' | 'scope_id';
type FlagKey = 'in_stock' | 'is_jxq' | 'is_free_shipping' | 'yx' | 'type';
type TextKey = 'dosage_form' | 'keywords';
type PriceKey = 'price_min' | 'price_max';

const NUMBER_KEYS: readonly NumberKey[] = [
  'page',
  'page_size',
  'category_id',
  'sccj_id',
  'brand_id',
  'scope_id',
];
const FLAG_KEYS: readonly FlagKey[] = ['in_stock', 'is_jxq', 'is_free_shipping', 'yx', 'type'];
const TEXT_KEYS: readonly TextKey[] = ['dosage_form', 'keywords'];
const PRICE_KEYS: readonly PriceKey[] = ['price_min', 'price_max'];
const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** Everything but the page: changing one of these starts again at page 1. */
export type GoodsFilters = Omit<GoodsListQuery, 'page' | 'page_size'>;

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/**
 * The list state of a URL's query string. Malformed values are dropped rather than sent on, so a
 * hand-edited or stale link still shows a list.
 */
export function parseListQuery(search: string | URLSearchParams): GoodsListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: GoodsListQuery = {};
  for (const key of NUMBER_KEYS) {
    const value = positiveInt(params.get(key));
    if (value !== undefined) query[key] = value;
  }
  for (const key of FLAG_KEYS) {
    const value = params.get(key);
    if (value === '1') query[key] = 1;
    else if (value === '0' && key === 'type') query[key] = 0;
  }
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  for (const key of PRICE_KEYS) {
    const value = params.get(key)?.trim();
    if (value && PRICE_PATTERN.test(value)) query[key] = value;
  }
  const sort = params.get('sort');
  if (sort && (GOODS_SORTS as readonly string[]).includes(sort) && sort !== 'default') {
    query.sort = sort as GoodsSort;
  }
  return query;
}

/** `?a=1&b=x` for a list state, in a stable key order; '' when empty. Page 1 is left out. */
export function listQueryString(query: GoodsListQuery): string {
  const params = new URLSearchParams();
  const entries = Object.entries(query).sort(([a], [b]) => a.localeCompare(b));
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === 'default') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A new state with some filters changed (undefined removes one) and the page back at 1. */
export function withFilters(query: GoodsListQuery, patch: Partial<GoodsFilters>): GoodsListQuery {
  const next: GoodsListQuery = { ...query, ...patch };
  delete next.page;
  for (const key of Object.keys(next) as (keyof GoodsListQuery)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

/** The same state on another page. */
export function withPage(query: GoodsListQuery, page: number): GoodsListQuery {
  const next = { ...query };
  if (page <= 1) delete next.page;
  else next.page = page;
  return next;
}

/** The request parameters for GET /api/goods/list: the state plus the page and its size. */
export function toRequestParams(query: GoodsListQuery): GoodsListQuery {
  return { page_size: LIST_PAGE_SIZE, ...query, page: query.page ?? 1 };
}
