import type { GoodsListPage, GoodsSuggestion } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createCatalogueGoods, createRefs } from '../test-catalogue.ts';
import { spellSearchTerms } from './spell-terms.ts';
import { spell, unitStartPattern } from './spelling.ts';

// Invented names no seed uses: 泽普卡林 reads zepukalin, initials zpkl.
describe('catalogue search', () => {
  let t: TestApp;
  let rootId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    ({ rootId } = await createCategoryTree(t.handle, '搜索测试类目'));
    const refs = await createRefs(t.handle);
    const add = async (
      key: string,
      name: string,
      manufacturer: string,
      sales: number,
      approval = '',
      genericName?: string,
    ) => {
      const made = await createCatalogueGoods(t.handle, {
        name,
        genericName,
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
    await add('generic', '康维宁', '祁蒙制药厂', 5, '', '复方苏拉米通片');
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

  it('finds pinyin initials and full pinyin inside a name, ranked exact > prefix > inside, then sales', async () => {
    // zpkl is 泽普卡林 exactly, starts 泽普卡林缓释片 and lies inside 复方泽普卡林颗粒 (ffzpkl…),
    // which sells most and still comes last.
    const order = ['泽普卡林', '泽普卡林缓释片', '复方泽普卡林颗粒'];
    expect(names((await search({ keywords: 'zpkl' })).body.data)).toEqual(order);
    expect(names((await search({ keywords: 'ZEPU kalin' })).body.data)).toEqual(order);
    // Found only inside each name: sales alone decide.
    expect(names((await search({ keywords: 'pukalin' })).body.data)).toEqual([...order].reverse());
    // Inside matches start on a character or a syllable: not from the u of pu, not one letter.
    expect((await search({ keywords: 'ukalin' })).body.data.total).toBe(0);
    expect((await search({ keywords: 'l' })).body.data.total).toBe(0);
    const suggest = await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords: 'zpk' });
    expect(suggest.body.data.map((s) => s.id)).toEqual([ids.prefix, ids.exact, ids.substring]);
  });

  it('finds a goods by the pinyin of its generic name', async () => {
    // 康维宁 is sold under that name; its generic name 复方苏拉米通片 reads fu fang su la mi tong pian.
    expect(names((await search({ keywords: 'slmt' })).body.data)).toEqual(['康维宁']);
    expect(names((await search({ keywords: 'lamitong' })).body.data)).toEqual(['康维宁']);
    expect(names((await search({ keywords: '苏拉米通' })).body.data)).toEqual(['康维宁']);
    const suggest = await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords: 'slmt' });
    expect(suggest.body.data.map((s) => s.id)).toEqual([ids.generic]);
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
      '康维宁',
    ]);
    expect((await search({ keywords: 'qimeng', type: 1 })).body.data.total).toBe(3);
    // From inside the name too: 宏北珍药 is h b z y, 祁蒙制药厂 qi meng zhi yao chang.
    expect(names((await search({ keywords: 'bzy', type: 1 })).body.data)).toEqual(['维可森片', '泽普卡林']);
    expect((await search({ keywords: 'zhiyaochang', type: 1 })).body.data.total).toBe(3);
    expect((await search({ keywords: 'hiyao', type: 1 })).body.data.total).toBe(0);
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
    expect(initials.body.data.map((s) => s.id)).toEqual([ids.exact, ids.prefix, ids.substring]);
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

  it('counts for each reader only the goods it may see: 控销 goods neither counted nor suggested to others', async () => {
    const demo = await t.loginAs('demo');
    const maker = async (client: typeof demo, keywords: string) =>
      (await client.get<GoodsSuggestion[]>('/api/goods/search', { keywords, type: 1 })).body.data.find(
        (s) => s.name === '宏北珍药有限公司',
      )?.sub;
    // 维可森片 only for stores in 湖北省 (demo's store is in 浙江省); then 泽普卡林 too.
    await t.handle.query(
      "INSERT INTO control_rules (goods_id, zone_id, allowed_provinces, allowed_customer_types) VALUES ($1, (SELECT min(id) FROM control_zones), '{湖北省}', '{}')",
      [ids.other],
    );
    try {
      expect(await maker(t.client(), '宏北珍药')).toBe('1个商品');
      expect(await maker(demo, '宏北珍药')).toBe('1个商品');
      await t.handle.query(
        "INSERT INTO control_rules (goods_id, zone_id, allowed_provinces, allowed_customer_types) VALUES ($1, (SELECT min(id) FROM control_zones), '{湖北省}', '{}')",
        [ids.exact],
      );
      expect(await maker(t.client(), 'hongbei')).toBeUndefined();
      await t.handle.query(
        "UPDATE companies SET province = '湖北省' WHERE id = (SELECT current_company_id FROM members WHERE username = 'demo')",
      );
      expect(await maker(await t.loginAs('demo'), 'hongbeizhen')).toBe('2个商品');
    } finally {
      await t.handle.query(
        "UPDATE companies SET province = '浙江省' WHERE id = (SELECT current_company_id FROM members WHERE username = 'demo')",
      );
      await t.handle.query('DELETE FROM control_rules WHERE goods_id = ANY($1::int[])', [
        [ids.other, ids.exact],
      ]);
    }
  });

  it('answers an empty keyword with an empty list', async () => {
    for (const keywords of ['', '   ']) {
      const res = await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords });
      expect(res.body).toMatchObject({ code: 10000, data: [] });
    }
    expect((await t.client().get<GoodsSuggestion[]>('/api/goods/search')).body.data).toEqual([]);
  });

  it('finds a goods by its new name once renamed (search_terms follows goods)', async () => {
    await t.handle.query("UPDATE goods SET name = '维可森肠溶片' WHERE id = $1", [ids.other]);
    expect(names((await search({ keywords: '森肠溶' })).body.data)).toEqual(['维可森肠溶片']);
    // The database lists the new name; the application spells it.
    expect(await spellSearchTerms(t.handle)).toBe(1);
    const terms = await t.handle.query<{ initials: string; initials_words: string }>(
      "SELECT initials, initials_words FROM search_terms WHERE term = '维可森肠溶片'",
    );
    expect(terms).toEqual([{ initials: 'wkscrp', initials_words: 'w k s c r p' }]);
    expect(names((await search({ keywords: 'scrp' })).body.data)).toEqual(['维可森肠溶片']);
  });

  describe('the demo catalogue, found from inside its names', () => {
    const everywhere = (keywords: string) =>
      t.client().get<GoodsListPage>('/api/goods/list', { keywords, page_size: 100 });
    const suggested = async (keywords: string) =>
      (await t.client().get<GoodsSuggestion[]>('/api/goods/search', { keywords })).body.data.map(
        (s) => s.name,
      );
    const distinct = (page: GoodsListPage) => [...new Set(names(page))];

    /** The rule itself: the keyword starts a spelling or starts on one of its characters or syllables. */
    const follows = (name: string, keyword: string) => {
      const spelled = spell(name);
      const inside = new RegExp(unitStartPattern(keyword));
      return inside.test(spelled.initialsWords) || inside.test(spelled.pinyinWords);
    };

    it.each([
      ['aldp', ['苯磺酸氨氯地平片']],
      ['anlvdiping', ['苯磺酸氨氯地平片']],
      ['kz', ['一次性使用医用口罩', '医用外科口罩', '医用防护口罩']],
      ['kouzhao', ['一次性使用医用口罩', '医用外科口罩', '医用防护口罩']],
      ['xyj', ['上臂式电子血压计', '电子血压计']],
      ['xueyaji', ['上臂式电子血压计', '电子血压计']],
    ])(
      '%s finds %j in the list and the suggestions, and only names that follow the rule',
      async (keywords, expected) => {
        const found = distinct((await everywhere(keywords)).body.data);
        expect(found).toEqual(expect.arrayContaining(expected));
        for (const name of found) expect(follows(name, keywords), name).toBe(true);
        const suggestions = await suggested(keywords);
        // At most ten, best sellers first within a rank: some of these, none off the rule.
        expect(suggestions.some((name) => expected.includes(name))).toBe(true);
        for (const name of suggestions) expect(follows(name, keywords), name).toBe(true);
      },
    );

    it('kz also finds the -conazole drugs (康唑 reads kang zuo), and nothing that only has k and z apart', async () => {
      const found = distinct((await everywhere('kz')).body.data);
      expect(found).toEqual(expect.arrayContaining(['氟康唑胶囊', '硝酸咪康唑乳膏']));
      // 颗粒 (ke li) and 胶囊 have a k but no z after it.
      expect(found.filter((name) => !name.includes('口罩') && !name.includes('康唑'))).toEqual([]);
    });

    it('mxsx finds 盐酸莫西沙星片, after the one name that starts with those initials', async () => {
      // 免洗手消毒凝胶 reads mian xi shou xiao du…: its initials start with mxsx, a prefix match, so it
      // ranks first; 莫西沙星 lies inside ysmxsxp. Nothing else: no fuzzy or partial-letter matches.
      expect(distinct((await everywhere('mxsx')).body.data)).toEqual(['免洗手消毒凝胶', '盐酸莫西沙星片']);
      expect([...new Set(await suggested('mxsx'))]).toEqual(['免洗手消毒凝胶', '盐酸莫西沙星片']);
      expect(distinct((await everywhere('moxishaxing')).body.data)).toEqual(['盐酸莫西沙星片']);
    });

    it('ranks the demo names exact, then prefix, then inside', async () => {
      // aj: 阿胶 exactly; 阿胶糕, 阿胶补血口服液 and 氨基… start with it; 复方阿胶浆 and 对乙酰氨基酚片 hold it.
      const rankOf = (name: string) => {
        const spelled = spell(name);
        if (spelled.initials === 'aj' || spelled.pinyin === 'aj') return 0;
        return spelled.initials.startsWith('aj') || spelled.pinyin.startsWith('aj') ? 1 : 2;
      };
      const found = distinct((await everywhere('aj')).body.data);
      const ranks = found.map(rankOf);
      expect(found[0]).toBe('阿胶');
      expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
      expect(ranks).toEqual([...ranks].sort());
      expect(found).toEqual(expect.arrayContaining(['复方阿胶浆', '对乙酰氨基酚片']));
    });
  });

  it('lists hot searches in their order', async () => {
    await t.handle.query(
      "INSERT INTO hot_searches (name, url, sort) VALUES ('泽普卡林', '/search?keywords=泽普卡林', -100)",
    );
    const res = await t.client().get<{ name: string; url: string }[]>('/api/goods/hot');
    expect(res.body.data[0]).toEqual({ name: '泽普卡林', url: '/search?keywords=泽普卡林' });
  });
});
