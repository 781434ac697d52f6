import type { Page } from '@mall/shared/codes';
import type { PointsOrderRead } from '@mall/shared/order';
import type { PointsGoodsRead, PointsLogPage, PointsRedeemed } from '@mall/shared/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { applyFor, createOrder, watchedGateway } from '../after-sale/after-sale.fixtures.ts';
import { approveAfterSale } from '../after-sale/after-sale-review.service.ts';
import { insertPointsOrder } from './points.repository.ts';
import { appendPoints } from './points.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(points = 0): Promise<{ m: MemberFixture; client: TestClient; addressId: number }> {
  const m = await createMember(t.handle);
  if (points > 0)
    await t.handle.query("INSERT INTO points_ledger (company_id, delta, reason) VALUES ($1, $2, '赠送')", [
      m.companyId,
      points,
    ]);
  const [address] = await t.handle.query<{ id: number }>(
    `INSERT INTO addresses (company_id, consignee, phone, province_code, province, city_code, city,
       district_code, district, detail, is_default)
     VALUES ($1, '李敏', '13912345678', '33', '浙江省', '3301', '杭州市', '330106', '西湖区', '文三路90号', true)
     RETURNING id`,
    [m.companyId],
  );
  return { m, client: await t.loginAs(m.username, m.password), addressId: address!.id };
}

async function goods(values: {
  points: number;
  stock: number;
  limit?: number;
  active?: boolean;
  name?: string;
}) {
  const [row] = await t.handle.query<{ id: number }>(
    `INSERT INTO points_goods (name, image, points, stock, per_member_limit, is_active, description)
     VALUES ($1, '/img/p.png', $2, $3, $4, $5, '说明') RETURNING id`,
    [values.name ?? '医用外科口罩', values.points, values.stock, values.limit ?? 0, values.active ?? true],
  );
  return row!.id;
}

const pointsOf = async (companyId: number) =>
  (
    await t.handle.query<{ n: number }>(
      'SELECT coalesce(sum(delta), 0)::int AS n FROM points_ledger WHERE company_id = $1',
      [companyId],
    )
  )[0]!.n;
const stockOf = async (id: number) =>
  (await t.handle.query<{ stock: number }>('SELECT stock FROM points_goods WHERE id = $1', [id]))[0]!.stock;
const ordersOf = async (companyId: number) =>
  (
    await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM points_orders WHERE company_id = $1',
      [companyId],
    )
  )[0]!.n;

describe('appendPoints', () => {
  it('adds and takes points, returns the total, refuses to go below zero', async () => {
    const { m } = await member();
    const total = await t.handle.db.transaction((tx) => appendPoints(tx, m.companyId, 30, '赠送'));
    expect(total).toBe(30);
    await expect(
      t.handle.db.transaction((tx) => appendPoints(tx, m.companyId, -31, '兑换', { kind: 'redeem' })),
    ).rejects.toMatchObject({ message: '积分不足' });
    expect(await t.handle.db.transaction((tx) => appendPoints(tx, m.companyId, -30, '兑换'))).toBe(0);
    expect(await t.handle.db.transaction((tx) => appendPoints(tx, m.companyId, 0, '无'))).toBe(0);
    expect(await pointsOf(m.companyId)).toBe(0);
  });
});

describe('the points mall', () => {
  it('lists active items to a guest, one by id, and hides inactive ones', async () => {
    const shown = await goods({ points: 100, stock: 7, limit: 2, name: '电子体温计' });
    const hidden = await goods({ points: 100, stock: 7, active: false });
    const guest = t.client();
    const list = await guest.get<Page<PointsGoodsRead>>('/api/points_goods', { page_size: 50 });
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((g) => g.id)).toContain(shown);
    expect(list.body.data.list.map((g) => g.id)).not.toContain(hidden);
    const one = await guest.get<PointsGoodsRead>(`/api/points_goods/${shown}`);
    expect(one.body.data).toEqual({
      id: shown,
      name: '电子体温计',
      image: '/img/p.png',
      points: 100,
      stock: 7,
      per_member_limit: 2,
      description: '说明',
    });
    for (const id of [hidden, 99_999_999, 'abc']) {
      const missing = await guest.get(`/api/points_goods/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe('积分商品不存在');
    }
    expect((await guest.get('/api/points_goods', { page: 0 })).status).toBe(422);
  });

  it('redeems: points order with the address snapshot, stock and points taken, ledger row', async () => {
    const { m, client, addressId } = await member(1000);
    const id = await goods({ points: 300, stock: 5, name: '免洗洗手液' });
    const res = await client.post<PointsRedeemed>('/api/points_goods/redeem', {
      id,
      number: 2,
      address_id: addressId,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('兑换成功');
    expect(res.body.data).toMatchObject({ total_points: 600, points_left: 400 });
    expect(res.body.data.order_no).toMatch(/^JF\d{18}$/);
    expect(await stockOf(id)).toBe(3);
    const orders = await client.get<Page<PointsOrderRead>>('/api/points_order');
    expect(orders.body.data.list[0]).toMatchObject({
      id: res.body.data.points_order_id,
      status: 0,
      total_points: 600,
      lines: [{ item_name: '免洗洗手液', image: '/img/p.png', points: 300, number: 2 }],
      address: {
        consignee: '李敏',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路90号',
      },
    });
    const log = await client.get<PointsLogPage>('/api/user/points_log');
    expect(log.body.data.total_points).toBe(400);
    expect(log.body.data.list[0]).toMatchObject({
      delta: -600,
      kind: 'redeem',
      kind_text: '积分兑换',
      reason: '积分商城兑换：免洗洗手液 ×2',
    });
    const [row] = await t.handle.query<{ points_order_id: number }>(
      "SELECT points_order_id FROM points_ledger WHERE company_id = $1 AND kind = 'redeem'",
      [m.companyId],
    );
    expect(row?.points_order_id).toBe(res.body.data.points_order_id);
  });

  it('refuses short points, short stock, over the limit, a missing or foreign address; writes nothing', async () => {
    const { m, client, addressId } = await member(500);
    const other = await member(500);
    const id = await goods({ points: 200, stock: 3, limit: 2 });
    const redeem = (body: object) => client.post('/api/points_goods/redeem', body);
    const cases: [object, number, string][] = [
      [{ id, number: 3, address_id: addressId }, 400, '超出限兑数量'],
      [{ id: await goods({ points: 200, stock: 1 }), number: 2, address_id: addressId }, 400, '库存不足'],
      [{ id: await goods({ points: 600, stock: 9 }), number: 1, address_id: addressId }, 400, '积分不足'],
      [{ id, number: 1, address_id: other.addressId }, 400, '地址不存在'],
      [{ id, number: 1, address_id: 99_999_999 }, 400, '地址不存在'],
      [
        { id: await goods({ points: 1, stock: 9, active: false }), number: 1, address_id: addressId },
        404,
        '积分商品不存在',
      ],
    ];
    for (const [body, status, msg] of cases) {
      const res = await redeem(body);
      expect([res.status, res.body.msg]).toEqual([status, msg]);
    }
    expect(await pointsOf(m.companyId)).toBe(500);
    expect(await ordersOf(m.companyId)).toBe(0);
    expect(await stockOf(id)).toBe(3);
    // the limit counts what was redeemed before
    expect((await redeem({ id, number: 2, address_id: addressId })).status).toBe(200);
    expect((await redeem({ id, number: 1, address_id: addressId })).body.msg).toBe('超出限兑数量');
  });

  it('answers 422 with the field for bad input, 401 for a guest, 403 without the CSRF token', async () => {
    const { client, addressId } = await member(500);
    const id = await goods({ points: 10, stock: 9 });
    for (const [body, field] of [
      [{ number: 1, address_id: addressId }, 'id'],
      [{ id, number: 0, address_id: addressId }, 'number'],
      [{ id, number: 100, address_id: addressId }, 'number'],
      [{ id, number: 1.5, address_id: addressId }, 'number'],
      [{ id, number: 1 }, 'address_id'],
    ] as const) {
      const res = await client.post<unknown>('/api/points_goods/redeem', body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const guest = t.client();
    await guest.get('/api/user/base');
    expect(
      (await guest.post('/api/points_goods/redeem', { id, number: 1, address_id: addressId })).status,
    ).toBe(401);
    expect((await guest.get('/api/user/points_log')).status).toBe(401);
    const noToken = await client.post(
      '/api/points_goods/redeem',
      { id, number: 1, address_id: addressId },
      { withoutXsrf: true },
    );
    expect(noToken.status).toBe(403);
  });

  it('20 parallel redemptions of an item with stock 5 make 5 orders', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => member(10_000)));
    const id = await goods({ points: 10, stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const who = members[i % 4]!;
        return who.client.post('/api/points_goods/redeem', { id, number: 1, address_id: who.addressId });
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.msg === '库存不足')).toBe(true);
    expect(await stockOf(id)).toBe(0);
    const [lines] = await t.handle.query<{ n: number }>(
      'SELECT coalesce(sum(quantity), 0)::int AS n FROM points_order_lines WHERE points_goods_id = $1',
      [id],
    );
    expect(lines?.n).toBe(5);
  });

  it('a store with points for 2 firing 10 parallel redemptions gets 2; the sum never goes negative', async () => {
    const { m, client, addressId } = await member(200);
    const id = await goods({ points: 100, stock: 50 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/points_goods/redeem', { id, number: 1, address_id: addressId }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.msg === '积分不足')).toBe(true);
    expect(await pointsOf(m.companyId)).toBe(0);
    const running = await t.handle.query<{ s: number }>(
      'SELECT sum(delta) OVER (ORDER BY id)::int AS s FROM points_ledger WHERE company_id = $1',
      [m.companyId],
    );
    expect(running.every((r) => r.s >= 0)).toBe(true);
    expect(await stockOf(id)).toBe(48);
    expect(await ordersOf(m.companyId)).toBe(2);
  });
});

describe('points order numbers', () => {
  it('passes over a number another order has and takes the next candidate', async () => {
    const { m } = await member();
    const id = await goods({ points: 10, stock: 5 });
    const order = (numbers: string[]) =>
      t.handle.db.transaction((tx) =>
        insertPointsOrder(tx, {
          numbers,
          companyId: m.companyId,
          totalPoints: 10,
          address: { consignee: '李敏' },
          line: { goodsId: id, name: '口罩', image: '', points: 10, quantity: 1 },
        }),
      );
    const first = await order(['JF202611291200000001', 'JF202611291200000002']);
    expect(first.orderNo).toBe('JF202611291200000001');
    const second = await order(['JF202611291200000001', 'JF202611291200000002']);
    expect(second.orderNo).toBe('JF202611291200000002');
    await expect(order(['JF202611291200000001', 'JF202611291200000002'])).rejects.toThrow(/candidate/);
    expect(await ordersOf(m.companyId)).toBe(2);
  });
});

describe('the points log', () => {
  it("pages the store's own rows, filters earned and spent, and shows the total", async () => {
    const { m, client } = await member();
    const other = await member(999);
    await t.handle.query(
      `INSERT INTO points_ledger (company_id, delta, reason, kind) VALUES
       ($1, 500, '新会员注册赠送积分', 'adjust'), ($1, -120, '积分商城兑换：口罩 ×1', 'redeem'), ($1, 80, '订单完成赠送积分', 'order_earn')`,
      [m.companyId],
    );
    const all = await client.get<PointsLogPage>('/api/user/points_log', { page_size: 2 });
    expect(all.body.data).toMatchObject({ total: 3, page: 1, page_size: 2, total_points: 460 });
    expect(all.body.data.list.map((r) => r.delta)).toEqual([80, -120]);
    const earned = await client.get<PointsLogPage>('/api/user/points_log', { type: 'earned' });
    expect(earned.body.data.list.map((r) => r.delta)).toEqual([80, 500]);
    const spent = await client.get<PointsLogPage>('/api/user/points_log', { type: 'spent' });
    expect(spent.body.data.list.map((r) => [r.delta, r.kind_text])).toEqual([[-120, '积分兑换']]);
    expect(spent.body.data.total_points).toBe(460);
    const bad = await client.get('/api/user/points_log', { type: 'all' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('type');
    // the other store sees only its own
    const theirs = await other.client.get<PointsLogPage>('/api/user/points_log');
    expect(theirs.body.data).toMatchObject({ total: 1, total_points: 999 });
  });
});

describe('points earned by orders', () => {
  const gateway = () => watchedGateway(t.config.paySigningSecret, []);

  it('credits 1 point per whole yuan paid when the buyer confirms receipt, once', async () => {
    const { m, client } = await member();
    // 35.99 paid from the balance: 35 points, the odd fen floored
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      balanceAmount: 3599,
      payMethod: 'balance',
      lines: [
        { quantity: 3, unitPrice: 1000, activityShare: 300, couponShare: 100 },
        { quantity: 2, unitPrice: 500 },
      ],
    });
    const res = await client.post(`/api/order/${o.orderId}/receive`);
    expect(res.status).toBe(200);
    const log = await client.get<PointsLogPage>('/api/user/points_log');
    expect(log.body.data.total_points).toBe(await pointsOf(m.companyId));
    expect(log.body.data.list[0]).toMatchObject({
      kind: 'order_earn',
      reason: `订单完成赠送积分：${o.orderNo}`,
    });
    const earned = log.body.data.total_points;
    expect(earned).toBeGreaterThan(0);
    const [paid] = await t.handle.query<{ n: number }>(
      'SELECT balance_amount + paid_amount AS n FROM orders WHERE id = $1',
      [o.orderId],
    );
    expect(earned).toBe(Math.floor(paid!.n / 100));
    // a second confirm is refused and credits nothing more
    expect((await client.post(`/api/order/${o.orderId}/receive`)).status).toBe(400);
    expect(await pointsOf(m.companyId)).toBe(earned);
  });

  it('takes back what a refund on a completed order no longer earns, capped at the points left', async () => {
    const { m, client, addressId } = await member();
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      balanceAmount: 3600,
      payMethod: 'balance',
      lines: [
        { quantity: 3, unitPrice: 1000, activityShare: 300, couponShare: 100 },
        { quantity: 2, unitPrice: 500 },
      ],
    });
    await client.post(`/api/order/${o.orderId}/receive`);
    expect(await pointsOf(m.companyId)).toBe(36);
    // refund 2 × 5.00 = 10.00: 26.00 kept earns 26, so 10 go back
    const part = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(1), number: 2 }]);
    await approveAfterSale(t.handle.db, gateway(), { afterSaleNo: part.after_sale_no, operator: 'op' });
    expect(await pointsOf(m.companyId)).toBe(26);
    const [reverse] = await t.handle.query<{ delta: number; kind: string; reason: string; order_id: number }>(
      "SELECT delta, kind, reason, order_id FROM points_ledger WHERE company_id = $1 AND kind = 'order_reverse'",
      [m.companyId],
    );
    expect(reverse).toEqual({
      delta: -10,
      kind: 'order_reverse',
      reason: `售后退款扣回积分：${o.orderNo}（${part.after_sale_no}）`,
      order_id: o.orderId,
    });
    // spend 20 of the 26, then refund the rest: only the 6 left are taken, never below zero
    const id = await goods({ points: 20, stock: 9 });
    expect(
      (await client.post('/api/points_goods/redeem', { id, number: 1, address_id: addressId })).status,
    ).toBe(200);
    const rest = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 3 }]);
    await approveAfterSale(t.handle.db, gateway(), { afterSaleNo: rest.after_sale_no, operator: 'op' });
    expect(await pointsOf(m.companyId)).toBe(0);
  });

  it('earns nothing on an order refunded in full before completion', async () => {
    const { m, client } = await member();
    const o = await createOrder(t.handle, {
      companyId: m.companyId,
      memberId: m.memberId,
      status: 2,
      balanceAmount: 1000,
      payMethod: 'balance',
      lines: [{ quantity: 2, unitPrice: 500 }],
    });
    const a = await applyFor(client, o.orderId, 'refund_only', [{ order_line_id: o.line(0), number: 2 }]);
    await approveAfterSale(t.handle.db, gateway(), { afterSaleNo: a.after_sale_no, operator: 'op' });
    const res = await client.post(`/api/order/${o.orderId}/receive`);
    expect(res.status).toBe(200);
    expect(await pointsOf(m.companyId)).toBe(0);
  });
});
