/**
 * The article calls (contract: @mall/shared/content). Shared by the help centre and news, under
 * the public 'article' query root so a logout keeps them. Errors are shown by the pages
 * themselves (an unknown article is a page state, not a pop-up).
 */
import {
  ARTICLE_LIST_URL,
  type ArticleDetail,
  type ArticleList,
  type ArticleListQuery,
  articleDetailUrl,
} from '@mall/shared/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

const STALE_MS = 5 * 60_000;

export const articleKeys = {
  list: (query: ArticleListQuery) => ['article', 'list', query] as const,
  detail: (id: number) => ['article', 'detail', id] as const,
};

export function getArticleList(query: ArticleListQuery, signal?: AbortSignal): Promise<ArticleList> {
  return api
    .get<ArticleList>(ARTICLE_LIST_URL, query, {
      silent: true,
      signal,
      cancelGroup: `article-list:${query.path}`,
    })
    .then((r) => r.data);
}

export function useArticleList(query: ArticleListQuery, enabled = true) {
  return useQuery({
    queryKey: articleKeys.list(query),
    queryFn: ({ signal }) => getArticleList(query, signal),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
    enabled,
  });
}

export function getArticle(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  return api
    .get<ArticleDetail>(articleDetailUrl(id), undefined, { silent: true, signal })
    .then((r) => r.data);
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: articleKeys.detail(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: STALE_MS,
    enabled: id > 0,
    // A missing article stays missing; retrying only delays the message.
    retry: false,
  });
}
