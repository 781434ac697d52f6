/**
 * Wire types of the help-centre and news calls (SPEC §2 "Help and news"; paths in DESIGN §5's
 * style). News are articles too: each news list is an article category whose path is its page.
 *
 * - `GET /api/article/category` (category_id?): help categories with their article links
 *   (HelpCategory of ./focus). Only categories under /help; the news categories are not listed.
 * - `GET /api/article/list` (category_id?, path?, page, page_size): ArticleList. `path` matches an
 *   article's own page (/help/zfps/ddzf) or its category's (/help/zfps, /news/hy).
 * - `GET /api/article/{id}`: ArticleDetail; 404 for an unknown id, 422 for one that is not a
 *   positive whole number.
 */
import type { Page } from './codes.ts';

export const ARTICLE_CATEGORY_URL = '/api/article/category';
export const ARTICLE_LIST_URL = '/api/article/list';
export const articleDetailUrl = (id: number | string) => `/api/article/${id}`;

export const ARTICLE_PAGE_SIZE = 10;
export const ARTICLE_PAGE_SIZE_MAX = 50;

/** The `:type` of /news/info/:id/:type: which news list the detail was opened from. */
export type NewsType = 1 | 2;

export interface NewsSection {
  type: NewsType;
  name: string;
  /** The list page, also its category's path. */
  path: '/news/hy' | '/news/company';
}

export const NEWS_SECTIONS: readonly NewsSection[] = [
  { type: 1, name: '行业资讯', path: '/news/hy' },
  { type: 2, name: '公司新闻', path: '/news/company' },
];

export interface ArticleListQuery {
  category_id?: number;
  path?: string;
  page?: number;
  page_size?: number;
}

export interface ArticleListItem {
  id: number;
  category_id: number;
  title: string;
  /** The first sentences of the content, plain text. */
  summary: string;
  /** The page that shows the article ('' when only ?id= reaches it). */
  path: string;
  /** Publication date, China time, YYYY-MM-DD. */
  date: string;
  /** Unix seconds. */
  created_at: number;
}

export type ArticleList = Page<ArticleListItem>;

export interface ArticleNeighbour {
  id: number;
  title: string;
}

export interface ArticleDetail {
  id: number;
  title: string;
  /** Plain text; each line is a paragraph. */
  content: string;
  path: string;
  date: string;
  created_at: number;
  category: { id: number; name: string; path: string };
  /** The article listed just before this one in its category (newer news), or null. */
  prev: ArticleNeighbour | null;
  /** The one listed just after (older news), or null. */
  next: ArticleNeighbour | null;
}

export const ARTICLE_NOT_FOUND = '文章不存在或已删除';
