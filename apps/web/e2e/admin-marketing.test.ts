/**
 * The console's marketing: 运营 creates a 满减 activity for one goods at /admin/marketing through
 * the drawer (tiers in yuan, the goods picked by search), and a member sees the 满减 tag on the
 * goods at once and the reduction in the cart. The activity is switched off afterwards.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminActivityRow } from '@mall/shared/admin-marketing';
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { formatFen, parseYuan } from '@mall/shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsOperator, operatorCall, pickRemoteOption, saveMarketing } from './admin.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, emptyCart, firstQuantity, toLine } from './shop.ts';

/**
 * A plain single-offer goods near the end of the list, outside every goods-level activity, that
 * this member may buy (its business scope): put in the cart at its first quantity.
 */
async function plainGoodsInCart(page: Page): Promise<GoodsRead> {
  const first = await call<GoodsListPage>(page, 'GET', '/api/goods/list?page=1&page_size=20&in_stock=1');
  const last = Math.max(1, Math.ceil(first.data.total / 20));
  for (let listPage = last; listPage >= Math.max(1, last - 5); listPage -= 1) {
    const res = await call<GoodsListPage>(
      page,
      'GET',
      `/api/goods/list?page=${listPage}&page_size=20&in_stock=1`,
    );
    const candidates = res.data.list.filter(
      (g) =>
        g.is_buy === 1 &&
        g.base_price !== null &&
        g.number >= firstQuantity(g) * 2 &&
        g.tags.length === 0 &&
        (g.type ?? 0) === 0 &&
        !g.activity_tags?.length &&
        (g.offer_count ?? 1) === 1 &&
        parseYuan(g.base_price) * firstQuantity(g) >= 400,
    );
    for (const goods of candidates) {
      const added = await call(page, 'POST', '/api/cart', { params: [toLine(goods, firstQuantity(goods))] });
      if (added.code === 10000) return goods;
    }
  }
  throw new Error('no plain offer this member may buy on the last list pages');
}

const BUYER = TRADING_BUYERS.adminMarketing;

describe.skipIf(Boolean(skipReason))('operator console: marketing', () => {
  const { context } = useBrowser();

  it('运营 creates a 满减 for a goods; a member sees its tag and the reduction in the cart', async () => {
    const { page: buyer, errors: buyerErrors } = await openPage(context());
    await loginAs(buyer, BUYER.username, BUYER.password);
    await emptyCart(buyer);
    const goods = await plainGoodsInCart(buyer);
    // Goods outside the member's business scope were refused (400) while looking: not errors of the journey.
    buyerErrors.splice(0);
    const quantity = firstQuantity(goods);
    const lineFen = parseYuan(goods.base_price as string) * quantity;
    const thresholdFen = Math.max(200, Math.floor(lineFen / 200) * 100);
    const title = `运营满减${Date.now().toString(36)}`;

    const { page: ops, errors } = await openPage(context());
    await loginAsOperator(ops, 'yunying', '/admin/marketing');
    let activityId: number | undefined;
    try {
      await ops.getByTestId('marketing-create').click();
      const form = ops.getByTestId('activities-form');
      await form.waitFor();
      await form.getByLabel('活动名称').fill(title);
      await form.getByLabel('门槛金额').fill(formatFen(thresholdFen));
      await form.getByLabel('减免金额').fill('1.00');
      // A bad tier is refused in the form before anything is sent.
      await form.getByLabel('减免金额').fill('1.001');
      await ops.getByTestId('marketing-save').click();
      await form.getByText('请输入金额，最多两位小数').waitFor();
      await form.getByLabel('减免金额').fill('1.00');
      await pickRemoteOption(ops, form.getByLabel('参与商品'), goods.id);
      await ops.keyboard.press('Escape');
      await saveMarketing(ops, '活动');
      const row = ops.getByTestId('activities-table').locator('tr', { hasText: title });
      await row.waitFor();
      expect(await row.innerText()).toContain('进行中');
      expect(await row.innerText()).toContain(`满¥${formatFen(thresholdFen)}减¥1.00`);
      const listed = await operatorCall<Paged<AdminActivityRow>>(
        ops,
        'GET',
        `/api/admin/marketing/activities?keyword=${encodeURIComponent(title)}`,
      );
      activityId = listed.data.list[0]?.id;
      expect(listed.data.list[0]).toMatchObject({ kind: 'manjian', goods_count: 1, state: 'running' });

      // The store shows it at once: the tag on the goods and the reduction in the cart.
      await buyer.goto(`/list/info/${goods.id}?goods_price_id=${goods.goods_price_id}`);
      const tag = buyer.locator(`[data-testid="activity-tag"][title="${title}"]`);
      await tag.first().waitFor();
      expect(await tag.first().innerText()).toBe('满减');
      // The line put in the cart before the activity existed is repriced at once.
      await buyer.goto('/cart');
      await buyer.getByTestId('cart-summary').waitFor();
      await buyer.getByTestId('group-applied').first().waitFor();
      expect((await buyer.getByTestId('cart-saving').innerText()).trim()).toBe('-¥1.00');
      expect(errors).toEqual([]);
      expect(buyerErrors).toEqual([]);
    } finally {
      await emptyCart(buyer);
      if (activityId !== undefined) {
        const off = await operatorCall(ops, 'POST', `/api/admin/marketing/activities/${activityId}/enabled`, {
          is_enabled: false,
        });
        expect(off.code).toBe(10000);
      }
    }
  });

  it('运营 limits a coupon to business scopes; the table says so', async () => {
    const { page: ops, errors } = await openPage(context());
    await loginAsOperator(ops, 'yunying', '/admin/marketing/coupons');
    // The demo's 满2000享95折 counts 处方药 and 非处方药 only.
    const demoRow = ops.locator('tr', { hasText: '满2000享95折' });
    await demoRow.getByTestId('coupon-scope-limit').waitFor();
    expect(await demoRow.getByTestId('coupon-scope-limit').innerText()).toBe('限用：处方药、非处方药');

    const title = `饮片专用券${Date.now() % 100000}`;
    await ops.getByRole('button', { name: /新建/ }).first().click();
    const drawer = ops.locator('.ant-drawer');
    await drawer.getByLabel('名称').fill(title);
    await drawer.getByLabel(/使用门槛/).fill('100');
    await drawer.getByLabel(/减免金额/).fill('5');
    await drawer.getByLabel(/限用经营范围/).click();
    await ops.getByTitle('中药饮片', { exact: true }).click();
    await ops.keyboard.press('Escape');
    await saveMarketing(ops, '优惠券');
    const row = ops.locator('tr', { hasText: title });
    await row.getByTestId('coupon-scope-limit').waitFor();
    expect(await row.getByTestId('coupon-scope-limit').innerText()).toBe('限用：中药饮片');
    expect(errors).toEqual([]);
  });

  it("运营's lottery whose odds miss 100% is refused, and the reason shows under the prizes", async () => {
    const { page: ops, errors } = await openPage(context());
    await loginAsOperator(ops, 'yunying', '/admin/marketing/lotteries');
    await ops.getByTestId('marketing-create').click();
    const form = ops.getByTestId('lotteries-form');
    await form.waitFor();
    await form.getByLabel('活动名称').fill(`运营抽奖${Date.now().toString(36)}`);
    await form.getByLabel('中奖率（%）').fill('50');
    await ops.getByTestId('marketing-save').click();
    // The server's word on the prizes together belongs to no one field: it shows under the list.
    await form.getByText('各奖品中奖率之和应为100%（现为50%）').waitFor();
    expect(errors).toEqual([expect.stringContaining('status of 422')]);
  });
});
