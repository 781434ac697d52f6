/**
 * Quantity rules seen before the cart refuses: a stepped offer shows its 起订 and 步长 in its table
 * row and on its detail, an off-step entry says why next to the field and snaps to the step on
 * blur; the table view picked once is kept by later searches and list visits; quick purchase
 * starts a row at the quantity the store bought last time.
 */
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import type { FastBuyRow } from '@mall/shared/self-service';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstQuantity, normalizeQuantity } from '../../../packages/shared/src/pricing/quantity.ts';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

const rulesOf = (goods: GoodsRead) => ({
  min: Math.max(1, goods.qg_number),
  step: Math.max(1, goods.step ?? 1),
  limit: goods.member_limit ?? 0,
  stock: goods.number,
});

/** A buyable offer sold in steps of more than one, with room for a few steps of stock. */
async function findSteppedOffer(page: Page): Promise<GoodsRead> {
  for (let p = 1; p <= 10; p++) {
    const res = await page.request.get(`/api/goods/list?page=${p}&page_size=100`);
    const body = (await res.json()) as { data: GoodsListPage };
    const hit = body.data.list.find((goods) => {
      const rules = rulesOf(goods);
      return (
        rules.step > 1 &&
        goods.is_buy === 1 &&
        goods.base_price !== null &&
        rules.limit === 0 &&
        rules.stock >= firstQuantity(rules) + 3 * rules.step
      );
    });
    if (hit) return hit;
  }
  throw new Error('no stepped offer in the demo data');
}

interface FastBuyPage {
  data: { list: FastBuyRow[]; total: number };
}

describe.skipIf(Boolean(skipReason))('quantity rules and the remembered list view', () => {
  const { context } = useBrowser();

  it('shows the rules in the table row and on the detail, and snaps an off-step entry with the reason', async () => {
    const { page, errors } = await openPage(context());
    await page.setViewportSize({ width: 1600, height: 900 });
    await loginAs(page, 'demo');
    const offer = await findSteppedOffer(page);
    const rules = rulesOf(offer);
    const first = firstQuantity(rules);
    const unit = offer.bzdw || '件';

    await page.goto(`/search/table?keywords=${encodeURIComponent(offer.name)}&type=0`);
    const table = page.getByTestId('goods-table');
    const row = table.locator('tbody tr').filter({
      has: page.locator(`a[href*="goods_price_id=${offer.goods_price_id}"]`),
    });
    await row.first().waitFor();
    const rowRules = await row.first().getByTestId('quantity-rules').innerText();
    expect(rowRules).toContain(`起订${first}${unit}`);
    expect(rowRules).toContain(`步长${rules.step}${unit}`);
    if (offer.expiry_date) expect(rowRules).toContain(`效期${offer.expiry_date}`);

    await page.goto(`/list/info/${offer.id}?goods_price_id=${offer.goods_price_id}`);
    const box = page.getByTestId('buy-box');
    const boxRules = box.getByTestId('quantity-rules');
    await boxRules.waitFor();
    expect(await boxRules.innerText()).toContain(`起订${first}${unit}`);
    expect(await boxRules.innerText()).toContain(`步长${rules.step}${unit}`);

    // Off the step: the reason shows while typing, and on blur the quantity snaps up to the step.
    const input = box.getByTestId('quantity-stepper').locator('input');
    await expect.poll(() => input.inputValue()).toBe(String(first));
    await input.fill(String(first + 1));
    const hint = box.getByTestId('quantity-hint').getByRole('alert');
    await expect.poll(() => hint.innerText()).toBe(`该商品需按${rules.step}的倍数购买`);
    await input.press('Tab');
    await expect.poll(() => input.inputValue()).toBe(String(first + rules.step));
    expect(await hint.innerText()).toBe(`该商品需按${rules.step}的倍数购买，已调整为${first + rules.step}`);
    // Under the minimum: raised to it, saying so; the − and + buttons then move by the step.
    await input.fill('1');
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe(String(first));
    expect(await hint.innerText()).toContain(`${first}件起购`);
    await box.getByRole('button', { name: '增加' }).click();
    await expect.poll(() => input.inputValue()).toBe(String(first + rules.step));
    expect(await box.getByTestId('quantity-hint').innerText()).toBe('');
    expect(errors).toEqual([]);
  });

  it('keeps the table view picked once for later searches and list visits', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=0');
    await page.getByTestId('goods-grid').locator('a').first().waitFor();
    await page.getByTestId('view-table').click();
    await page.waitForURL((u) => u.pathname === '/search/table');
    await page.getByTestId('goods-table').locator('tbody a').first().waitFor();

    // A new search from the header opens in the table.
    const input = page.getByTestId('search-input');
    await input.fill('维生素');
    await input.press('Enter');
    await page.waitForURL(
      (u) => u.pathname === '/search/table' && u.searchParams.get('keywords') === '维生素',
    );
    await page.getByTestId('goods-table').locator('tbody a').first().waitFor();
    expect(await page.getByTestId('view-table').getAttribute('aria-current')).toBe('page');

    // So does the goods list, keeping its query; a path naming a view still decides.
    await page.goto('/list?in_stock=1');
    await page.waitForURL((u) => u.pathname === '/list/table' && u.searchParams.get('in_stock') === '1');
    await page.getByTestId('goods-table').locator('tbody a').first().waitFor();
    await page.goto('/list/no_image');
    await page.getByTestId('goods-rows').locator('a').first().waitFor();
    expect(await page.getByTestId('goods-rows').getByTestId('quantity-rules').first().innerText()).toMatch(
      /起订\d+/,
    );

    // Picking the grid is remembered as well.
    await page.getByTestId('view-grid').click();
    await page.waitForURL((u) => u.pathname === '/list');
    await page.getByTestId('goods-grid').locator('a').first().waitFor();
    await page.goto('/search?keywords=%E7%BB%B4%E7%94%9F%E7%B4%A0&type=0');
    await page.getByTestId('goods-grid').locator('a').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(errors).toEqual([]);
  });

  it('starts quick purchase at the quantity bought last time, rounded to the rules', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    const res = await page.request.get('/api/user/fast_buy?page_size=20');
    const rows = ((await res.json()) as FastBuyPage).data.list.filter(
      (row) => row.invalid_reason === '' && row.goods.base_price !== null && row.last_quantity > 0,
    );
    expect(rows.length, 'demo has past purchases it can buy again').toBeGreaterThan(0);
    // Prefer a row whose last quantity is not the minimum, so the start says it was not the minimum.
    const row =
      rows.find((r) => normalizeQuantity(r.last_quantity, r.rules) !== firstQuantity(r.rules)) ?? rows[0]!;
    const start = normalizeQuantity(row.last_quantity, row.rules);

    await page.goto('/zzfw/kjcg');
    const tr = page.getByTestId('fast-buy-table').locator(`tr[data-row-key="${row.goods_price_id}"]`);
    await tr.waitFor();
    expect(await tr.getByTestId('fast-buy-last-quantity').innerText()).toContain(`上次 ${row.last_quantity}`);
    expect(await tr.getByTestId('quantity-stepper').locator('input').inputValue()).toBe(String(start));
    expect(errors).toEqual([]);
  });
});
