/** The query strings of the goods calls, checked before anything reaches a service. */
import { GOODS_SORTS, SEARCH_KEYWORDS_MAX, SEARCH_KEYWORDS_TOO_LONG } from '@mall/shared/goods';
import { parseYuan } from '@mall/shared/money';
import { z } from 'zod';
import { blankToUndefined, intField, optionalInt, pageParam } from '../../http/validation.ts';

export const MAX_PAGE_SIZE = 100;

const flag = () => z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()).transform((v) => v === '1');
const bit = () =>
  z
    .preprocess(blankToUndefined, z.enum(['0', '1']).default('0'))
    .transform((v) => (v === '1' ? 1 : 0) as 0 | 1);
const id = () => optionalInt().pipe(z.number().min(1).optional());

const keywords = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(SEARCH_KEYWORDS_MAX, SEARCH_KEYWORDS_TOO_LONG).optional(),
  );

const searchType = () =>
  z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')).transform((v) => Number(v) as 0 | 1);

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;
const yuan = () =>
  z
    .preprocess(blankToUndefined, z.string().trim().regex(YUAN, '请输入正确的金额').optional())
    .transform((v) => (v === undefined ? undefined : parseYuan(v)));

export const goodsListQuerySchema = z
  .object({
    page: pageParam(1),
    page_size: pageParam(20, MAX_PAGE_SIZE),
    category_id: id(),
    sccj_id: id(),
    brand_id: id(),
    dosage_form: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
    scope_id: id(),
    in_stock: flag(),
    price_min: yuan(),
    price_max: yuan(),
    is_jxq: flag(),
    is_free_shipping: flag(),
    yx: flag(),
    sort: z.preprocess(blankToUndefined, z.enum(GOODS_SORTS).default('default')),
    keywords: keywords(),
    type: searchType(),
    zone: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
    activity_id: id(),
  })
  // A range typed the wrong way round (¥50 - ¥5) means ¥5 to ¥50, as the buyer meant it.
  .transform((q) =>
    q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max
      ? { ...q, price_min: q.price_max, price_max: q.price_min }
      : q,
  );

export const suggestQuerySchema = z.object({
  keywords: keywords(),
  type: searchType(),
});

export const detailParamsSchema = z.object({ id: intField().pipe(z.number().min(1)) });

/** A detail link's id; 0 is how the cart and lists say "none" (a line without a tier or activity). */
const linkId = () =>
  optionalInt()
    .pipe(z.number().min(0).optional())
    .transform((v) => (v === 0 ? undefined : v));

export const detailQuerySchema = z.object({
  goods_price_id: linkId(),
  ladder_price_id: linkId(),
  goods_manjian_id: linkId(),
  is_yj: bit(),
  is_jxq: bit(),
});

export const activitiesQuerySchema = z.object({ goods_id: id() });
