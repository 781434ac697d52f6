import type { GoodsDetailQuery } from '@/config/paths';

const ID_KEYS = ['goods_price_id', 'ladder_price_id', 'goods_manjian_id'] as const;
const FLAG_KEYS = ['is_yj', 'is_jxq'] as const;

/** The query fields a goods-detail link carries (SPEC §2); malformed ones are dropped. */
export function parseDetailQuery(search: string): GoodsDetailQuery {
  const params = new URLSearchParams(search);
  const query: GoodsDetailQuery = {};
  for (const key of ID_KEYS) {
    const text = params.get(key);
    if (text && /^\d{1,9}$/.test(text) && Number(text) > 0) query[key] = Number(text);
  }
  for (const key of FLAG_KEYS) {
    const text = params.get(key);
    if (text === '1') query[key] = 1;
    else if (text === '0') query[key] = 0;
  }
  return query;
}

/** A positive integer id from a route param, or undefined. */
export function routeId(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}
