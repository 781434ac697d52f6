/**
 * A group reaches only the stores its customer types and provinces allow (decision 019), and a
 * controlled goods' group only the stores its control rule allows: any other store, and a guest
 * unless nothing is restricted, neither sees the group nor joins it.
 */
import { GROUP_BUY_MESSAGES, type GroupBuyCard, type GroupBuyDetail } from '@mall/shared/group-buy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { insertTradingBuyers, storeAddress } from '../order/order.fixtures.ts';
import { createGroupBuy, join } from './group-buy.fixtures.ts';

let t: TestApp;
let inside: TestClient;
let outside: TestClient;
let outsideAddress: number;
let guest: TestClient;
let open: number;
let byProvince: number;
let byType: number;
let controlled: number;

beforeAll(async () => {
  t = await createTestApp({ paySandbox: true });
  const offer = await createOffer(t.handle, { name: '范围拼团片', basePrice: 2000, stock: 100 });
  const [company] = await t.handle.query<{ province: string; customer_type: string }>(
    'SELECT province, customer_type FROM companies WHERE id = $1',
    [DEMO_COMPANY],
  );
  if (!company) throw new Error('no demo store');
  open = await createGroupBuy(t.handle, { offerId: offer.offerId, title: '人人可拼' });
  byProvince = await createGroupBuy(t.handle, { offerId: offer.offerId, title: '本省拼团' });
  byType = await createGroupBuy(t.handle, { offerId: offer.offerId, title: '同类拼团' });
  await t.handle.query('UPDATE group_buys SET allowed_provinces = $2 WHERE id = $1', [
    byProvince,
    [company.province],
  ]);
  await t.handle.query('UPDATE group_buys SET allowed_customer_types = $2 WHERE id = $1', [
    byType,
    [company.customer_type],
  ]);
  const ruled = await createOffer(t.handle, { name: '控销拼团片', basePrice: 2000, stock: 100 });
  controlled = await createGroupBuy(t.handle, { offerId: ruled.offerId, title: '控销拼团' });
  await t.handle.query(
    'INSERT INTO control_rules (goods_id, zone_id, allowed_provinces) VALUES ($1, 1, $2)',
    [ruled.goodsId, [company.province]],
  );

  inside = await t.loginAs('demo');
  const [buyer] = await insertTradingBuyers(t.handle, 'reachgroup', 1, DEMO_PASSWORD);
  if (!buyer) throw new Error('no buyer');
  await t.handle.query("UPDATE companies SET province = '远方省', customer_type = '远方类型' WHERE id = $1", [
    buyer.companyId,
  ]);
  outside = await t.loginAs(buyer.username);
  outsideAddress = await storeAddress(t.handle, buyer.companyId);
  guest = t.client();
  await guest.get('/api/user/base');
});
afterAll(() => t.close());

const listed = async (client: TestClient) =>
  (await client.get<GroupBuyCard[]>('/api/group_buy')).body.data.map((c) => c.id);

describe('the reach of a group buy', () => {
  it('lists a restricted or controlled group only to the stores it reaches; guests see unrestricted ones', async () => {
    const asInside = await listed(inside);
    for (const id of [open, byProvince, byType, controlled]) expect(asInside).toContain(id);
    const asOutside = await listed(outside);
    expect(asOutside).toContain(open);
    for (const id of [byProvince, byType, controlled]) expect(asOutside).not.toContain(id);
    const asGuest = await listed(guest);
    expect(asGuest).toContain(open);
    for (const id of [byProvince, byType, controlled]) expect(asGuest).not.toContain(id);
  });

  it('refuses the detail to a store or guest outside it, as for a group that does not exist', async () => {
    for (const id of [byProvince, byType, controlled]) {
      expect((await inside.get<GroupBuyDetail>(`/api/group_buy/${id}`)).body).toMatchObject({
        code: 10000,
        data: { id },
      });
      for (const reader of [outside, guest])
        expect((await reader.get(`/api/group_buy/${id}`)).body).toMatchObject({
          code: 404,
          msg: GROUP_BUY_MESSAGES.notFound,
        });
    }
    expect((await guest.get<GroupBuyDetail>(`/api/group_buy/${open}`)).body).toMatchObject({
      data: { id: open },
    });
  });

  it('lets a store inside it join, and not a store outside it, which writes nothing', async () => {
    const address = await storeAddress(t.handle, DEMO_COMPANY);
    expect((await join(inside, byProvince, { quantity: 1, address })).body).toMatchObject({ code: 10000 });
    for (const id of [byProvince, byType, controlled]) {
      const res = await join(outside, id, { quantity: 1, address: outsideAddress });
      expect(res.body).toMatchObject({ code: 404, msg: GROUP_BUY_MESSAGES.notFound });
    }
    const [row] = await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM group_buy_orders WHERE group_buy_id = ANY($1)',
      [[byProvince, byType, controlled]],
    );
    // the one row is the inside store's join
    expect(row?.n).toBe(1);
  });
});
