/** The only SQL of help categories, help articles and news (news are articles of /news categories). */
import { and, asc, eq, inArray, isNull, like, type SQL, sql } from 'drizzle-orm';
import { chinaChar } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema.ts';
import { epoch, rowsOf } from '../../db/sql-rows.ts';

/** The help centre's categories; the news lists are categories too but live under /news. */
export function listTopCategories(ex: Executor, onlyId?: number) {
  const top = and(isNull(articleCategories.parentId), like(articleCategories.path, '/help%'));
  return ex
    .select({ id: articleCategories.id, name: articleCategories.name, path: articleCategories.path })
    .from(articleCategories)
    .where(onlyId === undefined ? top : and(top, eq(articleCategories.id, onlyId)))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

export function listArticleTitles(ex: Executor, categoryIds: number[]) {
  return ex
    .select({ id: articles.id, categoryId: articles.categoryId, title: articles.title, path: articles.path })
    .from(articles)
    .where(inArray(articles.categoryId, categoryIds))
    .orderBy(asc(articles.sort), asc(articles.id));
}

/** One order for every list and for previous/next: the operator's sort, then newest first. */
const ORDER = sql`a.sort, a.created_at DESC, a.id DESC`;
const localDate = chinaChar(sql`a.created_at`, 'YYYY-MM-DD');

export interface ArticleFilter {
  categoryId?: number;
  path?: string;
}

export interface ArticleRow {
  id: number;
  category_id: number;
  title: string;
  content: string;
  path: string;
  date: string;
  created_at: number;
}

function whereOf(filter: ArticleFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filter.categoryId !== undefined) parts.push(sql`a.category_id = ${filter.categoryId}`);
  if (filter.path !== undefined) parts.push(sql`(a.path = ${filter.path} OR c.path = ${filter.path})`);
  return sql.join(parts, sql` AND `);
}

export async function pageArticles(
  ex: Executor,
  filter: ArticleFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = whereOf(filter);
  const from = sql`articles a JOIN article_categories c ON c.id = a.category_id`;
  const [rows, counted] = await Promise.all([
    rowsOf<ArticleRow>(
      ex,
      sql`SELECT a.id, a.category_id, a.title, a.content, a.path, ${localDate} AS date,
          ${epoch(sql`a.created_at`)} AS created_at
        FROM ${from} WHERE ${where} ORDER BY ${ORDER} LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export interface ArticleDetailRow extends ArticleRow {
  category_name: string;
  category_path: string;
}

export async function findArticle(ex: Executor, id: number): Promise<ArticleDetailRow | undefined> {
  const rows = await rowsOf<ArticleDetailRow>(
    ex,
    sql`SELECT a.id, a.category_id, a.title, a.content, a.path, ${localDate} AS date,
        ${epoch(sql`a.created_at`)} AS created_at, c.name AS category_name, c.path AS category_path
      FROM articles a JOIN article_categories c ON c.id = a.category_id WHERE a.id = ${id}`,
  );
  return rows[0];
}

/** The articles just before (step -1) and after (+1) this one in its category's list order. */
export async function findNeighbours(
  ex: Executor,
  categoryId: number,
  id: number,
): Promise<{ id: number; title: string; step: number }[]> {
  return rowsOf(
    ex,
    sql`WITH ordered AS (
        SELECT a.id, a.title, row_number() OVER (ORDER BY ${ORDER}) AS n
        FROM articles a WHERE a.category_id = ${categoryId}
      )
      SELECT o.id, o.title, (o.n - me.n)::int AS step
      FROM ordered o JOIN ordered me ON me.id = ${id}
      WHERE o.n IN (me.n - 1, me.n + 1)`,
  );
}
