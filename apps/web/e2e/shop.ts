/**
 * What the buying journeys share: calls made from the page as the SPA makes them, the cart read
 * and emptied through the API, the header badge, an offer's first allowed quantity and its cart
 * line, moving inside the app, and submitting step 2.
 */
import type { AddToCartLine, CartState } from '@mall/shared/cart';
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import type { OrderDetail } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * A call from the page, as the SPA makes it: session cookie plus the XSRF header. A string body is
 * sent as a form, anything else as JSON.
 */
export async function call<T>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  body?: object | string,
): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
      const token = cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : '';
      const form = typeof body === 'string';
      const res = await fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          'X-XSRF-TOKEN': token,
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      return res.json();
    },
    { method, url, body },
  ) as Promise<Envelope<T>>;
}

/** The member's whole cart as the cart page reads it. */
export const cartState = async (page: Page): Promise<CartState> =>
  (await call<CartState>(page, 'GET', '/api/cart/list?filters=99999&new=1')).data;

export async function emptyCart(page: Page): Promise<void> {
  const ids = (await cartState(page)).data.map((line) => line.id);
  if (ids.length > 0) await call(page, 'POST', '/api/cart/batch_delete', { ids });
}

/** The header's cart badge as a number, 0 when it is absent. */
export async function headerBadge(page: Page): Promise<number> {
  const el = page.getByTestId('header-cart-badge');
  if ((await el.count()) === 0) return 0;
  return Number(await el.innerText());
}

/** The least quantity an offer may be bought in: its minimum rounded up to its step. */
export function firstQuantity(goods: Pick<GoodsRead, 'qg_number' | 'step'>): number {
  const step = Math.max(1, goods.step ?? 1);
  return Math.ceil(Math.max(1, goods.qg_number) / step) * step;
}

export const toLine = (goods: GoodsRead, number = firstQuantity(goods)): AddToCartLine => ({
  goods_id: goods.id,
  goods_price_id: goods.goods_price_id,
  ck_id: goods.ck_id,
  number,
});

/** Moves to a path inside the app, as a link would: the page and its query cache stay. */
export async function inAppGoto(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Submits step 2 once it may be, and answers the new order's id from the page it lands on. */
export async function submitOrder(page: Page): Promise<number> {
  // Step 2 enables its button once the address and the preview are in: a loaded machine takes a while.
  await expect.poll(() => page.getByTestId('checkout-submit').isEnabled(), { timeout: 10_000 }).toBe(true);
  await page.getByTestId('checkout-submit').click();
  const landed = page.waitForURL(/\/cart\/(step3\/\d+|step4\?id=\d+)$/);
  // 使用余额 is confirmed first in a dialog (these buyers set no payment password).
  const confirm = page.getByTestId('balance-pay-confirm');
  const asked = confirm.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (await Promise.race([landed.then(() => false), asked])) await confirm.click();
  await landed;
  const match = /(?:step3\/|id=)(\d+)$/.exec(page.url());
  return Number(match?.[1]);
}

/**
 * Orders the cart line of one offer alone, through step 2 as the buyer would reach it from the
 * cart, and answers the new order's id once the order holds that offer.
 */
export async function orderCartLineOf(page: Page, offerId: number): Promise<number> {
  const line = (await cartState(page)).data.find((l) => l.goods_price_id === offerId);
  expect(line, `offer ${offerId} in the cart`).toBeDefined();
  await page.goto(`/cart/step2?ids=${line?.id}`);
  const id = await submitOrder(page);
  const order = await call<OrderDetail>(page, 'GET', `/api/order/${id}`);
  expect(order.data.lines.map((l) => l.goods_price_id)).toContain(offerId);
  return id;
}

/** 立即支付 with 余额支付 picked: confirms the dialog, with the payment password when one is set. */
export async function payByBalance(page: Page, payPassword?: string): Promise<void> {
  await page.getByTestId('pay-submit').click();
  await page.getByTestId('balance-pay-dialog').waitFor();
  if (payPassword !== undefined) await page.getByTestId('pay-password-input').fill(payPassword);
  await page.getByTestId('balance-pay-confirm').click();
}

/**
 * A plain single-offer goods (on sale, with a price this member sees, no flash offer, in no goods
 * activity) from the list pages `from` down to `to`, where no other journey leans on its price;
 * the first that `take` accepts (by default any).
 */
export async function plainGoods(
  page: Page,
  pages: { from: number; to: number },
  take: (goods: GoodsRead) => Promise<boolean> | boolean = () => true,
): Promise<GoodsRead> {
  for (let listPage = pages.from; listPage >= pages.to; listPage -= 1) {
    const res = await call<GoodsListPage>(
      page,
      'GET',
      `/api/goods/list?page=${listPage}&page_size=20&in_stock=1`,
    );
    for (const g of res.data.list) {
      const plain =
        g.is_buy === 1 &&
        g.base_price !== null &&
        (g.type ?? 0) === 0 &&
        !g.activity_tags?.length &&
        (g.offer_count ?? 1) === 1;
      if (plain && (await take(g))) return g;
    }
  }
  throw new Error(`no plain offer on the list pages ${pages.to} to ${pages.from}`);
}
