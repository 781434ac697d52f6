/** Header suggestions: the top goods or manufacturers a keyword finds. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/sql-rows.ts';
import { goodsConditions } from '../catalogue-filter.repository.ts';
import type { CatalogueViewer } from '../visibility.ts';
import type { SearchKeyword } from './keywords.ts';
import { keywordMatch, searchHits, spelledColumns } from './search-hits.repository.ts';

export interface GoodsSuggestionRow {
  id: number;
  name: string;
  spec: string;
  sccj: string;
}

export function suggestGoods(
  ex: Executor,
  keyword: SearchKeyword,
  viewer: CatalogueViewer | null,
  limit: number,
): Promise<GoodsSuggestionRow[]> {
  const hits = searchHits(keyword, 0, goodsConditions({}, viewer), limit);
  return rowsOf<GoodsSuggestionRow>(
    ex,
    sql`${hits} SELECT g.id, g.name, g.spec, m.name AS sccj
      FROM hits h JOIN goods g ON g.id = h.id JOIN manufacturers m ON m.id = g.manufacturer_id
      ORDER BY h.rank, g.sales DESC, g.id LIMIT ${limit}`,
  );
}

export interface ManufacturerSuggestionRow {
  id: number;
  name: string;
  goods_count: number;
}

/**
 * Manufacturers with at least one goods this reader may see and buy from (the goods list's own
 * conditions: on sale, visible under 控销, with an offer), ranked, then by how many: the count is
 * what the list for that manufacturer then shows this reader.
 */
export function suggestManufacturers(
  ex: Executor,
  keyword: SearchKeyword,
  viewer: CatalogueViewer | null,
  limit: number,
): Promise<ManufacturerSuggestionRow[]> {
  const maker = keywordMatch(spelledColumns('m', 'name'), keyword);
  return rowsOf<ManufacturerSuggestionRow>(
    ex,
    sql`SELECT * FROM (
        SELECT m.id, m.name,
          ${maker.rank} AS rank,
          (SELECT count(*)::int FROM goods g
            WHERE g.manufacturer_id = m.id AND ${goodsConditions({}, viewer)}) AS goods_count
        FROM manufacturers m WHERE ${maker.where}
      ) found WHERE goods_count > 0
      ORDER BY rank, goods_count DESC, id LIMIT ${limit}`,
  );
}
