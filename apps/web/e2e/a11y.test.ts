/**
 * Accessibility of the buying pages: axe-core, injected into each page once it has drawn its data,
 * finds no critical and no serious violation on home, list, search, detail and login as a guest, and
 * on the same plus cart, checkout (step 2 and the pay step), the member centre's home, licences, favourites,
 * quick ordering, purchase-list import and coupon centre, the order list and an order's detail as a member with
 * a cart and an order; and on the operator console's main pages, with their data. A failure prints every
 * such violation with the elements it names.
 */
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsOperator } from './admin.ts';
import { describeViolations, seriousViolations } from './axe.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, emptyCart, firstQuantity, submitOrder, toLine } from './shop.ts';

const BUYER = TRADING_BUYERS.a11y;

/** A plain offer the buyer may buy (no activity, in stock): the detail page and the cart's line. */
async function plainOffer(page: Page, guest = false): Promise<GoodsRead> {
  const res = await call<GoodsListPage>(page, 'GET', '/api/goods/list?page=1&page_size=40&in_stock=1');
  const goods = res.data.list.find(
    (g) =>
      (guest || (g.is_buy === 1 && g.base_price !== null)) &&
      g.number >= firstQuantity(g) * 3 &&
      (g.type ?? 0) === 0 &&
      !g.activity_tags?.length,
  );
  expect(goods, 'a plain offer in the first list page').toBeDefined();
  return goods as GoodsRead;
}

/** Opens a path, waits for the element that shows its data and for the network to settle, runs axe. */
async function audit(page: Page, path: string, ready: string): Promise<string> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByTestId(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page);
  return violations.length === 0 ? '' : `${path}\n${describeViolations(violations)}`;
}

/** Audits each page in turn and fails with every page's violations printed. */
async function expectAccessible(page: Page, pages: readonly (readonly [string, string])[]): Promise<void> {
  const failed: string[] = [];
  for (const [path, ready] of pages) {
    const report = await audit(page, path, ready);
    if (report) failed.push(report);
  }
  if (failed.length > 0) console.error(failed.join('\n\n'));
  expect(failed).toEqual([]);
}

describe.skipIf(Boolean(skipReason))('accessibility (axe-core)', () => {
  const { context } = useBrowser();

  it('finds no critical or serious violation on the guest pages', async () => {
    const { page } = await openPage(context());
    await page.goto('/login');
    const goods = await plainOffer(page, true);
    const keyword = goods.name.slice(0, 2);
    await expectAccessible(page, [
      ['/', 'home-floors'],
      ['/list', 'goods-grid'],
      [`/search?keywords=${encodeURIComponent(keyword)}`, 'search-summary'],
      [`/list/info/${goods.id}?goods_price_id=${goods.goods_price_id}`, 'goods-detail'],
      ['/login', 'login-form'],
    ]);
  });

  it('finds no critical or serious violation on the member pages, cart to orders', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const goods = await plainOffer(page);
    const added = await call(page, 'POST', '/api/cart', {
      params: [toLine(goods, firstQuantity(goods) * 2)],
    });
    expect(added.code).toBe(10000);
    const lineId = (await cartState(page)).data[0]?.id;
    const keyword = goods.name.slice(0, 2);
    const reports: string[] = [];
    for (const [path, ready] of [
      ['/', 'home-floors'],
      ['/list', 'goods-grid'],
      [`/search?keywords=${encodeURIComponent(keyword)}`, 'search-summary'],
      [`/list/info/${goods.id}?goods_price_id=${goods.goods_price_id}`, 'goods-detail'],
      ['/cart', 'cart-page'],
      [`/cart/step2?ids=${lineId}`, 'checkout-submit'],
    ] as const) {
      reports.push(await audit(page, path, ready));
    }
    // The order placed from step 2, then the order list and the order's page.
    const orderId = await submitOrder(page);
    await page.waitForLoadState('networkidle');
    reports.push(await audit(page, page.url().replace(/^https?:\/\/[^/]+/, ''), 'main-content'));
    reports.push(await audit(page, '/order', 'order-list'));
    reports.push(await audit(page, `/order/info/${orderId}`, 'order-detail'));
    const failed = reports.filter(Boolean);
    if (failed.length > 0) console.error(failed.join('\n\n'));
    expect(failed).toEqual([]);
  });

  it("finds no critical or serious violation in the member centre's pages", async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await expectAccessible(page, [
      ['/user', 'member-centre'],
      ['/zhzx/zzzj', 'licence-table'],
      ['/zzfw/star', 'favorites-page'],
      ['/zzfw/ksxd', 'quick-order-grid'],
      ['/zzfw/cgdr', 'purchase-list-page'],
      ['/lqzx', 'coupon-centre-page'],
    ]);
  });

  it('finds no critical or serious violation in the operator console', async () => {
    const { page } = await openPage(context());
    await loginAsOperator(page, 'admin');
    const reports: string[] = [];
    // Each page with what shows its data has arrived: the dashboard's figures, or its table's rows
    // (the demo catalogue, orders, activities, banners, navigation and operators always have some; the
    // review queue, expiring licences and the log may be empty, and then show the table's empty row).
    const rows = '.ant-table-row';
    const rowsOrEmpty = '.ant-table-row, .ant-table-placeholder';
    for (const [path, ready] of [
      ['/admin', '.ant-statistic'],
      ['/admin/members', rowsOrEmpty],
      ['/admin/members/expiring', rowsOrEmpty],
      ['/admin/catalogue', rows],
      ['/admin/orders', rows],
      ['/admin/marketing', rows],
      ['/admin/content', rows],
      ['/admin/content/nav', rows],
      ['/admin/audit', rowsOrEmpty],
      ['/admin/operators', rows],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByTestId('admin-layout').waitFor();
      await page
        .locator(ready)
        .first()
        .waitFor()
        .catch((error: unknown) => {
          throw new Error(`${path}: ${ready} never showed`, { cause: error });
        });
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) reports.push(`${path}\n${describeViolations(violations)}`);
    }
    if (reports.length > 0) console.error(reports.join('\n\n'));
    expect(reports).toEqual([]);
  });
});
