/** Help categories with their article links, article lists (help and news) and one article. */
import {
  ARTICLE_NOT_FOUND,
  type ArticleDetail,
  type ArticleList,
  type ArticleListItem,
  type ArticleNeighbour,
} from '@mall/shared/content';
import type { HelpCategory } from '@mall/shared/focus';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type ArticleFilter,
  type ArticleRow,
  findArticle,
  findNeighbours,
  listArticleTitles,
  listTopCategories,
  pageArticles,
} from './article.repository.ts';

const SUMMARY_CHARS = 90;

export async function getHelpCategories(ex: Executor, categoryId?: number): Promise<HelpCategory[]> {
  const categories = await listTopCategories(ex, categoryId);
  if (categories.length === 0) return [];
  const titles = await listArticleTitles(
    ex,
    categories.map((c) => c.id),
  );
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    path: c.path,
    children: titles
      .filter((t) => t.categoryId === c.id)
      // The article's own page when it has one, so a menu can link straight to it.
      .map((t) => ({ id: t.id, name: t.title, path: t.path || c.path })),
  }));
}

/** The opening of the text on one line, cut at a character boundary (never inside a surrogate pair). */
export function summaryOf(content: string): string {
  const flat = content.replace(/\s*\n\s*/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= SUMMARY_CHARS ? flat : `${chars.slice(0, SUMMARY_CHARS).join('')}…`;
}

function toItem(row: ArticleRow): ArticleListItem {
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    summary: summaryOf(row.content),
    path: row.path,
    date: row.date,
    created_at: Math.floor(row.created_at),
  };
}

export async function listArticles(
  ex: Executor,
  filter: ArticleFilter,
  page: number,
  pageSize: number,
): Promise<ArticleList> {
  const { rows, total } = await pageArticles(ex, filter, pageSize, (page - 1) * pageSize);
  return { list: rows.map(toItem), total, page, page_size: pageSize };
}

export async function getArticle(ex: Executor, id: number): Promise<ArticleDetail> {
  const row = await findArticle(ex, id);
  if (!row) throw new AppError('not_found', ARTICLE_NOT_FOUND);
  const neighbours = await findNeighbours(ex, row.category_id, row.id);
  const at = (step: number): ArticleNeighbour | null => {
    const n = neighbours.find((x) => x.step === step);
    return n ? { id: n.id, title: n.title } : null;
  };
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    path: row.path,
    date: row.date,
    created_at: Math.floor(row.created_at),
    category: { id: row.category_id, name: row.category_name, path: row.category_path },
    prev: at(-1),
    next: at(1),
  };
}
