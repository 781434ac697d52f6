/**
 * The store at phone width (390 × 844, a touch phone honouring the viewport meta tag): the buying
 * journey — search, a goods' page, 加入购物车, the cart, checkout and the order's pages — never
 * scrolls the page sideways (document width ≤ the phone's 390 px), squeezes no table's words to a
 * character or two a line nor any text (a name, a price, an address's phone number: squeezedText),
 * and each step's key action is on screen once scrolled to and not covered by anything fixed (the side
 * bar, the floating banner, a header).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TRADING_BUYERS } from './fixtures.ts';
import { baseUrl, loginAs, skipReason, useBrowser } from './harness.ts';
import { documentOverflow, PHONE, phoneContext, squeezedCells, squeezedText } from './phone-layout.ts';
import { call, emptyCart } from './shop.ts';

const BUYER = TRADING_BUYERS.phone;

/** The fixed elements lying over the element of `testId`, once it is scrolled into view. */
const coveredBy = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const target = document.querySelector(`[data-testid="${id}"]`);
    if (!target) throw new Error(`no ${id}`);
    const box = target.getBoundingClientRect();
    const over: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
      // A layer that lets taps through (a toast's container) covers nothing.
      if (style.pointerEvents === 'none') continue;
      if (el.contains(target) || target.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom) {
        over.push(el.getAttribute('data-testid') || el.getAttribute('aria-label') || String(el.className));
      }
    }
    return over;
  }, testId);

/** The page fits the phone's width, and the action of `testId` is visible, inside it and uncovered. */
async function expectUsable(page: Page, step: string, testId: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const { excess, culprits } = await documentOverflow(page, PHONE.width);
  expect(
    excess,
    `${step}: page wider than the phone by ${excess}px: ${culprits.join('; ')}`,
  ).toBeLessThanOrEqual(0);
  const action = page.getByTestId(testId).first();
  await action.scrollIntoViewIfNeeded();
  expect(await action.isVisible(), `${step}: ${testId} visible`).toBe(true);
  const box = await action.boundingBox();
  expect(box, `${step}: ${testId} laid out`).not.toBeNull();
  expect(box!.x, `${step}: ${testId} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${step}: ${testId} right edge`).toBeLessThanOrEqual(PHONE.width);
  expect((await coveredBy(page, testId)).join(', '), `${step}: ${testId} covered by`).toBe('');
  expect(await squeezedCells(page), `${step}: table cells squeezed to a character or two a line`).toEqual([]);
  expect(await squeezedText(page), `${step}: text squeezed or off screen`).toEqual([]);
}

describe.skipIf(Boolean(skipReason))('phone width (390 px)', () => {
  const { context } = useBrowser();
  let phone: BrowserContext | undefined;
  afterEach(async () => {
    await phone?.close();
  });

  const openPhone = async (): Promise<Page> => {
    const browser = context().browser();
    if (!browser) throw new Error('no browser');
    phone = await phoneContext(browser, baseUrl);
    return phone.newPage();
  };

  it('lays the page out at the device width', async () => {
    const page = await openPhone();
    await page.goto('/list');
    await page.getByTestId('goods-grid').waitFor();
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain(
      'width=device-width',
    );
    await expectUsable(page, 'list', 'search-input');
    // A page wider than the device would widen the layout viewport with it (touch browsers do).
    expect(await page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
    await page.goto('/login');
    await expectUsable(page, 'login', 'login-form');
  });

  it('searches, adds a goods, checks out and reads the order without sideways scrolling', async () => {
    const page = await openPhone();
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const list = await call<{ list: { id: number; name: string; is_buy: number; type?: number }[] }>(
      page,
      'GET',
      '/api/goods/list?page=1&page_size=40&in_stock=1',
    );
    const goods = list.data.list.find((g) => g.is_buy === 1 && (g.type ?? 0) === 0);
    expect(goods).toBeDefined();

    // The header's search box.
    await page.goto('/list');
    await page.getByTestId('goods-grid').waitFor();
    await expectUsable(page, 'list', 'goods-card');
    await expectUsable(page, 'list', 'search-input');
    // The sort bar (the member sees 价格 too) keeps each label on one line.
    const sortLabelLines = await page
      .getByTestId('sort-bar')
      .locator('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return `${button.textContent}:${lines.size}`;
        }),
      );
    expect(sortLabelLines).toEqual(['综合:1', '销量:1', '价格 ↑:1', '最新:1']);
    // A long manufacturer name is cut short on the folded line, not pushed behind 更多.
    const manufacturers = page.getByTestId('filter-manufacturer');
    const firstMaker = manufacturers.locator('button[title]').first();
    expect(await firstMaker.isVisible()).toBe(true);
    const makerBox = await firstMaker.boundingBox();
    const rowBox = await manufacturers.boundingBox();
    expect(makerBox!.y + makerBox!.height).toBeLessThanOrEqual(rowBox!.y + rowBox!.height);
    await page.getByTestId('search-input').fill(goods?.name ?? '');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/\/search\?/);
    const card = page.getByTestId('goods-card').first();
    await card.waitFor();
    await expectUsable(page, 'search', 'goods-card');

    // The goods' page and 加入购物车.
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/list\/info\/\d+/);
    await page.getByTestId('goods-detail').waitFor();
    await page.getByTestId('goods-detail').getByTestId('add-to-cart').first().waitFor();
    await expectUsable(page, 'detail', 'add-to-cart');
    await page.getByTestId('goods-detail').getByTestId('add-to-cart').first().click();
    await expect.poll(async () => (await page.getByTestId('header-cart-badge').count()) > 0).toBe(true);

    // The cart, its total and 去结算.
    await page
      .getByRole('link', { name: /我的购物车/ })
      .first()
      .click();
    await page.waitForURL(/\/cart$/);
    await page.getByTestId('cart-line').first().waitFor();
    await expectUsable(page, 'cart', 'cart-checkout');
    await expectUsable(page, 'cart', 'cart-payable');
    await expect.poll(() => page.getByTestId('cart-checkout').isEnabled()).toBe(true);
    await page.getByTestId('cart-checkout').click();

    // Step 2 and 提交订单.
    await page.waitForURL(/\/cart\/step2/);
    const submit = page.getByTestId('checkout-submit');
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await expectUsable(page, 'checkout', 'checkout-submit');
    await submit.click();
    await page.waitForURL(/\/cart\/(step3\/\d+|step4\?id=\d+)$/);
    const orderId = Number(/(?:step3\/|id=)(\d+)$/.exec(page.url())?.[1]);
    await expectUsable(page, 'pay step', 'main-content');

    // The order list and the order's page.
    await page.goto('/order');
    await page.getByTestId('order-card').first().waitFor();
    await expectUsable(page, 'orders', 'order-detail-link');
    await page.goto(`/order/info/${orderId}`);
    await page.getByTestId('order-detail').waitFor();
    await expectUsable(page, 'order', 'order-lines');
  });
});
