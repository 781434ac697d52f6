/**
 * The order pages as a buyer uses them: orders placed through the API by this file's own buyer
 * (a balance to pay with, an address), then the list, the detail, cancelling, buying again, a
 * return with a photo, the delivery note and the electronic invoices.
 */
import type { Address } from '@mall/shared/address';
import { chinaDateTime } from '@mall/shared/china-time';
import type { Page as ListPage } from '@mall/shared/codes';
import { type DeliveryNote, DOCUMENT_MESSAGES } from '@mall/shared/documents';
import type { GoodsListPage, GoodsRead, InspectionReport } from '@mall/shared/goods';
import {
  type AfterSaleDetail,
  AUTO_RECEIVE_DAYS,
  type InvoiceRead,
  type OrderCreated,
  type OrderDetail,
  type OrderPage,
} from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, emptyCart, firstQuantity } from './shop.ts';

const BUYER = TRADING_BUYERS.orders;

const cartLines = async (page: Page) => (await cartState(page)).data;

/** Plain goods (no activity, not flash) this buyer may put in the cart at their first quantity. */
async function plainGoods(page: Page): Promise<GoodsRead[]> {
  const res = await call<GoodsListPage>(page, 'GET', '/api/goods/list?page=1&page_size=40&in_stock=1');
  return res.data.list.filter(
    (g) =>
      g.is_buy === 1 &&
      g.base_price !== null &&
      g.number >= firstQuantity(g) * 4 &&
      (g.type ?? 0) === 0 &&
      g.tags.length === 0 &&
      !g.activity_tags?.length,
  );
}

/** Cart → order through the API, as checkout does; `pay` settles it from the balance. */
async function placeOrder(page: Page, lineCount: number, pay: boolean): Promise<OrderCreated> {
  await emptyCart(page);
  for (const goods of await plainGoods(page)) {
    if ((await cartLines(page)).length >= lineCount) break;
    await call(page, 'POST', '/api/cart', {
      params: [
        {
          goods_id: goods.id,
          goods_price_id: goods.goods_price_id,
          ck_id: goods.ck_id,
          number: firstQuantity(goods),
        },
      ],
    });
  }
  const ids = (await cartLines(page)).map((line) => line.id);
  expect(ids.length).toBe(lineCount);
  const addresses = await call<Address[]>(page, 'GET', '/api/user/address');
  const created = await call<OrderCreated>(page, 'POST', '/api/order', {
    ids,
    address_id: addresses.data[0]!.id,
    use_balance: 0,
    documents: ['药检报告'],
    remark: '请与发票一同寄出',
    idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
  expect(created.code, created.msg).toBe(10000);
  if (pay) {
    const paid = await call(page, 'POST', `/api/order/${created.data.id}/pay`, { method: 'balance' });
    expect(paid.code, paid.msg).toBe(10000);
  }
  return created.data;
}

const orderOf = async (page: Page, id: number) =>
  (await call<OrderDetail>(page, 'GET', `/api/order/${id}`)).data;

async function login(page: Page): Promise<void> {
  await loginAs(page, BUYER.username, BUYER.password);
}

/** Waits until the list has loaded (not the previous one kept on screen) and shows what `check` wants. */
async function listShows(page: Page, check: (orderNumbers: string[]) => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const numbers = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="order-list"]');
      if (list?.getAttribute('aria-busy') !== 'false') return null;
      return [...list.querySelectorAll('[data-order-no]')].map(
        (card) => card.getAttribute('data-order-no') ?? '',
      );
    });
    if (numbers && check(numbers)) return;
    if (Date.now() > deadline) throw new Error(`the order list shows ${JSON.stringify(numbers)}`);
    await page.waitForTimeout(100);
  }
}

/** Picks an option of the antd select inside the open dialog. */
/**
 * Picks an option of the dialog's select, and looks that it took: on a busy machine a click can
 * land while the dropdown is still sliding in, so a miss opens it and clicks again.
 */
async function chooseInDialog(page: Page, option: string): Promise<void> {
  const select = page.locator('.ant-modal .ant-select');
  const chosen = async () => (await select.innerText()).includes(option);
  await expect
    .poll(
      async () => {
        if (await chosen()) return true;
        await select.click();
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
            hasText: option,
          })
          .click({ timeout: 3000 })
          .catch(() => undefined);
        return chosen();
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
}

// A 1×1 PNG: the server sniffs photos by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(Boolean(skipReason))('the order pages', () => {
  const { context } = useBrowser();

  it('lists orders under tabs with counts, filters them in the URL and opens the detail', async () => {
    const { page, errors } = await openPage(context());
    await login(page);
    const unpaid = await placeOrder(page, 2, false);
    const paid = await placeOrder(page, 1, true);
    const counts = (await call<OrderPage>(page, 'GET', '/api/order?status=all')).data.counts;
    expect(counts.unpaid).toBeGreaterThanOrEqual(1);
    expect(counts.to_ship).toBeGreaterThanOrEqual(1);

    await page.goto('/order');
    await page.getByTestId('order-list').waitFor();
    expect(await page.title()).toContain('我的订单');
    expect(await page.getByTestId('order-tab-unpaid').innerText()).toBe(`待付款${counts.unpaid}`);
    expect(await page.getByTestId('order-tab-to_ship').innerText()).toBe(`待发货${counts.to_ship}`);
    const allNumbers = await page
      .getByTestId('order-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order-no')));
    expect(allNumbers).toEqual(expect.arrayContaining([unpaid.order_no, paid.order_no]));

    await page.getByTestId('order-tab-to_ship').click();
    await page.waitForURL(/\/order\?status=to_ship$/);
    await listShows(page, (numbers) => numbers.includes(paid.order_no) && !numbers.includes(unpaid.order_no));
    for (const status of await page.getByTestId('order-status').allInnerTexts())
      expect(status).toBe('待发货');

    await page.getByTestId('order-tab-all').click();
    await page.waitForURL(/\/order$/);
    await page.getByTestId('order-search').locator('input').fill(unpaid.order_no);
    await page.getByTestId('order-search').locator('input').press('Enter');
    await page.waitForURL(new RegExp(`keywords=${unpaid.order_no}`));
    await listShows(page, (numbers) => numbers.length === 1 && numbers[0] === unpaid.order_no);
    const card = page.locator(`[data-order-no="${unpaid.order_no}"]`);
    expect(await card.getByTestId('order-status').innerText()).toBe('待付款');
    expect(await card.getByRole('button', { name: '付款' }).count()).toBe(1);

    // The query survives a reload: the same single order comes back.
    await page.reload();
    await card.waitFor();
    expect(await page.getByTestId('order-card').count()).toBe(1);

    await card.getByTestId('order-detail-link').click();
    await page.waitForURL(`**/order/info/${unpaid.id}`);
    await page.getByTestId('order-detail').waitFor();
    const detail = await orderOf(page, unpaid.id);
    expect(await page.getByTestId('order-detail-status').innerText()).toBe('待付款');
    expect(await page.getByTestId('order-steps').innerText()).toMatch(
      /提交订单[\s\S]*付款[\s\S]*发货[\s\S]*收货[\s\S]*完成/,
    );
    expect(await page.getByTestId('order-timeline').innerText()).toContain(detail.timeline[0]!.title);
    const lines = await page.getByTestId('order-lines').innerText();
    for (const line of detail.lines) {
      expect(lines).toContain(line.name);
      expect(lines).toContain(line.batch_number);
      expect(lines).toContain(line.approval_number);
    }
    // 质检报告: the reports of the line's own batch, as the inspection call has them.
    const first = detail.lines[0]!;
    const reports = (
      await call<InspectionReport[]>(
        page,
        'GET',
        `/api/jybg/filter?goods_id=${first.goods_id}&batch_number=${encodeURIComponent(first.batch_number)}`,
      )
    ).data;
    await page.getByTestId('batch-reports-button').first().click();
    if (reports.length > 0) {
      const shown = page.getByTestId('batch-reports');
      await shown.waitFor();
      expect(await shown.locator('a').count()).toBe(reports.length);
      expect(await shown.locator('a').first().getAttribute('href')).toBe(reports[0]!.image);
    } else {
      await page.getByText(`批号 ${first.batch_number} 暂无质检报告`).waitFor();
    }
    const amounts = await page.getByTestId('order-amounts').innerText();
    expect(amounts).toContain(`¥${detail.amounts.goods_amount}`);
    expect(amounts).toContain(`¥${detail.amounts.payable_amount}`);
    const info = await page.getByTestId('order-info').innerText();
    expect(info).toContain(detail.address.consignee);
    expect(info).toContain('药检报告');
    expect(info).toContain('请与发票一同寄出');

    // /order/wl/:id is the same page.
    await page.goto(`/order/wl/${unpaid.id}`);
    await page.waitForURL(`**/order/info/${unpaid.id}`);
    await page.getByTestId('order-detail').waitFor();
    expect(errors).toEqual([]);
  });

  it('cancels an unpaid order with a reason, then buys it again into the cart', async () => {
    const { page } = await openPage(context());
    await login(page);
    const order = await placeOrder(page, 2, false);
    const ordered = (await orderOf(page, order.id)).lines.map((line) => line.goods_price_id).sort();
    await page.goto(`/order/info/${order.id}`);
    await page.getByTestId('order-detail').waitFor();

    await page.getByRole('button', { name: '取消订单' }).click();
    const ok = page.locator('.ant-modal').getByRole('button', { name: '确定取消' });
    expect(await ok.isDisabled()).toBe(true);
    await chooseInDialog(page, '重复下单');
    await ok.click();
    await page.getByText('订单已取消').first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="order-detail-status"]')?.textContent === '已取消',
    );
    const cancelled = await orderOf(page, order.id);
    expect(cancelled.status).toBe(4);
    expect(cancelled.cancel_reason).toBe('重复下单');
    expect(await page.getByTestId('order-info').innerText()).toContain('重复下单');
    expect(await page.getByTestId('order-steps').innerText()).toContain('已取消');

    expect(await cartLines(page)).toEqual([]);
    await page.getByRole('button', { name: '再次购买' }).click();
    await page.getByText('已将订单商品加入购物车').first().waitFor();
    const inCart = (await cartLines(page)).map((line) => line.goods_price_id).sort();
    expect(inCart).toEqual(ordered);
    // The header badge follows the cart without a reload.
    await page.waitForFunction(
      (count) =>
        document.querySelector('[data-testid="header-cart-badge"]')?.textContent?.trim() === String(count),
      inCart.length,
    );
  });

  it('applies for a return with a photo and shows the after-sale page', async () => {
    const { page, errors } = await openPage(context());
    await login(page);
    const order = await placeOrder(page, 1, true);
    const line = (await orderOf(page, order.id)).lines[0]!;
    await page.goto(`/order/info/${order.id}`);
    await page.getByTestId('after-sale-apply').click();
    const form = page.getByTestId('after-sale-form');
    await form.waitFor();
    await form.getByText('退货退款').click();
    await form.getByTestId('after-sale-line').locator('input').fill('1');
    await form.getByTestId('after-sale-reason').fill('外包装破损，申请退货一件');
    await page.locator('.ant-modal input[type=file]').setInputFiles({
      name: 'damage.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.locator('.ant-upload-list-item').first().waitFor();
    // A double click asks once: the second, identical request shares the first one's answer.
    await page.getByTestId('after-sale-submit').dblclick();

    await page.waitForURL(/\/order\/returnInfo\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId('after-sale-status').waitFor();
    const sale = (await call<AfterSaleDetail>(page, 'GET', `/api/after_sale/${id}`)).data;
    expect(sale.order_id).toBe(order.id);
    expect((await orderOf(page, order.id)).after_sales).toHaveLength(1);
    expect(sale.kind).toBe('return_refund');
    expect(sale.images).toHaveLength(1);
    expect(sale.lines).toEqual([expect.objectContaining({ number: 1 })]);
    expect(sale.lines[0]!.order_line.id).toBe(line.id);
    expect(await page.getByTestId('after-sale-status').innerText()).toBe('申请中');
    expect(await page.getByTestId('after-sale-info').innerText()).toContain('外包装破损，申请退货一件');
    expect(await page.getByTestId('after-sale-lines').innerText()).toContain(line.name);
    const photo = page.getByTestId('after-sale-images').locator('img').first();
    await photo.waitFor();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).naturalWidth === 1,
      await photo.elementHandle(),
    );
    expect(await page.title()).toContain('退货详情');

    await page.getByTestId('after-sale-order-link').click();
    await page.waitForURL(`**/order/info/${order.id}`);
    expect(await page.getByTestId('order-after-sales').innerText()).toContain(sale.after_sale_no);
    expect(errors).toEqual([]);
  });

  it('offers no delivery note before the order ships, and the server refuses one', async () => {
    const { page, errors } = await openPage(context());
    await login(page);
    const order = await placeOrder(page, 1, true);
    await page.goto(`/order/info/${order.id}`);
    expect(await page.getByTestId('order-detail-status').innerText()).toBe('待发货');
    expect(await page.getByTestId('delivery-note-open').count()).toBe(0);
    expect(errors).toEqual([]);
    const refused = await call(page, 'GET', `/api/order/${order.id}/delivery_note`);
    expect(refused.code).not.toBe(10000);
    expect(refused.msg).toBe(DOCUMENT_MESSAGES.notShipped);
  });

  it('prints a shipped order’s delivery note with every row’s snapshot, holder and amount', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    const shipped = [
      ...(await call<OrderPage>(page, 'GET', '/api/order?status=to_receive&page=1')).data.list,
      ...(await call<OrderPage>(page, 'GET', '/api/order?status=completed&page=1')).data.list,
    ];
    const order = shipped[0]!;
    expect(order).toBeDefined();
    const expected = (await call<DeliveryNote>(page, 'GET', `/api/order/${order.id}/delivery_note`)).data;
    await page.goto(`/order/info/${order.id}`);
    if (order.status === 2) {
      // A shipped order says when it will be taken as received (decision 025): AUTO_RECEIVE_DAYS after it shipped.
      const shown = (await call<OrderDetail>(page, 'GET', `/api/order/${order.id}`)).data;
      expect(shown.auto_receive_at).toBe((shown.shipped_at ?? 0) + AUTO_RECEIVE_DAYS * 86_400);
      expect(await page.getByTestId('order-auto-receive').innerText()).toBe(
        `系统将于 ${chinaDateTime(shown.auto_receive_at ?? 0)} 自动确认收货（有处理中的售后申请时顺延）`,
      );
    }
    await page.getByTestId('delivery-note-open').click();
    const note = page.getByTestId('delivery-note');
    await note.waitFor();
    const text = await note.innerText();
    expect(text).toContain('随货同行单');
    expect(text).toContain(order.order_no);
    expect(text).toContain(expected.buyer);
    expect(text).toContain('上市许可持有人');
    expect(text).toContain(`合计（大写）：${expected.total_amount_words}`);
    expect(await page.getByTestId('delivery-note-total').innerText()).toBe(expected.total_amount);
    const rows = page.getByTestId('delivery-note-line');
    expect(await rows.count()).toBe(expected.lines.length);
    for (const [i, line] of expected.lines.entries()) {
      const row = await rows.nth(i).innerText();
      for (const field of [
        line.name,
        line.approval_number,
        line.batch_number,
        line.sccj,
        line.amount,
        line.price,
      ])
        expect(row).toContain(field);
      expect(row).toContain(line.mah || '—');
      if (line.is_gift) expect(row).toContain('（赠品）');
    }
    expect(errors).toEqual([]);
  });

  it('opens the invoices from /dzfp and the top bar; no completed order means no invoice yet', async () => {
    const { page, errors } = await openPage(context());
    await login(page);
    const own = (await call<ListPage<InvoiceRead>>(page, 'GET', '/api/user/invoice?page=1')).data;
    expect(own.total).toBe(0);
    await page.goto('/dzfp');
    await page.waitForURL('**/zzfw/dzfp');
    await page.getByTestId('invoices-empty').waitFor();
    expect(await page.title()).toContain('电子发票');
    await page.goto('/user');
    await page.getByRole('link', { name: '电子发票查询' }).click();
    await page.waitForURL('**/zzfw/dzfp');
    await page.getByTestId('invoices-empty').waitFor();
    expect(errors).toEqual([]);
  });

  it('lists the demo store’s invoices and opens their PDF', async () => {
    const { page } = await openPage(context());
    // The demo store's seeded orders include completed ones with their invoices.
    await loginAs(page, 'demo');
    const invoices = (await call<ListPage<InvoiceRead>>(page, 'GET', '/api/user/invoice?page=1')).data;
    expect(invoices.total).toBeGreaterThan(0);
    const invoice = invoices.list.find((i) => i.status === 1) ?? invoices.list[0]!;
    await page.goto('/zzfw/dzfp');
    const table = page.getByTestId('invoice-table');
    await table.waitFor();
    const row = table.locator('tr', { hasText: invoice.invoice_no });
    expect(await row.innerText()).toContain(invoice.order_no);
    expect(await row.innerText()).toContain(`¥${invoice.amount}`);

    const [pdf] = await Promise.all([
      page.context().waitForEvent('response', (r) => r.url().includes(`/api/user/invoice/${invoice.id}/pdf`)),
      row.getByTestId('invoice-view').click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const download = await page.evaluate(
      async (url) => {
        const res = await fetch(url);
        return { type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition') };
      },
      (await row.getByTestId('invoice-download').getAttribute('href')) ?? '',
    );
    expect(download.type).toContain('application/pdf');
    expect(download.disposition).toMatch(/^attachment/);

    await row.getByRole('link', { name: invoice.order_no }).click();
    await page.waitForURL(`**/order/info/${invoice.order_id}`);
    await page.getByTestId('order-detail').waitFor();
  });

  it('shows the points orders, empty until the store redeems something', async () => {
    const { page, errors } = await openPage(context());
    // demo has redeemed in the points mall (points.test.ts); demo2 has not.
    await loginAs(page, 'demo2');
    await page.goto('/jfdd');
    await page.getByTestId('points-orders-page').waitFor();
    await page.getByTestId('points-orders-empty').waitFor();
    expect(await page.getByTestId('points-orders-empty').innerText()).toContain('暂无积分订单');
    expect(await page.title()).toContain('积分订单');
    expect(errors).toEqual([]);
  });
});
