import type { Paged } from '@mall/shared/admin';
import type {
  AdminBrand,
  AdminCategory,
  AdminGoodsDetail,
  AdminGoodsRow,
  AdminOffer,
  ImportApplyResult,
  ImportPreview,
} from '@mall/shared/admin-catalogue';
import type { GoodsListPage } from '@mall/shared/goods';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryTree, createGoods, uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';
import { createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { multipartBody, PNG_BYTES } from '../licence/upload.fixtures.ts';

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

const auditRows = (action: string, targetId?: string) =>
  t.handle.query<{ action: string; target_id: string; before: unknown; after: unknown; username: string }>(
    `SELECT a.action, a.target_id, a.before, a.after, o.username FROM operator_audit_log a
     JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND ($2::text IS NULL OR a.target_id = $2) ORDER BY a.id`,
    [action, targetId ?? null],
  );

const offerRow = async (offerId: number) =>
  (
    await t.handle.query<{ base_price: number; stock: number; min_quantity: number; step: number }>(
      'SELECT base_price, stock, min_quantity, step FROM offers WHERE id = $1',
      [offerId],
    )
  )[0];

/** Multipart as an operator: the console's CSRF cookie in its header. */
async function upload(
  client: TestClient,
  filename: string,
  bytes: Buffer,
  url = '/api/admin/catalogue/import/preview',
) {
  const { body, contentType } = multipartBody([{ name: 'file', value: { filename, bytes } }]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': contentType,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('op_xsrf') ?? '',
    },
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: ImportPreview; errors?: Record<string, string[]> },
  };
}

async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('价格表');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

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
    const preview = await upload(reviewer, 'a.csv', Buffer.from('报价编号,价格\n1,1'));
    expect(preview.status).toBe(403);
    expect((await offerRow(offerId))?.base_price).toBe(1000);
    expect(await auditRows('offer.update', String(offerId))).toEqual([]);
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
    expect(await auditRows('goods.update', String(goodsId))).toEqual([]);

    const res = await opPost<AdminGoodsDetail>(ops, `/api/admin/catalogue/goods/${goodsId}`, input);
    expect(res.body.data).toMatchObject({
      name: input.name,
      spec: '0.3g*12粒',
      category_id: childId,
      is_on_sale: false,
    });
    const [audit] = await auditRows('goods.update', String(goodsId));
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
    const picture = await upload(ops, 'a.png', PNG_BYTES, '/api/admin/catalogue/images');
    expect((picture.body.data as unknown as { url: string }).url).toMatch(/^\/media\/up-[0-9a-f]+\.png$/);
    const notImage = await upload(ops, 'a.png', Buffer.from('not a picture'), '/api/admin/catalogue/images');
    expect(notImage.status).toBe(422);
    const refused = await upload(reviewer, 'a.png', PNG_BYTES, '/api/admin/catalogue/images');
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
    expect((await offerRow(offerId))?.base_price).toBe(1000);

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
    const [audit] = await auditRows('offer.update', String(offerId));
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
    expect(await offerRow(offerId)).toMatchObject({ base_price: 1100, stock: 0 });

    // Stock changed from a value that no longer holds: refused whole, with the stock as it is now.
    const stale = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...form,
      price: '12.00',
      stock: 40,
      stock_was: 30,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ msg: '库存已变动，现为0，请按现有库存重新填写', data: { stock: 0 } });
    expect(await offerRow(offerId)).toMatchObject({ base_price: 1100, stock: 0 });

    // From the stock as it is, the change is written.
    const fresh = await opPost(ops, `/api/admin/catalogue/offers/${offerId}`, {
      ...form,
      stock: 40,
      stock_was: 0,
    });
    expect(fresh.status).toBe(200);
    expect(await offerRow(offerId)).toMatchObject({ base_price: 1100, stock: 40 });
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
    expect((await auditRows('category.delete', String(grandchildId))).length).toBe(1);
    expect((await auditRows('category.create', String(id))).length).toBe(1);
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
    const audits = await auditRows('brand.update', String(id));
    expect(audits[0]).toMatchObject({ before: { name }, after: { name: `${name}改` } });
  });
});

describe('import and export of goods, stock and prices', () => {
  it('exports the filtered rows as xlsx and csv in the columns an import reads', async () => {
    const name = uniqueName('导出测试片');
    const { offerId } = await createOffer(t.handle, { name, basePrice: 1234, stock: 7 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/export?keyword=${encodeURIComponent(name)}`,
      headers: { cookie: [...ops.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
    const header = values.find((r) => r.includes('报价编号')) as unknown[];
    const row = values.find((r) => r.includes(offerId)) as unknown[];
    expect(row[header.indexOf('价格(元)')]).toBe(12.34);
    expect(row[header.indexOf('库存')]).toBe(7);
    expect(row[header.indexOf('商品名称')]).toBe(name);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/export?format=csv&keyword=${encodeURIComponent(name)}`,
      headers: { cookie: [...ops.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(csv.body).toContain(`${offerId},`);
    expect(csv.body).toContain(',12.34,7,');
    expect((await reviewer.get('/api/admin/catalogue/export')).status).toBe(403);
  });

  it('previews changes and row errors, and applies all or nothing with the audit row', async () => {
    const a = await createOffer(t.handle, { basePrice: 1000, stock: 10 });
    const b = await createOffer(t.handle, { basePrice: 2000, stock: 0 });
    const c = await createOffer(t.handle, {
      basePrice: 3000,
      stock: 5,
      ladder: [{ quantity: 10, price: 2800 }],
    });
    // A store waits for b to come back: its stock returning queues the subscribers' check.
    await t.handle.query(
      "INSERT INTO offer_subscriptions (company_id, offer_id, kind) VALUES ($1, $2, 'stock')",
      [DEMO_COMPANY, b.offerId],
    );
    const file = await xlsxOf([
      ['门店价格调整'],
      ['报价编号', '价格（元）', '库存', '上架'],
      [a.offerId, '9.9', 10, '是'],
      [b.offerId, 19.5, 30, ''],
      [c.offerId, '3000', '', ''],
      [999_999, '1', '', ''],
      [c.offerId, '', '', ''],
    ]);
    const preview = await upload(ops, '价格表.xlsx', file);
    expect(preview.body.code).toBe(10000);
    expect(preview.body.data.total).toBe(5);
    expect(preview.body.data.changed).toEqual([
      expect.objectContaining({
        row: 3,
        offer_id: a.offerId,
        changes: [{ field: 'price', before: 1000, after: 990 }],
      }),
      expect.objectContaining({
        row: 4,
        offer_id: b.offerId,
        changes: [
          { field: 'price', before: 2000, after: 1950 },
          { field: 'stock', before: 0, after: 30 },
        ],
      }),
      expect.objectContaining({ row: 5, changes: [{ field: 'price', before: 3000, after: 300000 }] }),
    ]);
    expect(preview.body.data.errors).toEqual([
      { row: 6, column: '报价编号', message: '报价编号999999不存在' },
      { row: 7, column: '报价编号', message: `报价编号${c.offerId}与第5行重复` },
    ]);
    // Nothing is written by a preview.
    expect((await offerRow(a.offerId))?.base_price).toBe(1000);

    const errors = await upload(
      ops,
      'bad.csv',
      Buffer.from(`报价编号,价格,库存\n${a.offerId},abc,-3\n${c.offerId},27,\nx,1,1\n`),
    );
    expect(errors.body.data.errors).toEqual([
      { row: 2, column: '价格(元)', message: '价格“abc”有误，应为大于0的金额，最多两位小数' },
      { row: 2, column: '库存', message: '库存不能为负数' },
      {
        row: 3,
        column: '价格(元)',
        message: '价格不能低于或等于该报价的阶梯价（28.00元），请先修改阶梯价',
      },
      { row: 4, column: '报价编号', message: '报价编号“x”有误' },
    ]);
    expect(errors.body.data.changed).toEqual([]);

    // Apply: a stale "before" on any row rolls every row back.
    const rows = preview.body.data.changed.map((r) => ({
      row: r.row,
      offer_id: r.offer_id,
      changes: r.changes,
    }));
    await t.handle.query('UPDATE offers SET base_price = 3100 WHERE id = $1', [c.offerId]);
    const stale = await opPost(ops, '/api/admin/catalogue/import/apply', { rows });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('第5行的数据在预览后已被修改，请重新预览后再导入');
    expect((await offerRow(a.offerId))?.base_price).toBe(1000);
    expect((await offerRow(b.offerId))?.stock).toBe(0);
    expect(await auditRows('catalogue.import')).toEqual([]);

    const badValue = await opPost(ops, '/api/admin/catalogue/import/apply', {
      rows: [{ row: 3, offer_id: a.offerId, changes: [{ field: 'stock', before: 10, after: -5 }] }],
    });
    expect(badValue.status).toBe(422);
    expect((await opPost(reviewer, '/api/admin/catalogue/import/apply', { rows })).status).toBe(403);

    const applied = await opPost<ImportApplyResult>(ops, '/api/admin/catalogue/import/apply', {
      rows: rows.slice(0, 2),
    });
    expect(applied.body.data).toEqual({ offers: 2, goods: 0, created: 0, created_goods: 0 });
    expect(await offerRow(a.offerId)).toMatchObject({ base_price: 990, stock: 10 });
    expect(await offerRow(b.offerId)).toMatchObject({ base_price: 1950, stock: 30 });
    const [audit] = await auditRows('catalogue.import');
    expect(audit).toMatchObject({
      username: 'yunying',
      before: [
        { offer_id: a.offerId, price: 1000 },
        { offer_id: b.offerId, price: 2000, stock: 0 },
      ],
      after: [
        { offer_id: a.offerId, price: 990 },
        { offer_id: b.offerId, price: 1950, stock: 30 },
      ],
    });
    const jobs = await t.handle.query<{ payload: unknown }>(
      "SELECT payload FROM jobs WHERE kind = 'subscription.check' AND payload::text LIKE $1",
      [`%${b.offerId}%`],
    );
    expect(jobs.length).toBe(1);
    // The store's detail page shows the new price.
    const detail = await member.get<{ base_price: string }>(`/api/goods/detail/${a.goodsId}`);
    expect(detail.body.data.base_price).toBe('9.90');
  });

  it('changes goods fields from the sheet, and refuses files it cannot read', async () => {
    const a = await createOffer(t.handle);
    const newName = uniqueName('导入改名片');
    const preview = await upload(
      ops,
      'goods.csv',
      Buffer.from(`\uFEFF报价编号,商品名称,规格,上架,起购量\n${a.offerId},${newName},10mg*30片,否,3\n`),
    );
    expect(preview.body.data.changed[0]?.changes.map((c) => c.field)).toEqual([
      'name',
      'spec',
      'min_quantity',
      'is_on_sale',
    ]);
    const rows = preview.body.data.changed.map((r) => ({
      row: r.row,
      offer_id: r.offer_id,
      changes: r.changes,
    }));
    const applied = await opPost<ImportApplyResult>(ops, '/api/admin/catalogue/import/apply', { rows });
    expect(applied.body.data).toEqual({ offers: 1, goods: 1, created: 0, created_goods: 0 });
    const [goods] = await t.handle.query<{ name: string; is_on_sale: boolean }>(
      'SELECT name, is_on_sale FROM goods WHERE id = $1',
      [a.goodsId],
    );
    expect(goods).toEqual({ name: newName, is_on_sale: false });
    expect((await offerRow(a.offerId))?.min_quantity).toBe(3);

    const noKey = await upload(ops, 'x.csv', Buffer.from('名称,价格\n阿莫西林,1'));
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors).toEqual({ file: ['表头中没有“报价编号”列，请使用导出的表格填写'] });
    const exe = await upload(ops, 'x.xlsx', Buffer.from('MZ not a sheet'));
    expect(exe.status).toBe(422);
    const empty = await opPost(ops, '/api/admin/catalogue/import/apply', { rows: [] });
    expect(empty.status).toBe(422);
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
    expect(await auditRows('goods.control_rule', String(goodsId))).toEqual([]);
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
    const audit = await auditRows('goods.control_rule', String(goodsId));
    expect(audit).toMatchObject([
      { username: 'yunying', before: null, after: { allowed_provinces: ['浙江省'] } },
    ]);

    // Lifted again by the administrator: every store sees it, the zone no longer counts it.
    const lifted = await opPost<AdminGoodsDetail>(admin, url, { zone_id: null });
    expect(lifted.body.data.control_rule).toBeNull();
    expect(await listed(t.client())).toBe(1);
    expect(await zoneCount(member, 'huadong')).toBe(countBefore);
    expect(await auditRows('goods.control_rule', String(goodsId))).toHaveLength(2);
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
    const audit = await auditRows('offer.update', String(offerId));
    expect(audit[1]?.after).toMatchObject({ is_free_shipping: true, free_shipping_number: 10 });
  });
});

describe('import creates offers', () => {
  it('creates goods and offers from rows without 报价编号 (新建), all or nothing, audited', async () => {
    const { offerId, goodsId } = await createOffer(t.handle, {
      name: uniqueName('复用商品'),
      basePrice: 1000,
    });
    const [known] = await t.handle.query<{
      spec: string;
      maker: string;
      category: string;
      warehouse_id: number;
    }>(
      `SELECT g.spec, m.name AS maker, c.name AS category, o.warehouse_id FROM offers o
       JOIN goods g ON g.id = o.goods_id JOIN manufacturers m ON m.id = g.manufacturer_id
       JOIN categories c ON c.id = g.category_id WHERE o.id = $1`,
      [offerId],
    );
    if (!known) throw new Error('offer not found');
    const approval = `国药准字H${goodsId}9`;
    await t.handle.query('UPDATE goods SET approval_number = $1 WHERE id = $2', [approval, goodsId]);
    const other = `导入仓${goodsId}`;
    await t.handle.query('INSERT INTO warehouses (name) VALUES ($1)', [other]);
    const name = uniqueName('导入新建片');
    const header = [
      '报价编号',
      '商品名称',
      '规格',
      '生产厂家',
      '批准文号',
      '分类',
      '仓库',
      '价格(元)',
      '库存',
    ];
    const newRow = [
      '',
      name,
      '0.25g*24粒',
      known.maker,
      `国药准字Z${goodsId}8`,
      known.category,
      other,
      '12.5',
      40,
    ];
    const reuseRow = ['', '复用商品', known.spec, known.maker, approval, known.category, other, '9.90', 5];

    // Missing columns and unknown names are row errors; nothing is created.
    const bad = await upload(
      ops,
      'bad.xlsx',
      await xlsxOf([
        header,
        ['', name, '0.25g', known.maker, '', known.category, other, '12.5', 40],
        ['', name, '0.25g', '没有这个厂家', 'Z1', known.category, other, '12.5', 40],
      ]),
    );
    expect(bad.body.data.errors).toEqual([
      { row: 2, column: '批准文号', message: '新建商品缺少批准文号' },
      { row: 3, column: '生产厂家', message: '生产厂家“没有这个厂家”不存在' },
    ]);
    expect(bad.body.data.created).toEqual([]);

    const preview = await upload(ops, 'new.xlsx', await xlsxOf([header, newRow, reuseRow]));
    expect(preview.body.data.errors).toEqual([]);
    expect(preview.body.data.created).toMatchObject([
      { row: 2, goods_id: null, name, price: 1250, stock: 40, unit: '盒', is_on_sale: true },
      { row: 3, goods_id: goodsId, price: 990, stock: 5 },
    ]);

    // All or nothing: a stale change in the same apply leaves the new rows uncreated too.
    const stale = await opPost(ops, '/api/admin/catalogue/import/apply', {
      rows: [{ row: 9, offer_id: offerId, changes: [{ field: 'stock', before: 12345, after: 1 }] }],
      created: preview.body.data.created,
    });
    expect(stale.status).toBe(409);
    expect(await t.handle.query('SELECT id FROM goods WHERE name = $1', [name])).toEqual([]);
    const refused = await opPost(reviewer, '/api/admin/catalogue/import/apply', {
      created: preview.body.data.created,
    });
    expect(refused.status).toBe(403);

    const applied = await opPost<ImportApplyResult>(ops, '/api/admin/catalogue/import/apply', {
      created: preview.body.data.created,
    });
    expect(applied.body.data).toEqual({ offers: 0, goods: 0, created: 2, created_goods: 1 });
    const offers = await t.handle.query<{
      goods_id: number;
      base_price: number;
      stock: number;
      name: string;
    }>(
      `SELECT o.goods_id, o.base_price, o.stock, g.name FROM offers o JOIN goods g ON g.id = o.goods_id
       JOIN warehouses w ON w.id = o.warehouse_id WHERE w.name = $1 ORDER BY o.id`,
      [other],
    );
    expect(offers).toMatchObject([
      { name, base_price: 1250, stock: 40 },
      { goods_id: goodsId, base_price: 990, stock: 5 },
    ]);
    const audit = await auditRows('catalogue.import');
    expect(audit.at(-1)?.after).toMatchObject([
      { created: { name, new_goods: true } },
      { created: { goods_id: goodsId } },
    ]);
    // The store lists the new goods at once.
    const store = await member.get<GoodsListPage>(`/api/goods/list?keywords=${encodeURIComponent(name)}`);
    expect(store.body.data.list.map((g) => g.base_price)).toEqual(['12.50']);
    // The same file again: both offers exist now, so both rows are refused.
    const again = await upload(ops, 'new.xlsx', await xlsxOf([header, newRow, reuseRow]));
    expect(again.body.data.errors.map((e) => e.row)).toEqual([2, 3]);
    expect((await opPost(ops, '/api/admin/catalogue/import/apply', { created: [] })).status).toBe(422);
  });

  it('makes a new goods once when the same file is applied twice at the same moment', async () => {
    const { offerId, goodsId } = await createOffer(t.handle, {
      name: uniqueName('并发导入'),
      basePrice: 1000,
    });
    const [known] = await t.handle.query<{ maker: string; category: string }>(
      `SELECT m.name AS maker, c.name AS category FROM offers o JOIN goods g ON g.id = o.goods_id
       JOIN manufacturers m ON m.id = g.manufacturer_id JOIN categories c ON c.id = g.category_id
       WHERE o.id = $1`,
      [offerId],
    );
    if (!known) throw new Error('offer not found');
    const warehouse = `并发仓${goodsId}`;
    await t.handle.query('INSERT INTO warehouses (name) VALUES ($1)', [warehouse]);
    const name = uniqueName('并发新建片');
    const approval = `国药准字Z${goodsId}7`;
    const preview = await upload(
      ops,
      'twice.xlsx',
      await xlsxOf([
        ['报价编号', '商品名称', '规格', '生产厂家', '批准文号', '分类', '仓库', '价格(元)', '库存'],
        ['', name, '10g*6袋', known.maker, approval, known.category, warehouse, '8.8', 10],
      ]),
    );
    expect(preview.body.data.errors).toEqual([]);
    const body = { created: preview.body.data.created };
    const answers = await Promise.all([
      opPost<ImportApplyResult>(ops, '/api/admin/catalogue/import/apply', body),
      opPost<ImportApplyResult>(ops, '/api/admin/catalogue/import/apply', body),
    ]);
    // One makes the goods and its offer; the other finds the offer there and is refused.
    expect(answers.map((a) => a.body.code).sort((a, b) => a - b)).toEqual([400, 10000]);
    expect(answers.find((a) => a.body.code === 10000)?.body.data).toMatchObject({
      created: 1,
      created_goods: 1,
    });
    expect(
      await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM goods WHERE approval_number = $1', [
        approval,
      ]),
    ).toEqual([{ n: 1 }]);
  });
});
