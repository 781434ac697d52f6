/**
 * Articles in the console: help, news and the store's notices, each in its category (栏目), as
 * plain text. Each change is one transaction with its audit row, then the store's caches are
 * dropped (the home block keeps its news a while).
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminArticle, AdminArticleCategory, AdminArticleItem } from '@mall/shared/admin-content';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import {
  articleCategoryExists,
  deleteArticle,
  findArticleRow,
  insertArticle,
  listArticleCategories,
  pageArticleRows,
  updateArticle,
} from './admin-content.repository.ts';
import type { ArticleBody } from './admin-content.schemas.ts';
import { audit, type ContentActor, change, type Paging, paged, windowOf } from './admin-content.service.ts';

const ARTICLE_NOT_FOUND = '文章不存在';

export function articleCategoryList(ctx: AppContext): Promise<AdminArticleCategory[]> {
  return listArticleCategories(ctx.db);
}

export async function articleList(
  ctx: AppContext,
  filter: { categoryId?: number; keyword?: string },
  p: Paging,
): Promise<Paged<AdminArticleItem>> {
  const { rows, total } = await pageArticleRows(ctx.db, filter, windowOf(p));
  return paged(rows, total, p);
}

export async function articleDetail(ctx: AppContext, id: number): Promise<AdminArticle> {
  const row = await findArticleRow(ctx.db, id);
  if (!row) throw new AppError('not_found', ARTICLE_NOT_FOUND);
  return row;
}

export function saveArticle(ctx: AppContext, actor: ContentActor, id: number | null, body: ArticleBody) {
  return change(ctx, async (tx) => {
    const before = id === null ? null : await findArticleRow(tx, id);
    if (id !== null && !before) throw new AppError('not_found', ARTICLE_NOT_FOUND);
    if (!(await articleCategoryExists(tx, body.category_id)))
      throw AppError.validation({ category_id: ['栏目不存在'] });
    const values = {
      categoryId: body.category_id,
      title: body.title,
      content: body.content,
      path: body.path,
      sort: body.sort,
    };
    const savedId = id ?? (await insertArticle(tx, values));
    if (id !== null) await updateArticle(tx, id, values);
    const after = (await findArticleRow(tx, savedId)) as AdminArticle;
    await recordAudit(tx, {
      ...audit(actor),
      action: id === null ? 'article.create' : 'article.update',
      targetType: 'article',
      targetId: savedId,
      before: before ?? null,
      after,
    });
    return after;
  });
}

export function removeArticle(ctx: AppContext, actor: ContentActor, id: number) {
  return change(ctx, async (tx) => {
    const before = await findArticleRow(tx, id);
    if (!before) throw new AppError('not_found', ARTICLE_NOT_FOUND);
    await deleteArticle(tx, id);
    await recordAudit(tx, {
      ...audit(actor),
      action: 'article.delete',
      targetType: 'article',
      targetId: id,
      before,
      after: null,
    });
    return { id };
  });
}
