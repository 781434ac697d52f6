/** The SQL of the goods detail: the goods, all its offers, its category path and related goods. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { goodsConditions } from './catalogue-filter.repository.ts';
import { bestOfferOrder, type OfferRow, offerColumns, offerRank } from './goods-columns.repository.ts';
import type { CatalogueViewer } from './visibility.ts';

export interface GoodsDetailRow {
  id: number;
  trade_name: string;
  generic_name: string;
  dosage_form: string;
  approval_number: string;
  middle_pack: number;
  case_pack: number;
  storage: string;
  description: string;
  scope_id: number;
  scope_name: string;
  manufacturer_id: number;
  brand_id: number | null;
  brand_name: string | null;
  brand_logo: string | null;
  category_id: number;
  sales: number;
  is_on_sale: boolean;
  /** null when the goods is not controlled */
  allowed_provinces: string[] | null;
  allowed_customer_types: string[] | null;
}

export async function findGoodsDetail(ex: Executor, id: number): Promise<GoodsDetailRow | undefined> {
  const rows = await rowsOf<GoodsDetailRow>(
    ex,
    sql`SELECT g.id, g.trade_name, g.generic_name, g.dosage_form, g.approval_number, g.middle_pack,
        g.case_pack, g.storage, g.description, g.scope_id, s.name AS scope_name, g.manufacturer_id,
        g.brand_id, b.name AS brand_name, b.logo AS brand_logo, g.category_id, g.sales, g.is_on_sale,
        cr.allowed_provinces, cr.allowed_customer_types
      FROM goods g
      JOIN business_scopes s ON s.id = g.scope_id
      LEFT JOIN brands b ON b.id = g.brand_id
      LEFT JOIN control_rules cr ON cr.goods_id = g.id
      WHERE g.id = ${id}`,
  );
  return rows[0];
}

/** Every offer of the goods, buyable with stock first, then cheapest (to readers who may see prices). */
export function listOffersOfGoods(
  ex: Executor,
  goodsId: number,
  viewer: CatalogueViewer | null,
): Promise<OfferRow[]> {
  return rowsOf<OfferRow>(
    ex,
    sql`SELECT ${offerColumns} FROM goods g JOIN offers o ON o.goods_id = g.id
      JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE g.id = ${goodsId}
      ORDER BY ${offerRank(viewer?.approved === true)}`,
  );
}

export interface OfferExtrasRow {
  offer_id: number;
  original_price: number | null;
  /** Unix seconds */
  sale_starts_at: number | null;
  sale_ends_at: number | null;
  /** the store's in-window negotiated price, fen */
  yj_price: number | null;
}

/** What the cart prices besides the catalogue columns: flash windows and the store's negotiated prices. */
export function listOfferExtras(
  ex: Executor,
  goodsId: number,
  companyId: number | null,
): Promise<OfferExtrasRow[]> {
  return rowsOf<OfferExtrasRow>(
    ex,
    sql`SELECT o.id AS offer_id, o.original_price,
        extract(epoch FROM o.sale_starts_at)::float8 AS sale_starts_at,
        extract(epoch FROM o.sale_ends_at)::float8 AS sale_ends_at,
        (SELECT np.price FROM negotiated_prices np WHERE np.company_id = ${companyId} AND np.offer_id = o.id
          AND (np.starts_at IS NULL OR np.starts_at <= now()) AND (np.ends_at IS NULL OR np.ends_at > now())
        ) AS yj_price
      FROM offers o WHERE o.goods_id = ${goodsId}`,
  );
}

/** Root first. */
export function categoryPath(ex: Executor, categoryId: number): Promise<{ id: number; name: string }[]> {
  return rowsOf(
    ex,
    sql`WITH RECURSIVE up(id, name, parent_id, depth) AS (
        SELECT id, name, parent_id, 0 FROM categories WHERE id = ${categoryId}
        UNION ALL
        SELECT c.id, c.name, c.parent_id, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
      ) SELECT id, name FROM up ORDER BY depth DESC`,
  );
}

/** Best sellers of the same category the reader may see, without the goods itself. */
export function listRelated(
  ex: Executor,
  goods: { id: number; categoryId: number },
  viewer: CatalogueViewer | null,
  limit: number,
): Promise<OfferRow[]> {
  return rowsOf<OfferRow>(
    ex,
    sql`SELECT ${offerColumns} FROM goods g
      JOIN LATERAL (SELECT * FROM offers o WHERE o.goods_id = g.id ${bestOfferOrder(viewer)}) o ON true
      JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE g.category_id = ${goods.categoryId} AND g.id <> ${goods.id} AND ${goodsConditions({}, viewer)}
      ORDER BY g.sales DESC, g.id LIMIT ${limit}`,
  );
}
