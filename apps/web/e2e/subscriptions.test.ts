/**
 * Sold out: 到货通知 subscribed on the detail page, stock coming back through the operator's
 * command (the service every stock change of an operator goes through), and the message in /wdxx
 * once; the cart's line of a sold-out offer offers the subscription, substitutes and 品种求购.
 */
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { baseUrl, loginAs, skipReason, useBrowser } from './harness.ts';
import { ordersCommand } from './operator-api.ts';
import { call, cartState, emptyCart, toLine } from './shop.ts';

const BUYER = TRADING_BUYERS.subscriptions;

/**
 * A plain offer the buyer may buy, from far down the list so the journeys that take the first
 * pages' goods never meet it while it is sold out.
 */
async function farOffer(page: Page): Promise<GoodsRead> {
  for (let listPage = 7; listPage >= 3; listPage -= 1) {
    const res = await call<GoodsListPage>(
      page,
      'GET',
      `/api/goods/list?page=${listPage}&page_size=20&in_stock=1`,
    );
    const found = res.data.list.find(
      (g) =>
        g.is_buy === 1 &&
        g.base_price !== null &&
        (g.type ?? 0) === 0 &&
        !g.activity_tags?.length &&
        (g.offer_count ?? 1) === 1,
    );
    if (found) return found;
  }
  throw new Error('no plain offer on the list pages 3 to 7');
}

const setStock = (offerId: number, stock: number) =>
  ordersCommand(baseUrl, ['offer', String(offerId), '--stock', String(stock)]);

describe.skipIf(Boolean(skipReason))('sold out: back-in-stock subscription and substitutes', () => {
  const { context } = useBrowser();

  it('subscribes on the sold-out detail page; stock comes back through the operator; one message in /wdxx', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const goods = await farOffer(page);
    const stockBefore = goods.number;
    // In the cart before it sells out: the line turns invalid and offers what to do instead.
    await call(page, 'POST', '/api/cart', { params: [toLine(goods)] });
    expect(await setStock(goods.goods_price_id, 0)).toContain('stock 0');
    try {
      await page.goto('/cart');
      const line = page.locator('[data-testid="cart-line"][data-valid="0"]');
      await line.first().waitFor();
      const alternatives = line.first().getByTestId('cart-line-alternatives');
      await alternatives.waitFor();
      await alternatives.getByTestId('subscribe-stock').waitFor();
      const wanted = alternatives.getByTestId('cart-line-substitutes-wanted');
      expect(await wanted.getAttribute('href')).toBe(`/zzfw/pzqg/add?name=${encodeURIComponent(goods.name)}`);

      // The detail page: sold out, subscribe to 到货通知.
      await page.goto(`/list/info/${goods.id}?goods_price_id=${goods.goods_price_id}`);
      const availability = page.getByTestId('goods-availability');
      await availability.waitFor();
      expect(await availability.innerText()).toContain('已售罄');
      await availability.getByTestId('substitutes').waitFor();
      await availability.getByTestId('subscribe-stock').click();
      await availability.getByTestId('unsubscribe-stock').waitFor();

      // 我的订阅 lists it, waiting.
      await page.goto('/zhzx/dy');
      const list = page.getByTestId('subscription-list');
      await list.waitFor();
      const row = list.locator('tr', { hasText: goods.name });
      await expect.poll(() => row.innerText()).toContain('等待到货');
    } finally {
      // Back in stock through the operator's command; the check it queues tells the store.
      await setStock(goods.goods_price_id, stockBefore);
    }

    const messages = async () => {
      const res = await call<{ list: { title: string; content: string }[] }>(
        page,
        'GET',
        '/api/user/message?page=1&page_size=50',
      );
      return res.data.list.filter((m) => m.title === '到货通知' && m.content.includes(goods.name));
    };
    await expect.poll(async () => (await messages()).length, { timeout: 30_000, interval: 1000 }).toBe(1);
    await page.goto('/wdxx');
    const inbox = page.getByTestId('message-list');
    await inbox.waitFor();
    expect(await inbox.innerText()).toContain('到货通知');
    await page.goto('/zhzx/dy');
    await expect
      .poll(() => page.getByTestId('subscription-list').locator('tr', { hasText: goods.name }).innerText())
      .toContain('已到货通知');
    // Once: the job ran, and a second look finds no second message.
    expect(await messages()).toHaveLength(1);

    // The cart line is buyable again and shows no alternatives.
    const lines = (await cartState(page)).data;
    expect(lines.find((l) => l.goods_price_id === goods.goods_price_id)).toBeDefined();
    await emptyCart(page);
  });
});
