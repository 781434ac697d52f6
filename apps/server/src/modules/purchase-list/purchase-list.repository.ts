/**
 * The only SQL of the purchase-list import: the goods a store may see (on sale, not controlled
 * away from it) whose approval number is one of the list's, or whose name or generic name
 * contains, or is contained in, one of the list's names; each with its best offer.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { visibleTo } from '../goods/catalogue-filter.repository.ts';
import { bestOfferOrder, type OfferRow, offerColumns } from '../goods/goods-columns.repository.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';

/** Enough for 200 rows with a few candidates each. */
const MAX_CANDIDATES = 2000;

export function findCandidates(
  ex: Executor,
  viewer: CatalogueViewer,
  approvals: readonly string[],
  names: readonly string[],
): Promise<OfferRow[]> {
  if (approvals.length === 0 && names.length === 0) return Promise.resolve([]);
  const patterns = names.map(containsPattern);
  return rowsOf<OfferRow>(
    ex,
    sql`SELECT ${offerColumns}
      FROM goods g
      JOIN LATERAL (SELECT * FROM offers o WHERE o.goods_id = g.id ${bestOfferOrder(viewer)}) o ON true
      JOIN manufacturers m ON m.id = g.manufacturer_id
      WHERE g.is_on_sale AND ${visibleTo(viewer)}
        AND (upper(regexp_replace(g.approval_number, '\\s', '', 'g')) = ANY(${sql.param([...approvals])}::text[])
          OR g.name ILIKE ANY(${sql.param(patterns)}::text[])
          OR g.generic_name ILIKE ANY(${sql.param(patterns)}::text[])
          OR EXISTS (SELECT 1 FROM unnest(${sql.param([...names])}::text[]) n
            WHERE length(g.name) >= 2 AND strpos(lower(n), lower(g.name)) > 0))
      ORDER BY g.id
      LIMIT ${MAX_CANDIDATES}`,
  );
}
