/** The operator console: its login, the menu by role, and the members section's review journey. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMenuLabels, loginAsOperator } from './admin.ts';
import { openPage } from './browser.ts';
import { PENDING_BUYER } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

/** The member's goods table: prices, or the reason they are hidden. */
async function goodsTableText(page: Page): Promise<string> {
  await page.goto('/list/table');
  const table = page.getByTestId('goods-table');
  await table.locator('tbody a').first().waitFor();
  return table.innerText();
}

describe.skipIf(Boolean(skipReason))('operator console', () => {
  const { context } = useBrowser();

  it('an admin sees every section, logs out, and a wrong password is refused', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/admin/audit');
    await page.getByTestId('admin-login-form').waitFor();
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户名或密码错误').waitFor();

    await loginAsOperator(page, 'admin', '/admin/audit');
    expect(await page.getByTestId('admin-operator').innerText()).toBe('系统管理员');
    expect(await adminMenuLabels(page)).toEqual(expect.arrayContaining(['操作日志', '操作员']));
    await page.getByTestId('audit-table').waitFor();
    await page.getByRole('button', { name: '退出' }).click();
    await page.getByTestId('admin-login-form').waitFor();
    // The refused login is the one failed request.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });

  it('运营 sees neither the audit log nor the operators, and a direct URL says so', async () => {
    const { page } = await openPage(context());
    await loginAsOperator(page, 'yunying');
    const labels = await adminMenuLabels(page);
    expect(labels).not.toContain('操作员');
    expect(labels).not.toContain('操作日志');
    await page.goto('/admin/operators');
    await page.getByText('无权访问').waitFor();
  });

  it("审核 approves a pending store's licences in the queue, and its member then sees prices", async () => {
    const member = await openPage(context());
    await loginAs(member.page, PENDING_BUYER.username, PENDING_BUYER.password);
    expect(await goodsTableText(member.page)).toContain('资质审核通过后可见');

    const { page, errors } = await openPage(context());
    await loginAsOperator(page, 'shenhe', '/admin/members');
    // The review queue, its menu group open (/admin itself is 概览, which 审核 may read too).
    const table = page.getByTestId('review-licences');
    await table.waitFor();
    await page.getByTestId('admin-menu').getByText('资质到期').waitFor();
    expect(await adminMenuLabels(page)).toEqual(expect.arrayContaining(['会员审核', '审核队列', '资质到期']));
    const rows = table.locator('tbody tr', { hasText: PENDING_BUYER.company });
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);

    // 驳回 without a reason is refused under the box; cancelling leaves the licence waiting.
    await rows.first().getByRole('button', { name: '驳回' }).click();
    const rejectDialog = page.getByRole('dialog').filter({ has: page.getByTestId('reject-form') });
    await rejectDialog.getByRole('button', { name: '驳回' }).click();
    await rejectDialog.getByTestId('reject-form').getByText('请填写驳回原因').waitFor();
    await rejectDialog.getByRole('button', { name: '取消' }).click();
    await rejectDialog.waitFor({ state: 'hidden' });
    // 通过 asks first: cancelling its question approves nothing.
    await rows.first().getByRole('button', { name: '通过' }).click();
    await page.getByText(/^确认审核通过：/).waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText(/^确认审核通过：/).waitFor({ state: 'hidden' });
    expect(await rows.count()).toBe(count);

    for (let left = count; left > 0; left--) {
      await rows.first().getByRole('button', { name: '通过' }).click();
      await page.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(left - 1);
    }
    await page.getByText('门店资质审核已通过').first().waitFor();

    // The decision is in the audit log, under the operator who made it.
    // (The browser context is shared: 审核 logs out first.)
    await page.getByRole('button', { name: '退出' }).click();
    await page.getByTestId('admin-login-form').waitFor();
    await loginAsOperator(page, 'admin', '/admin/audit');
    const audit = page.getByTestId('audit-table');
    await audit.getByText('审核专员（shenhe）').first().waitFor();
    expect(await audit.innerText()).toContain('审核通过');

    expect(await goodsTableText(member.page)).toMatch(/¥\d/);
    expect(errors).toEqual([]);
  });

  it('运营 has no members menu and the API refuses it', async () => {
    const { page } = await openPage(context());
    await loginAsOperator(page, 'yunying');
    expect(await adminMenuLabels(page)).not.toContain('会员审核');
    await page.goto('/admin/members');
    await page.getByText('无权访问').waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/admin/members/reviews')).status);
    expect(status).toBe(403);
  });
});
