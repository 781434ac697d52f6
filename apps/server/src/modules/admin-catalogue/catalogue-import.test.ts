/** The console catalogue's sheets: export, preview and apply of goods, stock and prices, new offers by import. */
import type { ImportApplyResult } from '@mall/shared/admin-catalogue';
import type { GoodsListPage } from '@mall/shared/goods';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';
import { createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { auditRows, offerRow, upload, xlsxOf } from './admin-catalogue.fixtures.ts';

let t: TestApp;
let ops: TestClient;
let reviewer: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  ops = await loginOperator(t, 'yunying');
  reviewer = await loginOperator(t, 'shenhe');
  member = await t.loginAs('demo');
});
afterAll(() => t.close());

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
    const preview = await upload(t, ops, '价格表.xlsx', file);
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
    expect((await offerRow(t, a.offerId))?.base_price).toBe(1000);

    const errors = await upload(
      t,
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
    expect((await offerRow(t, a.offerId))?.base_price).toBe(1000);
    expect((await offerRow(t, b.offerId))?.stock).toBe(0);
    expect(await auditRows(t, 'catalogue.import')).toEqual([]);

    const badValue = await opPost(ops, '/api/admin/catalogue/import/apply', {
      rows: [{ row: 3, offer_id: a.offerId, changes: [{ field: 'stock', before: 10, after: -5 }] }],
    });
    expect(badValue.status).toBe(422);
    expect((await opPost(reviewer, '/api/admin/catalogue/import/apply', { rows })).status).toBe(403);

    const applied = await opPost<ImportApplyResult>(ops, '/api/admin/catalogue/import/apply', {
      rows: rows.slice(0, 2),
    });
    expect(applied.body.data).toEqual({ offers: 2, goods: 0, created: 0, created_goods: 0 });
    expect(await offerRow(t, a.offerId)).toMatchObject({ base_price: 990, stock: 10 });
    expect(await offerRow(t, b.offerId)).toMatchObject({ base_price: 1950, stock: 30 });
    const [audit] = await auditRows(t, 'catalogue.import');
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
      t,
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
    expect((await offerRow(t, a.offerId))?.min_quantity).toBe(3);

    const noKey = await upload(t, ops, 'x.csv', Buffer.from('名称,价格\n阿莫西林,1'));
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors).toEqual({ file: ['表头中没有“报价编号”列，请使用导出的表格填写'] });
    const exe = await upload(t, ops, 'x.xlsx', Buffer.from('MZ not a sheet'));
    expect(exe.status).toBe(422);
    const empty = await opPost(ops, '/api/admin/catalogue/import/apply', { rows: [] });
    expect(empty.status).toBe(422);
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
      t,
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

    const preview = await upload(t, ops, 'new.xlsx', await xlsxOf([header, newRow, reuseRow]));
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
    const audit = await auditRows(t, 'catalogue.import');
    expect(audit.at(-1)?.after).toMatchObject([
      { created: { name, new_goods: true } },
      { created: { goods_id: goodsId } },
    ]);
    // The store lists the new goods at once.
    const store = await member.get<GoodsListPage>(`/api/goods/list?keywords=${encodeURIComponent(name)}`);
    expect(store.body.data.list.map((g) => g.base_price)).toEqual(['12.50']);
    // The same file again: both offers exist now, so both rows are refused.
    const again = await upload(t, ops, 'new.xlsx', await xlsxOf([header, newRow, reuseRow]));
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
      t,
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
