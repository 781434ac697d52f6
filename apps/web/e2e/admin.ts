/** Browser helpers for the operator console (/admin). */
import { Code } from '@mall/shared/codes';
import type { Locator, Page } from 'playwright-core';
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

/**
 * Clicks 保存 in a marketing drawer and waits for the console's answer and `${noun}已保存`. A refusal fails
 * the test with the console's own words (the server's message, or the field messages that kept the form
 * from being sent) rather than a bare timeout.
 */
export async function saveMarketing(page: Page, noun: string): Promise<void> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/admin/marketing/'),
  );
  await page.getByTestId('marketing-save').click();
  let body: { code?: number; msg?: string; errors?: unknown };
  try {
    body = (await (await answer).json()) as typeof body;
  } catch (error) {
    const fields = await page.locator('.ant-drawer .ant-form-item-explain-error').allInnerTexts();
    throw new Error(`the ${noun} was not sent; the form shows: ${fields.join(' / ') || 'nothing'}`, {
      cause: error,
    });
  }
  if (body.code !== Code.Ok) throw new Error(`the console refused the ${noun}: ${JSON.stringify(body)}`);
  await page.getByText(`${noun}已保存`).waitFor();
}

/**
 * Picks the option `…（id）` in a console search select (RemoteSelect): types the id, clicks the option and
 * waits until the select shows it as chosen. The options are refetched on each keystroke, so a click can land
 * while the list re-renders and be lost; the pick is then tried again rather than saving an empty field.
 * A multiple select's dropdown stays open afterwards: the caller closes it.
 */
export async function pickRemoteOption(page: Page, field: Locator, id: number): Promise<void> {
  const label = `（${id}）`;
  // The select around the field shows the chosen option's label; the dropdown is elsewhere in the page.
  const chosen = field
    .locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .filter({ hasText: label });
  for (let attempt = 1; ; attempt += 1) {
    await field.click();
    await field.fill('');
    await field.pressSequentially(String(id));
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: label })
      .click();
    try {
      await chosen.waitFor({ timeout: 3000 });
      break;
    } catch (error) {
      if (attempt === 3)
        throw new Error(`the option ${label} was not chosen after 3 clicks`, { cause: error });
    }
  }
}

/** A console API call from the operator's page, echoing the console's CSRF cookie. */
export function operatorCall<T>(page: Page, method: 'GET' | 'POST', url: string, body?: object) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('op_xsrf='));
      const res = await fetch(url, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': cookie ? decodeURIComponent(cookie.slice('op_xsrf='.length)) : '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string; data: T };
    },
    { method, url, body },
  );
}
