/** Shared set-up of a browser test file: one browser, a fresh context per test. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launch } from './browser.ts';

export const baseUrl = inject('baseUrl');
/** When Chromium is missing outside CI the suite is skipped with this message. */
export const skipReason = inject('browserSkip');

export function useBrowser(): { context: () => BrowserContext } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    if (!skipReason) browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (browser) context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
  });
  afterEach(async () => {
    await context?.close();
  });
  return {
    context: () => {
      if (!context) throw new Error('no browser context');
      return context;
    },
  };
}

/** Logs in through the real form; `path` may carry `?redirect=`. Does not wait for the result. */
export async function submitLogin(page: Page, username: string, password: string, path = '/login') {
  await page.goto(path);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.getByPlaceholder(/用户名|手机号/).fill(username);
  await form.getByPlaceholder('密码').fill(password);
  await form.getByRole('button', { name: /登\s*录/ }).click();
}

/** Logs in and waits until the chrome shows the member. */
export async function loginAs(page: Page, username: string, password = 'demo123456') {
  await submitLogin(page, username, password);
  await page.getByTestId('topbar-member').waitFor();
}

/**
 * Closes the home page's lottery pop-up, which greets a store with a chance left (the demo's
 * demo and demo2) over the page; for journeys about what lies under it.
 */
/**
 * Opens the home page as a logged-in member and closes the lottery pop-up when the member's store
 * still has a draw chance (other journeys may already have spent them), so it covers nothing.
 */
export async function openHomeAsMember(page: Page): Promise<void> {
  await page.goto('/', { waitUntil: 'networkidle' });
  // The pop-up's code loads after GET /api/draw/simple answers: by network idle it is there or not.
  if ((await page.getByTestId('lottery-popup').count()) > 0) await closeLotteryPopup(page);
}

export async function closeLotteryPopup(page: Page): Promise<void> {
  const popup = page.getByTestId('lottery-popup');
  await popup.waitFor();
  await popup.getByRole('button', { name: '关闭抽奖' }).click();
  await popup.waitFor({ state: 'detached' });
}
