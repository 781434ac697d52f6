/**
 * The console's 换购 page: 运营 creates a trade-up at /admin/marketing/trade-ups through the drawer
 * (offer picked by search, threshold and price in yuan), the member's cart offers it at once, and
 * 停用 on its row takes it out of the cart's trade-ups.
 */
import type { GoodsListPage } from '@mall/shared/goods';
import type { TradeUpState } from '@mall/shared/trade-up';
import { describe, expect, it } from 'vitest';
import { loginAsOperator, pickRemoteOption, saveMarketing } from './admin.ts';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call } from './shop.ts';

describe.skipIf(Boolean(skipReason))('operator console: 换购', () => {
  const { context } = useBrowser();

  it('运营 creates a 换购; the member’s cart offers it, and 停用 takes it away', async () => {
    const { page: buyer, errors: buyerErrors } = await openPage(context());
    await loginAs(buyer, 'demo', 'demo123456');
    const goodsList = await call<GoodsListPage>(
      buyer,
      'GET',
      '/api/goods/list?page=1&page_size=20&in_stock=1',
    );
    const goods = goodsList.data.list.find(
      (g) => g.is_buy === 1 && g.base_price !== null && Number(g.base_price) >= 1 && (g.type ?? 0) === 0,
    );
    expect(goods, 'an ordinary goods on sale with a price').toBeDefined();
    if (!goods) return;
    const offerId = goods.goods_price_id;
    const title = `运营换购${Date.now().toString(36)}`;
    const tradeUps = async () =>
      (await call<TradeUpState>(buyer, 'GET', '/api/combinationMzhg?scene=cart')).data.list.filter(
        (u) => u.title === title,
      );

    const { page: ops, errors } = await openPage(context());
    await loginAsOperator(ops, 'yunying', '/admin/marketing/trade-ups');
    await ops.getByTestId('marketing-create').click();
    const form = ops.getByTestId('trade-ups-form');
    await form.waitFor();
    await form.getByLabel('换购名称').fill(title);
    await pickRemoteOption(ops, form.getByLabel('换购报价（商品）'), offerId);
    await form.getByLabel('门槛金额（元）').fill('99.00');
    await form.getByLabel('换购价（元）').fill('0.011');
    await ops.getByTestId('marketing-save').click();
    await form.getByText('请输入金额，最多两位小数').waitFor();
    await form.getByLabel('换购价（元）').fill('0.01');
    await form.getByLabel('每单限换').fill('2');
    await saveMarketing(ops, '换购');
    const row = ops.getByTestId('trade-ups-table').locator('tr', { hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain('进行中');
    expect(await row.innerText()).toContain('满¥99.00');

    expect(await tradeUps()).toEqual([
      expect.objectContaining({ threshold: '99.00', price: '0.01', max_quantity: 2 }),
    ]);

    await row.getByRole('button', { name: '停用' }).click();
    await ops.getByRole('button', { name: '确定' }).click();
    await ops.getByText('换购已停用').waitFor();
    await row.getByText('已停用').waitFor();
    expect(await tradeUps()).toEqual([]);
    expect(errors).toEqual([]);
    expect(buyerErrors).toEqual([]);
  });
});
