/**
 * Help-centre categories (ids 1–4 in this order; 3 is the service category of SPEC §9) and
 * their articles.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { GUIDE_ARTICLES, type HelpArticleSeed } from './help-guide.ts';
import { SERVICE_ARTICLES } from './help-service.ts';
import { SERVICE_GROUP_ARTICLES } from './help-service-group.ts';

/** Ids 1–4 came first; the service group (7) was added after the news categories (5, 6). */
const HELP_CATEGORIES: [id: number, name: string, path: string, sort: number, titles: string[]][] = [
  [1, '新手指南', '/help/xrzn', 10, ['会员注册', '购物指南', '安全购药', '资质上传说明']],
  [7, '服务中心', '/help/fwzx', 15, ['在线客服', '服务时间', '常见问题', '客户经理服务']],
  [2, '支付配送', '/help/zfps', 20, ['订单支付', '货物配送', '药品退货', '发票说明']],
  [3, '服务保障', '/help/fwbz', 30, ['网站资质', '用户协议', '专属客服', '售后服务']],
  [4, '关于我们', '/help/us', 40, ['投诉建议', '联系我们', '公司简介']],
];

/** articles has no path column in the foundation schema; fill it when a migration adds one. */
async function hasArticlePath(handle: DbHandle): Promise<boolean> {
  const rows = await handle.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'articles' AND column_name = 'path'",
  );
  return (rows[0]?.n ?? 0) > 0;
}

export async function seedArticles(handle: DbHandle, createdAt: Date): Promise<void> {
  await bulkInsert(
    handle,
    'article_categories',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'path', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    HELP_CATEGORIES.map(([id, name, path, sort]) => [id, name, path, sort]),
  );
  const byTitle = new Map<string, HelpArticleSeed>(
    [...GUIDE_ARTICLES, ...SERVICE_ARTICLES, ...SERVICE_GROUP_ARTICLES].map((a) => [a.title, a]),
  );
  const withPath = await hasArticlePath(handle);
  const rows: unknown[][] = [];
  // Article ids follow category ids, so those of the first four categories never moved.
  [...HELP_CATEGORIES]
    .sort((a, b) => a[0] - b[0])
    .forEach(([categoryId, , , , titles]) => {
      titles.forEach((title, i) => {
        const article = byTitle.get(title);
        if (!article) throw new Error(`help article ${title} is missing`);
        const row = [rows.length + 1, categoryId, article.title, article.content, (i + 1) * 10, createdAt];
        rows.push(withPath ? [...row, article.path] : row);
      });
    });
  await bulkInsert(
    handle,
    'articles',
    [
      { name: 'id', kind: 'int' },
      { name: 'category_id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'content', kind: 'text' },
      { name: 'sort', kind: 'int' },
      { name: 'created_at', kind: 'timestamptz' },
      ...(withPath ? [{ name: 'path', kind: 'text' as const }] : []),
    ],
    rows,
  );
}
