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

  /** The footer's label → amount rows, from 商品金额 on. */
  const footerOf = (cells: (string | number | null)[][]) =>
    Object.fromEntries(
      cells.slice(cells.findIndex((r) => r[0] === '商品金额(元)')).map((r) => [String(r[0]), r[1]]),
    );
  const fen = (yuan: unknown) => Math.round(Number(yuan) * 100);

  it('states every amount of the order so the footer adds up: voucher, balance, paid, refunded', async () => {
    // Paid entirely from the balance, with a ¥50 voucher, then partly refunded.
    const o = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 3,
      payable: 0,
      balanceAmount: 907_243,
    });
    await t.handle.query(
      `UPDATE orders SET raw_amount = 963190, goods_amount = 963190, activity_amount = 32756, coupon_amount = 18191,
         voucher_amount = 5000, pay_method = 'balance', refunded_amount = 12801 WHERE id = $1`,
      [o.id],
    );
    const footer = footerOf(
      await cellsOf((await download(client, `/api/order/${o.id}/export`)).raw.rawPayload),
    );
    expect(footer).toEqual({
      '商品金额(元)': 9631.9,
      '活动优惠(元)': 327.56,
      '优惠券(元)': 181.91,
      '现金券(元)': 50,
      '运费(元)': 0,
      '订单总额(元)': 9072.43,
      '余额抵扣(元)': 9072.43,
      '在线/转账支付(元)': 0,
      '已付金额(元)': 9072.43,
      '待付金额(元)': 0,
      '已退款(元)': 128.01,
    });
    const f = (label: string) => fen(footer[`${label}(元)`]);
    expect(f('商品金额') - f('活动优惠') - f('优惠券') - f('现金券') + f('运费')).toBe(f('订单总额'));
    expect(f('余额抵扣') + f('在线/转账支付') + f('待付金额')).toBe(f('订单总额'));
  });

  it('states the balance part and what is owed of an unpaid order, and the payment of a paid one', async () => {
    const unpaid = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: 10_000,
      balanceAmount: 2_345,
    });
    const unpaidFooter = footerOf(
      await cellsOf((await download(client, `/api/order/${unpaid.id}/export`)).raw.rawPayload),
    );
    expect(unpaidFooter).toMatchObject({
      '订单总额(元)': 123.45,
      '余额抵扣(元)': 23.45,
      '在线/转账支付(元)': 0,
      '已付金额(元)': 23.45,
      '待付金额(元)': 100,
    });
    const paid = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 1,
      payable: 10_000,
      balanceAmount: 2_345,
    });
    const paidFooter = footerOf(
      await cellsOf((await download(client, `/api/order/${paid.id}/export`)).raw.rawPayload),
    );
    expect(paidFooter).toMatchObject({
      '订单总额(元)': 123.45,
      '余额抵扣(元)': 23.45,
      '在线/转账支付(元)': 100,
      '已付金额(元)': 123.45,
      '待付金额(元)': 0,
    });
  });

  it('states a cancelled, never paid order as having paid and owing nothing', async () => {
    const o = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 4,
      payable: 10_000,
      balanceAmount: 2_345,
    });
    const footer = footerOf(
      await cellsOf((await download(client, `/api/order/${o.id}/export`)).raw.rawPayload),
    );
    expect(footer).toMatchObject({
      '订单总额(元)': 123.45,
      '余额抵扣(元)': 0,
      '在线/转账支付(元)': 0,
      '已付金额(元)': 0,
      '待付金额(元)': 0,
      '已退款(元)': 0,
    });
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
    // Paid: nothing is owed any more.
    expect(row?.slice(2)).toEqual(['待发货', '在线支付', 1, '阿莫西林胶囊', 128, 0]);

    const today = formatChinaTime(Date.now() / 1000, 'YYYY-MM-DD');
    const recent = await cellsOf(
      (await download(client, '/api/order/export', { start_time: today, status: 'all' })).raw.rawPayload,
    );
    expect(recent.map((r) => r[0])).toContain(mine.orderNo);
    expect(recent.map((r) => r[0])).not.toContain(old.orderNo);
    expect(recent[1]).toEqual(['筛选', `${today} 至 `]);
  });

  it('states 待付 only for unpaid orders: 0 once completed or cancelled', async () => {
    const unpaid = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      payable: 167_980,
    });
    const completed = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 3,
      payable: 167_980,
    });
    const cancelled = await createOrder(t.handle, {
      companyId: buyer.companyId,
      memberId: buyer.memberId,
      status: 4,
      payable: 167_980,
    });
    const cells = await cellsOf((await download(client, '/api/order/export')).raw.rawPayload);
    const owed = (orderNo: string) => cells.find((r) => r[0] === orderNo)?.slice(6);
    expect(owed(unpaid.orderNo)).toEqual([1679.8, 1679.8]);
    expect(owed(completed.orderNo)).toEqual([1679.8, 0]);
    expect(owed(cancelled.orderNo)).toEqual([1679.8, 0]);
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
