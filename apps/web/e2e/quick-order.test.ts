/**
 * Quick order (快速下单) by keyboard: a line found by pinyin initials, a line found by approval
 * number, ↑↓ Enter to pick, a quantity and Enter to the next line, an off-step quantity explained
 * beside the field, and the whole grid into the cart in one request. The cart links to the page.
 */
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, emptyCart, firstQuantity } from './shop.ts';

const buyer = TRADING_BUYERS.bulk;

async function search(page: Page, keywords: string): Promise<GoodsRead[]> {
  const res = await call<GoodsListPage>(
    page,
    'GET',
    `/api/goods/list?keywords=${encodeURIComponent(keywords)}&page_size=8`,
  );
  return res.data.list;
}

const buyable = (g: GoodsRead) => g.base_price !== null && g.is_buy === 1 && g.number >= firstQuantity(g) * 4;

describe.skipIf(Boolean(skipReason))('quick order', () => {
  const { context } = useBrowser();

  it('fills the grid from the keyboard and sends it to the cart in one request', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, buyer.username, buyer.password);
    await emptyCart(page);

    const byInitials = (await search(page, 'amxl'))[0];
    expect(byInitials, 'amxl finds 阿莫西林').toBeDefined();
    const second = (await search(page, '胶囊')).find(
      (g) => g.id !== byInitials?.id && g.approval_number && buyable(g),
    );
    expect(second, 'a buyable goods with an approval number').toBeDefined();
    if (!byInitials || !second) return;

    // The cart leads to the page.
    await page.goto('/cart');
    await page.getByTestId('cart-quick-order').click();
    await page.getByTestId('quick-order-page').waitFor();

    const goodsInputs = page.getByTestId('quick-order-goods');
    const quantities = page.getByTestId('quick-order-quantity');
    await goodsInputs.first().focus();
    await page.keyboard.type('amxl');
    const options = page.getByTestId('quick-order-option');
    await options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    // Picking moves to the quantity, starting at the first allowed one.
    await expect.poll(() => quantities.first().evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await quantities.first().inputValue()).toBe(String(firstQuantity(byInitials)));
    expect(await page.getByTestId('quick-order-row').first().innerText()).toContain(byInitials.sccj);

    const step = Math.max(1, byInitials.step ?? 1);
    const wanted = firstQuantity(byInitials) + step;
    await quantities.first().fill(String(wanted));
    await page.keyboard.press('Enter');
    // Enter goes to the next line's goods.
    await expect.poll(() => goodsInputs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type(second.approval_number ?? '');
    await options.first().waitFor();
    expect(await options.first().innerText()).toContain(second.name);
    await page.keyboard.press('Enter');
    await expect.poll(() => quantities.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    const secondStep = Math.max(1, second.step ?? 1);
    if (secondStep > 1) {
      // An off-step quantity says why beside the field.
      await quantities.nth(1).fill(String(firstQuantity(second) + 1));
      await page.getByTestId('quick-order-note').first().waitFor();
      expect(await page.getByTestId('quick-order-note').first().innerText()).toContain(`${secondStep}的倍数`);
    }
    await quantities.nth(1).fill(String(firstQuantity(second)));
    await page.keyboard.press('Enter');
    // Enter moves to the third line's goods once the grid has re-rendered; focusing the button before that
    // would lose the focus to it.
    await expect.poll(() => goodsInputs.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);

    const batches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cart'))
        batches.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByTestId('quick-order-submit').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    expect(batches.filter((b) => b.startsWith('POST'))).toEqual(['POST /api/cart/batch']);

    const lines = (await cartState(page)).data;
    const numberOf = (offerId: number) => lines.find((l) => l.goods_price_id === offerId)?.number;
    expect(numberOf(byInitials.goods_price_id)).toBe(wanted);
    expect(numberOf(second.goods_price_id)).toBe(firstQuantity(second));
    expect(lines).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('says what is wrong with a line (over the stock, nothing picked) and sends nothing', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, buyer.username, buyer.password);
    await emptyCart(page);
    const goods = (await search(page, 'amxl')).find((g) => g.number > 0);
    if (!goods) throw new Error('no goods in stock');

    await page.goto('/zzfw/ksxd');
    // The link inside the page's sentence is underlined, not told apart by colour alone.
    const inSentence = page.getByRole('link', { name: '导入采购单' });
    expect(await inSentence.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    await page.getByTestId('quick-order-goods').first().focus();
    await page.keyboard.type('amxl');
    await page.getByTestId('quick-order-option').first().waitFor();
    await page.keyboard.press('Enter');
    const quantity = page.getByTestId('quick-order-quantity').first();
    // More than the stock: the page says so before sending and the cart is not touched.
    await quantity.fill(String(goods.number + 1000));
    await page.getByTestId('quick-order-note').first().waitFor();
    await page.getByTestId('quick-order-submit').click();
    await page.getByTestId('quick-order-message').getByText('有1行数量需要修改').waitFor();
    expect((await cartState(page)).data).toHaveLength(0);

    // A line typed but never picked is named too, and nothing is sent.
    await quantity.fill(String(firstQuantity(goods)));
    await page.getByTestId('quick-order-goods').nth(1).fill('没有选中的商品');
    await page.getByTestId('quick-order-submit').click();
    await page.getByTestId('quick-order-message').getByText('有1行未从候选中选择商品').waitFor();
    expect((await cartState(page)).data).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
