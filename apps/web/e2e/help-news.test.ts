import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

/** Each help route and the title of the seeded article it shows. */
const HELP_PAGES: [path: string, title: string][] = [
  ['/help/xrzn/hyzc', '会员注册'],
  ['/help/xrzn/gwzn', '购物指南'],
  ['/help/xrzn/aqgy', '安全购药'],
  ['/help/fwbz/wzzz', '网站资质'],
  ['/help/fwbz/yhxy', '用户协议'],
  ['/help/fwbz/zskf', '专属客服'],
  ['/help/us/tsjy', '投诉建议'],
  ['/help/us/link', '联系我们'],
  ['/help/zfps/ddzf', '订单支付'],
  ['/help/zfps/hwps', '货物配送'],
  ['/help/zfps/ypth', '药品退货'],
];

/** A 1×1 PNG: the server checks photos by their content. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const currentMenuItem = (page: Page) => page.getByTestId('help-menu').locator('a[aria-current="page"]');

describe.skipIf(Boolean(skipReason))('help centre and news', () => {
  const { context } = useBrowser();

  it('opens every help page on its own article, with the left menu pointing at it', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/help');
    await page.getByTestId('help-index').getByRole('link', { name: '药品退货' }).waitFor();
    // 新手指南, the service group 服务中心, 支付配送, 服务保障, 关于我们.
    expect(await page.getByTestId('help-index').locator('section').count()).toBe(5);
    // The service group's articles have no route of their own: they open by id.
    await page.getByTestId('help-index').getByRole('link', { name: '在线客服' }).click();
    await page.waitForURL(/\/help\/xrzn\/hyzc\?id=\d+$/);
    await page.getByTestId('article').getByRole('heading', { name: '在线客服' }).waitFor();
    expect(await currentMenuItem(page).innerText()).toBe('在线客服');
    for (const [path, title] of HELP_PAGES) {
      await page.goto(path);
      const article = page.getByTestId('article');
      await article.getByRole('heading', { name: title }).waitFor();
      expect((await article.locator('p').count()) >= 4, path).toBe(true);
      expect(await currentMenuItem(page).innerText()).toBe(title);
    }
    await page.goto('/help/pay');
    const category = page.getByTestId('help-category');
    await category.getByRole('link', { name: '订单支付' }).waitFor();
    expect(await category.locator('li').count()).toBe(4);
    await category.getByRole('link', { name: '货物配送' }).click();
    await page.waitForURL(/\/help\/zfps\/hwps$/);
    await page.getByTestId('article').getByRole('heading', { name: '货物配送' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the licences as images with numbers, and the contacts from the settings', async () => {
    const { page } = await openPage(context());
    await page.goto('/help/fwbz/wzzz');
    const licences = page.getByTestId('site-licences');
    await licences.getByText('浙AA5710001').waitFor();
    expect(await licences.locator('img').count()).toBe(4);
    await expect
      .poll(() =>
        licences
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await licences.innerText()).toContain('浙ICP备20240001号-1');

    await page.goto('/help/us/link');
    const card = page.getByTestId('contact-card');
    await card.getByText('400-826-1888').waitFor();
    expect(await card.innerText()).toContain('浙江省杭州市西湖区文三路90号康源大厦8楼');
    expect(await card.getByRole('link', { name: '在线客服一' }).getAttribute('href')).toContain('wpa.qq.com');
  });

  it('lands a footer ?id= link on its article', async () => {
    const { page } = await openPage(context());
    await page.goto('/');
    const link = page.getByTestId('site-footer').getByRole('link', { name: '药品退货' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/help\/xrzn\/hyzc\?id=\d+$/);
    await link.click();
    await page.waitForURL(
      (url) => url.pathname === '/help/xrzn/hyzc' && url.search === href.slice(href.indexOf('?')),
    );
    await page.getByTestId('article').getByRole('heading', { name: '药品退货' }).waitFor();
    expect(await currentMenuItem(page).innerText()).toBe('药品退货');

    await page.goto('/help/xrzn/hyzc?id=999999');
    await page.getByTestId('article-missing').getByText('文章不存在或已删除').waitFor();
  });

  it('takes a complaint from a member on /help/us/tsjy and asks a guest to log in', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/help/us/tsjy');
    await page.getByTestId('feedback-login').waitFor();

    await loginAs(page, 'demo3');
    await page.goto('/help/us/tsjy');
    const form = page.getByTestId('feedback-form');
    await form.waitFor();
    await form.getByRole('button', { name: '提交' }).click();
    await form.getByText('请选择反馈类型').waitFor();
    await form.locator('select[name="type"]').selectOption('服务投诉');
    await form.locator('textarea[name="content"]').fill('送货司机未按约定时间送达，希望改进配送时效。');
    await form.locator('input[name="contact"]').fill('13800000003');
    await form
      .locator('input[name="images"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
    await form.getByText('receipt.png').waitFor();
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByTestId('feedback-done').getByText('提交成功').waitFor();
    expect(errors).toEqual([]);
  });

  it('pages both news lists and walks a detail through previous and next', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/news/company');
    const list = page.getByTestId('news-list');
    await list.locator('li').first().waitFor();
    expect(await list.locator('li').count()).toBe(10);
    expect(await list.locator('time').first().innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.goto('/news/hy');
    await list.locator('li').first().waitFor();
    const firstTitle = (await list.locator('li a').first().innerText()).trim();
    const secondTitle = (await list.locator('li a').nth(1).innerText()).trim();
    await page.getByTestId('news-pager').getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/\/news\/hy\?page=2$/);
    await expect.poll(() => list.locator('li a').first().innerText()).not.toBe(firstTitle);
    expect(await list.locator('li').count()).toBeGreaterThan(0);

    await page.goto('/news/hy');
    await list.getByRole('link', { name: firstTitle }).click();
    await page.waitForURL(/\/news\/info\/\d+\/1$/);
    const article = page.getByTestId('news-article');
    await article.getByRole('heading', { name: firstTitle }).waitFor();
    const neighbours = page.getByTestId('news-neighbours');
    expect(await neighbours.innerText()).toContain('上一篇：没有了');
    await neighbours.getByRole('link', { name: secondTitle }).click();
    await article.getByRole('heading', { name: secondTitle }).waitFor();
    await page.getByTestId('news-neighbours').getByRole('link', { name: firstTitle }).click();
    await article.getByRole('heading', { name: firstTitle }).waitFor();
    expect(errors).toEqual([]);
  });
});
