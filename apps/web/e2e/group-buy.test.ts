/**
 * 拼团 in the browser: a member opens /ptzq, opens a running group, joins with more than the
 * minimum, pays from the balance on the usual pay page, and finds the order in 我的订单 as 拼团中
 * (paid, held until the group succeeds).
 */
import type { GroupBuyDetail } from '@mall/shared/group-buy';
import type { OrderDetail } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { payByBalance } from './shop.ts';

const BUYER = TRADING_BUYERS.groupBuy;

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).trim();

async function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { Accept: 'application/json' } });
    return (await res.json()).data;
  }, url);
}

describe.skipIf(Boolean(skipReason))('拼团 (/ptzq, /list/info-pt/:id)', () => {
  const { context } = useBrowser();

  it('joins a running group with a quantity, pays by balance and shows the order as 拼团中', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);

    await page.goto('/ptzq');
    await page.getByTestId('group-buy-page').waitFor();
    expect(await page.title()).toContain('拼团专区');
    const running = page.locator('[data-testid="group-card"]', { hasText: '拼团中' }).first();
    await running.waitFor();
    expect(await page.getByTestId('group-card').count()).toBeGreaterThanOrEqual(3);
    expect(await running.getByTestId('group-price').innerText()).toMatch(/^拼团价 ¥\d+\.\d{2}$/);
    expect(await running.getByTestId('group-base-price').innerText()).toMatch(/^¥\d+\.\d{2}$/);
    expect(Number(await running.getByTestId('group-countdown').getAttribute('data-seconds'))).toBeGreaterThan(
      0,
    );
    const groupId = Number(await running.getAttribute('data-group'));

    await running.getByTestId('group-join-link').click();
    await page.waitForURL(new RegExp(`/list/info-pt/${groupId}$`));
    await page.getByTestId('group-detail-page').waitFor();
    expect(await text(page, 'group-rules')).toContain('原路退回');
    const before = await getJson<GroupBuyDetail>(page, `/api/group_buy/${groupId}`);
    expect(await text(page, 'group-joined')).toBe(`${before.joined_quantity}${before.goods.unit}`);

    // One step above the minimum.
    await page.getByTestId('checkout-address-option').first().waitFor();
    await page.getByTestId('quantity-stepper').getByRole('button', { name: '增加' }).click();
    const quantity = Math.max(1, before.min_quantity) + before.step;
    await expect
      .poll(() => page.getByTestId('quantity-stepper').locator('input').inputValue())
      .toBe(String(quantity));
    await page.getByTestId('group-join').click();
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const orderId = Number(/step3\/(\d+)$/.exec(page.url())?.[1]);

    await page.getByTestId('pay-summary').waitFor();
    const byBalance = page.getByRole('radio', { name: /余额支付/ });
    await expect.poll(() => byBalance.isChecked()).toBe(true);
    await payByBalance(page);
    await page.waitForURL(new RegExp(`/cart/step4\\?id=${orderId}$`));

    const order = await getJson<OrderDetail>(page, `/api/order/${orderId}`);
    expect(order.status).toBe(1);
    await page.goto('/order');
    await page.getByTestId('order-list').waitFor();
    const card = page.locator(`[data-order-no="${order.order_no}"]`);
    await card.waitFor();
    expect(await card.getByTestId('order-status').innerText()).toBe('拼团中');

    const after = await getJson<GroupBuyDetail>(page, `/api/group_buy/${groupId}`);
    expect(after.joined_quantity).toBe(before.joined_quantity + quantity);
    expect(after.paid_quantity).toBe(before.paid_quantity + quantity);
    await page.goto(`/list/info-pt/${groupId}`);
    await expect.poll(() => text(page, 'group-joined')).toBe(`${after.joined_quantity}${after.goods.unit}`);
    expect(errors).toEqual([]);
  });
});
