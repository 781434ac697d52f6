/**
 * The SQL of the goods lists and search pages. One row per goods with its best offer among the
 * offers matching the filters: a wholesale buyer compares drugs first, then picks a warehouse on
 * the detail page, where every offer is listed (offer_count tells the list there are more).
 */
import type { GoodsSort } from '@mall/shared/goods';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { type CatalogueFilter, goodsConditions, offerConditions } from './catalogue-filter.repository.ts';
import { bestOfferOrder, type OfferRow, offerColumns } from './goods-columns.repository.ts';
import { searchHits } from './search/search-hits.repository.ts';
import type { CatalogueViewer } from './visibility.ts';

function orderOf(sort: GoodsSort, searching: boolean): SQL {
  switch (sort) {
    case 'sales':
      return sql`g.sales DESC, g.id`;
    case 'price_asc':
      return sql`o.base_price, g.id`;
    case 'price_desc':
      return sql`o.base_price DESC, g.id`;
    case 'newest':
      return sql`g.created_at DESC, g.id DESC`;
    default:
      return searching ? sql`h.rank, g.sales DESC, g.id` : sql`g.id`;
  }
}

export interface PageRequest {
  sort: GoodsSort;
  limit: number;
  offset: number;
}

/**
 * A page is two statements: the page's goods ids (pageIds), then their rows (rowsOfGoods). One
 * statement joining both planned several times slower than either ran, and the rows, which
 * carry stock and prices, are then read only for the page.
 */
export async function rowsOfGoods(
  ex: Executor,
  ids: number[],
  filter: CatalogueFilter,
  viewer: CatalogueViewer | null,
): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<OfferRow>(
    ex,
    sql`SELECT ${offerColumns}
      FROM goods g
      JOIN LATERAL (SELECT * FROM offers o WHERE o.goods_id = g.id${bestOfferWhere(filter, viewer)} ${bestOfferOrder(viewer)}) o ON true
      JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE g.id = ANY(${sql.param(ids)}::int[]) AND g.is_on_sale`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function bestOfferWhere(filter: CatalogueFilter, viewer: CatalogueViewer | null): SQL {
  const offer = offerConditions(filter, 'o', viewer);
  return offer.length ? sql` AND ${sql.join(offer, sql` AND `)}` : sql``;
}

export async function pageIds(
  ex: Executor,
  filter: CatalogueFilter,
  viewer: CatalogueViewer | null,
  page: PageRequest,
): Promise<number[]> {
  const where = goodsConditions(filter, viewer);
  const keyword = filter.keyword;
  // Ranked and sales orders agree with each name's best-selling-first order, so each matched
  // name only needs to yield as many goods as the page reaches.
  const salesOrdered = page.sort === 'default' || page.sort === 'sales';
  const head = keyword
    ? sql`${searchHits(keyword, filter.searchType ?? 0, where, salesOrdered ? page.offset + page.limit : null)} `
    : sql``;
  const from = keyword ? sql`hits h JOIN goods g ON g.id = h.id` : sql`goods g`;
  const byPrice = page.sort === 'price_asc' || page.sort === 'price_desc';
  const bestOffer = byPrice
    ? sql` JOIN LATERAL (SELECT o.base_price FROM offers o WHERE o.goods_id = g.id${bestOfferWhere(filter, viewer)} ${bestOfferOrder(viewer)}) o ON true`
    : sql``;
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`${head}SELECT g.id FROM ${from}${bestOffer}
      ${keyword ? sql`` : sql`WHERE ${where}`}
      ORDER BY ${orderOf(page.sort, Boolean(keyword))}
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((r) => r.id);
}

export interface FacetRow {
  dimension: 'all' | 'manufacturer' | 'brand' | 'dosage_form' | 'scope';
  id: number | null;
  label: string | null;
  n: number;
}

/** The total and the filter-bar counts of the whole result, in one pass. */
export function aggregateResult(
  ex: Executor,
  filter: CatalogueFilter,
  viewer: CatalogueViewer | null,
): Promise<FacetRow[]> {
  const where = goodsConditions(filter, viewer);
  const keyword = filter.keyword;
  const head = keyword ? sql`${searchHits(keyword, filter.searchType ?? 0, where, null)}, ` : sql`WITH `;
  const source = keyword
    ? sql`SELECT g.manufacturer_id, g.brand_id, g.dosage_form, g.scope_id FROM hits h JOIN goods g ON g.id = h.id`
    : sql`SELECT g.manufacturer_id, g.brand_id, g.dosage_form, g.scope_id FROM goods g WHERE ${where}`;
  return rowsOf<FacetRow>(
    ex,
    sql`${head}result AS (${source}),
      counted AS (
        SELECT grouping(manufacturer_id) AS gm, grouping(brand_id) AS gb, grouping(dosage_form) AS gd,
          grouping(scope_id) AS gs, manufacturer_id, brand_id, dosage_form, scope_id, count(*)::int AS n
        FROM result
        GROUP BY GROUPING SETS ((), (manufacturer_id), (brand_id), (dosage_form), (scope_id)))
      SELECT CASE WHEN gm = 0 THEN 'manufacturer' WHEN gb = 0 THEN 'brand' WHEN gd = 0 THEN 'dosage_form'
          WHEN gs = 0 THEN 'scope' ELSE 'all' END AS dimension,
        coalesce(c.manufacturer_id, c.brand_id, c.scope_id) AS id,
        coalesce(mf.name, b.name, c.dosage_form, bs.name) AS label, c.n
      FROM counted c
      LEFT JOIN manufacturers mf ON c.gm = 0 AND mf.id = c.manufacturer_id
      LEFT JOIN brands b ON c.gb = 0 AND b.id = c.brand_id
      LEFT JOIN business_scopes bs ON c.gs = 0 AND bs.id = c.scope_id
      ORDER BY c.n DESC, 2`,
  );
}
