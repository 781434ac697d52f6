import type { GoodsListPage, GoodsSuggestion } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createCatalogueGoods, createRefs } from '../test-catalogue.ts';

// Invented names no seed uses: 泽普卡林 reads zepukalin, initials zpkl.
describe('catalogue search', () => {
  let t: TestApp;
  let rootId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ({ rootId } = await createCategoryTree(t.handle, '搜索测试类目'));
    const refs = await createRefs(t.handle);
    const add = async (key: string, name: string, manufacturer: string, sales: number, approval = '') => {
      const made = await createCatalogueGoods(t.handle, {
        name,
        manufacturer,
        categoryId: rootId,
        refs,
        sales,
        approvalNumber: approval,
      });
      ids[key] = made.goodsId;
    };
    await add('substring', '复方泽普卡林颗粒', '祁蒙制药厂', 900);
    await add('prefix', '泽普卡林缓释片', '祁蒙制药厂', 500);
    await add('exact', '泽普卡林', '宏北珍药有限公司', 10, '国药准字H99887766');
    await add('other', '维可森片', '宏北珍药有限公司', 50);
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) =>
    t.client().get<GoodsListPage>('/api/goods/list', { category_id: rootId, ...query });
  const names = (page: GoodsListPage) => page.list.map((g) => g.name);

  it('finds a Chinese substring and ranks exact > prefix > substring, then sales', async () => {
    const res = await search({ keywords: '泽普卡林' });
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['泽普卡林', '泽普卡林缓释片', '复方泽普卡林颗粒']);
    expect(res.body.data.total).toBe(3);
    const short = await search({ keywords: '卡林' });
    expect(names(short.body.data)).toEqual(['复方泽普卡林颗粒', '泽普卡林缓释片', '泽普卡林']);
  });

  it('finds pinyin initials by prefix and full pinyin by substring', async () => {
    // 泽普卡林's initials are exactly zpkl: an exact match before the prefix match.
    expect(names((await search({ keywords: 'zpkl' })).body.data)).toEqual(['泽普卡林', '泽普卡林缓释片']);
    expect(names((await search({ keywords: 'ZEPU kalin' })).body.data)).toEqual([
      '泽普卡林',
      '泽普卡林缓释片',
      '复方泽普卡林颗粒',
    ]);
  });

  it('finds approval numbers', async () => {
    expect(names((await search({ keywords: 'H99887766' })).body.data)).toEqual(['泽普卡林']);
    expect(names((await search({ keywords: '99887' })).body.data)).toEqual(['泽普卡林']);
  });

  it('searches by manufacturer name, pinyin initials and full pinyin (type 1)', async () => {
    expect(names((await search({ keywords: 'hbzy', type: 1 })).body.data)).toEqual(['维可森片', '泽普卡林']);
    expect(names((await search({ keywords: '祁蒙', type: 1 })).body.data)).toEqual([
      '复方泽普卡林颗粒',
      '泽普卡林缓释片',
    ]);
    expect((await search({ keywords: 'qimeng', type: 1 })).body.data.total).toBe(2);
  });

  it('keeps other filters and sorts with keywords', async () => {
    const bySales = await search({ keywords: '泽普卡林', sort: 'sales', page_size: 2 });
    expect(names(bySales.body.data)).toEqual(['复方泽普卡林颗粒', '泽普卡林缓释片']);
    expect(bySales.body.data.total).toBe(3);
    const page2 = await search({ keywords: '泽普卡林', page: 2, page_size: 2 });
    expect(names(page2.body.data)).toEqual(['复方泽普卡林颗粒']);
  });

  it('treats LIKE and SQL metacharacters as text: no match, no error', async () => {
    for (const keywords of [`%_'";--`, '%', '_', "' OR 1=1 --", '\\', '泽普%', '泽_卡林']) {
      const res = await search({ keywords });
      expect(res.status, keywords).toBe(200);
      expect(res.body.data.total, keywords).toBe(0);
      const suggest = await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords });
      expect(suggest.status, keywords).toBe(200);
      // The demo catalogue has names with a literal % (5%葡萄糖注射液): only those may match.
      for (const s of suggest.body.data) expect(s.name, keywords).toContain(keywords);
    }
  });

  it('refuses keywords over 50 characters and unknown types with 422', async () => {
    const long = await search({ keywords: '药'.repeat(2000) });
    expect(long.status).toBe(422);
    expect(long.body.msg).toBe('搜索关键词不能超过50个字');
    expect(long.body.errors).toEqual({ keywords: ['搜索关键词不能超过50个字'] });
    const fifty = await search({ keywords: `  ${'药'.repeat(50)}  ` });
    expect(fifty.status).toBe(200);
    const type = await search({ keywords: '泽普', type: 2 });
    expect(type.status).toBe(422);
    expect(Object.keys(type.body.errors ?? {})).toEqual(['type']);
    const suggest = await t.client().get('/api/goods/search', { keywords: 'x'.repeat(2000), type: 'abc' });
    expect(suggest.status).toBe(422);
    expect(Object.keys(suggest.body.errors ?? {}).sort()).toEqual(['keywords', 'type']);
  });

  it('suggests up to 10 goods, ranked, with spec and manufacturer', async () => {
    const res = await t
      .client()
      .get<GoodsSuggestion[]>('/api/goods/search', { keywords: ' 泽普卡林 ', type: 0 });
    expect(res.body.data).toEqual([
      { id: ids.exact, name: '泽普卡林', sub: '10mg*24片 宏北珍药有限公司', url: `/list/info/${ids.exact}` },
      {
        id: ids.prefix,
        name: '泽普卡林缓释片',
        sub: '10mg*24片 祁蒙制药厂',
        url: `/list/info/${ids.prefix}`,
      },
      {
        id: ids.substring,
        name: '复方泽普卡林颗粒',
        sub: '10mg*24片 祁蒙制药厂',
        url: `/list/info/${ids.substring}`,
      },
    ]);
    const initials = await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords: 'zpkl' });
    expect(initials.body.data.map((s) => s.id)).toEqual([ids.exact, ids.prefix]);
  });

  it('suggests manufacturers with their goods count (type 1)', async () => {
    const res = await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords: 'hbzy', type: 1 });
    expect(res.body.data).toContainEqual(
      expect.objectContaining({
        name: '宏北珍药有限公司',
        sub: '2个商品',
        url: expect.stringContaining('type=1'),
      }),
    );
  });

  it('answers an empty keyword with an empty list', async () => {
    for (const keywords of ['', '   ']) {
      const res = await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords });
      expect(res.body).toMatchObject({ code: 10000, data: [] });
    }
    expect((await t.client().get<GoodsSuggestion[]>('/api/goods/search')).body.data).toEqual([]);
  });

  it('finds a goods by its new name once renamed (search_terms follows goods)', async () => {
    await t.handle.query(
      "UPDATE goods SET name = '维可森肠溶片', pinyin = 'weikesenchangrongpian', initials = 'wksdrp' WHERE id = $1",
      [ids.other],
    );
    expect(names((await search({ keywords: '森肠溶' })).body.data)).toEqual(['维可森肠溶片']);
    const terms = await t.handle.query<{ initials: string }>(
      "SELECT initials FROM search_terms WHERE term = '维可森肠溶片'",
    );
    expect(terms).toEqual([{ initials: 'wksdrp' }]);
  });

  it('lists hot searches in their order', async () => {
    await t.handle.query(
      "INSERT INTO hot_searches (name, url, sort) VALUES ('泽普卡林', '/search?keywords=泽普卡林', -100)",
    );
    const res = await t.client().get<{ name: string; url: string }[]>('/api/goods/hot');
    expect(res.body.data[0]).toEqual({ name: '泽普卡林', url: '/search?keywords=泽普卡林' });
  });
});
