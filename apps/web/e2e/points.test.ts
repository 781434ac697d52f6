/**
 * Points in the browser: a guest sees the points mall and is asked to log in to redeem; demo
 * redeems an item in /jfsc (quantity and address in the dialog), follows the result to /jfdd and
 * finds the points order, then finds the spending row and the lower total in 积分管理 (/wdqb/jfgl).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

describe.skipIf(Boolean(skipReason))('points (/jfsc, /jfdd, /wdqb/jfgl)', () => {
  const { context } = useBrowser();

  it('shows the mall to a guest and asks them to log in to redeem', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/jfsc');
    await page.getByTestId('points-mall-page').waitFor();
    expect(await page.title()).toContain('积分商城');
    await expect.poll(() => page.locator('li[data-testid^="points-goods-"] img').count()).toBeGreaterThan(10);
    const login = page.getByTestId('points-goods-login').first();
    expect(await login.getAttribute('href')).toBe('/login?redirect=%2Fjfsc');
    expect(await page.getByTestId('points-goods-redeem').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('demo redeems an item and sees the points order in /jfdd and the ledger row in /wdqb/jfgl', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/wdqb/jfgl');
    await page.getByTestId('points-log-page').waitFor();
    await expect.poll(() => text(page, 'points-total')).toMatch(/^\d+$/);
    const before = Number(await text(page, 'points-total'));
    // the seeded history: orders earned points, the mall spent some
    await expect.poll(() => page.locator('[data-testid="points-log"] tbody tr').count()).toBeGreaterThan(2);
    expect(await page.getByTestId('points-log').innerText()).toContain('订单完成赠送积分');

    await page.getByTestId('points-mall-link').click();
    await page.waitForURL('**/jfsc');
    await expect.poll(() => text(page, 'points-mall-total')).toBe(String(before));
    const card = page
      .locator('li[data-testid^="points-goods-"]:has([data-testid="points-goods-redeem"])')
      .first();
    await card.waitFor();
    const name = (await card.locator('h2').innerText()).trim();
    const unit = Number(await card.getByTestId('points-goods-points').innerText());
    const stockBefore = await card.getByTestId('points-goods-stock').innerText();
    await card.getByTestId('points-goods-redeem').click();

    const dialog = page.getByTestId('redeem-dialog');
    await dialog.waitFor();
    await page.getByTestId('redeem-number').fill('2');
    await expect.poll(() => text(page, 'redeem-cost')).toBe(String(unit * 2));
    await expect.poll(() => dialog.locator('input[type="radio"]:checked').count()).toBe(1);
    await page.getByTestId('redeem-submit').click();
    await page.getByTestId('redeem-done').waitFor();
    const orderNo = await text(page, 'redeem-order-no');
    expect(orderNo).toMatch(/^JF\d{18}$/);
    await expect.poll(() => text(page, 'points-mall-total')).toBe(String(before - unit * 2));
    const stockAfter = Number(stockBefore.replace(/\D/g, '')) - 2;
    await page.getByTestId('redeem-to-orders').click();
    await page.waitForURL('**/jfdd');
    const table = page.getByTestId('points-order-table');
    await table.waitFor();
    const row = table.locator('tbody tr').first();
    expect(await row.innerText()).toContain(orderNo);
    expect(await row.innerText()).toContain(`${name} × 2`);
    expect(await row.innerText()).toContain('待发货');

    await page.goto('/wdqb/jfgl');
    await page.getByTestId('points-log-page').waitFor();
    await expect.poll(() => text(page, 'points-total')).toBe(String(before - unit * 2));
    const first = page.locator('[data-testid="points-log"] tbody tr').first();
    await expect.poll(() => first.innerText()).toContain(`积分商城兑换：${name} ×2`);
    expect(await first.innerText()).toContain(`-${unit * 2}`);

    // spending only: every change is negative, and the URL keeps the filter
    await page.locator('label.ant-radio-button-wrapper', { hasText: '支出' }).click();
    await page.waitForURL(/type=spent/);
    await expect
      .poll(async () =>
        (await page.locator('[data-testid="points-log"] tbody tr td:nth-child(3)').allInnerTexts()).every(
          (v) => v.trim().startsWith('-'),
        ),
      )
      .toBe(true);

    await page.goto('/jfsc');
    const again = page.locator(`li[data-testid^="points-goods-"]:has(h2:text-is("${name}"))`).first();
    await expect.poll(() => again.getByTestId('points-goods-stock').innerText()).toBe(`库存 ${stockAfter}`);
    expect(errors).toEqual([]);
  });
});
