import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import type { MemberBase } from '@mall/shared/user';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

/** The business scopes the page's member may buy in, as its base user says. */
async function grantedScopes(page: Page): Promise<number[]> {
  const res = await page.request.get('/api/user/base');
  const body = (await res.json()) as { data: MemberBase };
  return body.data.purchase?.scope_ids ?? [];
}

/** The first goods of the first pages that `test` accepts, read through the page's own session. */
async function findGoods(page: Page, test: (goods: GoodsRead) => boolean, what: string): Promise<GoodsRead> {
  for (let p = 1; p <= 5; p++) {
    const res = await page.request.get(`/api/goods/list?page=${p}&page_size=100`);
    const body = (await res.json()) as { data: GoodsListPage };
    const hit = body.data.list.find(test);
    if (hit) return hit;
  }
  throw new Error(`no ${what} in the demo data`);
}

/** An offer with ladder tiers the member may buy (prices visible to members). */
async function findLadderedOffer(page: Page): Promise<GoodsRead> {
  const scopes = await grantedScopes(page);
  return findGoods(
    page,
    (goods) =>
      goods.ladder_price.length > 0 && goods.base_price !== null && scopes.includes(goods.scope_id ?? -1),
    'laddered offer in scope',
  );
}

describe.skipIf(Boolean(skipReason))('catalogue: search, lists and goods detail', () => {
  const { context } = useBrowser();

  it('searches by pinyin initials from the header with the keyboard only', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.focus();
    await page.keyboard.type('amxl');
    const items = page.getByTestId('search-suggest-item');
    await items.first().waitFor();
    expect(await items.first().innerText()).toContain('阿莫西林');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => items.first().getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('keywords')).toContain('阿莫西林');
    expect(url.searchParams.get('type')).toBe('0');
    // The dropdown closed; the results list goods with the name, the match marked.
    expect(await page.getByTestId('search-suggest').count()).toBe(0);
    const grid = page.getByTestId('goods-grid');
    await grid.locator('a').first().waitFor();
    expect(await grid.innerText()).toContain('阿莫西林');
    expect(await grid.locator('mark').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows 暂无数据 for keywords without suggestions and closes on Esc', async () => {
    const { page } = await openPage(context());
    await page.goto('/list');
    await page.getByTestId('search-input').focus();
    await page.keyboard.type('zzqqxx');
    const dropdown = page.getByTestId('search-suggest');
    await expect.poll(() => dropdown.innerText()).toContain('暂无数据');
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'detached' });
  });

  it('switches list views keeping the filters in the URL, and the back button restores them', async () => {
    const { page } = await openPage(context());
    await page.goto('/list');
    await page.getByTestId('goods-grid').locator('a').first().waitFor();
    await page.getByTestId('filter-bar').getByText('仅看有货').click();
    await page.waitForURL(/in_stock=1/);
    await page.getByTestId('sort-bar').getByRole('button', { name: '销量' }).click();
    await page.waitForURL(/sort=sales/);

    await page.getByTestId('view-table').click();
    await page.waitForURL(/\/list\/table\?/);
    let url = new URL(page.url());
    expect(url.searchParams.get('in_stock')).toBe('1');
    expect(url.searchParams.get('sort')).toBe('sales');
    await page.getByTestId('goods-table').locator('tbody a').first().waitFor();
    expect(await page.getByTestId('filter-bar').getByLabel('仅看有货').isChecked()).toBe(true);

    await page.getByTestId('view-no_image').click();
    await page.waitForURL(/\/list\/no_image\?/);
    url = new URL(page.url());
    expect(url.searchParams.get('in_stock')).toBe('1');
    expect(url.searchParams.get('sort')).toBe('sales');
    await page.getByTestId('goods-rows').locator('a').first().waitFor();

    await page.goBack();
    await page.waitForURL(/\/list\/table\?/);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/list' && u.searchParams.get('sort') === 'sales');
  });

  it('shows a category page with its name, and its view links keep the category', async () => {
    const { page } = await openPage(context());
    await page.goto(`/list/other/1/${encodeURIComponent('西药')}`);
    await expect.poll(() => page.getByTestId('category-title').innerText()).toContain('西药');
    expect(await page.getByTestId('breadcrumb').innerText()).toContain('西药');
    await page.getByTestId('goods-grid').locator('a').first().waitFor();
    await page.getByTestId('view-table').click();
    await page.waitForURL(/\/list\/table\?/);
    expect(new URL(page.url()).searchParams.get('category_id')).toBe('1');
    await page.getByTestId('goods-table').locator('tbody a').first().waitFor();
  });

  it('shows the ladder-price text of a laddered offer to an approved member', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo', 'demo123456');
    const offer = await findLadderedOffer(page);
    await page.goto(`/list/info/${offer.id}?goods_price_id=${offer.goods_price_id}`);
    const ladder = page.getByTestId('ladder-text');
    await ladder.waitFor();
    const text = await ladder.innerText();
    expect(text).toMatch(/再买 \d+ \S+享 ¥\d+\.\d{2}|已享 ¥\d+\.\d{2}/);
    const first = [...offer.ladder_price].sort((a, b) => a.number - b.number)[0];
    expect(text).toContain(`¥${first?.price}`);
    expect(await page.getByTestId('goods-price').innerText()).toContain(`¥${offer.base_price}`);
    expect(await page.getByTestId('spec-table').innerText()).toContain('批准文号');
    expect(await page.getByTestId('buy-box').getByTestId('add-to-cart').isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('marks goods outside the store scopes on the list and says why on the detail', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo', 'demo123456');
    const scopes = await grantedScopes(page);
    expect(scopes.length).toBeGreaterThan(0);
    const outside = await findGoods(
      page,
      (goods) => goods.scope_id !== undefined && !scopes.includes(goods.scope_id) && goods.is_buy === 1,
      'goods outside the demo store scopes',
    );
    await page.goto(`/list?scope_id=${outside.scope_id}`);
    const buttons = page.getByTestId('goods-grid').getByTestId('add-to-cart');
    await buttons.first().waitFor();
    // Every goods of a scope the store lacks is refused before anyone clicks.
    const states = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('data-state')));
    expect(new Set(states)).toEqual(new Set(['outOfScope']));
    expect(await buttons.first().innerText()).toBe('超出经营范围');
    expect(await buttons.first().isDisabled()).toBe(true);
    expect(await buttons.first().getAttribute('title')).toContain('您的经营范围不含');

    await page.goto(`/list/info/${outside.id}`);
    const refusal = page.getByTestId('buy-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/您的经营范围不含「.+」，请上传相应资质后再采购/);
    expect(await page.getByTestId('buy-box').getByTestId('add-to-cart').isDisabled()).toBe(true);
    await refusal.getByRole('link', { name: '去上传资质' }).click();
    await page.waitForURL(/\/zhzx\/zzzj$/);
    expect(errors).toEqual([]);
  });

  it('shows 登录后可见 instead of prices to a guest, on the list and on the detail', async () => {
    const { page } = await openPage(context());
    await page.goto('/list/table');
    const table = page.getByTestId('goods-table');
    await table.locator('tbody a').first().waitFor();
    expect(await table.innerText()).toContain('登录后可见');
    expect(await table.innerText()).not.toMatch(/¥\d/);
    await table.locator('tbody a').first().click();
    await page.waitForURL(/\/list\/info\/\d+/);
    await expect.poll(() => page.getByTestId('goods-price').innerText()).toContain('登录后可见');
    expect(await page.getByTestId('ladder-text').count()).toBe(0);
  });

  it('offers no price sort or range to a guest or a pending member, even from a link', async () => {
    const sortButtons = (page: Page) => page.getByTestId('sort-bar').getByRole('button');
    for (const [who, password] of [
      ['', ''],
      ['demo3', 'demo123456'],
    ] as const) {
      const { page } = await openPage(context());
      if (who) await loginAs(page, who, password);
      // A shared link with a price sort opens in the default order, nothing shown as chosen.
      await page.goto('/list?sort=price_desc&price_min=1&price_max=9');
      await page.getByTestId('goods-grid').locator('a').first().waitFor();
      expect(await sortButtons(page).allInnerTexts(), who || 'guest').toEqual(['综合', '销量', '最新']);
      expect(
        await page.getByTestId('sort-bar').getByRole('button', { name: '综合' }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await page.getByTestId('filter-price').count()).toBe(0);
    }
  });

  it('offers sorting and filtering by price to an approved member', async () => {
    const { page } = await openPage(context());
    await loginAs(page, 'demo', 'demo123456');
    await page.goto('/list');
    await page.getByTestId('goods-grid').locator('a').first().waitFor();
    const sortButtons = page.getByTestId('sort-bar').getByRole('button');
    expect(await sortButtons.allInnerTexts()).toEqual(['综合', '销量', '价格 ↑', '最新']);
    await page.getByTestId('filter-price').waitFor();
    await page.getByTestId('sort-bar').getByRole('button', { name: '价格 ↑' }).click();
    await page.waitForURL(/sort=price_asc/);
    // A range typed the wrong way round is the range the buyer meant.
    const range = page.getByTestId('filter-price');
    await range.getByLabel('最低价').fill('50');
    await range.getByLabel('最高价').fill('5');
    await range.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('price_min') === '5' && url.searchParams.get('price_max') === '50',
    );
    await expect.poll(() => range.getByLabel('最低价').inputValue()).toBe('5');
    expect(await range.getByLabel('最高价').inputValue()).toBe('50');
    await page.getByTestId('goods-grid').locator('a').first().waitFor();
  });
});
