import { chinaClock } from '@mall/shared/china-time';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

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

  // SPEC §2: scroll position is restored per route, also on pages that load their module and data late.
  it.each(['/list', '/jxqzc'])(
    'restores the scroll position of %s on Back, once its goods are in',
    async (path) => {
      const { page, errors } = await openPage(context());
      await page.goto(path);
      const detailLink = page.getByTestId('main-content').locator('a[href^="/list/info/"]');
      await detailLink.first().waitFor();
      const target = await page.evaluate(() =>
        Math.min(1500, document.documentElement.scrollHeight - window.innerHeight - 10),
      );
      expect(target).toBeGreaterThan(600);
      await page.evaluate((y) => window.scrollTo(0, y), target);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);

      // A click as the buyer makes it, without the test scrolling the link into view first.
      await detailLink.first().evaluate((a) => (a as HTMLElement).click());
      await page.getByTestId('goods-detail').waitFor();
      // A new page opens at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === path);
      await expect
        .poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 12_000 })
        .toBe(target);
      expect(errors).toEqual([]);
    },
  );

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

  it('invites a guest to 登录 and 注册 in the top bar (SPEC §2)', async () => {
    const { page } = await openPage(context());
    await page.goto('/');
    const register = page.getByTestId('topbar-register');
    await register.waitFor();
    expect((await register.innerText()).trim()).toBe('注册');
    expect(await register.getAttribute('href')).toBe('/register');
    expect((await page.getByTestId('topbar-login').innerText()).trim()).toBe('登录');
  });

  it('links 我的消息, 我的收藏 and the 满额返 and 94折福利 zones from the side bar', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/list');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    const hrefOf = (name: string) => sidebar.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await hrefOf('我的消息')).toBe('/wdxx');
    expect(await hrefOf('我的收藏')).toBe('/star');
    expect(await hrefOf('满额返')).toBe('/hb');
    expect(await hrefOf('94折福利')).toBe('/welfare');

    await sidebar.getByRole('link', { name: '满额返', exact: true }).click();
    await page.getByTestId('cashback-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/hb');

    // A guest follows 我的收藏 as 我的消息: the page sends them to log in first.
    await page.getByTestId('sidebar').getByRole('link', { name: '我的收藏', exact: true }).click();
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-form').waitFor();

    // A member lands on the favourites (from /list: the home page may greet demo2 with the lottery).
    await loginAs(page, 'demo2');
    await page.goto('/list');
    await page.getByTestId('sidebar').getByRole('link', { name: '我的收藏', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/star');
    await page.getByTestId('favorites-page').waitFor();
    // The guest's member-only call that sent it to log in answered 401, and nothing else failed.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });

  it('shows the side bar on the login-style pages, which change only the header (SPEC §2)', async () => {
    const { page } = await openPage(context());
    await page.goto('/login');
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('sidebar').waitFor();
    await page.getByTestId('site-footer').waitFor();

    await loginAs(page, 'demo2');
    await page.goto('/register/dd/step1');
    await page.waitForURL((url) => url.pathname === '/register/dd/step1');
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('search-input').count()).toBe(0);
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
