import type { Banner, FocusCommon, MenuCategory, NavEntry } from '@mall/shared/focus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCategoryTree, createGoods } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { buildCategoryTree, childrenOfRoot, pruneCategoryTree } from './category-tree.ts';

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('category trees', () => {
  const rows = [
    { id: 1, parentId: null, name: '西药', logo: '', logo1: '' },
    { id: 2, parentId: 1, name: '抗生素', logo: '', logo1: '' },
    { id: 3, parentId: 2, name: '青霉素类', logo: '', logo1: '' },
    { id: 4, parentId: null, name: '中药饮片', logo: 'a.png', logo1: 'b.png' },
    { id: 5, parentId: 4, name: '根茎类', logo: '', logo1: '' },
    { id: 6, parentId: 99, name: '孤儿', logo: '', logo1: '' },
  ];

  it('nests three levels in row order with childrenShow false', () => {
    const tree = buildCategoryTree(rows);
    expect(ids(tree)).toEqual([1, 4]);
    expect(tree[0]?.children[0]?.children[0]).toEqual({
      id: 3,
      name: '青霉素类',
      logo: '',
      logo1: '',
      children: [],
      childrenShow: false,
    });
    expect(ids(childrenOfRoot(tree, '中药饮片'))).toEqual([5]);
    expect(childrenOfRoot(tree, '不存在')).toEqual([]);
  });

  it('prunes to the subtrees that hold the given categories', () => {
    const tree = buildCategoryTree(rows);
    const pruned = pruneCategoryTree(tree, new Set([3]));
    expect(ids(pruned)).toEqual([1]);
    expect(ids(pruned[0]!.children[0]!.children)).toEqual([3]);
    expect(pruneCategoryTree(tree, new Set())).toEqual([]);
  });
});

describe('GET /api/focus/common', () => {
  let t: TestApp;
  let data: FocusCommon;
  let youxLeaf: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Make sure the facts asserted below hold whatever the seed holds.
    const top = await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM nav_entries WHERE parent_id IS NULL',
    );
    for (let i = top[0]?.n ?? 0; i < 11; i++) {
      await t.handle.query('INSERT INTO nav_entries (name, url, sort) VALUES ($1, $2, $3)', [
        `导航${i}`,
        `/nav/${i}`,
        i,
      ]);
    }
    const firstNav = await t.handle.query<{ id: number }>(
      'SELECT id FROM nav_entries WHERE parent_id IS NULL ORDER BY sort, id LIMIT 1',
    );
    await t.handle.query(
      "INSERT INTO nav_entries (parent_id, name, url, is_open, sort) VALUES ($1, '子菜单', '/sub', true, 0)",
      [firstNav[0]?.id],
    );
    for (const name of ['中药饮片', '医疗器械']) {
      const exists = await t.handle.query('SELECT 1 FROM categories WHERE parent_id IS NULL AND name = $1', [
        name,
      ]);
      if (exists.length === 0) {
        const root = await createCategory(t.handle, { name, level: 1, sort: 50 });
        await createCategory(t.handle, { name: `${name}子类`, parentId: root, level: 2 });
      }
    }
    const tree = await createCategoryTree(t.handle, '优选测试类目');
    youxLeaf = tree.grandchildId;
    await createGoods(t.handle, { categoryId: youxLeaf, isYoux: true });
    await t.handle.query(
      "INSERT INTO hot_searches (name, url, sort) VALUES ('阿莫西林', '/search?keywords=阿莫西林', -1)",
    );
    data = (await t.client().get<FocusCommon>('/api/focus/common')).body.data;
  });
  afterAll(() => t.close());

  it('has every key', () => {
    expect(Object.keys(data).sort()).toEqual(
      ['brand', 'category', 'category_qx', 'category_yx', 'category_zy', 'nav', 'rnss', 'timestamp'].sort(),
    );
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(String(data.timestamp)).toHaveLength(10);
  });

  it('lists hot searches by sort', async () => {
    const rows = await t.handle.query<{ name: string; url: string }>(
      'SELECT name, url FROM hot_searches ORDER BY sort, id',
    );
    expect(data.rnss).toEqual(rows);
    expect(data.rnss[0]).toEqual({ name: '阿莫西林', url: '/search?keywords=阿莫西林' });
  });

  it('gives every top-level nav entry by sort with its children', async () => {
    const top = await t.handle.query<{ id: number }>(
      'SELECT id FROM nav_entries WHERE parent_id IS NULL ORDER BY sort, id',
    );
    expect(top.length).toBeGreaterThanOrEqual(11);
    expect(ids(data.nav)).toEqual(ids(top));
    const first = data.nav[0] as NavEntry;
    expect(first.children.at(-1)).toMatchObject({ name: '子菜单', url: '/sub', is_open: 1, children: [] });
    for (const entry of data.nav) {
      expect(typeof entry.name).toBe('string');
      expect([0, 1]).toContain(entry.is_open);
    }
  });

  it('nests the category menu three levels deep', async () => {
    const roots = await t.handle.query<{ id: number }>(
      'SELECT id FROM categories WHERE parent_id IS NULL AND is_shown ORDER BY sort, id',
    );
    expect(ids(data.category)).toEqual(ids(roots));
    const test = data.category.find((c) => c.name === '优选测试类目') as MenuCategory;
    expect(test.childrenShow).toBe(false);
    expect(test.children[0]?.name).toBe('优选测试类目-二级');
    expect(test.children[0]?.children[0]?.id).toBe(youxLeaf);
  });

  it('prunes the 优选 menu to categories holding 优选 goods', async () => {
    const names = data.category_yx.map((c) => c.name);
    expect(names).toContain('优选测试类目');
    const youxCategories = await t.handle.query<{ category_id: number }>(
      `SELECT DISTINCT g.category_id FROM goods g JOIN offers o ON o.goods_id = g.id WHERE o.is_youx AND g.is_on_sale`,
    );
    const wanted = new Set(youxCategories.map((r) => r.category_id));
    const walk = (nodes: MenuCategory[]): boolean =>
      nodes.every((n) => (wanted.has(n.id) || n.children.length > 0) && walk(n.children));
    expect(walk(data.category_yx)).toBe(true);
  });

  it('takes category_zy from 中药饮片 and category_qx from 医疗器械', async () => {
    for (const [key, name] of [
      ['category_zy', '中药饮片'],
      ['category_qx', '医疗器械'],
    ] as const) {
      const children = await t.handle.query<{ id: number }>(
        `SELECT c.id FROM categories c
         WHERE c.is_shown AND c.parent_id = (SELECT id FROM categories WHERE parent_id IS NULL AND name = $1
                                            ORDER BY sort, id LIMIT 1)
         ORDER BY c.sort, c.id`,
        [name],
      );
      expect(children.length).toBeGreaterThan(0);
      expect(ids(data[key])).toEqual(ids(children));
    }
  });

  it('lists at most 20 brands by sort', async () => {
    const brands = await t.handle.query<{ id: number; name: string; logo: string }>(
      'SELECT id, name, logo FROM brands ORDER BY sort, id LIMIT 20',
    );
    expect(data.brand).toEqual(brands);
  });
});

describe('banner slots', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.handle.query(
      "UPDATE focus_slots SET is_enabled = false WHERE position IN ('login', 'float_bottom', 'ad_top_right')",
    );
    await t.handle.query(
      `INSERT INTO focus_slots (position, title, image, url, notice, sort, starts_at, ends_at, is_enabled) VALUES
        ('login', '第二', '/media/b.png', '/b', NULL, 2, NULL, NULL, true),
        ('login', '第一', '/media/a.png', '/a', '活动未开始', 1, now() - interval '1 day', now() + interval '1 day', true),
        ('login', '已结束', '/media/c.png', '/c', NULL, 0, NULL, now() - interval '1 minute', true),
        ('login', '未开始', '/media/d.png', '/d', NULL, 0, now() + interval '1 hour', NULL, true),
        ('login', '停用', '/media/e.png', '/e', NULL, 0, NULL, NULL, false),
        ('ad_top_right', '右上角', '/media/f.png', '/f', NULL, 0, NULL, NULL, true),
        ('main', '首页横幅', '/media/m.png', '/m', NULL, 0, NULL, NULL, true),
        ('top', '顶部横幅', '/media/t.png', '/t', NULL, 0, NULL, NULL, true),
        ('right', '右侧横幅', '/media/r.png', '/r', NULL, 0, NULL, NULL, true)`,
    );
  });
  afterAll(() => t.close());

  it('lists the enabled banners of a position within their time window, by sort', async () => {
    const res = await t.client().get<Banner[]>('/api/focus/login');
    expect(res.body.data.map(({ id: _id, ...rest }) => rest)).toEqual([
      { title: '第一', image: '/media/a.png', url: '/a', notice: '活动未开始' },
      { title: '第二', image: '/media/b.png', url: '/b', notice: null },
    ]);
  });

  it('serves the main, top and right positions', async () => {
    for (const [path, position] of [
      ['/api/focus', 'main'],
      ['/api/focus/top', 'top'],
      ['/api/focus/right', 'right'],
    ]) {
      const expected = await t.handle.query<{ id: number }>(
        `SELECT id FROM focus_slots WHERE position = $1 AND is_enabled
           AND (starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())
         ORDER BY sort, id`,
        [position],
      );
      const res = await t.client().get<Banner[]>(path as string);
      expect(res.body.code).toBe(10000);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(res.body.data)).toEqual(ids(expected));
    }
  });

  it('answers the side ads with one banner or null each', async () => {
    const res = await t
      .client()
      .get<{ float_bottom: Banner | null; ad_top_right: Banner | null }>('/api/focus/ads');
    expect(res.body.data.float_bottom).toBeNull();
    expect(res.body.data.ad_top_right).toMatchObject({
      title: '右上角',
      image: '/media/f.png',
      url: '/f',
      notice: null,
    });
  });
});

describe('banners for guests only', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.handle.query(
      `INSERT INTO focus_slots (position, title, image, url, sort, audience) VALUES
        ('top', '会员专享', '/media/member.png', '/lqzx', -2, 'member'),
        ('top', '游客专享', '/media/guest.png', '/register', -1, 'guest')`,
    );
  });
  afterAll(() => t.close());

  type Ads = { float_bottom: Banner | null; ad_top_right: Banner | null };

  it("shows the demo's 「新人专享 … 立即注册」 float to a guest and not to a logged-in member", async () => {
    const guest = await t.client().get<Ads>('/api/focus/ads');
    expect(guest.body.data.float_bottom).toMatchObject({ title: '新人专享 首单立减', url: '/register' });

    const member = await t.loginAs('demo');
    const res = await member.get<Ads>('/api/focus/ads');
    expect(res.body.code).toBe(10000);
    expect(res.body.data.float_bottom).toBeNull();
    // The banners for everyone stay.
    expect(res.body.data.ad_top_right).toMatchObject({ url: '/jxqzc' });
  });

  it('keeps every position to its audience', async () => {
    const titles = (list: Banner[]) => list.map((b) => b.title);
    const guest = await t.client().get<Banner[]>('/api/focus/top');
    expect(titles(guest.body.data)).toContain('游客专享');
    expect(titles(guest.body.data)).not.toContain('会员专享');

    const member = await t.loginAs('demo2');
    const res = await member.get<Banner[]>('/api/focus/top');
    expect(titles(res.body.data)).toContain('会员专享');
    expect(titles(res.body.data)).not.toContain('游客专享');
    expect(res.body.data.every((b) => !b.url.startsWith('/register'))).toBe(true);
  });

  it('refuses an audience the store does not know', async () => {
    await expect(
      t.handle.query(
        "INSERT INTO focus_slots (position, title, image, audience) VALUES ('top', 'x', '/media/x.png', 'nobody')",
      ),
    ).rejects.toThrow();
  });
});
