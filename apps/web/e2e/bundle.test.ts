/**
 * The weight budgets of DESIGN §3. The home page's initial JavaScript (the entry and every chunk
 * index.html preloads) stays within 200 KB gzipped, and antd is not part of it. And what a page
 * loads in all, its lazy chunks included, read from the scripts Chromium fetched: home ≤ 200 KB,
 * login and the goods list ≤ 300 KB, so a page using a few antd components pays for those only.
 */
import { describe, expect, it } from 'vitest';
import {
  INITIAL_JS_BUDGET_KB,
  initialScripts,
  loadedJsKb,
  PAGE_JS_BUDGETS_KB,
  READ_SCRIPTS,
} from '../../../bench/bundle-size.ts';
import { openPage } from './browser.ts';
import { skipReason, useBrowser } from './harness.ts';

describe('home page weight', () => {
  it('keeps the initial JavaScript within budget and free of antd', () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const { file, code } of scripts) {
      expect(file).not.toMatch(/antd/i);
      // antd's components register their class prefix through this token; none may load up front.
      expect(code.toString('utf8')).not.toContain('ant-btn');
    }
    const kb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
    console.info(`home page initial JS: ${kb.toFixed(1)} KB gzipped in ${scripts.length} files`);
    expect(kb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  });
});

describe.skipIf(Boolean(skipReason))('what a page loads', () => {
  const { context } = useBrowser();

  /** Each page with the element that shows it has rendered (its lazy chunks have arrived). */
  const pages = [
    ['home', '/', 'home-floors'],
    ['login', '/login', 'login-form'],
    ['list', '/list', 'goods-grid'],
  ] as const;

  it.each(pages)('%s (%s) stays within its JavaScript budget', async (name, path, testId) => {
    const { page, errors } = await openPage(context());
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByTestId(testId).waitFor();
    const scripts = (await page.evaluate(READ_SCRIPTS)) as string[];
    const kb = loadedJsKb(scripts);
    const budget = PAGE_JS_BUDGETS_KB[name];
    console.info(
      `${name} page JS: ${kb.toFixed(1)} KB gzipped in ${scripts.length} files (budget ${budget} KB)`,
    );
    expect(scripts.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    expect(kb).toBeLessThanOrEqual(budget ?? 0);
  });
});
