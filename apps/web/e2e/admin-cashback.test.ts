/**
 * The console's 满额返现 page: 运营 creates a cashback campaign at /admin/marketing/cashback through the
 * drawer (tiers in yuan, a cashback not below its threshold refused by the server), the store's /hb
 * API shows it at once, and 停用 on its row takes it away.
 */
import type { CashbackPage } from '@mall/shared/cashback';
import { describe, expect, it } from 'vitest';
import { loginAsOperator, saveMarketing } from './admin.ts';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call } from './shop.ts';

describe.skipIf(Boolean(skipReason))('operator console: 满额返现', () => {
  const { context } = useBrowser();

  it('运营 creates a 满额返现 campaign; /hb shows it, and 停用 takes it away', async () => {
    const { page: buyer, errors: buyerErrors } = await openPage(context());
    await loginAs(buyer, 'demo', 'demo123456');
    const title = `运营返现${Date.now().toString(36)}`;
    const running = async () =>
      (await call<CashbackPage>(buyer, 'GET', '/api/activity/cashback')).data.campaign;

    const { page: ops, errors } = await openPage(context());
    await loginAsOperator(ops, 'yunying', '/admin/marketing/cashback');
    await ops.getByTestId('marketing-create').click();
    const form = ops.getByTestId('cashback-form');
    await form.waitFor();
    await form.getByLabel('活动名称').fill(title);
    await form.getByLabel('门槛金额').fill('300');
    await form.getByLabel('返现金额').fill('300');
    await ops.getByTestId('marketing-save').click();
    await form.getByText('返现金额应小于门槛金额').waitFor();
    await form.getByLabel('返现金额').fill('12.50');
    await saveMarketing(ops, '满额返现');
    const row = ops.getByTestId('cashback-table').locator('tr', { hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain('进行中');
    expect(await row.innerText()).toContain('满¥300.00返¥12.50');

    expect(await running()).toMatchObject({
      title,
      scope: 'all',
      tiers: [{ threshold: '300.00', cashback: '12.50', text: '满300返12.50' }],
    });

    await row.getByRole('button', { name: '停用' }).click();
    await ops.getByRole('button', { name: '确定' }).click();
    await ops.getByText('满额返现已停用').waitFor();
    await row.getByText('已停用').waitFor();
    expect((await running())?.title).not.toBe(title);
    // The one refused save is the only console message.
    expect(errors).toEqual([expect.stringContaining('status of 422')]);
    expect(buyerErrors).toEqual([]);
  });
});
