/**
 * The console's dashboard and content: an operator lands on 概览, whose today's figures are those of
 * the orders in the database (as the orders list reads them) and move by exactly the order a buyer
 * places in the test; 运营 edits a home banner (picture uploaded, new title) and the store's home
 * page shows it on its next load.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminOrderItem } from '@mall/shared/admin-orders';
import { chinaToday } from '@mall/shared/china-time';
import type { GoodsListPage } from '@mall/shared/goods';
import { parseYuan } from '@mall/shared/money';
import type { OrderCreated } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../server/src/modules/licence/upload.fixtures.ts';
import { loginAsOperator } from './admin.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, emptyCart, firstQuantity } from './shop.ts';

const BUYER = TRADING_BUYERS.adminDashboard;

/** One plain goods ordered (not paid) through the API, as checkout submits it. */
async function placeOrder(page: Page): Promise<OrderCreated> {
  await emptyCart(page);
  const goods = (
    await call<GoodsListPage>(page, 'GET', '/api/goods/list?page=1&page_size=40&in_stock=1')
  ).data.list.find(
    (g) => g.is_buy === 1 && g.base_price !== null && g.number >= firstQuantity(g) * 4 && (g.type ?? 0) === 0,
  );
  if (!goods) throw new Error('no goods to order');
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
  const addresses = await call<{ id: number }[]>(page, 'GET', '/api/user/address');
  const created = await call<OrderCreated>(page, 'POST', '/api/order', {
    ids: cart.data.data.map((line) => line.id),
    address_id: addresses.data[0]!.id,
    use_balance: 0,
    idempotency_key: `e2e-dash-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
  expect(created.code, created.msg).toBe(10000);
  return created.data;
}

/** Today's orders as the console's orders list reads them from the database, cancelled left out. */
async function todaysOrders(page: Page): Promise<AdminOrderItem[]> {
  const today = chinaToday();
  const all: AdminOrderItem[] = [];
  for (let n = 1; ; n += 1) {
    const res = await call<Paged<AdminOrderItem>>(
      page,
      'GET',
      `/api/admin/orders?from=${today}&to=${today}&page=${n}&page_size=100`,
    );
    expect(res.code, res.msg).toBe(10000);
    all.push(...res.data.list);
    if (all.length >= res.data.total || res.data.list.length === 0) break;
  }
  return all.filter((o) => o.status !== 4);
}

const statistic = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).locator('.ant-statistic-content').innerText()).replace(/[,\s]/g, '');

async function shownToday(page: Page) {
  await page.getByTestId('dashboard-today').waitFor();
  return {
    orders: Number(await statistic(page, 'dashboard-today-orders')),
    salesFen: parseYuan(await statistic(page, 'dashboard-today-sales')),
    buyers: Number(await statistic(page, 'dashboard-today-buyers')),
  };
}

function fromDatabase(orders: AdminOrderItem[]) {
  return {
    orders: orders.length,
    salesFen: orders.reduce((sum, o) => sum + parseYuan(o.total_amount), 0),
    buyers: new Set(orders.map((o) => o.company_id)).size,
  };
}

describe.skipIf(Boolean(skipReason))('console dashboard and content', () => {
  const { context } = useBrowser();

  it("lands on 概览, whose today's figures match the database and move by the order placed", async () => {
    const { page, errors } = await openPage(context());
    await loginAsOperator(page, 'admin');
    await page.waitForURL('**/admin/dashboard');
    const before = await shownToday(page);
    expect(before).toEqual(fromDatabase(await todaysOrders(page)));
    await page.getByRole('img', { name: '近30天每日订单数与销售额' }).waitFor();

    const buyer = await openPage(context());
    await loginAs(buyer.page, BUYER.username, BUYER.password);
    const order = await placeOrder(buyer.page);

    await page.reload();
    await expect.poll(async () => (await shownToday(page)).orders).toBe(before.orders + 1);
    const after = await shownToday(page);
    const placed = (await todaysOrders(page)).find((o) => o.id === order.id);
    expect(placed?.company_name).toBe(BUYER.company);
    expect(after.salesFen - before.salesFen).toBe(parseYuan(placed!.total_amount));
    expect(after).toEqual(fromDatabase(await todaysOrders(page)));
    // The waiting lists link to their sections.
    await page.getByTestId('dashboard-stock').waitFor();
    expect(errors).toEqual([]);
  });

  it('运营 uploads a picture for a home banner and retitles it; the home page shows it', async () => {
    const { page, errors } = await openPage(context());
    await loginAsOperator(page, 'yunying', '/admin/content');
    const table = page.getByTestId('banners-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    // The main carousel's first banner.
    await page.getByRole('combobox', { name: '位置筛选' }).click();
    await page.getByTitle('首页轮播（790×340）').click();
    const row = table.locator('tbody tr.ant-table-row', { hasText: '首页轮播' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const drawer = page.getByTestId('banner-form');
    const save = page.getByRole('button', { name: /保\s*存/ });
    const title = `春季采购节${Date.now().toString(36)}`;
    await drawer.getByLabel('标题').fill(title);
    await drawer.getByLabel('链接').fill('javascript:alert(1)');
    await save.click();
    await drawer.getByText('链接须以 / 开头（站内页面）或为 http(s) 地址').waitFor();
    await drawer.getByLabel('链接').fill('/list?keyword=感冒');
    await drawer.locator('input[type=file]').setInputFiles({
      name: 'spring.png',
      mimeType: 'image/png',
      buffer: PNG_BYTES,
    });
    await page.getByText('图片已上传').waitFor();
    await expect.poll(() => drawer.getByLabel('图片').inputValue()).toMatch(/^\/media\/up-[0-9a-f]+\.png$/);
    const image = await drawer.getByLabel('图片').inputValue();
    await save.click();
    await page.getByText('已保存，商城即时生效').waitFor();
    await table.getByText(title).waitFor();

    const guest = await openPage(context());
    await guest.page.goto('/');
    const shown = guest.page.getByTestId('home-banner').locator(`img[alt="${title}"]`);
    await shown.waitFor({ state: 'attached' });
    expect(await shown.getAttribute('src')).toBe(image);
    expect(errors).toEqual([]);
  });
});
