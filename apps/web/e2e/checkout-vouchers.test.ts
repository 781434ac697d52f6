/**
 * Step 2's cash vouchers follow the server's rule: a voucher's minimum is measured on the goods less
 * the activity savings and the chosen coupon, so the page offers exactly the vouchers
 * POST /api/order/preview accepts, and picking a coupon that leaves too little drops the voucher.
 * Only this file uses its buyer (fixtures.ts: a coupon that takes off every goods it applies to and a
 * voucher usable from ¥10), so every refusal and amount is the server's own answer.
 */
import type { GoodsListPage } from '@mall/shared/goods';
import { parseYuan } from '@mall/shared/money';
import { type CashVoucher, type MemberCoupon, ORDER_MESSAGES, type OrderAmounts } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS, VOUCHER_BUYER_WALLET } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, type Envelope, emptyCart, firstQuantity } from './shop.ts';

const BUYER = TRADING_BUYERS.vouchers;

/** One plain line (no activity) of at least ¥10, so the voucher's minimum is met before the coupon. */
async function addLine(page: Page): Promise<number[]> {
  await emptyCart(page);
  for (let listPage = 1; listPage <= 6; listPage += 1) {
    const res = await call<GoodsListPage>(
      page,
      'GET',
      `/api/goods/list?page=${listPage}&page_size=40&in_stock=1`,
    );
    for (const goods of res.data.list) {
      const plain = goods.is_buy === 1 && (goods.type ?? 0) === 0 && !goods.activity_tags?.length;
      const cost = parseYuan(goods.base_price ?? '0') * firstQuantity(goods);
      if (!plain || goods.number < firstQuantity(goods) || cost < VOUCHER_BUYER_WALLET.voucher.minAmount)
        continue;
      const added = await call(page, 'POST', '/api/cart', {
        params: [
          {
            goods_id: goods.id,
            goods_price_id: goods.goods_price_id,
            ck_id: goods.ck_id,
            number: firstQuantity(goods),
          },
        ],
      });
      if (added.code === 10000) return (await cartState(page)).data.map((l) => l.id);
    }
  }
  throw new Error('could not put a line in the cart');
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

describe.skipIf(Boolean(skipReason))('checkout cash vouchers', () => {
  const { context } = useBrowser();

  it('offers a voucher only when the server takes it, and drops it when a coupon leaves too little', async () => {
    const { page, errors } = await openPage(context());
    // Every preview the page asks for must be one the server can answer.
    const refusals: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/order/preview') && r.status() !== 200)
        refusals.push(r.request().postData() ?? '');
    });
    await loginAs(page, BUYER.username, BUYER.password);
    const ids = await addLine(page);
    // The server's own answers, asked from a page of the same session whose console is not watched
    // (the browser logs a refused call as an error).
    const { page: probe } = await openPage(context());
    await probe.goto('/');
    const coupons = await call<{ list: MemberCoupon[] }>(
      probe,
      'GET',
      `/api/user/availableCoupon?${ids.map((id) => `ids[]=${id}`).join('&')}`,
    );
    const coupon = coupons.data.list.find((c) => c.title === VOUCHER_BUYER_WALLET.coupon.title);
    const vouchers = await call<{ list: CashVoucher[] }>(probe, 'GET', '/api/user/cash_voucher?status=0');
    const voucher = vouchers.data.list.find((v) => v.title === VOUCHER_BUYER_WALLET.voucher.title);
    if (!coupon || !voucher) throw new Error('the voucher buyer has no coupon or voucher');
    // The server's answers the page must agree with: with the coupon the voucher is refused,
    // without it the goods meet its minimum.
    const withCoupon = await call(probe, 'POST', '/api/order/preview', {
      ids,
      coupon_id: coupon.id,
      voucher_id: voucher.id,
    });
    expect(withCoupon.msg).toBe(ORDER_MESSAGES.voucherUnusable);
    const withoutCoupon = await call<OrderAmounts>(probe, 'POST', '/api/order/preview', {
      ids,
      voucher_id: voucher.id,
    });
    expect(withoutCoupon.code).toBe(10000);
    await probe.close();

    // The best coupon is chosen at first: the voucher is not offered, though the goods alone meet it.
    const preview = page.waitForResponse((r) => r.url().endsWith('/api/order/preview') && r.status() === 200);
    await page.goto(`/cart/step2?ids=${ids.join(',')}`);
    const first = ((await (await preview).json()) as Envelope<OrderAmounts>).data;
    expect(first.coupon_amount).toBe(coupon.saving);
    const couponRadio = page.getByRole('radio', { name: new RegExp(coupon.title) });
    const voucherRadio = page.getByRole('radio', { name: new RegExp(voucher.title) });
    const noVoucher = page.getByRole('radio', { name: '不使用现金券' });
    await expect.poll(() => couponRadio.isChecked()).toBe(true);
    expect(await voucherRadio.isDisabled()).toBe(true);

    // Without the coupon it is offered, and the server takes it.
    await page.getByRole('radio', { name: '不使用优惠券' }).check();
    await expect.poll(() => voucherRadio.isDisabled()).toBe(false);
    await voucherRadio.check();
    await expect.poll(() => text(page, 'amount-voucher')).toBe(`-¥${withoutCoupon.data.voucher_amount}`);

    // The coupon again: the voucher falls below its minimum and is dropped, not sent to be refused.
    await couponRadio.check();
    await expect.poll(() => voucherRadio.isDisabled()).toBe(true);
    expect(await noVoucher.isChecked()).toBe(true);
    await expect.poll(() => text(page, 'amount-coupon')).toBe(`-¥${coupon.saving}`);
    expect(await text(page, 'amount-voucher')).toBe('-¥0.00');
    expect(await page.getByTestId('amount-refused').count()).toBe(0);
    // Dropping the coupon once more does not bring the voucher back by itself.
    await page.getByRole('radio', { name: '不使用优惠券' }).check();
    await expect.poll(() => voucherRadio.isDisabled()).toBe(false);
    expect(await noVoucher.isChecked()).toBe(true);

    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
  });
});
