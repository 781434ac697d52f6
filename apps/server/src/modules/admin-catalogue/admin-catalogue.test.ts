import type { Paged } from '@mall/shared/admin';
import type {
  AdminBrand,
  AdminCategory,
  AdminGoodsDetail,
  AdminGoodsRow,
  AdminOffer,
} from '@mall/shared/admin-catalogue';
import type { GoodsListPage } from '@mall/shared/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createGoods, uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { PNG_BYTES } from '../licence/upload.fixtures.ts';
import { auditRows, offerRow, upload } from './admin-catalogue.fixtures.ts';

let t: TestApp;
let ops: TestClient;
let admin: TestClient;
let reviewer: TestClient;
let service: TestClient;
let finance: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  ops = await loginOperator(t, 'yunying');
  admin = await loginOperator(t, 'admin');
  reviewer = await loginOperator(t, 'shenhe');
  service = await loginOperator(t, 'kefu01');
  finance = await loginOperator(t, 'caiwu');
  member = await t.loginAs('demo');
});
afterAll(() => t.close());

describe('who may use the catalogue API', () => {
  it('lets 运营 and 管理员 in and refuses 审核, 客服, 财务, a member and no session', async () => {
    const url = '/api/admin/catalogue/goods?page_size=5';
    expect((await ops.get(url)).body.code).toBe(10000);
    expect((await admin.get(url)).body.code).toBe(10000);
    for (const client of [reviewer, service, finance]) {
      const res = await client.get(url);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您没有该操作的权限');
    }
    expect((await member.get(url)).status).toBe(401);
    expect((await t.client().get(url)).status).toBe(401);
  });

  it('refuses writes to the other roles and a member, changing nothing', async () => {
    const { offerId } = await createOffer(t.handle, { basePrice: 1000 });
    const body = { price: '9.00', stock: 5, stock_was: 500, min_quantity: 1, step: 1, is_buy: true };
    for (const client of [reviewer, service, finance]) {
      const res = await opPost(client, `/api/admin/catalogue/offers/${offerId}`, body);
      expect(res.status).toBe(403);
    }
    expect((await member.post(`/api/admin/catalogue/offers/${offerId}`, body)).status).toBe(401);
    expect((await t.client().post(`/api/admin/catalogue/offers/${offerId}`, body)).status).toBe(401);
    const preview = await upload(t, reviewer, 'a.csv', Buffer.from('报价编号,价格\n1,1'));
    expect(preview.status).toBe(403);
    expect((await offerRow(t, offerId))?.base_price).toBe(1000);
    expect(await auditRows(t, 'offer.update', String(offerId))).toEqual([]);
  });
});

describe('goods list and edit', () => {
  it('finds goods by name, pinyin initials and approval number, and filters on sale', async () => {
    const { rootId } = await createCategoryTree(t.handle);
    const { goodsId } = await createGoods(t.handle, {
      categoryId: rootId,
      name: uniqueName('布洛芬缓释胶囊'),
    });
    await t.handle.query("UPDATE goods SET approval_number = 'H2099' || id WHERE id = $1", [goodsId]);
    const byName = await ops.get<Paged<AdminGoodsRow>>('/api/admin/catalogue/goods?keyword=布洛芬缓释');
    expect(byName.body.data.list.map((g) => g.id)).toContain(goodsId);
    const byApproval = await ops.get<Paged<AdminGoodsRow>>(
      `/api/admin/catalogue/goods?keyword=H2099${goodsId}`,
    );
    expect(byApproval.body.data.list.map((g) => g.id)).toEqual([goodsId]);
    const byCategory = await ops.get<Paged<AdminGoodsRow>>(
      `/api/admin/catalogue/goods?category_id=${rootId}`,
    );
    expect(byCategory.body.data).toMatchObject({
      total: 1,
      list: [{ id: goodsId, min_price: 1250, stock: 500 }],
    });
    const off = await ops.get<Paged<AdminGoodsRow>>(
      `/api/admin/catalogue/goods?category_id=${rootId}&on_sale=0`,
    );
    expect(off.body.data.total).toBe(0);
    // Demo goods have their spellings: 阿莫西林 by its initials.
    const pinyin = await ops.get<Paged<AdminGoodsRow>>('/api/admin/catalogue/goods?keyword=amxl');
    expect(pinyin.body.data.list.length).toBeGreaterThan(0);
    expect(pinyin.body.data.list.every((g) => /阿莫西林/.test(g.name + g.generic_name))).toBe(true);
    const bad = await ops.get('/api/admin/catalogue/goods?on_sale=2');
    expect(bad.status).toBe(422);
  });

  it('edits a goods with its audit row; bad input is 422 and changes nothing', async () => {
    const { rootId, childId } = await createCategoryTree(t.handle);
    const { goodsId } = await createGoods(t.handle, { categoryId: rootId });
    const detail = (await ops.get<AdminGoodsDetail>(`/api/admin/catalogue/goods/${goodsId}`)).body.data;
    expect(detail.offers).toHaveLength(1);
    const input = {
      name: uniqueName('改名胶囊'),
      generic_name: detail.generic_name,
      spec: '0.3g*12粒',
      manufacturer_id: detail.manufacturer_id,
      approval_number: '国药准字H20990001',
      category_id: childId,
      brand_id: null,
      scope_id: detail.scope_id,
      images: ['/media/goods-test.svg'],
      is_on_sale: false,
    };
    const bad = await opPost(ops, `/api/admin/catalogue/goods/${goodsId}`, {
      ...input,
      name: '',
      category_id: 999_999,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('name');
    const unknown = await opPost(ops, `/api/admin/catalogue/goods/${goodsId}`, {
      ...input,
      category_id: 999_999,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ category_id: ['分类不存在'] });
    expect(await auditRows(t, 'goods.update', String(goodsId))).toEqual([]);

    const res = await opPost<AdminGoodsDetail>(ops, `/api/admin/catalogue/goods/${goodsId}`, input);
    expect(res.body.data).toMatchObject({
      name: input.name,
      spec: '0.3g*12粒',
      category_id: childId,
      is_on_sale: false,
    });
    const [audit] = await auditRows(t, 'goods.update', String(goodsId));
    expect(audit).toMatchObject({
      username: 'yunying',
      before: { name: detail.name, is_on_sale: true },
      after: { name: input.name, is_on_sale: false },
    });
    // The new name is spelled for search at once.
    const [term] = await t.handle.query<{ pinyin_words: string | null }>(
      'SELECT pinyin_words FROM search_terms WHERE term = $1',
      [input.name],
    );
    expect(term?.pinyin_words).toBeTruthy();
    expect((await ops.get('/api/admin/catalogue/goods/999999')).status).toBe(404);
    // A picture for the goods: stored under /media, audited; not an image is 422; 审核 is refused.
    const picture = await upload(t, ops, 'a.png', PNG_BYTES, '/api/admin/catalogue/images');
    expect((picture.body.data as unknown as { url: string }).url).toMatch(/^\/media\/up-[0-9a-f]+\.png$/);
    const notImage = await upload(
      t,
      ops,
      'a.png',
      Buffer.from('not a picture'),
      '/api/admin/catalogue/images',
    );
    expect(notImage.status).toBe(422);
    const refused = await upload(t, reviewer, 'a.png', PNG_BYTES, '/api/admin/catalogue/images');
    expect(refused.status).toBe(403);
  });

  it('changes an offer: price in yuan to exact fen, ladder tiers, rules; the store sees it at once', async () => {
    const name = uniqueName('价格测试片');
    const { offerId, goodsId } = await createOffer(t.handle, { name, basePrice: 1000, stock: 50 });
    const list = () =>
      member
        .get<GoodsListPage>(`/api/goods/list?keywords=${encodeURIComponent(name)}`)
        .then((r) => r.body.data);
    expect((await list()).list[0]?.base_price).toBe('10.00');
    const good = {
      price: '19.99',
      stock: 80,
      stock_was: 50,
      min_quantity: 2,
      step: 2,
      member_limit: 40,
      is_buy: true,
      tags: ['新', '特'],
      ladder: [
        { quantity: 10, price: '18.5' },
        { quantity: 20, price: '17.05' },
      ],
    };
    const badLadder = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...good,
      ladder: [{ quantity: 10, price: '25' }],
    });
    expect(badLadder.status).toBe(422);
    expect(badLadder.body.errors).toHaveProperty(['ladder.0.price']);
    for (const price of ['0', '-1', '1.234', '12元', 12.5]) {
      const res = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, { ...good, price });
      expect(res.status, String(price)).toBe(422);
    }
    const negative = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, { ...good, stock: -1 });
    expect(negative.body.errors).toEqual({ stock: ['库存不能为负数'] });
    expect((await offerRow(t, offerId))?.base_price).toBe(1000);

    const res = await opPost<AdminOffer>(ops, `/api/admin/catalogue/offers/${offerId}`, good);
    expect(res.body.data).toMatchObject({
      base_price: 1999,
      stock: 80,
      min_quantity: 2,
      member_limit: 40,
      tags: ['新', '特'],
      ladder: [
        { quantity: 10, price: 1850 },
        { quantity: 20, price: 1705 },
      ],
    });
    // The store's list page was cached a moment ago; it shows the new price now.
    expect((await list()).list[0]?.base_price).toBe('19.99');
    const detail = await member.get<{ base_price: string; ladder_price: unknown[] }>(
      `/api/goods/detail/${goodsId}`,
    );
    expect(detail.body.data.base_price).toBe('19.99');
    const [audit] = await auditRows(t, 'offer.update', String(offerId));
    expect(audit).toMatchObject({ before: { base_price: 1000, ladder: [] }, after: { base_price: 1999 } });
  });

  it('never puts back stock that orders took while the form was open', async () => {
    const { offerId } = await createOffer(t.handle, { basePrice: 1000, stock: 30 });
    const form = { price: '11.00', min_quantity: 1, step: 1, is_buy: true };
    // The form opened at 30; orders then took 30 units.
    await t.handle.query('UPDATE offers SET stock = 0 WHERE id = $1', [offerId]);

    // Stock left as shown: the price is saved, the stock is not written back.
    const priceOnly = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...form,
      stock: 30,
      stock_was: 30,
    });
    expect(priceOnly.status).toBe(200);
    expect(await offerRow(t, offerId)).toMatchObject({ base_price: 1100, stock: 0 });

    // Stock changed from a value that no longer holds: refused whole, with the stock as it is now.
    const stale = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...form,
      price: '12.00',
      stock: 40,
      stock_was: 30,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ msg: '库存已变动，现为0，请按现有库存重新填写', data: { stock: 0 } });
    expect(await offerRow(t, offerId)).toMatchObject({ base_price: 1100, stock: 0 });

    // From the stock as it is, the change is written.
    const fresh = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...form,
      stock: 40,
      stock_was: 0,
    });
    expect(fresh.status).toBe(200);
    expect(await offerRow(t, offerId)).toMatchObject({ base_price: 1100, stock: 40 });
    const missing = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, { ...form, stock: 40 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('stock_was');
  });
});

describe('categories and brands', () => {
  it('creates, moves and deletes categories within three levels', async () => {
    const { rootId, childId, grandchildId } = await createCategoryTree(t.handle);
    const created = await opPost<AdminCategory>(ops, '/api/admin/catalogue/categories', {
      name: '新二级',
      parent_id: rootId,
      sort: 5,
      is_shown: true,
    });
    expect(created.body.data).toMatchObject({ level: 2, parent_id: rootId });
    const id = created.body.data.id;
    const dup = await opPost(ops, '/api/admin/catalogue/categories', { name: '新二级', parent_id: rootId });
    expect(dup.body.errors).toEqual({ name: ['同级分类中已有该名称'] });
    const deep = await opPost(ops, '/api/admin/catalogue/categories', {
      name: '四级',
      parent_id: grandchildId,
    });
    expect(deep.body.errors).toEqual({ parent_id: ['分类最多3级'] });
    const loop = await opPost(ops, `/api/admin/catalogue/categories/${rootId}`, {
      name: 'x',
      parent_id: childId,
    });
    expect(loop.body.errors).toEqual({ parent_id: ['不能移动到自身或其下级分类之下'] });
    const tooDeep = await opPost(ops, `/api/admin/catalogue/categories/${childId}`, {
      name: 'y',
      parent_id: id,
    });
    expect(tooDeep.body.errors).toEqual({ parent_id: ['分类最多3级'] });
    // Moving the child (with its grandchild) to the top shifts both levels.
    const moved = await opPost<AdminCategory>(ops, `/api/admin/catalogue/categories/${childId}`, {
      name: '移到顶级',
      parent_id: null,
    });
    expect(moved.body.data.level).toBe(1);
    const tree = (await ops.get<AdminCategory[]>('/api/admin/catalogue/categories')).body.data;
    expect(tree.find((c) => c.id === grandchildId)?.level).toBe(2);

    await createGoods(t.handle, { categoryId: id });
    const inUse = await opPost(ops, `/api/admin/catalogue/categories/${id}/delete`);
    expect(inUse.status).toBe(400);
    expect(inUse.body.msg).toBe('该分类下还有1个商品，不能删除');
    const parent = await opPost(ops, `/api/admin/catalogue/categories/${childId}/delete`);
    expect(parent.body.msg).toBe('该分类下还有子分类，不能删除');
    await t.handle.query('INSERT INTO home_floors (category_id) VALUES ($1)', [grandchildId]);
    const floor = await opPost(ops, `/api/admin/catalogue/categories/${grandchildId}/delete`);
    expect(floor.body.msg).toBe('该分类是首页楼层，不能删除');
    await t.handle.query('DELETE FROM home_floors WHERE category_id = $1', [grandchildId]);
    const gone = await opPost(ops, `/api/admin/catalogue/categories/${grandchildId}/delete`);
    expect(gone.body.code).toBe(10000);
    expect((await auditRows(t, 'category.delete', String(grandchildId))).length).toBe(1);
    expect((await auditRows(t, 'category.create', String(id))).length).toBe(1);
  });

  it("counts a category's goods with those of its sub-categories, as the goods list finds them", async () => {
    const { rootId, childId, grandchildId } = await createCategoryTree(t.handle);
    await createGoods(t.handle, { categoryId: rootId });
    await createGoods(t.handle, { categoryId: childId });
    await createGoods(t.handle, { categoryId: childId });
    await createGoods(t.handle, { categoryId: grandchildId });
    const tree = (await ops.get<AdminCategory[]>('/api/admin/catalogue/categories')).body.data;
    const counted = (id: number) => tree.find((c) => c.id === id)?.goods_count;
    expect([counted(rootId), counted(childId), counted(grandchildId)]).toEqual([4, 3, 1]);
    for (const id of [rootId, childId, grandchildId]) {
      const listed = await ops.get<Paged<AdminGoodsRow>>(`/api/admin/catalogue/goods?category_id=${id}`);
      expect(listed.body.data.total).toBe(counted(id));
    }
    // A saved category answers with the same count.
    const renamed = await opPost<AdminCategory>(ops, `/api/admin/catalogue/categories/${childId}`, {
      name: uniqueName('二级'),
      parent_id: rootId,
    });
    expect(renamed.body.data.goods_count).toBe(3);
    // Deleting still weighs only what the category itself holds, once its sub-categories are gone.
    const parent = await opPost(ops, `/api/admin/catalogue/categories/${rootId}/delete`);
    expect(parent.body.msg).toBe('该分类下还有子分类，不能删除');
    const leaf = await opPost(ops, `/api/admin/catalogue/categories/${grandchildId}/delete`);
    expect(leaf.body.msg).toBe('该分类下还有1个商品，不能删除');
  });

  it('creates, renames and deletes brands; a name is unique and a brand in use stays', async () => {
    const name = uniqueName('品牌');
    const created = await opPost<AdminBrand>(ops, '/api/admin/catalogue/brands', {
      name,
      description: '好品牌',
    });
    expect(created.body.data).toMatchObject({ name, goods_count: 0, is_featured: false });
    const id = created.body.data.id;
    const dup = await opPost(ops, '/api/admin/catalogue/brands', { name });
    expect(dup.body.errors).toEqual({ name: ['品牌名称已存在'] });
    const empty = await opPost(ops, `/api/admin/catalogue/brands/${id}`, { name: ' ' });
    expect(empty.status).toBe(422);
    const renamed = await opPost<AdminBrand>(ops, `/api/admin/catalogue/brands/${id}`, {
      name: `${name}改`,
      sort: 3,
    });
    expect(renamed.body.data).toMatchObject({ name: `${name}改`, sort: 3 });
    const { goodsId } = await createOffer(t.handle);
    await t.handle.query('UPDATE goods SET brand_id = $1 WHERE id = $2', [id, goodsId]);
    const inUse = await opPost(ops, `/api/admin/catalogue/brands/${id}/delete`);
    expect(inUse.body.msg).toBe('该品牌下还有1个商品，不能删除');
    await t.handle.query('UPDATE goods SET brand_id = NULL WHERE id = $1', [goodsId]);
    expect((await opPost(ops, `/api/admin/catalogue/brands/${id}/delete`)).body.code).toBe(10000);
    const audits = await auditRows(t, 'brand.update', String(id));
    expect(audits[0]).toMatchObject({ before: { name }, after: { name: `${name}改` } });
  });
});

describe('control rules and free shipping', () => {
  const zoneCount = async (client: TestClient, url: string) =>
    (await client.get<{ url: string; goods_count: number }[]>('/api/focus/kxzq')).body.data.find(
      (z) => z.url === url,
    )?.goods_count ?? 0;

  it('puts a goods under a control rule: guests lose it, the allowed store sees it in its zone, audited', async () => {
    const name = uniqueName('控销测试片');
    const { goodsId } = await createOffer(t.handle, { name, basePrice: 1000 });
    const listed = async (client: TestClient) =>
      (await client.get<GoodsListPage>(`/api/goods/list?keywords=${encodeURIComponent(name)}`)).body.data.list
        .length;
    const [zone] = await t.handle.query<{ id: number }>(
      "SELECT id FROM control_zones WHERE slug = 'huadong'",
    );
    const url = `/api/admin/catalogue/goods/${goodsId}/control-rule`;
    const rule = { zone_id: zone?.id, allowed_provinces: ['浙江省'], allowed_customer_types: [] };
    expect(await listed(t.client())).toBe(1);
    const countBefore = await zoneCount(member, 'huadong');

    for (const client of [reviewer, service, finance])
      expect((await opPost(client, url, rule)).status).toBe(403);
    expect((await member.post(url, rule)).status).toBe(401);
    expect((await t.client().post(url, rule)).status).toBe(401);
    for (const bad of [
      { ...rule, zone_id: 999999 },
      { ...rule, allowed_provinces: ['火星省'] },
      { ...rule, allowed_customer_types: ['超市'] },
      { zone_id: null, allowed_provinces: ['浙江省'] },
    ]) {
      const res = await opPost(ops, url, bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await t.handle.query('SELECT 1 FROM control_rules WHERE goods_id = $1', [goodsId])).toEqual([]);
    expect(await auditRows(t, 'goods.control_rule', String(goodsId))).toEqual([]);
    expect((await opPost(ops, '/api/admin/catalogue/goods/999999/control-rule', rule)).status).toBe(404);

    const res = await opPost<AdminGoodsDetail>(ops, url, rule);
    expect(res.body.data.control_rule).toEqual({
      zone_id: zone?.id,
      zone: '华东控销专区',
      allowed_provinces: ['浙江省'],
      allowed_customer_types: [],
    });
    expect(await listed(t.client())).toBe(0);
    expect(await listed(member)).toBe(1);
    expect(await zoneCount(member, 'huadong')).toBe(countBefore + 1);
    const demo2 = await t.loginAs('demo2');
    expect(await listed(demo2)).toBe(0);
    const audit = await auditRows(t, 'goods.control_rule', String(goodsId));
    expect(audit).toMatchObject([
      { username: 'yunying', before: null, after: { allowed_provinces: ['浙江省'] } },
    ]);

    // Lifted again by the administrator: every store sees it, the zone no longer counts it.
    const lifted = await opPost<AdminGoodsDetail>(admin, url, { zone_id: null });
    expect(lifted.body.data.control_rule).toBeNull();
    expect(await listed(t.client())).toBe(1);
    expect(await zoneCount(member, 'huadong')).toBe(countBefore);
    expect(await auditRows(t, 'goods.control_rule', String(goodsId))).toHaveLength(2);
  });

  it('edits an offer’s free shipping; an older form without the fields leaves them as they are', async () => {
    const name = uniqueName('包邮测试片');
    const { offerId } = await createOffer(t.handle, { name, basePrice: 1000 });
    const body = { price: '10.00', stock: 500, stock_was: 500, min_quantity: 1, step: 1, is_buy: true };
    const bad = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...body,
      is_free_shipping: true,
      free_shipping_number: -1,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('free_shipping_number');
    const res = await opPost<AdminOffer>(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...body,
      is_free_shipping: true,
      free_shipping_number: 10,
    });
    expect(res.body.data).toMatchObject({ is_free_shipping: true, free_shipping_number: 10 });
    const store = await member.get<GoodsListPage>(`/api/goods/list?keywords=${encodeURIComponent(name)}`);
    expect(store.body.data.list[0]).toMatchObject({ is_free_shipping: 1, free_shipping_number: 10 });
    const older = await opPost<AdminOffer>(ops, `/api/admin/catalogue/offers/${offerId}`, body);
    expect(older.body.data).toMatchObject({ is_free_shipping: true, free_shipping_number: 10 });
    const audit = await auditRows(t, 'offer.update', String(offerId));
    expect(audit[1]?.after).toMatchObject({ is_free_shipping: true, free_shipping_number: 10 });
  });
});
