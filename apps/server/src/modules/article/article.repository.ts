/** The only SQL of help categories and their articles. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema.ts';

export function listTopCategories(ex: Executor, onlyId?: number) {
  const top = isNull(articleCategories.parentId);
  return ex
    .select({ id: articleCategories.id, name: articleCategories.name, path: articleCategories.path })
    .from(articleCategories)
    .where(onlyId === undefined ? top : and(top, eq(articleCategories.id, onlyId)))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

export function listArticleTitles(ex: Executor, categoryIds: number[]) {
  return ex
    .select({ id: articles.id, categoryId: articles.categoryId, title: articles.title })
    .from(articles)
    .where(inArray(articles.categoryId, categoryIds))
    .orderBy(asc(articles.sort), asc(articles.id));
}
