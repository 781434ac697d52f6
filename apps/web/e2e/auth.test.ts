import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { BADGE_MEMBER } from './fixtures.ts';
import { closeLotteryPopup, skipReason, submitLogin, useBrowser } from './harness.ts';

describe.skipIf(Boolean(skipReason))('login and logout', () => {
  const { context } = useBrowser();

  it('logs in, shows the member in the chrome, and logs out back to a guest', async () => {
    const { page, errors } = await openPage(context());
    await submitLogin(page, 'demo', 'demo123456');
    await page.getByTestId('topbar-member').waitFor();
    expect(await page.getByTestId('topbar-member').innerText()).toContain('康源大药房');
    // The demo member's account manager is not the default one: 专属客服 prefix.
    expect(await page.locator('header').first().innerText()).toContain('专属客服');
    // An approved member sees prices on the home page.
    await page.goto('/');
    await closeLotteryPopup(page);
    await page.getByTestId('home-goods-grid').locator('a').first().waitFor();
    expect(await page.getByTestId('home-goods-grid').innerText()).toMatch(/¥\s?\d+\.\d{2}/);

    await page.getByTestId('topbar-logout').click();
    await page.getByTestId('topbar-login').waitFor();
    expect(await page.getByTestId('topbar-member').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('shows the server message on a wrong password and stays on /login', async () => {
    const { page } = await openPage(context());
    await submitLogin(page, 'demo', 'wrong-password');
    await page.getByText('用户名或密码错误').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('caps the cart badge at 99+', async () => {
    const { page } = await openPage(context());
    await submitLogin(page, BADGE_MEMBER.username, BADGE_MEMBER.password);
    await page.getByTestId('topbar-member').waitFor();
    await expect.poll(() => page.getByTestId('header-cart-badge').innerText()).toBe('99+');
  });

  it('returns to the redirect path after login', async () => {
    const { page } = await openPage(context());
    await submitLogin(page, 'demo', 'demo123456', '/login?redirect=%2Fuser');
    await page.waitForURL(/\/user$/);
  });
});
