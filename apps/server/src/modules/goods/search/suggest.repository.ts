/** Header suggestions: the top goods or manufacturers a keyword finds. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { goodsConditions } from '../catalogue-filter.ts';
import { rowsOf } from '../sql-rows.ts';
import type { CatalogueViewer } from '../visibility.ts';
import type { SearchKeyword } from './keywords.ts';
import { fullPinyinPattern, searchHits } from './search-hits.ts';

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

/** Manufacturers with at least one goods on sale, ranked, then by how many they sell. */
export function suggestManufacturers(
  ex: Executor,
  keyword: SearchKeyword,
  limit: number,
): Promise<ManufacturerSuggestionRow[]> {
  const like = `%${keyword.like}%`;
  const exact = [sql`lower(m.name) = lower(${keyword.text})`];
  const prefix = [sql`m.name ILIKE ${`${keyword.like}%`}`];
  const match = [sql`m.name ILIKE ${like}`];
  if (keyword.pinyin) {
    exact.push(sql`m.initials = ${keyword.pinyin}`, sql`m.pinyin = ${keyword.pinyin}`);
    prefix.push(sql`m.initials LIKE ${`${keyword.pinyin}%`}`, sql`m.pinyin LIKE ${`${keyword.pinyin}%`}`);
    match.push(
      sql`m.initials LIKE ${`${keyword.pinyin}%`}`,
      sql`m.pinyin LIKE ${fullPinyinPattern(keyword.pinyin)}`,
    );
  }
  return rowsOf<ManufacturerSuggestionRow>(
    ex,
    sql`SELECT * FROM (
        SELECT m.id, m.name,
          CASE WHEN ${sql.join(exact, sql` OR `)} THEN 0 WHEN ${sql.join(prefix, sql` OR `)} THEN 1 ELSE 2 END AS rank,
          (SELECT count(*)::int FROM goods g WHERE g.manufacturer_id = m.id AND g.is_on_sale) AS goods_count
        FROM manufacturers m WHERE ${sql.join(match, sql` OR `)}
      ) found WHERE goods_count > 0
      ORDER BY rank, goods_count DESC, id LIMIT ${limit}`,
  );
}
