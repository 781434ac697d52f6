import type { ArticleDetail, ArticleList } from '@mall/shared/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { chinaCharText } from '../../db/china-time.ts';

interface Row {
  id: number;
  title: string;
  content: string;
  date: string;
}

describe('GET /api/article/list and /api/article/{id}', () => {
  let t: TestApp;
  /** The industry-news category as the database holds it, in list order (newest first). */
  let industry: Row[];
  let industryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [category] = await t.handle.query<{ id: number }>(
      "SELECT id FROM article_categories WHERE path = '/news/hy'",
    );
    industryId = category?.id ?? 0;
    industry = await t.handle.query<Row>(
      `SELECT id, title, content, ${chinaCharText('created_at', 'YYYY-MM-DD')} AS date
       FROM articles WHERE category_id = $1 ORDER BY sort, created_at DESC, id DESC`,
      [industryId],
    );
  });
  afterAll(() => t.close());

  it('pages a news list by its path, newest first, with dates and one-line summaries', async () => {
    expect(industry.length).toBeGreaterThan(10);
    const first = await t.client().get<ArticleList>('/api/article/list', { path: '/news/hy', page_size: 5 });
    expect(first.body.code).toBe(10000);
    expect(first.body.data.total).toBe(industry.length);
    expect(first.body.data.page).toBe(1);
    expect(first.body.data.page_size).toBe(5);
    expect(first.body.data.list.map((a) => a.id)).toEqual(industry.slice(0, 5).map((a) => a.id));
    const dates = first.body.data.list.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const [i, item] of first.body.data.list.entries()) {
      expect(item.date).toBe(industry[i]?.date);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.summary).not.toContain('\n');
      expect(item.summary.slice(0, 10)).toBe(industry[i]?.content.slice(0, 10));
      expect(item.category_id).toBe(industryId);
    }
    const third = await t.client().get<ArticleList>('/api/article/list', {
      category_id: industryId,
      page: 3,
      page_size: 5,
    });
    expect(third.body.data.list.map((a) => a.id)).toEqual(industry.slice(10, 15).map((a) => a.id));
    const beyond = await t.client().get<ArticleList>('/api/article/list', { path: '/news/hy', page: 99 });
    expect(beyond.body.data).toMatchObject({ list: [], total: industry.length, page: 99 });
  });

  it('finds a help article by its own page path and a help category by its path', async () => {
    const byPage = await t.client().get<ArticleList>('/api/article/list', { path: '/help/zfps/ypth' });
    expect(byPage.body.data.list.map((a) => a.title)).toEqual(['药品退货']);
    expect(byPage.body.data.list[0]?.path).toBe('/help/zfps/ypth');
    const byCategory = await t.client().get<ArticleList>('/api/article/list', { path: '/help/zfps' });
    expect(byCategory.body.data.list.map((a) => a.title)).toEqual([
      '订单支付',
      '货物配送',
      '药品退货',
      '发票说明',
    ]);
    const none = await t.client().get<ArticleList>('/api/article/list', { path: '/help/nothing' });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('answers bad list input with 422 and a Chinese message', async () => {
    for (const query of [{ page: 0 }, { page_size: 51 }, { category_id: 'x' }, { path: 'news' }]) {
      const res = await t.client().get('/api/article/list', query);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(Object.keys(query));
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('shows a news article with its category and its neighbours in list order', async () => {
    const middle = industry[3];
    if (!middle) throw new Error('too few news');
    const res = await t.client().get<ArticleDetail>(`/api/article/${middle.id}`);
    expect(res.body.code).toBe(10000);
    expect(res.body.data).toMatchObject({
      id: middle.id,
      title: middle.title,
      content: middle.content,
      date: middle.date,
      category: { id: industryId, name: '行业资讯', path: '/news/hy' },
      prev: { id: industry[2]?.id, title: industry[2]?.title },
      next: { id: industry[4]?.id, title: industry[4]?.title },
    });
    const newest = await t.client().get<ArticleDetail>(`/api/article/${industry[0]?.id}`);
    expect(newest.body.data.prev).toBeNull();
    expect(newest.body.data.next?.id).toBe(industry[1]?.id);
    const oldest = await t.client().get<ArticleDetail>(`/api/article/${industry.at(-1)?.id}`);
    expect(oldest.body.data.next).toBeNull();
    expect(oldest.body.data.prev?.id).toBe(industry.at(-2)?.id);
  });

  it('keeps previous and next inside the article’s own category', async () => {
    const [article] = await t.handle.query<{ id: number }>(
      "SELECT id FROM articles WHERE path = '/help/xrzn/hyzc'",
    );
    const res = await t.client().get<ArticleDetail>(`/api/article/${article?.id}`);
    expect(res.body.data.category.name).toBe('新手指南');
    expect(res.body.data.prev).toBeNull();
    expect(res.body.data.next?.title).toBe('购物指南');
    expect(res.body.data.content.split('\n').length).toBeGreaterThanOrEqual(4);
  });

  it('answers an unknown id with 404 and a bad one with 422', async () => {
    const missing = await t.client().get('/api/article/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: '文章不存在或已删除', data: null });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.client().get(`/api/article/${bad}`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['id']);
    }
  });
});
