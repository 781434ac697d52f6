/**
 * The wallet's balance pages in the browser: demo opens 余额管理, sees the balance, the twelve
 * months of in/out and the log; recharges a tier through the sandbox cashier (the test store runs
 * with PAY_SANDBOX on); the page sees the payment settle by itself, with the new balance and the
 * recharge's log row; the bonus voucher shows on 我的现金券.
 */
import { formatFen, parseYuan } from '@mall/shared/money';
import type { MoneyConfig } from '@mall/shared/recharge';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

async function moneyConfig(page: Page): Promise<MoneyConfig> {
  return page.evaluate(async () => {
    const res = await fetch('/api/moneys/moneyConfig', { headers: { Accept: 'application/json' } });
    return (await res.json()).data;
  });
}

describe.skipIf(Boolean(skipReason))('wallet balance (/wdqb/yegl)', () => {
  const { context } = useBrowser();

  it('recharges a tier through the sandbox cashier and shows the new balance and its log row', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/wdqb/yegl');
    await page.getByTestId('balance-page').waitFor();
    expect(await page.title()).toContain('余额管理');
    await expect.poll(() => text(page, 'balance-amount')).toMatch(/^\d+\.\d{2}$/);
    const before = parseYuan(await text(page, 'balance-amount'));

    // A year of demo history: twelve months in the chart, a full first page of the log.
    await expect.poll(() => page.getByTestId('chart-month').count()).toBe(12);
    expect(parseYuan((await text(page, 'chart-total-in')).slice(1))).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="money-log"] tbody tr').count()).toBe(10);

    const config = await moneyConfig(page);
    const tier = config.tiers.find((t) => t.bonus_voucher !== null);
    if (!tier) throw new Error('the demo offers no tier with a voucher');

    await page.getByTestId('recharge-open-dialog').click();
    await page.getByTestId(`recharge-tier-${tier.id}`).click();
    await page.getByTestId('recharge-submit').click();
    const open = page.getByTestId('recharge-open');
    await open.waitFor();
    const cashierUrl = (await open.getAttribute('href')) ?? '';
    expect(cashierUrl).toMatch(/^\/pay\/sandbox\/PAY\d+$/);
    // Nothing is credited before the payment settles.
    expect(parseYuan(await text(page, 'balance-amount'))).toBe(before);

    const cashier = await context().newPage();
    await cashier.goto(cashierUrl);
    await cashier.getByTestId('sandbox-page').waitFor();
    expect((await cashier.getByTestId('sandbox-amount').innerText()).trim()).toBe(`¥${tier.amount}`);
    expect((await cashier.getByTestId('sandbox-order-no').innerText()).trim()).toMatch(/^RC\d{20}$/);
    await cashier.getByTestId('sandbox-confirm').click();
    await expect.poll(() => cashier.getByTestId('sandbox-result').innerText()).toContain('支付成功');
    await cashier.close();

    // The page sees the recharge settle by itself.
    await expect.poll(() => text(page, 'recharge-status'), { timeout: 15_000 }).toContain('充值成功');
    const after = before + parseYuan(tier.amount);
    await expect.poll(() => text(page, 'balance-amount')).toBe(formatFen(after));
    await page.keyboard.press('Escape');
    const firstRow = page.locator('[data-testid="money-log"] tbody tr').first();
    await expect.poll(() => firstRow.innerText()).toContain(`+${tier.amount}`);
    expect(await firstRow.innerText()).toContain('余额充值');
    expect(await firstRow.innerText()).toContain(formatFen(after));

    // Spending only: every amount is negative, and the URL keeps the filter.
    await page.getByTestId('log-filters').getByText('支出', { exact: true }).click();
    await page.waitForURL(/use_type=2/);
    await expect
      .poll(async () => {
        const amounts = await page
          .locator('[data-testid="money-log"] tbody tr td:nth-child(3)')
          .allInnerTexts();
        return amounts.length > 0 && amounts.every((a) => a.trim().startsWith('-'));
      })
      .toBe(true);

    // The tier's bonus voucher is among the unused ones.
    await page.goto('/wdqb/xjq');
    await page.getByTestId('vouchers-page').waitFor();
    const voucherYuan = String(parseYuan(tier.bonus_voucher ?? '0') / 100);
    await expect
      .poll(() => page.getByTestId('voucher-list').innerText())
      .toContain(`${voucherYuan}元现金券（充值赠送）`);
    expect(errors).toEqual([]);
  });
});
