/**
 * Checkout steps 2 to 4 in the browser: verify the order, submit it once, pay online through the
 * sandbox cashier (the test store runs with PAY_SANDBOX on) or by balance, and land on 支付完成. Only
 * this file uses its buyer (a fresh store with one address and a ¥5000 balance, no coupons), so every
 * amount is the server's own answer.
 */
import type { AddToCartLine } from '@mall/shared/cart';
import type { GoodsListPage } from '@mall/shared/goods';
import { formatFen, parseYuan } from '@mall/shared/money';
import type { OrderAmounts, OrderDetail, OrderPage } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { baseUrl, loginAs, skipReason, useBrowser } from './harness.ts';
import {
  call,
  cartState,
  type Envelope,
  emptyCart,
  firstQuantity,
  inAppGoto,
  payByBalance,
  submitOrder,
} from './shop.ts';

const BUYER = TRADING_BUYERS.checkout;

const balance = async (page: Page) =>
  parseYuan((await call<{ balance: string }>(page, 'GET', '/api/user/user_money')).data.balance);
const orderCount = async (page: Page) =>
  (await call<OrderPage>(page, 'GET', '/api/order?status=all&page=1&page_size=10')).data.total;
const orderDetail = async (page: Page, id: number) =>
  (await call<OrderDetail>(page, 'GET', `/api/order/${id}`)).data;

/**
 * Puts `count` plain lines in an empty cart whose total stays under `maxFen` (the balance tests
 * need an order the balance covers); the server refuses goods outside the buyer's scopes.
 */
async function addLines(page: Page, count: number, maxFen = 100_000): Promise<number[]> {
  await emptyCart(page);
  let total = 0;
  for (let listPage = 1; listPage <= 6; listPage += 1) {
    const res = await call<GoodsListPage>(
      page,
      'GET',
      `/api/goods/list?page=${listPage}&page_size=40&in_stock=1`,
    );
    const candidates = res.data.list.filter(
      (g) =>
        g.is_buy === 1 &&
        g.base_price !== null &&
        g.number >= firstQuantity(g) &&
        (g.type ?? 0) === 0 &&
        g.tags.length === 0 &&
        !g.activity_tags?.length,
    );
    for (const goods of candidates) {
      const cost = parseYuan(goods.base_price ?? '0') * firstQuantity(goods);
      if (total + cost > maxFen) continue;
      const line: AddToCartLine = {
        goods_id: goods.id,
        goods_price_id: goods.goods_price_id,
        ck_id: goods.ck_id,
        number: firstQuantity(goods),
      };
      const added = await call(page, 'POST', '/api/cart', { params: [line] });
      if (added.code !== 10000) continue;
      total += cost;
      const lines = (await cartState(page)).data;
      if (lines.length >= count) return lines.map((l) => l.id);
    }
  }
  throw new Error(`could not put ${count} lines in the cart`);
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

/** Opens step 2 for these lines and waits until the server's amounts are shown. */
async function openStep2(page: Page, ids: number[]): Promise<OrderAmounts> {
  const preview = page.waitForResponse((r) => r.url().endsWith('/api/order/preview') && r.status() === 200);
  await page.goto(`/cart/step2?ids=${ids.join(',')}`);
  const amounts = ((await (await preview).json()) as Envelope<OrderAmounts>).data;
  await expect.poll(() => text(page, 'amount-payable')).toBe(`¥${amounts.payable_amount}`);
  return amounts;
}

describe.skipIf(Boolean(skipReason))('checkout (steps 2 to 4)', () => {
  const { context } = useBrowser();

  it('goes from the cart through step 2 and the sandbox cashier to 支付完成', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    const ids = await addLines(page, 2);
    const state = await cartState(page);
    const balanceBefore = await balance(page);

    await page.goto('/cart');
    await page.getByTestId('cart-summary').waitFor();
    await expect.poll(() => page.getByTestId('cart-checkout').isEnabled()).toBe(true);
    await page.getByTestId('cart-checkout').click();
    // Whether or not the cart passes the ids, step 2 carries them in its URL for a reload.
    await page.waitForURL(/\/cart\/step2\?ids=/);
    expect(new URL(page.url()).searchParams.get('ids')?.split(',').map(Number).sort()).toEqual(
      [...ids].sort(),
    );
    // The URL changes before the lazy step-2 page replaces the cart page: wait for its progress.
    await expect
      .poll(() => page.locator('[data-testid="cart-steps"] [aria-current="step"]').innerText())
      .toContain('核对订单信息');
    expect(await text(page, 'cart-steps')).toMatch(/核对订单信息/);
    expect(await page.title()).toContain('核对订单信息');

    // What will be ordered, line by line, as the cart priced it.
    await expect.poll(() => page.getByTestId('checkout-line').count()).toBe(ids.length);
    for (const line of state.data) {
      const row = page.locator(`[data-testid="checkout-line"][data-line-id="${line.id}"]`);
      expect(await row.innerText()).toContain(line.goods?.name ?? '');
      expect(await row.innerText()).toContain(line.goods?.sccj ?? '');
      expect(await row.getByTestId('checkout-line-amount').innerText()).toBe(`¥${line.amount}`);
    }
    await expect.poll(() => text(page, 'amount-goods')).toBe(`¥${state.totals.goods_amount}`);
    const payable = await text(page, 'amount-payable');
    expect(payable).toBe(`¥${state.totals.payable_amount}`);
    expect(await page.getByTestId('checkout-address-empty').count()).toBe(0);
    expect(await page.getByTestId('checkout-invoice-empty').isVisible()).toBe(true);
    expect(await text(page, 'checkout-balance')).toBe(`¥${formatFen(balanceBefore)}`);

    // The only address is the default and chosen; choosing it again keeps it.
    const address = page.getByTestId('checkout-address').getByRole('radio').first();
    await address.check();
    expect(await address.isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: '药检报告' }).check();
    await page.getByLabel('订单备注').fill('请尽快发货');

    const created = page.waitForRequest((r) => r.url().endsWith('/api/order') && r.method() === 'POST');
    const id = await submitOrder(page);
    const body = decodeURIComponent((await created).postData() ?? '');
    expect(body).toContain('documents[]=药检报告');
    expect(body).toMatch(/idempotency_key=[0-9a-f-]{32,36}/);
    expect(page.url()).toMatch(new RegExp(`/cart/step3/${id}$`));
    // The ordered lines left the cart.
    await expect.poll(async () => (await cartState(page)).data.length).toBe(0);

    // Step 3: number, amount and the countdown of the 30 minutes.
    const order = await orderDetail(page, id);
    expect(order.status).toBe(0);
    await page.getByTestId('pay-summary').waitFor();
    expect(await text(page, 'pay-order-no')).toBe(order.order_no);
    expect(await text(page, 'pay-amount')).toBe(payable);
    const countdown = await text(page, 'pay-countdown');
    expect(countdown).toMatch(/^(2\d|30):\d\d$/);
    expect(await page.locator('[data-testid="cart-steps"] [aria-current="step"]').innerText()).toContain(
      '支付订单',
    );

    expect(await text(page, 'pay-methods')).toContain('沙箱收银台：仅供开发与演示，不会真实扣款');
    await page.getByRole('radio', { name: /在线支付/ }).check();
    await page.getByTestId('pay-submit').click();
    const open = page.getByTestId('pay-open');
    await open.waitFor();
    const cashierUrl = (await open.getAttribute('href')) ?? '';
    expect(cashierUrl).toMatch(/^\/pay\/sandbox\/\w+$/);
    // The same cashier as a QR code for a phone.
    expect(await page.getByTestId('pay-qr').locator('path').count()).toBeGreaterThan(0);

    // The cashier is the order's own store's: a guest is sent to log in, another store finds nothing.
    const browser = context().browser();
    if (!browser) throw new Error('no browser');
    const guest = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
    const guestPage = await guest.newPage();
    await guestPage.goto(cashierUrl);
    await guestPage.waitForURL(/\/login/);
    expect(await guestPage.getByTestId('sandbox-confirm').count()).toBe(0);
    await loginAs(guestPage, 'demo2');
    await guestPage.goto(cashierUrl);
    await guestPage.getByTestId('sandbox-missing').waitFor();
    expect(await guestPage.getByTestId('sandbox-confirm').count()).toBe(0);
    await guest.close();
    expect((await orderDetail(page, id)).status).toBe(0);

    // The cashier is the gateway's page: no store chrome, its own title.
    const cashier = await context().newPage();
    await cashier.goto(cashierUrl);
    await cashier.getByTestId('sandbox-page').waitFor();
    expect(await cashier.title()).toContain('收银台（沙箱）');
    expect(await cashier.getByTestId('topbar-member').count()).toBe(0);
    expect((await cashier.getByTestId('sandbox-amount').innerText()).trim()).toBe(payable);
    expect((await cashier.getByTestId('sandbox-order-no').innerText()).trim()).toBe(order.order_no);
    await cashier.getByTestId('sandbox-confirm').click();
    await expect.poll(() => cashier.getByTestId('sandbox-result').innerText()).toContain('支付成功');

    // The pay page sees the payment by itself and moves on.
    await page.waitForURL(new RegExp(`/cart/step4\\?id=${id}$`), { timeout: 15_000 });
    await page.getByTestId('pay-done').waitFor();
    expect(await text(page, 'done-order-no')).toBe(order.order_no);
    expect(await text(page, 'done-amount')).toBe(payable);
    expect(await page.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(`/order/info/${id}`);
    expect(await page.getByRole('link', { name: '继续采购' }).getAttribute('href')).toBe('/');
    expect(await page.locator('[data-testid="cart-steps"] [aria-current="step"]').innerText()).toContain(
      '支付完成',
    );
    const paid = await orderDetail(page, id);
    expect(paid.status).toBe(1);
    expect(paid.documents).toEqual(['药检报告']);
    expect(paid.remark).toBe('请尽快发货');
    // An online payment leaves the balance alone.
    expect(await balance(page)).toBe(balanceBefore);
    expect(errors).toEqual([]);
  });

  it('offers balance and bank transfer only, and says so, when the store takes no online payment', async () => {
    const { page } = await openPage(context());
    // The store's answer without PAY_SANDBOX and without a provider (the API tests run that store).
    await page.route('**/api/pay/methods', (route) =>
      route.fulfill({
        json: { code: 10000, msg: 'ok', data: { methods: ['balance', 'transfer'], online_provider: null } },
      }),
    );
    await loginAs(page, BUYER.username, BUYER.password);
    await openStep2(page, await addLines(page, 1));
    await submitOrder(page);
    await page.getByTestId('pay-summary').waitFor();
    const methods = page.getByTestId('pay-methods').getByRole('radio');
    await expect.poll(() => methods.count()).toBe(2);
    expect(await page.getByRole('radio', { name: /余额支付/ }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: /银行转账/ }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: /在线支付/ }).count()).toBe(0);
    expect(await text(page, 'pay-online-unavailable')).toBe(
      '本商城暂未开通在线支付，请使用余额支付或银行转账',
    );
  });

  it('pays by balance at step 3, and the balance pays a whole order at step 2', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);

    // Paid at step 3 with 余额支付 (offered first: the balance covers the order).
    const before = await balance(page);
    const first = await openStep2(page, await addLines(page, 1));
    const id = await submitOrder(page);
    expect(page.url()).toMatch(/\/cart\/step3\/\d+$/);
    // The order's detail, opened in the app before paying, is cached as 待付款.
    await inAppGoto(page, `/order/info/${id}`);
    await expect.poll(() => text(page, 'order-detail-status')).toBe('待付款');
    await inAppGoto(page, `/cart/step3/${id}`);
    await page.getByTestId('pay-summary').waitFor();
    const byBalance = page.getByRole('radio', { name: /余额支付/ });
    await expect.poll(() => byBalance.isChecked()).toBe(true);
    expect(await text(page, 'pay-methods')).toContain(`可用余额 ¥${formatFen(before)}`);
    await payByBalance(page);
    await page.waitForURL(new RegExp(`/cart/step4\\?id=${id}$`));
    expect(await text(page, 'done-amount')).toBe(`¥${first.payable_amount}`);
    // 查看订单 right after paying shows the paid status, not the cached one.
    await page.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL(new RegExp(`/order/info/${id}$`));
    await expect.poll(() => text(page, 'order-detail-status')).toBe('待发货');
    const afterFirst = await balance(page);
    expect(afterFirst).toBe(before - parseYuan(first.payable_amount));
    expect((await orderDetail(page, id)).status).toBe(1);

    // 使用余额 at step 2: the balance covers everything, the order is paid on creation.
    await openStep2(page, await addLines(page, 1));
    const preview = page.waitForResponse((r) => r.url().endsWith('/api/order/preview') && r.status() === 200);
    await page.getByTestId('checkout-discounts').getByRole('checkbox').check();
    const amounts = ((await (await preview).json()) as Envelope<OrderAmounts>).data;
    expect(amounts.payable_amount).toBe('0.00');
    await expect.poll(() => text(page, 'amount-payable')).toBe('¥0.00');
    expect(await text(page, 'amount-balance')).toBe(`-¥${amounts.balance_amount}`);
    const second = await submitOrder(page);
    expect(page.url()).toMatch(new RegExp(`/cart/step4\\?id=${second}$`));
    await page.getByTestId('pay-done').waitFor();
    expect(await text(page, 'done-amount')).toBe(`¥${amounts.balance_amount}`);
    expect(await balance(page)).toBe(afterFirst - parseYuan(amounts.balance_amount));
  });

  it('makes one order of a double submit, then awaits a bank transfer until the deadline', async () => {
    const { page } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    const ids = await addLines(page, 1);
    const countBefore = await orderCount(page);
    await openStep2(page, ids);
    await expect.poll(() => page.getByTestId('checkout-submit').isEnabled()).toBe(true);

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/order') && r.method() === 'POST') posts.push(r.postData() ?? '');
    });
    // Two clicks in one task: no render in between can disable the button first.
    await page.getByTestId('checkout-submit').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.waitForURL(/\/cart\/step3\/\d+$/);
    const id = Number(/step3\/(\d+)$/.exec(page.url())?.[1]);
    expect(await orderCount(page)).toBe(countBefore + 1);
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts.map((p) => new URLSearchParams(p).get('idempotency_key'))).size).toBe(1);

    // A replay of the very request (a retry after a lost answer) gets the same order back.
    const replay = await call<{ id: number }>(page, 'POST', '/api/order', posts[0]);
    expect(replay.code).toBe(10000);
    expect(replay.data.id).toBe(id);
    expect(await orderCount(page)).toBe(countBefore + 1);

    // 银行转账: the account to pay into, and the order waits for finance, still unpaid.
    await page.getByTestId('pay-summary').waitFor();
    await page.getByRole('radio', { name: /银行转账/ }).check();
    await page.getByTestId('pay-submit').click();
    const transfer = page.getByTestId('pay-transfer');
    await transfer.waitFor();
    const order = await orderDetail(page, id);
    expect(order.status).toBe(0);
    expect(await text(page, 'bank-remark')).toBe(order.order_no);
    expect(await text(page, 'bank-account')).not.toBe('');
    expect(await text(page, 'transfer-note')).toBe('已完成转账，等待财务确认');
    expect(await transfer.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      `/order/info/${id}`,
    );

    // A computer whose clock runs past the deadline still counts down on the server's clock (SPEC §4).
    const skewed = await context().newPage();
    await skewed.clock.install({ time: (order.expires_at + 60) * 1000 });
    await skewed.goto(`/cart/step3/${id}`);
    await skewed.getByTestId('pay-countdown').waitFor();
    const left = Number(await skewed.getByTestId('pay-countdown').getAttribute('data-seconds'));
    expect(Math.abs(left - (order.expires_at - Math.floor(Date.now() / 1000)))).toBeLessThanOrEqual(5);
    expect(await skewed.getByTestId('pay-expired').count()).toBe(0);
    await skewed.close();

    // Once the server's clock is past the deadline, the page says the order timed out and offers no
    // payment: the server's answers here carry a time a minute after it.
    const late = await context().newPage();
    const lateDate = new Date((order.expires_at + 60) * 1000).toUTCString();
    await late.route('**/api/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), date: lateDate } });
    });
    await late.goto(`/cart/step3/${id}`);
    await late.getByTestId('pay-expired').waitFor();
    expect((await late.getByTestId('pay-expired').innerText()).trim()).toBe('订单已超时取消');
    expect(await late.getByTestId('pay-submit').isDisabled()).toBe(true);
  });
  // Runs after the journeys above: they see this store without an invoice profile, as it starts.
  it('follows the note of a store without an invoice profile to 开票信息, saves one, and checkout shows it', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, BUYER.username, BUYER.password);
    // The store starts without one; a second attempt of this test (CI retries a failure once) finds the
    // profile the first one saved, and there is no call to remove it, so it goes to the section directly.
    const fresh = (await call(page, 'GET', '/api/user/invoice_profile')).data === null;
    const ids = await addLines(page, 1);
    await openStep2(page, ids);
    if (fresh) {
      expect(await page.getByTestId('checkout-invoice-empty').isVisible()).toBe(true);
      await page.getByTestId('checkout-invoice-setup').click();
    } else {
      // Back to a profile without bank details, as the form below expects to fill them.
      const reset = await call(page, 'POST', '/api/user/invoice_profile', {
        invoice_type: 3,
        title: '重试前的抬头',
        tax_number: '913301060000000000',
        email: 'retry@example.com',
      });
      expect(reset.code).toBe(10000);
      await page.goto('/zhzx/basic#invoice-profile');
    }
    await page.waitForURL((url) => url.pathname === '/zhzx/basic' && url.hash === '#invoice-profile');
    const form = page.getByTestId('invoice-profile-form');
    await form.waitFor();
    // The section is scrolled to, below the registered details and the contact form.
    await expect
      .poll(() =>
        page.getByTestId('invoice-profile').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // A 增值税专用发票 asks for the bank and registration details as well.
    await form.getByRole('radio', { name: '增值税专用发票' }).check();
    await form.getByLabel('发票抬头').fill('杭州结算测试医药有限公司');
    await form.getByLabel('纳税人识别号').fill('91330106ma2h4k7n3x');
    await page.getByTestId('invoice-profile-save').click();
    await form.getByText('增值税专用发票需填写开户银行').waitFor();
    await form.getByText('增值税专用发票需填写注册电话').waitFor();
    // A 普通发票 does not need them: their messages go with the type.
    await form.getByRole('radio', { name: '普通发票' }).check();
    await expect.poll(() => form.getByText('增值税专用发票需填写开户银行').count()).toBe(0);
    await form.getByRole('radio', { name: '增值税专用发票' }).check();
    await form.getByLabel('开户银行').fill('中国工商银行杭州文三路支行');
    await form.getByLabel('银行账号').fill('1202 0213 0910 0456 789');
    await form.getByLabel('注册地址').fill('浙江省杭州市西湖区文三路478号');
    await form.getByLabel('注册电话').fill('0571-88861234');

    // A refusal of the server is shown on its field.
    await page.route('**/api/user/invoice_profile', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 422,
              msg: '纳税人识别号已停用',
              errors: { tax_number: ['纳税人识别号已停用'] },
              data: null,
            }),
          })
        : route.continue(),
    );
    await page.getByTestId('invoice-profile-save').click();
    await form.locator('.ant-form-item-explain-error', { hasText: '纳税人识别号已停用' }).waitFor();
    await page.unroute('**/api/user/invoice_profile');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/invoice_profile') && r.request().method() === 'POST',
    );
    await page.getByTestId('invoice-profile-save').click();
    expect((await saved).status()).toBe(200);
    await page.getByText('开票信息已保存').first().waitFor();
    // The form shows what the server stored: the tax number in capitals, the account without spaces.
    await expect.poll(() => form.getByLabel('纳税人识别号').inputValue()).toBe('91330106MA2H4K7N3X');
    expect(await form.getByLabel('银行账号').inputValue()).toBe('1202021309100456789');

    // Back at step 2 (the same page, its cache refreshed by the save), the order will carry it.
    await page.goBack();
    await page.waitForURL(/\/cart\/step2\?ids=/);
    await expect.poll(() => text(page, 'invoice-title')).toBe('杭州结算测试医药有限公司');
    expect(await text(page, 'invoice-tax-number')).toBe('91330106MA2H4K7N3X');
    expect(await text(page, 'invoice-type')).toBe('增值税专用发票');
    expect(await page.getByTestId('checkout-invoice-empty').count()).toBe(0);
    // A reload reads it from the server, not the cache.
    await page.reload();
    await expect.poll(() => text(page, 'invoice-title')).toBe('杭州结算测试医药有限公司');
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
  });
});
