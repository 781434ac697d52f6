/** The operator console: its login, the menu by role, and the members section's review journey. */
import { describe, expect, it } from 'vitest';
import { adminMenuLabels, loginAsOperator } from './admin.ts';
import { openPage } from './browser.ts';
import { skipReason, useBrowser } from './harness.ts';

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
});
