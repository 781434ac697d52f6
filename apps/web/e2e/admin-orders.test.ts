/**
 * The console's orders section: a buyer places and pays an order, an operator of the role that
 * ships (客服) finds it at /admin/orders, ships it with a carrier and tracking number, and the
 * buyer's order page shows it shipped with that number.
 */
import type { Address } from '@mall/shared/address';
import type { GoodsListPage } from '@mall/shared/goods';
import type { OrderCreated } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMenuLabels, loginAsOperator } from './admin.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, emptyCart, firstQuantity } from './shop.ts';

const BUYER = TRADING_BUYERS.adminShip;

/** One plain goods in the cart, ordered and paid from the balance, through the API as checkout does. */
async function placePaidOrder(page: Page): Promise<OrderCreated> {
  await emptyCart(page);
  const goods = (
    await call<GoodsListPage>(page, 'GET', '/api/goods/list?page=1&page_size=40&in_stock=1')
  ).data.list.find(
    (g) =>
      g.is_buy === 1 &&
      g.base_price !== null &&
      g.number >= firstQuantity(g) * 4 &&
      (g.type ?? 0) === 0 &&
      g.tags.length === 0 &&
      !g.activity_tags?.length,
  );
  if (!goods) throw new Error('no plain goods to order');
  const added = await call(page, 'POST', '/api/cart', {
    params: [
      {
        goods_id: goods.id,
        goods_price_id: goods.goods_price_id,
        ck_id: goods.ck_id,
        number: firstQuantity(goods),
      },
    ],
  });
  expect(added.code, added.msg).toBe(10000);
  const cart = await call<{ data: { id: number }[] }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
  const addresses = await call<Address[]>(page, 'GET', '/api/user/address');
  const created = await call<OrderCreated>(page, 'POST', '/api/order', {
    ids: cart.data.data.map((line) => line.id),
    address_id: addresses.data[0]!.id,
    use_balance: 0,
    idempotency_key: `e2e-ship-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
  expect(created.code, created.msg).toBe(10000);
  const paid = await call(page, 'POST', `/api/order/${created.data.id}/pay`, { method: 'balance' });
  expect(paid.code, paid.msg).toBe(10000);
  return created.data;
}

describe.skipIf(Boolean(skipReason))('console orders', () => {
  const { context } = useBrowser();

  it('客服 ships a paid order in two parcels and the buyer sees it shipped with both tracking numbers', async () => {
    const buyer = await openPage(context());
    await loginAs(buyer.page, BUYER.username, BUYER.password);
    const order = await placePaidOrder(buyer.page);

    const { page, errors } = await openPage(context());
    await loginAsOperator(page, 'kefu01', '/admin/orders');
    expect(await adminMenuLabels(page)).toEqual(expect.arrayContaining(['订单列表', '售后审核']));
    const filter = page.getByTestId('orders-filter');
    await filter.getByLabel('订单号').fill(order.order_no);
    await filter.getByRole('button', { name: /查\s*询/ }).click();
    const table = page.getByTestId('orders-table');
    const row = table.locator('tr', { hasText: order.order_no });
    await row.getByText('待发货').waitFor();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await row.getByRole('button', { name: order.order_no }).click();

    const drawer = page.getByTestId('order-drawer');
    await drawer.getByText(BUYER.company).first().waitFor();
    await drawer.getByRole('button', { name: /^发\s*货$/ }).click();
    const form = page.getByTestId('ship-form');
    const first = form.getByTestId('parcel-0');
    await first.getByLabel('承运商').fill('顺丰速运');
    // A wrong number is refused on the form before anything is sent.
    await first.getByLabel('运单号').fill('12');
    await page.getByRole('button', { name: '确认发货' }).click();
    await first.getByText('运单号应为6至40位字母或数字').waitFor();
    // A number pasted with spaces at its ends is taken without them.
    await first.getByLabel('运单号').fill('  SF1234567890 ');
    expect(await first.getByLabel('运单号').inputValue()).toBe('SF1234567890');
    // The goods leave in two parcels.
    await form.getByRole('button', { name: '再加一个包裹' }).click();
    const second = form.getByTestId('parcel-1');
    await second.getByLabel('承运商').fill('中通快递');
    // The same number twice is refused by the server, and the form says so under the parcels.
    await second.getByLabel('运单号').fill('SF1234567890');
    await page.getByRole('button', { name: '确认发货' }).click();
    await form.getByText('运单号重复').waitFor();
    await second.getByLabel('运单号').fill('ZT1234567891');
    await page.getByRole('button', { name: '确认发货' }).click();
    await page
      .getByText('已发货（顺丰速运 SF1234567890、中通快递 ZT1234567891）', { exact: false })
      .waitFor();
    await drawer.getByText('待收货').first().waitFor();
    await drawer.getByTestId('order-logistics').getByText('【中通快递】已揽收').waitFor();
    await expect.poll(() => drawer.getByRole('button', { name: /^发\s*货$/ }).count()).toBe(0);
    // The one refused ship (运单号重复) is the only console message.
    expect(errors).toEqual([expect.stringContaining('status of 422')]);

    await buyer.page.goto(`/order/info/${order.id}`);
    // The buyer's order: shipped, with both parcels and their numbers.
    const parcels = buyer.page.getByTestId('order-parcels');
    await parcels.getByText('SF1234567890', { exact: true }).waitFor();
    await parcels.getByText('ZT1234567891', { exact: true }).waitFor();
    await buyer.page.getByText('待收货').first().waitFor();
    await buyer.page.getByText('【顺丰速运】已揽收').waitFor();
  });

  const menuOnOrders = async (username: string) => {
    const { page } = await openPage(context());
    await loginAsOperator(page, username, '/admin/orders');
    // The orders group opens on its own page: its entries are drawn.
    await page.getByTestId('admin-menu').getByText('订单列表').waitFor();
    return { page, labels: await adminMenuLabels(page) };
  };

  it('客服 has the orders and after-sales but not 发票, which is for 财务, and its URL says so', async () => {
    const { page, labels } = await menuOnOrders('kefu01');
    expect(labels).toEqual(expect.arrayContaining(['订单列表', '售后审核']));
    expect(labels).not.toContain('发票');
    await page.goto('/admin/orders/invoices');
    await page.getByText('无权访问').waitFor();
  });

  it('财务 has 发票 under the orders', async () => {
    expect((await menuOnOrders('caiwu')).labels).toEqual(
      expect.arrayContaining(['订单列表', '售后审核', '发票']),
    );
  });

  it('运营 has no orders menu and a direct URL says so', async () => {
    const { page } = await openPage(context());
    await loginAsOperator(page, 'yunying');
    expect(await adminMenuLabels(page)).not.toContain('订单列表');
    await page.goto('/admin/orders');
    await page.getByText('无权访问').waitFor();
  });
});
