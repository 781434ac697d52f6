import type { Page } from '@mall/shared/codes';
import type { PointsOrderRead } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let demoCompany: number;
let shippedId: number;

async function insertOrder(
  companyId: number,
  orderNo: string,
  status: number,
  lines: [string, number, number][],
) {
  const total = lines.reduce((sum, [, points, quantity]) => sum + points * quantity, 0);
  const [order] = await t.handle.query<{ id: number }>(
    `INSERT INTO points_orders (order_no, company_id, status, total_points, address, carrier, tracking_no, shipped_at)
     VALUES ($1, $2, $3::smallint, $4, $5, $6, $7, CASE WHEN $3::smallint >= 1 THEN now() END) RETURNING id`,
    [
      orderNo,
      companyId,
      status,
      total,
      JSON.stringify({
        consignee: '李敏',
        phone: '13800000000',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路 90 号',
      }),
      status >= 1 ? '顺丰速运' : '',
      status >= 1 ? 'SF1234567890' : '',
    ],
  );
  for (const [name, points, quantity] of lines) {
    await t.handle.query(
      'INSERT INTO points_order_lines (points_order_id, item_name, points, quantity) VALUES ($1, $2, $3, $4)',
      [order!.id, name, points, quantity],
    );
  }
  return order!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.handle.query<{ id: number }>(
    "SELECT current_company_id AS id FROM members WHERE username = 'demo2'",
  );
  demoCompany = demo!.id;
});
afterAll(() => t.close());

describe('points orders', () => {
  // demo2: the demo data gives demo a past redemption and demo2 none.
  it('shows an empty list to a store that has redeemed nothing', async () => {
    const demo = await t.loginAs('demo2');
    const res = await demo.get<Page<PointsOrderRead>>('/api/points_order');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ list: [], total: 0, page: 1, page_size: 10 });
  });

  it("lists the store's orders newest first with their lines, and one by id", async () => {
    await insertOrder(demoCompany, 'JF202611220001', 0, [['医用外科口罩（50只装）', 300, 2]]);
    shippedId = await insertOrder(demoCompany, 'JF202611220002', 1, [
      ['电子体温计', 800, 1],
      ['免洗洗手液 500ml', 200, 3],
    ]);
    const demo = await t.loginAs('demo2');
    const res = await demo.get<Page<PointsOrderRead>>('/api/points_order', { page_size: 1 });
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]).toMatchObject({
      id: shippedId,
      order_no: 'JF202611220002',
      status: 1,
      status_text: '已发货',
      total_points: 1400,
      carrier: '顺丰速运',
      lines: [
        { item_name: '电子体温计', points: 800, number: 1 },
        { item_name: '免洗洗手液 500ml', points: 200, number: 3 },
      ],
      address: { consignee: '李敏', city: '杭州市' },
      shipped_at: expect.any(Number),
    });
    const one = await demo.get<PointsOrderRead>(`/api/points_order/${shippedId}`);
    expect(one.body.data.order_no).toBe('JF202611220002');
  });

  it("refuses another store's order, unknown and malformed ids, bad pages and guests", async () => {
    // demo2's orders, asked for by demo's store.
    const stranger = await t.loginAs('demo');
    const other = await stranger.get(`/api/points_order/${shippedId}`);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ msg: '积分订单不存在' });
    const theirs = (await stranger.get<Page<PointsOrderRead>>('/api/points_order')).body.data;
    expect(theirs.list.map((order) => order.order_no)).not.toContain('JF202611220002');
    const demo = await t.loginAs('demo2');
    expect((await demo.get('/api/points_order/999999')).status).toBe(404);
    expect((await demo.get('/api/points_order/abc')).status).toBe(404);
    const bad = await demo.get('/api/points_order', { page: 0 });
    expect(bad.status).toBe(422);
    const guest = await t.client().get('/api/points_order');
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ code: 10001 });
  });
});
