/**
 * 组合购 and 换购: a trading buyer goes from the cart's 「去凑单：组合购」 to /zhzq, adds a package and orders
 * it from the cart; then takes a trade-up in the cart's 换购 block once the selection reaches its
 * threshold and finds it in the order at the trade-up price.
 */
import type { CombinationRead } from '@mall/shared/cart';
import type { Page as ListPage } from '@mall/shared/codes';
import type { OrderDetail } from '@mall/shared/order';
import type { TradeUpState } from '@mall/shared/trade-up';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, emptyCart, submitOrder } from './shop.ts';

/** From the cart, through step 1's 去结算, to the order placed at step 2. */
async function checkoutFromCart(page: Page): Promise<OrderDetail> {
  await page.goto('/cart');
  await page.getByTestId('cart-summary').waitFor();
  await expect.poll(() => page.getByTestId('cart-checkout').isEnabled()).toBe(true);
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL(/\/cart\/step2/);
  const id = await submitOrder(page);
  return (await call<OrderDetail>(page, 'GET', `/api/order/${id}`)).data;
}

const BUYER = TRADING_BUYERS.combinations;

describe.skipIf(Boolean(skipReason))('组合购 and 换购', () => {
  const { context } = useBrowser();

  it('goes from the cart to /zhzq, adds a package and orders it', async () => {
    const { page, errors } = await openPage(context());
    await page.setViewportSize({ width: 1600, height: 900 });
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    // A package in the cart so the cart page shows its summary and the way to 组合购.
    const packs = await call<ListPage<CombinationRead>>(page, 'GET', '/api/combinationMzhg?page_size=50');
    const unlimited = packs.data.list.filter((p) => p.member_limit === null && p.stock > 5);
    expect(unlimited.length).toBeGreaterThanOrEqual(2);
    const [seedPack, pick] = unlimited as [CombinationRead, CombinationRead];
    await call(page, 'POST', '/api/cart', {
      params: [{ goods_id: seedPack.id, goods_price_id: 0, number: 1, type: 3 }],
    });

    await page.goto('/cart');
    await page.getByRole('link', { name: '去凑单：组合购' }).click();
    await page.waitForURL((url) => url.pathname === '/zhzq');
    const cards = page.getByTestId('zone-package');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const card = page.locator(`[data-testid="zone-package"][data-package-id="${pick.id}"]`);
    expect(await card.innerText()).toMatch(/套餐价\s*¥\d+\.\d{2}/);
    expect(await card.innerText()).toContain('省 ¥');
    const added = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
    );
    await card.getByTestId('add-to-cart').click();
    expect((await added).status()).toBe(200);
    await expect
      .poll(async () => (await cartState(page)).data.some((l) => l.key === `c${pick.id}`))
      .toBe(true);

    // 组合满赠 lists the packages that come with a gift.
    await page.goto('/zhmz');
    await page.getByTestId('zone-package').first().waitFor();
    expect(await page.getByTestId('package-gift').first().innerText()).toMatch(/每套赠送/);

    const order = await checkoutFromCart(page);
    const packageLines = order.lines.filter((l) => l.type === 3 && l.combination_id === pick.id);
    expect(packageLines.length).toBe(pick.items.length);
    expect(errors).toEqual([]);
  });

  it('takes a trade-up in the cart once the threshold is reached and finds it in the order', async () => {
    const { page, errors } = await openPage(context());
    await page.setViewportSize({ width: 1600, height: 900 });
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const offers = (await call<TradeUpState>(page, 'GET', '/api/combinationMzhg?scene=cart')).data.list;
    expect(offers.length).toBeGreaterThan(0);
    const cheapest = [...offers].sort((a, b) => Number(a.threshold) - Number(b.threshold))[0];
    if (!cheapest) throw new Error('a trade-up expected');
    // Enough packages to pass its threshold.
    const packs = await call<ListPage<CombinationRead>>(page, 'GET', '/api/combinationMzhg?page_size=50');
    const needed = (p: CombinationRead) => Math.ceil(Number(cheapest.threshold) / Number(p.price)) + 1;
    const pack = packs.data.list.find((p) => p.member_limit === null && p.stock >= needed(p));
    if (!pack) throw new Error('a package expected');
    const number = needed(pack);
    const put = await call(page, 'POST', '/api/cart', {
      params: [{ goods_id: pack.id, goods_price_id: 0, number, type: 3 }],
    });
    expect(put.code).toBe(10000);

    await page.goto('/cart');
    const block = page.getByTestId('trade-up-block');
    await block.waitFor();
    const offer = block.locator(`[data-testid="trade-up-offer"]`, { hasText: cheapest.goods.name }).first();
    expect(await offer.getAttribute('data-reached')).toBe('1');
    expect(await offer.innerText()).toContain(`满¥${cheapest.threshold}加¥${cheapest.price}换购`);
    await offer.getByTestId('trade-up-add').click();
    await page.locator('[data-testid="cart-group"][data-kind="tradeUp"]').waitFor();
    const line = (await cartState(page)).data.find((l) => l.type === 4);
    expect(line).toMatchObject({ price: cheapest.price, number: 1, invalid_reason: '' });

    const order = await checkoutFromCart(page);
    const traded = order.lines.find((l) => l.type === 4);
    expect(traded).toMatchObject({
      goods_price_id: cheapest.goods.goods_price_id,
      price: cheapest.price,
      number: 1,
    });
    expect(errors).toEqual([]);
  });
});
