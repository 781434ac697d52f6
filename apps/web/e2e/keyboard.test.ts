/**
 * The store by keyboard alone: the skip link comes first on every shopper page and lands on the
 * page's content; tabbing through the header never pops the category menu open (Enter or ArrowDown
 * on its title does, Escape folds it); and a buyer logs in, searches, opens a goods, adds it, goes to
 * the cart and places the order with Tab, Enter and the arrow keys only, within a counted number of
 * key presses, every focused control showing a visible focus ring. A move to another page puts
 * focus on its content, so the next Tab is the page's first control.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { skipReason, useBrowser } from './harness.ts';
import { call, emptyCart } from './shop.ts';

const BUYER = TRADING_BUYERS.keyboard;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Whether the focused element, or the box around it within two levels, draws a focus ring. */
const showsFocus = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    for (let level = 0; el && level < 3; level += 1, el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return true;
      if (style.boxShadow !== 'none') return true;
    }
    return false;
  });

/** Counts the key presses of a journey and checks each focused control shows its focus. */
class Keys {
  presses = 0;
  readonly unringed: string[] = [];
  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  /** Typing a word counts as one step, as a person types it in one go. */
  async type(text: string): Promise<void> {
    this.presses += 1;
    await this.page.keyboard.type(text);
  }

  /** Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times. */
  async tabTo(target: Locator, max: number, key = 'Tab'): Promise<number> {
    await target.waitFor();
    for (let n = 1; n <= max; n += 1) {
      await this.press(key);
      if (await isFocused(target)) {
        if (!(await showsFocus(this.page)))
          this.unringed.push(await target.evaluate((el) => el.outerHTML.slice(0, 120)));
        return n;
      }
    }
    throw new Error(
      `not reached by ${max} × ${key}: ${await target.evaluate((el) => el.outerHTML.slice(0, 160))}`,
    );
  }
}

describe.skipIf(Boolean(skipReason))('keyboard use', () => {
  const { context } = useBrowser();

  it('puts the skip link first on the shopper pages and lands on the content', async () => {
    const { page } = await openPage(context());
    for (const [path, ready] of [
      ['/', 'home-floors'],
      ['/list', 'goods-grid'],
      ['/login', 'login-form'],
      ['/cart', 'cart-page'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(ready).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByTestId('skip-link');
      expect(await isFocused(skip), path).toBe(true);
      expect(await skip.innerText()).toBe('跳到主要内容');
      expect(await skip.isVisible(), 'visible once focused').toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(page.getByTestId('main-content'))).toBe(true);
    }
  });

  it('passes the category menu by on Tab and opens it only on Enter or ArrowDown', async () => {
    const { page } = await openPage(context());
    await page.goto('/list');
    await page.getByTestId('goods-grid').waitFor();
    const menu = page.getByTestId('category-menu');
    const title = menu.getByRole('button', { name: '全部商品分类' });
    const list = menu.locator('ul');
    await list.waitFor({ state: 'attached' });
    // Tab from the top of the page to the menu's title and past it: the list stays folded.
    const keys = new Keys(page);
    await keys.tabTo(title, 60);
    expect(await list.isVisible()).toBe(false);
    expect(await title.getAttribute('aria-expanded')).toBe('false');
    await keys.press('Tab');
    expect(await list.isVisible()).toBe(false);
    await keys.press('Shift+Tab');
    expect(await isFocused(title)).toBe(true);
    // Enter opens it; ArrowDown moves into it; Escape folds it and gives focus back to the title.
    await keys.press('Enter');
    await list.waitFor();
    expect(await title.getAttribute('aria-expanded')).toBe('true');
    await keys.press('Enter');
    await list.waitFor({ state: 'hidden' });
    await keys.press('ArrowDown');
    await list.waitFor();
    const tops = list.locator('[data-menu-top]');
    await expect.poll(() => isFocused(tops.first())).toBe(true);
    await keys.press('ArrowDown');
    expect(await isFocused(tops.nth(1))).toBe(true);
    await keys.press('ArrowUp');
    expect(await isFocused(tops.first())).toBe(true);
    await keys.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await isFocused(title)).toBe(true);
    expect(keys.unringed).toEqual([]);
  });

  it('logs in, searches, adds a goods and places the order by keyboard only', async () => {
    const { page } = await openPage(context());
    const keys = new Keys(page);
    const steps: Record<string, number> = {};
    const mark = (name: string, from: number) => {
      steps[name] = keys.presses - from;
    };

    // 登录: the form's fields in order, Enter submits.
    await page.goto('/login');
    const form = page.getByTestId('login-form');
    await form.waitFor();
    let from = keys.presses;
    // The skip link, past the chrome to the form.
    await keys.tabTo(page.getByTestId('skip-link'), 1);
    await keys.press('Enter');
    await keys.tabTo(form.getByPlaceholder(/用户名|手机号/), 5);
    await keys.type(BUYER.username);
    await keys.tabTo(form.getByPlaceholder('密码'), 3);
    await keys.type(BUYER.password);
    await keys.press('Enter');
    await page.getByTestId('topbar-member').waitFor();
    mark('login', from);
    await emptyCart(page);
    await page.waitForLoadState('networkidle');

    // A goods this buyer may buy, searched by its name.
    const list = await call<{ list: { id: number; name: string; is_buy: number; type?: number }[] }>(
      page,
      'GET',
      '/api/goods/list?page=1&page_size=40&in_stock=1',
    );
    const goods = list.data.list.find((g) => g.is_buy === 1 && (g.type ?? 0) === 0);
    expect(goods).toBeDefined();
    from = keys.presses;
    await keys.tabTo(page.getByTestId('search-input'), 30);
    await keys.type(goods?.name ?? '');
    await keys.press('Enter');
    await page.waitForURL(/\/search\?/);
    mark('search', from);

    // The first result's name link, then Enter opens its page.
    from = keys.presses;
    const card = page.getByTestId('goods-card').first();
    await card.waitFor();
    await keys.tabTo(card.getByRole('link').first(), 80);
    await keys.press('Enter');
    await page.waitForURL(/\/list\/info\/\d+/);
    mark('open goods', from);

    // 加入购物车 on the detail.
    from = keys.presses;
    const detail = page.getByTestId('goods-detail');
    await detail.waitFor();
    const add = detail.getByTestId('add-to-cart').first();
    await add.waitFor();
    await keys.tabTo(add, 60);
    await keys.press('Enter');
    await expect
      .poll(async () => (await page.getByTestId('header-cart-badge').count()) > 0, { timeout: 10_000 })
      .toBe(true);
    mark('add', from);

    // Back up to the header's 我的购物车 and into the cart.
    from = keys.presses;
    await keys.tabTo(page.getByRole('link', { name: /我的购物车/ }).first(), 80, 'Shift+Tab');
    await keys.press('Enter');
    await page.waitForURL(/\/cart$/);
    mark('to cart', from);

    // 去结算, then 提交订单 on step 2.
    from = keys.presses;
    const checkout = page.getByTestId('cart-checkout');
    await expect.poll(() => checkout.isEnabled(), { timeout: 10_000 }).toBe(true);
    await keys.tabTo(checkout, 80);
    await keys.press('Enter');
    await page.waitForURL(/\/cart\/step2/);
    const submit = page.getByTestId('checkout-submit');
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await keys.tabTo(submit, 80);
    await keys.press('Enter');
    await page.waitForURL(/\/cart\/(step3\/\d+|step4\?id=\d+)$/);
    mark('check out', from);

    console.info(`keyboard journey: ${keys.presses} key presses`, steps);
    expect(keys.unringed).toEqual([]);
    // Measured on the demo data (8, 16, 32, 8, 18, 31: 113 in all), with a little room.
    const ceilings = { login: 10, search: 20, 'open goods': 40, add: 12, 'to cart': 24, 'check out': 40 };
    for (const [step, ceiling] of Object.entries(ceilings))
      expect(steps[step], step).toBeLessThanOrEqual(ceiling);
    expect(keys.presses).toBeLessThanOrEqual(130);
  });
});
