import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call } from './shop.ts';

/** demo2 (another approved clinic): the other journeys do not touch its favourites. */
const MEMBER = { username: 'demo2', password: 'demo123456' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(Boolean(skipReason))('favourites and catalogue zones', () => {
  const { context } = useBrowser();

  it('favourites goods from a zone list, lists them on /star and cancels them again', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, MEMBER.username, MEMBER.password);
    await page.goto('/yx/table');
    const rows = page.getByTestId('zone-goods').locator('tbody tr');
    await rows.first().waitFor();
    const name = (await rows.first().locator('td').first().locator('a').first().innerText()).trim();
    const star = rows.first().getByTestId('favorite-star');
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');

    await star.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('收藏成功').waitFor();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: '查看我的收藏' }).click();
    await page.waitForURL(/\/star$/);
    await page.getByTestId('favorites-list').waitFor();
    expect(await page.getByTestId('favorites-list').innerText()).toContain(name);
    const cart = page.getByTestId('favorite-row').first().getByRole('button', { name: '加入购物车' });
    expect(await cart.isDisabled()).toBe(false);
    expect(await cart.getAttribute('title')).toBeNull();

    const before = await page.getByTestId('favorite-row').count();
    const row = page.getByTestId('favorite-row').filter({ hasText: name });
    await row.getByRole('button', { name: '取消收藏' }).click();
    await page.getByText('取消收藏成功').first().waitFor();
    await expect.poll(() => page.getByTestId('favorite-row').filter({ hasText: name }).count()).toBe(0);
    if (before === 1) await page.getByTestId('favorites-empty').waitFor();
    expect(errors).toEqual([]);
  });

  it('cancels selected favourites in bulk after confirmation', async () => {
    const { page } = await openPage(context());
    await loginAs(page, MEMBER.username, MEMBER.password);
    await page.goto('/yx/table');
    const rows = page.getByTestId('zone-goods').locator('tbody tr');
    await rows.nth(1).waitFor();
    const names: string[] = [];
    for (const index of [0, 1]) {
      const star = rows.nth(index).getByTestId('favorite-star');
      names.push((await rows.nth(index).locator('a').first().innerText()).trim());
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('收藏成功').waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    await page.goto('/zzfw/star');
    const list = page.getByTestId('favorites-list');
    await list.waitFor();
    for (const name of names) expect(await list.innerText()).toContain(name);
    await page.getByTestId('favorites-select-all').check();
    await page.getByTestId('favorites-bulk-cancel').click();
    const confirmDialog = page.getByRole('dialog');
    await confirmDialog.getByText(/确定取消收藏选中的 \d+ 件商品吗/).waitFor();
    await confirmDialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('取消收藏成功').first().waitFor();
    const remaining = () =>
      page
        .getByTestId('favorite-row')
        .filter({ hasText: new RegExp(names.map(escapeRegExp).join('|')) })
        .count();
    await expect.poll(remaining).toBe(0);
  });

  it("shows a favourite's running activity as the goods list does", async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, MEMBER.username, MEMBER.password);
    let tagged: GoodsRead | undefined;
    for (let listPage = 1; !tagged && listPage <= 10; listPage += 1) {
      const res = await call<GoodsListPage>(page, 'GET', `/api/goods/list?page=${listPage}&page_size=40`);
      tagged = res.data.list.find((g) => (g.activity_tags?.length ?? 0) > 0);
    }
    if (!tagged?.activity_tags?.[0]) throw new Error('no goods with an activity on the first ten list pages');
    const activity = tagged.activity_tags[0];
    expect((await call(page, 'POST', '/api/favorite', { goods_ids: [tagged.id] })).code).toBe(10000);
    try {
      await page.goto('/star');
      const row = page.locator(`[data-testid="favorite-row"][data-goods-id="${tagged.id}"]`);
      const tag = row.locator(`[data-testid="activity-tag"][title="${activity.title}"]`);
      await tag.waitFor();
      expect(await tag.innerText()).toBe(activity.label);
      expect(errors).toEqual([]);
    } finally {
      await call(page, 'POST', '/api/favorite/cancel', { goods_ids: [tagged.id] });
    }
  });

  it('sends a guest from /star to the login page', async () => {
    const { page } = await openPage(context());
    await page.goto('/star');
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-form').waitFor();
  });

  it('links near-expiry goods on /jxqzc to their detail with is_jxq=1 (SPEC §2)', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/jxqzc');
    const link = page.getByTestId('zone-goods').locator('a[href^="/list/info/"]').first();
    await link.waitFor();
    const detail = new URL((await link.getAttribute('href')) ?? '', 'http://zone.test');
    expect(Number(detail.searchParams.get('goods_price_id'))).toBeGreaterThan(0);
    expect(detail.searchParams.get('is_jxq')).toBe('1');
    // Only the fields a goods read holds: no empty or zero ones.
    expect([...detail.searchParams.keys()].sort()).toEqual(['goods_price_id', 'is_jxq']);
    await link.click();
    await page.getByTestId('goods-detail').waitFor();
    expect(new URL(page.url()).searchParams.get('is_jxq')).toBe('1');
    expect(errors).toEqual([]);
  });

  it('renders the zone pages with their goods and columns', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, MEMBER.username, MEMBER.password);

    await page.goto('/zyyp');
    await page.getByTestId('zone-goods').locator('tbody tr').first().waitFor();
    const herbal = await page.getByTestId('zone-goods').innerText();
    expect(herbal).toContain('产地');
    expect(herbal).toContain('等级');
    expect(await page.title()).toContain('中药饮片');

    await page.goto('/qxzq');
    await page.getByTestId('zone-goods').locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('zone-goods').innerText()).toContain('注册证号');

    await page.goto('/jxqzc');
    await page.getByTestId('zone-goods').locator('tbody tr').first().waitFor();
    const nearExpiry = await page.getByTestId('zone-goods').innerText();
    expect(nearExpiry).toContain('有效期至');
    expect(nearExpiry).toMatch(/剩余 \d+ 个月|不足 1 个月/);

    await page.goto('/yx');
    await page.getByTestId('zone-goods').locator('a').first().waitFor();
    await page.getByTestId('view-table').click();
    await page.waitForURL(/\/yx\/table/);
    await page.getByTestId('zone-goods').locator('tbody tr').first().waitFor();

    await page.goto('/ppzq');
    await page.getByTestId('brand-wall').locator('a').first().click();
    await page.waitForURL(/\/ppzq\/info\/\d+/);
    await page.getByTestId('brand-info').waitFor();
    await page.getByTestId('zone-goods').or(page.getByTestId('zone-empty')).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the selection rules without header or footer', async () => {
    const { page } = await openPage(context());
    await page.goto('/yx/rule');
    await page.getByTestId('yx-rule').waitFor();
    expect(await page.getByTestId('yx-rule').innerText()).toContain('选品规则');
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    expect(await page.getByTestId('search-input').count()).toBe(0);
  });

  it('asks a guest to log in to see controlled goods', async () => {
    const { page } = await openPage(context());
    await page.goto('/kxzq');
    await page.getByTestId('kxzq-login').waitFor();
    expect(await page.getByTestId('kxzq-login').innerText()).toContain('登录后查看控销商品');
  });
});
