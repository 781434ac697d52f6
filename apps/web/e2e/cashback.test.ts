/**
 * 满额返 in the browser: a guest opens /hb and sees the running campaign's tiers, window and rules
 * with a link to shop and a prompt to log in; a buyer of its own confirms receipt of an order placed
 * inside the campaign (a copy of demo's, so demo's orders stay as seeded), finds the 满额返 row in
 * 余额管理 (/wdqb/yegl) and the larger total on /hb.
 */
import { formatFen, parseYuan } from '@mall/shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

const BUYER = TRADING_BUYERS.cashback;

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

interface OrderRow {
  id: number;
  order_no: string;
}

async function ordersToReceive(page: Page): Promise<OrderRow[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/order?status=to_receive&page=1', {
      headers: { Accept: 'application/json' },
    });
    return (await res.json()).data.list;
  });
}

describe.skipIf(Boolean(skipReason))('满额返 (/hb)', () => {
  const { context } = useBrowser();

  it('shows a guest the running campaign: tiers, window in China time, rules, a link to shop', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/hb');
    await page.getByTestId('cashback-page').waitFor();
    expect(await page.title()).toContain('满额返');
    const tiers = page.getByTestId('cashback-tiers');
    await tiers.waitFor();
    const rows = await tiers.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split(/\s+/)[0])).toEqual(['满1000返20', '满3000返80', '满5000返150']);
    expect(rows[0]).toContain('¥1000.00');
    expect(rows[0]).toContain('¥20.00');
    expect(await text(page, 'cashback-window')).toMatch(
      /^活动时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）$/,
    );
    expect(await text(page, 'cashback-rules')).toContain('确认收货');
    expect(await page.getByTestId('cashback-shop').getAttribute('href')).toBe('/list');
    expect(await page.getByTestId('cashback-mine').count()).toBe(0);
    expect(await page.getByTestId('cashback-login').getAttribute('href')).toBe('/login?redirect=%2Fhb');
    expect(errors).toEqual([]);
  });

  it('credits the buyer when an order of the campaign is confirmed as received', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await page.goto('/hb');
    await page.getByTestId('cashback-mine').waitFor();
    const before = parseYuan((await text(page, 'cashback-mine')).slice(1));

    const orders = await ordersToReceive(page);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    await page.goto(`/order/info/${order!.id}`);
    await page.getByRole('button', { name: '确认收货' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    // Clicked once it has finished zooming in: a click during the opening can be lost.
    await expect.poll(() => confirm.evaluate((el) => el.className)).not.toMatch(/zoom-(appear|enter)/);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => text(page, 'order-detail-status')).toContain('已完成');

    await page.goto('/wdqb/yegl');
    await page.getByTestId('balance-page').waitFor();
    const first = page.locator('[data-testid="money-log"] tbody tr').first();
    await expect.poll(() => first.innerText()).toContain('满额返');
    const row = await first.innerText();
    expect(row).toContain(order!.order_no);

    await page.goto('/hb');
    await page.getByTestId('cashback-mine').waitFor();
    const after = parseYuan((await text(page, 'cashback-mine')).slice(1));
    expect([2000, 8000, 15000]).toContain(after - before);
    expect(row).toContain(formatFen(after - before));
    expect(errors).toEqual([]);
  });
});
