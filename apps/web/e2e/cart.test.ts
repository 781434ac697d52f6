import type { CartLine } from '@mall/shared/cart';
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { priceCart } from '@mall/shared/pricing/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { BADGE_MEMBER, TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, type Envelope, emptyCart, firstQuantity, toLine } from './shop.ts';

/** Only this file uses this buyer; its cart starts empty and each test empties it first. */
const BUYER = TRADING_BUYERS.cartPage;

/** Buyable goods with a visible price and stock for their first quantity, from one list page. */
async function buyableGoods(page: Page, listPage: number): Promise<GoodsRead[]> {
  const res = await call<GoodsListPage>(
    page,
    'GET',
    `/api/goods/list?page=${listPage}&page_size=40&in_stock=1`,
  );
  return res.data.list.filter(
    (g) => g.is_buy === 1 && g.base_price !== null && g.number >= firstQuantity(g) && (g.type ?? 0) === 0,
  );
}

/** Puts `count` plain lines (no activity) in the cart; the server refuses goods outside the scopes. */
async function addPlainLines(page: Page, count: number): Promise<CartLine[]> {
  for (let listPage = 1; listPage <= 5; listPage += 1) {
    const candidates = (await buyableGoods(page, listPage)).filter(
      (g) => g.tags.length === 0 && !g.activity_tags?.length,
    );
    for (const goods of candidates) {
      const lines = (await cartState(page)).data;
      if (lines.length >= count) return lines;
      await call(page, 'POST', '/api/cart', { params: [toLine(goods)] });
    }
  }
  const lines = (await cartState(page)).data;
  expect(lines.length).toBeGreaterThanOrEqual(count);
  return lines;
}

const lineRow = (page: Page, id: number) => page.locator(`[data-testid="cart-line"][data-line-id="${id}"]`);
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByTestId('cart-summary').waitFor();
}

/**
 * A line of a manjian activity with its first tier reachable: the quantity just below the tier
 * and the first quantity that reaches it, priced with the engine the page uses.
 */
async function manjianLine(page: Page): Promise<{ line: CartLine; below: number; reaching: number }> {
  for (let listPage = 1; listPage <= 8; listPage += 1) {
    for (const goods of (await buyableGoods(page, listPage)).filter((g) => g.tags.includes('满'))) {
      await emptyCart(page);
      const added = await call(page, 'POST', '/api/cart', { params: [toLine(goods)] });
      if (added.code !== 10000) continue;
      const state = await cartState(page);
      const line = state.data[0];
      const activity = state.pricing.activities.find((a) => a.id === line?.goods_manjian_id);
      if (!line || activity?.kind !== 'manjian' || activity.tiers.length === 0) continue;
      const step = Math.max(1, line.rules.step);
      const cap = line.rules.limit > 0 ? Math.min(line.rules.limit, line.rules.stock) : line.rules.stock;
      const statusAt = (quantity: number) =>
        priceCart({
          lines: [{ ...line.pricing_input, quantity, selected: true }],
          activities: state.pricing.activities,
          shipping: state.pricing.shipping,
        }).activities[0]?.tiers.some((t) => t.status === 1);
      let below = line.number;
      for (let q = line.number + step; q <= cap; q += step) {
        if (statusAt(q)) {
          if (statusAt(below)) break;
          return { line, below, reaching: q };
        }
        below = q;
      }
    }
  }
  throw new Error('no manjian goods whose first tier this buyer can reach');
}

describe.skipIf(Boolean(skipReason))('the cart page (checkout step 1)', () => {
  const { context } = useBrowser();

  it('shows a guest the way to log in, and a member with an empty cart the empty text', async () => {
    const { page } = await openPage(context());
    await page.goto('/cart');
    await page.getByTestId('cart-login').waitFor();
    expect(await page.getByTestId('cart-steps').innerText()).toMatch(
      /我的购物车[\s\S]*核对订单信息[\s\S]*支付订单[\s\S]*支付完成/,
    );
    expect(await page.title()).toContain('我的购物车');

    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    await page.goto('/cart');
    const empty = page.getByTestId('cart-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('购物车空空如也~');
    await empty.getByRole('link', { name: '去逛逛' }).waitFor();
  });

  it('lists the lines with their prices and the totals of the selection', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const lines = await addPlainLines(page, 3);
    const state = await cartState(page);
    await openCart(page);

    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(lines.length);
    for (const line of state.data) {
      const row = lineRow(page, line.id);
      const content = await row.innerText();
      expect(content).toContain(line.goods?.name);
      expect(content).toContain(line.goods?.sccj);
      expect(await row.getByTestId('line-price').innerText()).toBe(`¥${line.price}`);
      expect(await row.getByTestId('line-amount').innerText()).toBe(`¥${line.amount}`);
      expect(await row.locator('input[aria-label="数量"]').inputValue()).toBe(String(line.number));
      const href = await row.getByRole('link', { name: line.goods?.name ?? '' }).getAttribute('href');
      const detail = new URL(href ?? '', 'http://cart.test');
      expect(detail.pathname).toBe(`/list/info/${line.goods?.id}`);
      expect(detail.searchParams.get('goods_price_id')).toBe(String(line.goods_price_id));
    }
    expect(await text(page, 'cart-selected-count')).toBe(
      `已选 ${state.totals.count} 种 ${state.totals.number} 件`,
    );
    expect(await text(page, 'cart-goods-amount')).toBe(`¥${state.totals.goods_amount}`);
    expect(await text(page, 'cart-payable')).toBe(`¥${state.totals.payable_amount}`);
    const shipping = state.totals.shipping_amount === '0.00' ? '免运费' : `¥${state.totals.shipping_amount}`;
    expect(await text(page, 'cart-shipping')).toBe(shipping);
    if (state.shipping_data.no_trans_order_amount !== '0.00') {
      expect(await text(page, 'cart-hints')).toContain(
        `还差 ¥${state.shipping_data.no_trans_order_amount} 包邮`,
      );
    }
    const combination = page.getByRole('link', { name: '去凑单：组合购' });
    expect(await combination.getAttribute('href')).toBe('/zhzq');
    expect(errors).toEqual([]);
  });

  it('changes the totals when a line is unselected and selects all valid lines again', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    await addPlainLines(page, 2);
    const before = await cartState(page);
    const [first, second] = before.data;
    if (!first || !second) throw new Error('two lines expected');
    await openCart(page);
    expect(await text(page, 'cart-payable')).toBe(`¥${before.totals.payable_amount}`);

    await lineRow(page, first.id).getByRole('checkbox').uncheck();
    await expect.poll(() => text(page, 'cart-selected-count')).toBe(`已选 1 种 ${second.number} 件`);
    expect(await text(page, 'cart-goods-amount')).toBe(`¥${second.amount}`);
    expect(await page.getByTestId('cart-select-all').isChecked()).toBe(false);
    // The server keeps the choice: its totals agree with what the page shows.
    await expect
      .poll(async () => (await cartState(page)).data.find((l) => l.id === first.id)?.is_selected)
      .toBe(0);
    const after = await cartState(page);
    expect(after.totals.goods_amount).toBe(second.amount);
    expect(await text(page, 'cart-payable')).toBe(`¥${after.totals.payable_amount}`);

    await page.getByTestId('cart-select-all').check();
    await expect.poll(() => text(page, 'cart-payable')).toBe(`¥${before.totals.payable_amount}`);
    await expect.poll(async () => (await cartState(page)).totals.count).toBe(2);

    // With nothing selected there is nothing to check out.
    await page.getByTestId('cart-select-all').uncheck();
    await expect.poll(() => page.getByTestId('cart-checkout').isDisabled()).toBe(true);
    expect(await text(page, 'cart-selected-count')).toBe('已选 0 种 0 件');
  });

  it('keeps invalid lines in their own group where they cannot be selected', async () => {
    // The badge member's lines lie outside its (missing) business scopes; this test only reads them.
    const { page } = await openPage(context());
    await loginAs(page, BADGE_MEMBER.username, BADGE_MEMBER.password);
    const state = await cartState(page);
    const invalid = state.data.filter((line) => line.invalid_reason !== '');
    expect(invalid.length).toBeGreaterThan(0);
    await openCart(page);
    const group = page.locator('[data-testid="cart-group"][data-kind="invalid"]');
    await group.waitFor();
    expect(await group.innerText()).toContain('失效商品');
    const row = lineRow(page, invalid[0]!.id);
    expect(await row.getByRole('checkbox').isDisabled()).toBe(true);
    expect(await row.getByRole('checkbox').isChecked()).toBe(false);
    expect(await row.getByTestId('invalid-reason').innerText()).toBe(invalid[0]!.invalid_reason);
    expect(await row.getByTestId('quantity-stepper').count()).toBe(0);
    expect(await row.getByRole('button', { name: '删除' }).count()).toBe(1);
    // Invalid lines never count, so they never reach the totals.
    const valid = state.data.length - invalid.length;
    expect(state.totals.count).toBeLessThanOrEqual(valid);
    expect(await text(page, 'cart-selected-count')).toBe(
      `已选 ${state.totals.count} 种 ${state.totals.number} 件`,
    );
    if (valid === 0) expect(await page.getByTestId('cart-select-all').isDisabled()).toBe(true);

    // The 失效商品 tab lists exactly the invalid lines, with its count.
    const tab = page.getByTestId('cart-filters').getByRole('tab', { name: /失效商品/ });
    expect(await tab.innerText()).toContain(String(invalid.length));
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(invalid.length);
    expect(await page.locator('[data-testid="cart-line"][data-valid="1"]').count()).toBe(0);
  });

  it('links a line to its detail with the link fields the line has set, and no others (SPEC §2)', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    let found: CartLine | undefined;
    for (let listPage = 1; listPage <= 8 && !found; listPage += 1) {
      for (const goods of (await buyableGoods(page, listPage)).filter((g) => g.tags.includes('满'))) {
        await emptyCart(page);
        await call(page, 'POST', '/api/cart', { params: [toLine(goods)] });
        found = (await cartState(page)).data.find((l) => l.goods_manjian_id > 0);
        if (found) break;
      }
    }
    if (!found) throw new Error('no goods of a manjian activity this buyer can put in the cart');
    const line = found;
    await openCart(page);
    const href = await lineRow(page, line.id)
      .getByRole('link', { name: line.goods?.name ?? '' })
      .getAttribute('href');
    const detail = new URL(href ?? '', 'http://cart.test');
    expect(detail.pathname).toBe(`/list/info/${line.goods?.id}`);
    const expected: [string, string][] = [['goods_price_id', String(line.goods_price_id)]];
    if (line.ladder_price_id > 0) expected.push(['ladder_price_id', String(line.ladder_price_id)]);
    expected.push(['goods_manjian_id', String(line.goods_manjian_id)]);
    if (line.is_yj === 1) expected.push(['is_yj', '1']);
    if (line.goods?.is_jxq === 1) expected.push(['is_jxq', '1']);
    expect([...detail.searchParams.entries()]).toEqual(expected);

    // The detail page asks the server with those fields.
    const asked = page.waitForRequest((request) =>
      request.url().includes(`/api/goods/detail/${line.goods?.id}`),
    );
    await lineRow(page, line.id)
      .getByRole('link', { name: line.goods?.name ?? '' })
      .click();
    await page.getByTestId('goods-detail').waitFor();
    const query = new URL((await asked).url()).searchParams;
    expect(query.get('goods_manjian_id')).toBe(String(line.goods_manjian_id));
    expect(errors).toEqual([]);
  });

  it('turns a manjian tier from 还差 to 已达成 as the quantity crosses its threshold', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    const { line, below, reaching } = await manjianLine(page);
    if (below !== line.number) {
      await call(page, 'POST', `/api/cart/${line.id}/edit`, { params: { number: below }, new: 1 });
    }
    await openCart(page);
    const firstTier = page.getByTestId('activity-tier').first();
    await firstTier.waitFor();
    expect(await firstTier.getAttribute('data-status')).toBe('0');
    expect(await firstTier.innerText()).toContain('还差');
    const group = page.locator('[data-testid="cart-group"][data-kind="activity"]');
    expect(await group.getByTestId('group-next').innerText()).toMatch(/再买 ¥[\d.]+ 可减 ¥[\d.]+/);

    // Hold the server's answer: the page must move on the engine's numbers alone meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let editsSeen = 0;
    await page.route('**/api/cart/*/edit', async (route) => {
      editsSeen += 1;
      await held;
      await route.continue();
    });
    const input = lineRow(page, line.id).locator('input[aria-label="数量"]');
    await input.fill(String(reaching));
    await input.press('Enter');
    const achieved = page.locator('[data-testid="activity-tier"][data-status="1"]');
    await achieved.first().waitFor();
    expect(await achieved.first().innerText()).toContain('已达成');
    await group.getByTestId('group-applied').waitFor();
    expect(await text(page, 'cart-saving')).not.toBe('-¥0.00');
    expect(editsSeen).toBe(1);
    expect((await cartState(page)).data[0]?.number).toBe(below);
    // Checking out waits until the server has the quantity.
    expect(await page.getByTestId('cart-checkout').isDisabled()).toBe(true);
    release();

    // The server took the quantity and agrees on the tier.
    await expect.poll(async () => (await cartState(page)).data[0]?.number).toBe(reaching);
    const state = await cartState(page);
    expect(state.activity_data.manjians[0]?.status).toBe(1);
    await page.reload();
    await page.locator('[data-testid="activity-tier"][data-status="1"]').first().waitFor();
    expect(await text(page, 'cart-payable')).toBe(`¥${state.totals.payable_amount}`);
    expect(errors).toEqual([]);
  });

  it('shows the server refusing a quantity and puts the stepper back to what the server holds', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const [line] = await addPlainLines(page, 1);
    if (!line) throw new Error('a line expected');
    await openCart(page);
    // The stepper never proposes a refused quantity, so the request is altered on its way out.
    const step = Math.max(1, line.rules.step);
    const tooMany = (Math.floor(line.rules.stock / step) + 1) * step;
    await page.route('**/api/cart/*/edit', (route) =>
      route.continue({
        postData: (route.request().postData() ?? '').replace(
          /(params%5Bnumber%5D|params\[number\])=\d+/,
          `$1=${tooMany}`,
        ),
      }),
    );
    const refusal = page.waitForResponse((r) => r.url().endsWith(`/api/cart/${line.id}/edit`));
    const input = lineRow(page, line.id).locator('input[aria-label="数量"]');
    await lineRow(page, line.id).getByRole('button', { name: '增加' }).click();
    const answer = (await (await refusal).json()) as Envelope<{ number: number }>;
    expect(answer.code).not.toBe(10000);
    expect(answer.msg).not.toBe('');
    await page.getByRole('dialog').getByText(answer.msg).waitFor();
    await expect.poll(() => input.inputValue()).toBe(String(line.number));
    expect((await cartState(page)).data[0]?.number).toBe(line.number);
    expect(await text(page, 'cart-goods-amount')).toBe(`¥${line.amount}`);
  });

  it('deletes a line only after the buyer confirms', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const lines = await addPlainLines(page, 2);
    const target = lines[0]!;
    await openCart(page);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(lines.length);

    await lineRow(page, target.id).getByRole('button', { name: '删除' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByText('确定删除这件商品吗?').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await lineRow(page, target.id).count()).toBe(1);
    expect((await cartState(page)).data.map((l) => l.id)).toContain(target.id);

    await lineRow(page, target.id).getByRole('button', { name: '删除' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByText('确定删除这件商品吗?').waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => lineRow(page, target.id).count()).toBe(0);
    expect((await cartState(page)).data.map((l) => l.id)).not.toContain(target.id);
    expect(await page.getByTestId('cart-line').count()).toBe(lines.length - 1);

    // Batch delete of the selection asks the same question.
    await page.getByTestId('cart-delete-selected').click();
    dialog = page.getByRole('dialog');
    await dialog.getByText('确定删除这件商品吗?').waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('cart-empty').waitFor();
    expect((await cartState(page)).data).toEqual([]);
  });

  it('checks out the selected lines and goes to step 2', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    await emptyCart(page);
    const lines = await addPlainLines(page, 2);
    await openCart(page);
    await lineRow(page, lines[1]!.id).getByRole('checkbox').uncheck();
    await expect.poll(() => text(page, 'cart-selected-count')).toMatch(/^已选 1 种/);
    await expect.poll(() => page.getByTestId('cart-checkout').isEnabled()).toBe(true);

    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/cart/checkout') && r.method() === 'POST',
    );
    const response = page.waitForResponse((r) => r.url().endsWith('/api/cart/checkout'));
    await page.getByTestId('cart-checkout').click();
    const body = decodeURIComponent((await request).postData() ?? '');
    expect(body).toContain(`ids[]=${lines[0]!.id}`);
    expect(body).not.toContain(`ids[]=${lines[1]!.id}`);
    expect((await response).status()).toBe(200);
    await page.waitForURL(/\/cart\/step2\?ids=/);
  });
});
