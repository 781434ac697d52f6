import { chinaClock } from '@mall/shared/china-time';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { skipReason, useBrowser } from './harness.ts';

describe.skipIf(Boolean(skipReason))('home page and shared chrome', () => {
  const { context } = useBrowser();

  it('renders the home page in Chinese with the whole chrome and no console error', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/');
    await page.getByTestId('home-goods-grid').locator('a').first().waitFor();
    expect(await page.title()).toBe('康源医药商城');
    for (const id of ['main-nav', 'category-menu', 'site-footer', 'sidebar', 'search-input', 'home-banner']) {
      await expect.poll(() => page.getByTestId(id).count(), { message: id }).toBeGreaterThan(0);
    }
    await page.getByTestId('topbar-login').waitFor();
    const footer = await page.getByTestId('site-footer').innerText();
    expect(footer).toContain('药品经营许可证');
    // The copyright year is China's (the store's calendar), not the test machine's.
    expect(footer).toContain(String(chinaClock(Date.now() / 1000).year));
    expect(footer).toContain('不发布麻醉药品');
    const navLinks = await page.getByTestId('main-nav').locator(':scope > ul > li, :scope > li').count();
    expect(navLinks).toBeLessThanOrEqual(9);
    // Guests never see a price.
    expect(await page.getByTestId('home-goods-grid').innerText()).toContain('登录后可见');
    expect(errors).toEqual([]);
  });

  it('shows the compact sticky header from 205 px of scroll', async () => {
    const { page } = await openPage(context());
    await page.goto('/');
    await page.getByTestId('site-footer').waitFor();
    expect(await page.getByTestId('sticky-header').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByTestId('sticky-header').waitFor({ state: 'visible' });
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.getByTestId('sticky-header').waitFor({ state: 'detached' });
  });

  it('opens and closes the side-bar cart panel between 40 and 310 px', async () => {
    const { page } = await openPage(context());
    await page.goto('/');
    const panel = page.getByTestId('sidebar-cart-panel');
    await panel.waitFor();
    const width = () => panel.evaluate((el) => (el as HTMLElement).style.width);
    expect(await width()).toBe('40px');
    await page.getByTestId('sidebar').locator('button[aria-expanded]').click();
    await expect.poll(width).toBe('310px');
    await page.getByTestId('sidebar').locator('button[aria-expanded]').click();
    await expect.poll(width).toBe('40px');
  });

  it('submits a trimmed keyword from the header search to /search', async () => {
    const { page } = await openPage(context());
    await page.goto('/');
    await page.getByTestId('search-input').fill('  阿莫西林  ');
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('keywords')).toBe('阿莫西林');
    expect(url.searchParams.get('type')).toBe('0');
  });
});
