/** Shared set-up of a browser test file: one browser, a fresh context per test. */
import type { Browser, BrowserContext } from 'playwright-core';
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
