import type { HelpCategory } from '@mall/shared/focus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

const HELP_CATEGORIES = [
  ['新手指南', '/help/xrzn/hyzc'],
  ['配送与支付', '/help/zfps/ddzf'],
  ['服务保障', '/help/fwbz/wzzz'],
  ['关于我们', '/help/us/tsjy'],
];

describe('GET /api/article/category', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // The seed provides categories 1..4 (3 = 服务保障); an unseeded database gets the same here.
    const existing = await t.handle.query('SELECT 1 FROM article_categories');
    if (existing.length === 0) {
      for (const [i, [name, path]] of HELP_CATEGORIES.entries()) {
        await t.handle.query('INSERT INTO article_categories (name, path, sort) VALUES ($1, $2, $3)', [
          name,
          path,
          i,
        ]);
      }
    }
    await t.handle.query(
      `INSERT INTO articles (category_id, title, content, sort) VALUES
        (3, '正品保障', '…', -2), (3, '专属客服', '…', -1), (1, '会员注册', '…', -1)`,
    );
  });
  afterAll(() => t.close());

  async function expected(onlyId?: number): Promise<HelpCategory[]> {
    const categories = await t.handle.query<{ id: number; name: string; path: string }>(
      `SELECT id, name, path FROM article_categories
       WHERE parent_id IS NULL AND path LIKE '/help%' AND ($1::int IS NULL OR id = $1) ORDER BY sort, id`,
      [onlyId ?? null],
    );
    const result: HelpCategory[] = [];
    for (const c of categories) {
      const articles = await t.handle.query<{ id: number; title: string; path: string }>(
        'SELECT id, title, path FROM articles WHERE category_id = $1 ORDER BY sort, id',
        [c.id],
      );
      const children = articles.map((a) => ({ id: a.id, name: a.title, path: a.path || c.path }));
      result.push({ ...c, children });
    }
    return result;
  }

  it('lists the top-level help categories with their articles as links', async () => {
    const res = await t.client().get<HelpCategory[]>('/api/article/category');
    expect(res.body.code).toBe(10000);
    expect(res.body.data.length).toBeGreaterThanOrEqual(4);
    expect(res.body.data).toEqual(await expected());
  });

  it('leaves the news categories out and links each article to its own help page', async () => {
    const res = await t.client().get<HelpCategory[]>('/api/article/category');
    expect(res.body.data.map((c) => c.name)).not.toContain('行业资讯');
    expect(res.body.data.every((c) => c.path.startsWith('/help'))).toBe(true);
    const guide = res.body.data.find((c) => c.name === '新手指南');
    expect(guide?.children.find((a) => a.name === '购物指南')?.path).toBe('/help/xrzn/gwzn');
    expect(
      (await t.client().get<HelpCategory[]>('/api/article/category', { category_id: 5 })).body.data,
    ).toEqual([]);
  });

  it('answers category_id=3 with the service category only', async () => {
    const res = await t.client().get<HelpCategory[]>('/api/article/category', { category_id: 3 });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]?.id).toBe(3);
    expect(res.body.data[0]?.children.slice(0, 2).map((c) => c.name)).toEqual(['正品保障', '专属客服']);
    expect(res.body.data).toEqual(await expected(3));
  });

  it('answers an unknown category with an empty list and a non-number with 422', async () => {
    expect((await t.client().get('/api/article/category', { category_id: 999_999 })).body.data).toEqual([]);
    const bad = await t.client().get('/api/article/category', { category_id: 'abc' });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      code: 422,
      msg: '请输入数字',
      data: null,
      errors: { category_id: ['请输入数字'] },
    });
  });
});
