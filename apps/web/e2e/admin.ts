/** Browser helpers for the operator console (/admin). */
import type { Page } from 'playwright-core';
import { DEMO_OPERATORS } from '../../server/src/seed/operators.ts';

/** The demo password of a demo operator (admin, shenhe, yunying, kefu01, caiwu). */
export function operatorPassword(username: string): string {
  const found = DEMO_OPERATORS.find((operator) => operator.username === username);
  if (!found) throw new Error(`no demo operator ${username}`);
  return found.password;
}

/** Logs in at /admin/login through the real form and waits for the console's layout. */
export async function loginAsOperator(page: Page, username: string, path = '/admin'): Promise<void> {
  await page.goto(`/admin/login?redirect=${encodeURIComponent(path)}`);
  const form = page.getByTestId('admin-login-form');
  await form.waitFor();
  await form.getByPlaceholder('用户名').fill(username);
  await form.getByPlaceholder('密码').fill(operatorPassword(username));
  await form.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByTestId('admin-layout').waitFor();
}

/** The labels of the console's side menu, top level and nested. */
export async function adminMenuLabels(page: Page): Promise<string[]> {
  const menu = page.getByTestId('admin-menu');
  // An operator whose roles give no section yet has an empty (hidden) menu.
  await menu.waitFor({ state: 'attached' });
  return (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((text) => text.trim());
}
