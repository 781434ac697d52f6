/**
 * The console's catalogue: 运营 imports a price list (an .xlsx built here) at /admin, reads the
 * preview, applies it, and a member sees the new price on the goods detail page at once.
 */
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { formatFen, parseYuan } from '@mall/shared/money';
import type { OrderCreated } from '@mall/shared/order';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsOperator } from './admin.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, emptyCart, firstQuantity, plainGoods, toLine } from './shop.ts';

/** A plain single-offer goods far down the list, so no other journey leans on its price. */
const farPlainGoods = (page: Page, take?: (goods: GoodsRead) => Promise<boolean> | boolean) =>
  plainGoods(page, { from: 12, to: 8 }, take);

/** A plain goods this buyer may buy (its business scopes), put in its cart at its first quantity. */
const plainGoodsInCart = (page: Page) =>
  farPlainGoods(
    page,
    async (g) =>
      g.number >= firstQuantity(g) * 2 &&
      (await call(page, 'POST', '/api/cart', { params: [toLine(g)] })).code === 10000,
  );

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function priceList(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('调价单');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The console's own call (its CSRF cookie echoed), to put the price back after the journey. */
function operatorPost(page: Page, url: string, body: object) {
  return page.evaluate(
    async ({ url, body }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('op_xsrf='));
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': cookie ? decodeURIComponent(cookie.slice('op_xsrf='.length)) : '',
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string };
    },
    { url, body },
  );
}

describe.skipIf(Boolean(skipReason))('operator console: catalogue import', () => {
  const { context } = useBrowser();

  it('运营 imports a price list, previews and applies it, and a member sees the new price', async () => {
    const { page: buyer } = await openPage(context());
    await loginAs(buyer, 'demo', 'demo123456');
    const goods = await farPlainGoods(buyer);
    const oldFen = parseYuan(goods.base_price as string);
    const newFen = oldFen + 111;
    const detailUrl = `/list/info/${goods.id}?goods_price_id=${goods.goods_price_id}`;
    await buyer.goto(detailUrl);
    await buyer.getByTestId('goods-price').waitFor();
    expect(await buyer.getByTestId('goods-price').innerText()).toContain(`¥${formatFen(oldFen)}`);

    const { page: ops, errors } = await openPage(context());
    await loginAsOperator(ops, 'yunying', '/admin/catalogue/import');
    let restored = { code: 0, msg: '' };
    try {
      const file = await priceList([
        ['报价编号', '商品名称', '价格(元)'],
        [goods.goods_price_id, goods.name, formatFen(newFen)],
        [99_999_999, '不存在的报价', '1.00'],
      ]);
      // First with an unknown code: the row error shows and nothing can be applied.
      await ops.locator('input[type=file]').setInputFiles({
        name: '调价单.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      });
      const preview = ops.getByTestId('import-preview');
      await preview.waitFor();
      await ops.getByTestId('import-errors').getByText('报价编号99999999不存在').waitFor();
      expect(await ops.getByTestId('import-apply').isDisabled()).toBe(true);

      const good = await priceList([
        ['报价编号', '商品名称', '价格(元)'],
        [goods.goods_price_id, goods.name, formatFen(newFen)],
      ]);
      await ops.locator('input[type=file]').setInputFiles({
        name: '调价单2.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: good,
      });
      await ops.getByTestId('import-errors').waitFor({ state: 'detached' });
      const changes = ops.getByTestId('import-changes');
      await changes.getByText(`价格：¥${formatFen(oldFen)} →`).waitFor();
      expect(await changes.innerText()).toContain(`¥${formatFen(newFen)}`);
      await ops.getByTestId('import-apply').click();
      await ops.getByRole('button', { name: '确认导入' }).last().click();
      await ops.getByText('导入成功：更新了1个报价').waitFor();
      await preview.waitFor({ state: 'detached' });

      // The store shows the new price at once, on the detail and in the list.
      await buyer.goto(detailUrl);
      await buyer
        .getByText(`¥${formatFen(newFen)}`)
        .first()
        .waitFor();
      expect(await buyer.getByTestId('goods-price').innerText()).toContain(`¥${formatFen(newFen)}`);
      expect(errors).toEqual([]);
    } finally {
      restored = await operatorPost(ops, '/api/admin/catalogue/import/apply', {
        rows: [
          {
            row: 2,
            offer_id: goods.goods_price_id,
            changes: [{ field: 'price', before: newFen, after: oldFen }],
          },
        ],
      });
    }
    // The demo price is back for the journeys after this one.
    expect(restored.code).toBe(10000);
  });

  it('运营 finds goods by pinyin, opens its drawer and offer, and a bad price is refused in the form', async () => {
    const { page, errors } = await openPage(context());
    await loginAsOperator(page, 'yunying', '/admin/catalogue');
    const filter = page.getByTestId('goods-filter');
    await filter.getByPlaceholder('名称、拼音或批准文号').fill('amxl');
    await filter.getByRole('button', { name: /查\s*询/ }).click();
    const table = page.getByTestId('goods-table');
    await table.getByText('阿莫西林').first().waitFor();
    await table
      .getByRole('button', { name: /编\s*辑/ })
      .first()
      .click();
    const offers = page.getByTestId('offers-table');
    await offers.waitFor();
    // A picture uploads and shows beside the others (the goods is not saved here).
    const images = page.getByTestId('goods-images');
    const before = await images.locator('img').count();
    await images
      .locator('input[type=file]')
      .setInputFiles({ name: '主图.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => images.locator('img').count()).toBe(before + 1);
    // The goods' 控销 rule is edited in the same drawer, with the store's zones to choose from.
    await page.getByTestId('control-rule-form').getByText('可见客户类型').waitFor();
    await offers.getByRole('button', { name: '编辑报价' }).first().click();
    const form = page.getByTestId('offer-form');
    await form.getByText('满多少件包邮').waitFor();
    await form.getByLabel('价格（元）').fill('1.234');
    await page
      .getByRole('button', { name: /保\s*存/ })
      .last()
      .click();
    await form.getByText('请输入金额，最多两位小数').waitFor();
    await page
      .getByRole('button', { name: /取\s*消/ })
      .last()
      .click();

    await page.goto('/admin/catalogue/categories');
    await page.getByTestId('categories-table').getByText('1级').first().waitFor();
    await page.goto('/admin/catalogue/brands');
    await page.getByTestId('brands-table').locator('tbody tr').first().waitFor();
    expect(errors).toEqual([]);
  });
  it('运营 saving an offer never puts back units a buyer ordered while the form was open', async () => {
    const { page: buyer } = await openPage(context());
    const BUYER = TRADING_BUYERS.adminCatalogue;
    await loginAs(buyer, BUYER.username, BUYER.password);
    await emptyCart(buyer);
    const goods = await plainGoodsInCart(buyer);
    const quantity = firstQuantity(goods);
    const { page, errors } = await openPage(context());
    await loginAsOperator(page, 'yunying', '/admin/catalogue');
    const filter = page.getByTestId('goods-filter');
    await filter.getByPlaceholder('名称、拼音或批准文号').fill(goods.approval_number ?? goods.name);
    await filter.getByRole('button', { name: /查\s*询/ }).click();
    await page
      .getByTestId('goods-table')
      .locator('tbody tr', { hasText: goods.name })
      .first()
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const offers = page.getByTestId('offers-table');
    await offers.getByRole('button', { name: '编辑报价' }).first().click();
    const form = page.getByTestId('offer-form');
    const stockInput = form.getByLabel('库存');
    const shown = Number(await stockInput.inputValue());

    // While the form is open the buyer orders the units in its cart.
    const cart = await call<{ data: { id: number }[] }>(buyer, 'GET', '/api/cart/list?filters=99999&new=1');
    const addresses = await call<{ id: number }[]>(buyer, 'GET', '/api/user/address');
    const ordered = await call<OrderCreated>(buyer, 'POST', '/api/order', {
      ids: cart.data.data.map((line) => line.id),
      address_id: addresses.data[0]?.id,
      use_balance: 0,
      idempotency_key: `e2e-offer-${Date.now()}`,
    });
    expect(ordered.code, ordered.msg).toBe(10000);

    // The operator types a new stock over the one the form showed: refused, with the stock as it is now.
    await stockInput.fill(String(shown + 100));
    const save = page.getByRole('button', { name: /保\s*存/ }).last();
    await save.click();
    const now = shown - quantity;
    await form.getByText(`库存已变动，现为${now}，请按现有库存重新填写`).waitFor();
    expect(Number(await stockInput.inputValue())).toBe(now);
    // From the stock as it is, the change is saved.
    await stockInput.fill(String(now + 100));
    await save.click();
    await page.getByText('报价已保存').waitFor();
    const after = await call<GoodsListPage>(
      buyer,
      'GET',
      `/api/goods/list?keywords=${encodeURIComponent(goods.name)}&page_size=50`,
    );
    expect(after.data.list.find((g) => g.goods_price_id === goods.goods_price_id)?.number).toBe(now + 100);
    // The refusal itself (409) is the browser's one logged failure.
    expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  });
});
