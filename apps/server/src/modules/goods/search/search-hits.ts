/**
 * The goods a keyword finds, ranked exact (0) > prefix (1) > substring (2), as two CTEs
 * (`terms`, `hits(id, rank)`) to put in front of a query. Drug search (type 0) matches the
 * distinct names of search_terms (Chinese substring, full pinyin, pinyin-initials prefix) and
 * approval numbers; manufacturer search (type 1) matches manufacturers the same way. Each matched
 * name or manufacturer then yields its goods best-selling first through a (name, sales) index,
 * at most `perTerm` of them when the caller only needs the top of the sales order.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SearchKeyword } from './keywords.ts';

function rankOf(column: SQL, keyword: SearchKeyword, pinyinColumns: [SQL, SQL] | null): SQL {
  const exact = [sql`lower(${column}) = lower(${keyword.text})`];
  const prefix = [sql`${column} ILIKE ${`${keyword.like}%`}`];
  if (keyword.pinyin && pinyinColumns) {
    const [full, initials] = pinyinColumns;
    exact.push(sql`${full} = ${keyword.pinyin}`, sql`${initials} = ${keyword.pinyin}`);
    prefix.push(sql`${full} LIKE ${`${keyword.pinyin}%`}`, sql`${initials} LIKE ${`${keyword.pinyin}%`}`);
  }
  return sql`CASE WHEN ${sql.join(exact, sql` OR `)} THEN 0 WHEN ${sql.join(prefix, sql` OR `)} THEN 1 ELSE 2 END`;
}

function matchOf(column: SQL, keyword: SearchKeyword, pinyinColumns: [SQL, SQL] | null): SQL {
  const any = [sql`${column} ILIKE ${`%${keyword.like}%`}`];
  if (keyword.pinyin && pinyinColumns) {
    const [full, initials] = pinyinColumns;
    any.push(
      sql`${initials} LIKE ${`${keyword.pinyin}%`}`,
      sql`${full} LIKE ${fullPinyinPattern(keyword.pinyin)}`,
    );
  }
  return sql.join(any, sql` OR `);
}

/**
 * Full pinyin matches anywhere from three letters on; one or two letters (a, am) inside a pinyin
 * string match nearly every name, so they match only its start.
 */
export const fullPinyinPattern = (pinyin: string) => (pinyin.length >= 3 ? `%${pinyin}%` : `${pinyin}%`);

const limitOf = (perTerm: number | null) => (perTerm === null ? sql`` : sql` LIMIT ${perTerm}`);

/** `WITH terms AS (…), hits AS (…)`; `where` filters goods (alias g). */
export function searchHits(keyword: SearchKeyword, type: 0 | 1, where: SQL, perTerm: number | null): SQL {
  const limit = limitOf(perTerm);
  const order = sql`ORDER BY g.sales DESC, g.id${limit}`;
  if (type === 1) {
    const cols: [SQL, SQL] = [sql`m.pinyin`, sql`m.initials`];
    return sql`WITH terms AS (
        SELECT m.id, ${rankOf(sql`m.name`, keyword, cols)} AS rank FROM manufacturers m
        WHERE ${matchOf(sql`m.name`, keyword, cols)}),
      hits AS (
        SELECT x.id, t.rank FROM terms t CROSS JOIN LATERAL (
          SELECT g.id FROM goods g WHERE g.manufacturer_id = t.id AND ${where} ${order}) x)`;
  }
  const cols: [SQL, SQL] = [sql`s.pinyin`, sql`s.initials`];
  const approval = keyword.approval
    ? sql` UNION ALL (SELECT g.id, ${rankOf(sql`g.approval_number`, keyword, null)} AS rank FROM goods g
        WHERE g.approval_number ILIKE ${`%${keyword.like}%`} AND ${where} ${order})`
    : sql``;
  return sql`WITH terms AS (
      SELECT s.term, ${rankOf(sql`s.term`, keyword, cols)} AS rank FROM search_terms s
      WHERE ${matchOf(sql`s.term`, keyword, cols)}),
    hits AS (
      SELECT id, min(rank) AS rank FROM (
        SELECT x.id, t.rank FROM terms t CROSS JOIN LATERAL (
          SELECT g.id FROM goods g WHERE g.name = t.term AND ${where} ${order}) x
        UNION ALL
        SELECT x.id, t.rank FROM terms t CROSS JOIN LATERAL (
          SELECT g.id FROM goods g WHERE g.generic_name = t.term AND g.generic_name <> g.name
            AND ${where} ${order}) x${approval}
      ) found GROUP BY id)`;
}
