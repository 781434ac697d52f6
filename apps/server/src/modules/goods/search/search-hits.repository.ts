/**
 * The goods a keyword finds, ranked exact (0) > prefix (1) > inside (2), as two CTEs
 * (`terms`, `hits(id, rank)`) to put in front of a query. Drug search (type 0) matches the
 * distinct names of search_terms and approval numbers; manufacturer search (type 1) matches
 * manufacturers the same way. Each matched name or manufacturer then yields its goods
 * best-selling first through a (name, sales) index, at most `perTerm` of them when the caller
 * only needs the top of the sales order.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SearchKeyword } from './keywords.ts';
import { MIN_INNER_LETTERS, unitStartPattern } from './spelling.ts';

/** The columns of a searched row (alias included): its text and, for names, its spellings. */
export interface SearchedColumns {
  text: SQL;
  spelled: { pinyin: SQL; initials: SQL; pinyinWords: SQL; initialsWords: SQL } | null;
}

export const spelledColumns = (alias: string, text: string): SearchedColumns => {
  const c = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    text: c(text),
    spelled: {
      pinyin: c('pinyin'),
      initials: c('initials'),
      pinyinWords: c('pinyin_words'),
      initialsWords: c('initials_words'),
    },
  };
};

/**
 * `where` finds the rows a keyword matches and `rank` ranks them. Chinese text matches anywhere.
 * Pinyin (full or initials) matches from the start, or from inside once it has two letters: the
 * run-together spelling narrows through its trigram index, then the by-unit spelling checks that
 * the match begins on a character (initials) or a syllable (full pinyin), not inside one.
 */
export function keywordMatch(columns: SearchedColumns, keyword: SearchKeyword): { where: SQL; rank: SQL } {
  const { text, spelled } = columns;
  const exact = [sql`lower(${text}) = lower(${keyword.text})`];
  const prefix = [sql`${text} ILIKE ${`${keyword.like}%`}`];
  const any = [sql`${text} ILIKE ${`%${keyword.like}%`}`];
  const kw = keyword.pinyin;
  if (kw && spelled) {
    exact.push(sql`${spelled.pinyin} = ${kw}`, sql`${spelled.initials} = ${kw}`);
    const starts = [sql`${spelled.pinyin} LIKE ${`${kw}%`}`, sql`${spelled.initials} LIKE ${`${kw}%`}`];
    prefix.push(...starts);
    any.push(...starts);
    if (kw.length >= MIN_INNER_LETTERS) {
      const inside = `%${kw}%`;
      const unitStart = unitStartPattern(kw);
      any.push(
        sql`(${spelled.initials} LIKE ${inside} AND ${spelled.initialsWords} ~ ${unitStart})`,
        sql`(${spelled.pinyin} LIKE ${inside} AND ${spelled.pinyinWords} ~ ${unitStart})`,
      );
    }
  }
  return {
    where: sql`(${sql.join(any, sql` OR `)})`,
    rank: sql`CASE WHEN ${sql.join(exact, sql` OR `)} THEN 0 WHEN ${sql.join(prefix, sql` OR `)} THEN 1 ELSE 2 END`,
  };
}

const limitOf = (perTerm: number | null) => (perTerm === null ? sql`` : sql` LIMIT ${perTerm}`);

/** `WITH terms AS (…), hits AS (…)`; `where` filters goods (alias g). */
export function searchHits(keyword: SearchKeyword, type: 0 | 1, where: SQL, perTerm: number | null): SQL {
  const limit = limitOf(perTerm);
  const order = sql`ORDER BY g.sales DESC, g.id${limit}`;
  if (type === 1) {
    const maker = keywordMatch(spelledColumns('m', 'name'), keyword);
    return sql`WITH terms AS (
        SELECT m.id, ${maker.rank} AS rank FROM manufacturers m WHERE ${maker.where}),
      hits AS (
        SELECT x.id, t.rank FROM terms t CROSS JOIN LATERAL (
          SELECT g.id FROM goods g WHERE g.manufacturer_id = t.id AND ${where} ${order}) x)`;
  }
  const term = keywordMatch(spelledColumns('s', 'term'), keyword);
  const approvalNumber = keywordMatch({ text: sql`g.approval_number`, spelled: null }, keyword);
  const approval = keyword.approval
    ? sql` UNION ALL (SELECT g.id, ${approvalNumber.rank} AS rank FROM goods g
        WHERE ${approvalNumber.where} AND ${where} ${order})`
    : sql``;
  return sql`WITH terms AS (
      SELECT s.term, ${term.rank} AS rank FROM search_terms s WHERE ${term.where}),
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
