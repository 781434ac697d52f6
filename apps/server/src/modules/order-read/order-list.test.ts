import { chinaToday } from '@mall/shared/china-time';
import type { OrderPage, OrderTab } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOrder, type OrderFixture } from './order.fixtures.ts';

let t: TestApp;
let buyer: MemberFixture;
let client: TestClient;
let otherOrder: OrderFixture;
const made: Record<string, OrderFixture> = {};

const DAY = 86_400;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createMember(t.handle);
  const other = await createMember(t.handle);
  client = await t.loginAs(buyer.username, buyer.password);
  const [offer] = await t.handle.query<{ id: number; goods_id: number }>(
    'SELECT id, goods_id FROM offers ORDER BY id LIMIT 1',
  );
  const line = (name: string) => ({
    offerId: offer?.id ?? 0,
    goodsId: offer?.goods_id ?? 0,
    quantity: 1,
    unitPrice: 100,
    name,
  });
  const mine = (key: string, options: Partial<Parameters<typeof createOrder>[1]>) =>
    createOrder(t.handle, { companyId: buyer.companyId, memberId: buyer.memberId, ...options }).then((o) => {
      made[key] = o;
    });
  // Created oldest first, so the list's newest-first order is known.
  await mine('old', { status: 3, createdAgo: 40 * DAY, lines: [line('板蓝根颗粒')] });
  await mine('unpaid', { status: 0, createdAgo: 3 * DAY, lines: [line('连花清瘟胶囊'), line('维生素C片')] });
  await mine('toShip', { status: 1, createdAgo: 2 * DAY, lines: [line('布洛芬缓释胶囊')] });
  await mine('toReceive', { status: 2, createdAgo: DAY, lines: [line('阿莫西林胶囊')] });
  await mine('cancelled', { status: 4, createdAgo: 3600, lines: [line('板蓝根颗粒')] });
  await mine('completed', {
    status: 3,
    createdAgo: 60,
    lines: [line('复方甘草片'), line('a'), line('b'), line('c')],
  });
  await t.handle.query(
    `INSERT INTO after_sales (after_sale_no, order_id, company_id, kind, reason)
     VALUES ('AS-LIST-1', $1, $2, 'refund_only', '破损')`,
    [made.completed?.id, buyer.companyId],
  );
  otherOrder = await createOrder(t.handle, {
    companyId: other.companyId,
    memberId: other.memberId,
    lines: [line('板蓝根颗粒')],
  });
});

afterAll(() => t.close());

const list = (query: Record<string, string | number> = {}) => client.get<OrderPage>('/api/order', query);
const nos = (page: OrderPage) => page.list.map((o) => o.order_no);
const no = (key: string) => made[key]?.orderNo;

/** A Beijing calendar day, `daysAgo` before today. */
const beijingDay = (daysAgo: number) => chinaToday(Date.now() - daysAgo * DAY * 1000);

describe('GET /api/order', () => {
  it('lists the store’s orders newest first, with counts per tab', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(nos(res.body.data)).toEqual(
      ['completed', 'cancelled', 'toReceive', 'toShip', 'unpaid', 'old'].map(no),
    );
    expect(nos(res.body.data)).not.toContain(otherOrder.orderNo);
    expect(res.body.data).toMatchObject({ total: 6, page: 1, page_size: 10 });
    expect(res.body.data.counts).toEqual({
      all: 6,
      unpaid: 1,
      to_ship: 1,
      to_receive: 1,
      completed: 2,
      cancelled: 1,
      after_sale: 1,
    });
  });

  it('shows a summary per order with its first three lines', async () => {
    const completed = (await list()).body.data.list[0];
    expect(completed).toMatchObject({
      id: made.completed?.id,
      status: 3,
      status_text: '已完成',
      total_amount: '128.00',
      payable_amount: '128.00',
      line_count: 4,
      has_after_sale: 1,
    });
    expect(completed?.lines.map((l) => l.name)).toEqual(['复方甘草片', 'a', 'b']);
    expect(completed?.lines[0]).toMatchObject({
      number: 1,
      price: '1.00',
      amount: '1.00',
      bzdw: '盒',
      batch_number: 'B2026001',
    });
  });

  it('filters by tab', async () => {
    const expected: [OrderTab, string[]][] = [
      ['unpaid', ['unpaid']],
      ['to_ship', ['toShip']],
      ['to_receive', ['toReceive']],
      ['completed', ['completed', 'old']],
      ['cancelled', ['cancelled']],
      ['after_sale', ['completed']],
    ];
    for (const [status, keys] of expected) {
      const page = (await list({ status })).body.data;
      expect(nos(page), status).toEqual(keys.map(no));
      expect(page.total).toBe(keys.length);
    }
  });

  it('searches by order number or goods name, and the counts follow the search', async () => {
    const byName = (await list({ keywords: '板蓝根' })).body.data;
    expect(nos(byName)).toEqual(['cancelled', 'old'].map(no));
    expect(byName.counts).toMatchObject({ all: 2, cancelled: 1, completed: 1, unpaid: 0 });
    const byNumber = (await list({ keywords: no('toShip') ?? '' })).body.data;
    expect(nos(byNumber)).toEqual([no('toShip')]);
    expect((await list({ keywords: '100%' })).body.data.total).toBe(0);
  });

  it('narrows to a date range of Beijing days, both ends included', async () => {
    const recent = (await list({ start_time: beijingDay(0), end_time: beijingDay(0) })).body.data;
    expect(nos(recent)).toContain(no('completed'));
    expect(nos(recent)).not.toContain(no('toShip'));
    const older = (await list({ end_time: beijingDay(30) })).body.data;
    expect(nos(older)).toEqual([no('old')]);
    const window = (await list({ start_time: beijingDay(3), end_time: beijingDay(2) })).body.data;
    expect(nos(window)).toEqual(['toShip', 'unpaid'].map(no));
  });

  it('pages', async () => {
    const first = (await list({ page_size: 4 })).body.data;
    const second = (await list({ page_size: 4, page: 2 })).body.data;
    expect(first.list).toHaveLength(4);
    expect(nos(second)).toEqual(['unpaid', 'old'].map(no));
    expect(second.total).toBe(6);
    expect((await list({ page: 9 })).body.data.list).toEqual([]);
  });

  it('refuses bad input with 422 and the first Chinese message', async () => {
    const bad: [Record<string, string | number>, string][] = [
      [{ status: 'shipped' }, '订单状态不正确'],
      [{ start_time: '2026-13-01' }, '日期格式应为YYYY-MM-DD'],
      [{ end_time: '2026/01/01' }, '日期格式应为YYYY-MM-DD'],
      [{ start_time: '2026-02-01', end_time: '2026-01-01' }, '开始日期不能晚于结束日期'],
      [{ keywords: '药'.repeat(51) }, '关键词不能超过50个字'],
    ];
    for (const [query, message] of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.msg).toBe(message);
    }
    expect((await list({ page_size: 51 })).status).toBe(422);
    expect((await list({ page: 0 })).status).toBe(422);
  });

  it('asks a guest to log in', async () => {
    const guest = t.client();
    expect((await guest.get('/api/order')).status).toBe(401);
    expect((await guest.get('/api/order/counts')).status).toBe(401);
  });
});

describe('GET /api/order/counts', () => {
  it('counts the store’s orders per tab', async () => {
    const res = await client.get<Record<OrderTab, number>>('/api/order/counts');
    expect(res.body.data).toEqual({
      all: 6,
      unpaid: 1,
      to_ship: 1,
      to_receive: 1,
      completed: 2,
      cancelled: 1,
      after_sale: 1,
    });
  });
});
