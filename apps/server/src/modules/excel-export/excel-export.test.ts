import { formatChinaTime } from '@mall/shared/china-time';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { createOrder } from '../order-read/order.fixtures.ts';

let t: TestApp;
let buyer: MemberFixture;
let other: MemberFixture;
let client: TestClient;
let demo: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createMember(t.handle);
  other = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

/** The sheet's cells as text/number values, row by row (exceljs reads back what it wrote). */
async function cellsOf(body: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: (string | number | null)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as (string | number | null)[]).slice(1);
  });
  return Array.from(rows, (r) => r ?? []);
}

const download = (c: TestClient, url: string, query?: Record<string, string>) => c.get(url, query);

describe('GET /api/order/{id}/export', () => {
  it('exports the store’s own order: lines, money as yuan with 2 decimals, China time', async () => {
    const o = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: 12_345,
      lines: [{ offerId: 1, goodsId: 1, quantity: 3, unitPrice: 4115, name: '导出测试胶囊' }],
    });
    const res = await download(client, `/api/order/${o.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`订单-${o.orderNo}.xlsx`));
    const cells = await cellsOf(res.raw.rawPayload);
    expect(cells[0]).toEqual(['订单号', o.orderNo]);
    const [created] = await t.handle.query<{ at: number }>(
      'SELECT floor(extract(epoch FROM created_at))::int AS at FROM orders WHERE id = $1',
      [o.id],
    );
    expect(cells[1]).toEqual(['下单时间', formatChinaTime(created?.at, 'YYYY-MM-DD HH:mm:ss')]);
    const header = cells.findIndex((r) => r[0] === '商品名称');
    expect(cells[header + 1]).toEqual([
      '导出测试胶囊',
      '导出测试胶囊',
      '0.25g*24粒',
      '测试制药有限公司',
      '国药准字H00000000',
      'B2026001',
      '2028-06-30',
      '盒',
      41.15,
      3,
      123.45,
      0,
      0,
    ]);
    expect(cells.find((r) => r[0] === '订单总额(元)')).toEqual(['订单总额(元)', 123.45]);
    // The money cells carry the two-decimal format.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(header + 2).getCell(9).numFmt).toBe('0.00');
  });

  it('refuses another member’s order as not found, and a guest', async () => {
    const theirs = await createOrder(t.handle, { companyId: other.companyId, memberId: other.memberId });
    const res = await download(client, `/api/order/${theirs.id}/export`);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('订单不存在');
    expect((await download(client, '/api/order/abc/export')).status).toBe(404);
    const guest = t.client();
    expect((await download(guest, `/api/order/${theirs.id}/export`)).status).toBe(401);
  });
});

describe('GET /api/order/export', () => {
  it('exports only the store’s own orders, under /order’s filters', async () => {
    const mine = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 1,
    });
    const old = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      createdAgo: 40 * 86_400,
    });
    const theirs = await createOrder(t.handle, { companyId: other.companyId, memberId: other.memberId });
    const all = await cellsOf((await download(client, '/api/order/export')).raw.rawPayload);
    const numbers = all.map((r) => r[0]);
    expect(numbers).toContain(mine.orderNo);
    expect(numbers).toContain(old.orderNo);
    expect(numbers).not.toContain(theirs.orderNo);
    const row = all.find((r) => r[0] === mine.orderNo);
    expect(row?.slice(2)).toEqual(['待发货', '在线支付', 1, '阿莫西林胶囊', 128, 128]);

    const today = formatChinaTime(Date.now() / 1000, 'YYYY-MM-DD');
    const recent = await cellsOf(
      (await download(client, '/api/order/export', { start_time: today, status: 'all' })).raw.rawPayload,
    );
    expect(recent.map((r) => r[0])).toContain(mine.orderNo);
    expect(recent.map((r) => r[0])).not.toContain(old.orderNo);
    expect(recent[1]).toEqual(['筛选', `${today} 至 `]);
  });

  it('answers 422 to bad filters', async () => {
    const res = await download(client, '/api/order/export', { start_time: '2026-02-30' });
    expect(res.status).toBe(422);
  });
});

describe('GET /api/cart/export', () => {
  it('exports the store’s cart with prices from the cart’s own pricing', async () => {
    const made = await createOffer(t.handle, { basePrice: 1999, name: '导出购物车测试药' });
    await demo.postForm('/api/cart', {
      params: [{ goods_id: made.goodsId, goods_price_id: made.offerId, number: 3 }],
    });
    const res = await download(demo, '/api/cart/export');
    expect(res.status).toBe(200);
    const cells = await cellsOf(res.raw.rawPayload);
    const row = cells.find((r) => r[0] === '导出购物车测试药');
    expect(row?.slice(4)).toEqual(['盒', 19.99, 3, 59.97, '是', '可购买']);
    // Another store's cart is not in it.
    const mine = await cellsOf((await download(client, '/api/cart/export')).raw.rawPayload);
    expect(mine.find((r) => r[0] === '导出购物车测试药')).toBeUndefined();
  });
});
