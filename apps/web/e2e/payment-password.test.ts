/**
 * 支付密码: set in the account centre with the login password; paying an order with the balance
 * then asks for it, a wrong one is refused with the server's reason and nothing is paid, the right
 * one pays.
 */
import type { GoodsListPage } from '@mall/shared/goods';
import type { OrderDetail } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, emptyCart, firstQuantity, submitOrder, toLine } from './shop.ts';

const BUYER = TRADING_BUYERS.payPassword;
const PAY_PASSWORD = '135790';

/** Puts one plain line in the cart (the server refuses goods outside the store's scopes); its id. */
async function addPlainLine(page: Page): Promise<number> {
  for (let listPage = 2; listPage <= 6; listPage += 1) {
    const res = await call<GoodsListPage>(
      page,
      'GET',
      `/api/goods/list?page=${listPage}&page_size=40&in_stock=1`,
    );
    const candidates = res.data.list.filter(
      (g) =>
        g.is_buy === 1 &&
        g.base_price !== null &&
        g.number >= firstQuantity(g) * 3 &&
        (g.type ?? 0) === 0 &&
        g.tags.length === 0 &&
        !g.activity_tags?.length,
    );
    for (const goods of candidates) {
      await call(page, 'POST', '/api/cart', { params: [toLine(goods)] });
      const line = (await cartState(page)).data[0];
      if (line) return line.id;
    }
  }
  throw new Error('no plain goods the buyer may buy on list pages 2 to 6');
}

describe.skipIf(Boolean(skipReason))('balance payment with the payment password', () => {
  const { context } = useBrowser();

  it('sets it in the account centre, then a wrong one is refused and the right one pays', async () => {
    const { page } = await openPage(context());
    page.setDefaultTimeout(15_000);
    await journey(page);
  }, 120_000);
});

async function journey(page: Page): Promise<void> {
  await loginAs(page, BUYER.username, BUYER.password);

  await page.goto('/zhzx/zfmm');
  const form = page.getByTestId('pay-password-form');
  await form.waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('pay-password-status').innerText()).toContain('尚未设置支付密码');
  const t = { timeout: 10_000 };
  await form.locator('input#password').fill(PAY_PASSWORD, t);
  await form.locator('input#password_confirm').fill(PAY_PASSWORD, t);
  await form.locator('input#login_password').fill(BUYER.password, t);
  await page.getByTestId('pay-password-save').click({ timeout: 10_000 });
  await expect
    .poll(() => page.getByTestId('pay-password-status').innerText(), { timeout: 10_000 })
    .toContain('已设置支付密码');

  // An order to pay at step 3.
  await emptyCart(page);
  const lineId = await addPlainLine(page);
  await page.goto(`/cart/step2?ids=${lineId}`);
  const orderId = await submitOrder(page);
  expect(page.url()).toMatch(new RegExp(`/cart/step3/${orderId}$`));
  await page.getByTestId('pay-summary').waitFor({ timeout: 15_000 });
  const byBalance = page.getByRole('radio', { name: /余额支付/ });
  await expect.poll(() => byBalance.isChecked()).toBe(true);

  // Wrong: the server's reason, the order still unpaid.
  await page.getByTestId('pay-submit').click();
  const dialog = page.getByTestId('balance-pay-dialog');
  await dialog.waitFor({ timeout: 15_000 });
  await page.getByTestId('pay-password-input').fill('000001', { timeout: 10_000 });
  await page.getByTestId('balance-pay-confirm').click({ timeout: 10_000 });
  const alert = page.locator('.ant-modal-confirm').filter({ hasText: '支付密码错误，还可尝试4次' });
  await alert.waitFor({ timeout: 15_000 });
  // A click that lands while the alert is still opening can be lost; click until it has closed.
  await expect
    .poll(
      async () => {
        if (!(await alert.isVisible())) return true;
        await alert
          .getByRole('button', { name: /确\s*定/ })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        return !(await alert.isVisible());
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect((await call<OrderDetail>(page, 'GET', `/api/order/${orderId}`)).data.status).toBe(0);

  // Right: paid, step 4.
  await page.getByTestId('pay-password-input').fill(PAY_PASSWORD);
  await page.getByTestId('balance-pay-confirm').click();
  await page.waitForURL(new RegExp(`/cart/step4\\?id=${orderId}$`));
  const order = (await call<OrderDetail>(page, 'GET', `/api/order/${orderId}`)).data;
  expect(order.status).toBe(1);
  expect(order.pay_method).toBe('balance');
}
