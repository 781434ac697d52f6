/**
 * From the marketing zones not walked to an order elsewhere to a placed order, as one trading buyer
 * with an address and a balance: 组合满赠 /zhmz (the gift shows on the order), 活动中心 /Hdzx, a
 * 专场 from /yyh, the 专区模板 /zqmb and 活动模板 /hdmb, and 满额返 /hb (an order paid by balance
 * whose goods reach the lowest tier; crediting on completion is the cashback journey's).
 */
import { type CashbackPage, reachedTier } from '@mall/shared/cashback';
import { parseYuan } from '@mall/shared/money';
import type { OrderDetail } from '@mall/shared/order';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, cartState, emptyCart, orderCartLineOf, payByBalance, submitOrder } from './shop.ts';

const BUYER = TRADING_BUYERS.zones;

/** Seeded activities in list order (apps/server/src/seed/activities.ts): 满1000减50…, 满3000减200…. */
const MANJIAN_1000 = 1;
const MANJIAN_3000 = 2;

const isCartPost = (url: string, method: string) =>
  new URL(url).pathname === '/api/cart' && method === 'POST';

/**
 * Clicks the page's addable buttons under `scope` in turn, reloading between tries, until the
 * server takes one (goods outside the buyer's business scope answer 400); answers its offer id.
 */
async function addFirstAccepted(page: Page, scope: () => Locator, skip: number[] = []): Promise<number> {
  const buttons = () => scope().locator('[data-testid="add-to-cart"][data-state="ok"]');
  for (let i = 0; i < 12; i++) {
    if (i > 0) await page.reload();
    const add = buttons().nth(i);
    await add.waitFor();
    await add.scrollIntoViewIfNeeded();
    const answered = page.waitForResponse((r) => isCartPost(r.url(), r.request().method()));
    await add.click();
    const answer = await answered;
    // The SPA posts forms: params[0][goods_price_id]=….
    const offerId = Number(
      new URLSearchParams(answer.request().postData() ?? '').get('params[0][goods_price_id]'),
    );
    if (answer.status() !== 200) continue;
    if (skip.includes(offerId)) {
      await emptyCart(page);
      continue;
    }
    return offerId;
  }
  throw new Error('no goods the buyer may buy');
}

const onlyRefusals = (errors: string[]) => errors.filter((e) => !e.includes('400'));

async function startAsBuyer(page: Page): Promise<void> {
  await loginAs(page, BUYER.username, BUYER.password);
  await emptyCart(page);
}

describe.skipIf(Boolean(skipReason))('from the marketing zones to an order', () => {
  const { context } = useBrowser();

  it('orders a 组合满赠 package from /zhmz and finds its gift on the order', async () => {
    const { page, errors } = await openPage(context());
    await page.setViewportSize({ width: 1600, height: 900 });
    await startAsBuyer(page);
    await page.goto('/zhmz');
    await page.getByTestId('combination-zone-gift').waitFor();
    const card = page
      .getByTestId('zone-package')
      .filter({ has: page.getByTestId('package-gift') })
      .first();
    await card.waitFor();
    const packageId = Number(await card.getAttribute('data-package-id'));
    const giftText = (await card.getByTestId('package-gift').innerText()).trim();
    const gift = /每套赠送\s*(.+?)\s*×\s*\d+$/.exec(giftText);
    expect(gift, giftText).not.toBeNull();
    const giftName = gift?.[1] ?? '';

    const added = page.waitForResponse((r) => isCartPost(r.url(), r.request().method()));
    await card.getByTestId('add-to-cart').click();
    expect((await added).status()).toBe(200);
    let lineId = 0;
    await expect
      .poll(
        async () => {
          lineId = (await cartState(page)).data.find((l) => l.key === `c${packageId}`)?.id ?? 0;
          return lineId;
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0);

    await page.goto(`/cart/step2?ids=${lineId}`);
    const orderId = await submitOrder(page);
    const order = (await call<OrderDetail>(page, 'GET', `/api/order/${orderId}`)).data;
    const lines = order.lines.filter((l) => l.type === 3 && l.combination_id === packageId);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => l.gift_number > 0 && l.gift_name === giftName)).toBe(true);

    await page.goto(`/order/info/${orderId}`);
    const shown = page.getByTestId('order-line-gift').first();
    await shown.waitFor();
    expect(await shown.innerText()).toContain(`赠 ${giftName} ×`);
    expect(onlyRefusals(errors)).toEqual([]);
  });

  it('picks a tab of the activity centre /Hdzx, adds one of its goods and orders it', async () => {
    const { page, errors } = await openPage(context());
    await startAsBuyer(page);
    await page.goto(`/Hdzx/${MANJIAN_1000},${MANJIAN_3000}`);
    const tabs = page.getByRole('tab');
    await tabs.nth(1).waitFor();
    await tabs.nth(1).click();
    await page.waitForURL(new RegExp(`/Hdzx/${MANJIAN_1000},${MANJIAN_3000}/${MANJIAN_3000}$`));
    await expect
      .poll(() => page.getByTestId('activity-view').innerText(), { timeout: 5_000 })
      .toContain('满3000减200');

    const offerId = await addFirstAccepted(page, () => page.getByTestId('zone-goods'));
    const orderId = await orderCartLineOf(page, offerId);
    const order = (await call<OrderDetail>(page, 'GET', `/api/order/${orderId}`)).data;
    expect(order.status).toBe(0);
    expect(onlyRefusals(errors)).toEqual([]);
  });

  it('opens a 专场 from /yyh, adds one of its goods and orders it', async () => {
    const { page, errors } = await openPage(context());
    await startAsBuyer(page);
    await page.goto('/yyh');
    const card = page.locator('[data-testid="yyh-card"][data-state="running"]').first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(/\/yyh\/list\?id=\d+$/);
    const view = page.getByTestId('zone-template');
    await view.waitFor();
    expect(await view.getAttribute('data-kind')).toBe('yyh');

    const offerId = await addFirstAccepted(page, () => page.getByTestId('zone-group'));
    expect(await orderCartLineOf(page, offerId)).toBeGreaterThan(0);
    expect(onlyRefusals(errors)).toEqual([]);
  });

  it('adds a goods from a group of /zqmb and of /hdmb and orders each', async () => {
    const { page, errors } = await openPage(context());
    await startAsBuyer(page);
    const ordered: number[] = [];
    for (const kind of ['zqmb', 'hdmb']) {
      await page.goto(`/${kind}`);
      const view = page.getByTestId('zone-template');
      await view.waitFor();
      expect(await view.getAttribute('data-kind')).toBe(kind);
      const offerId = await addFirstAccepted(page, () => page.getByTestId('zone-group'), ordered);
      expect(await orderCartLineOf(page, offerId)).toBeGreaterThan(0);
      ordered.push(offerId);
    }
    expect(onlyRefusals(errors)).toEqual([]);
  });

  it('shops from /hb up to its lowest tier, pays by balance, and the order reaches that tier', async () => {
    const { page, errors } = await openPage(context());
    await startAsBuyer(page);
    await page.goto('/hb');
    await page.getByTestId('cashback-page').waitFor();
    const cashback = (await call<CashbackPage>(page, 'GET', '/api/activity/cashback')).data;
    // The wire carries yuan; the tier rule counts fen.
    const tiers = (cashback.campaign?.tiers ?? []).map((tier) => ({
      threshold: parseYuan(tier.threshold),
      cashback: parseYuan(tier.cashback),
    }));
    expect(tiers.length).toBeGreaterThan(0);
    const lowest = [...tiers].sort((a, b) => a.threshold - b.threshold)[0];
    if (!lowest) throw new Error('a tier expected');
    const minePrefix = (await page.getByTestId('cashback-mine').innerText()).trim();

    await page.getByTestId('cashback-shop').click();
    await page.waitForURL((url) => url.pathname === '/list');

    // Enough of one goods that its amount passes the tier with room for a 满减 taken off it.
    const target = lowest.threshold + Math.ceil(lowest.threshold / 4);
    let lineId = 0;
    const tried: number[] = [];
    for (let attempt = 0; attempt < 4 && lineId === 0; attempt++) {
      const offerId = await addFirstAccepted(page, () => page.locator('main'), tried);
      tried.push(offerId);
      const line = (await cartState(page)).data.find((l) => l.goods_price_id === offerId);
      if (!line) continue;
      let number = Math.ceil(target / parseYuan(line.price));
      let edit = await call<{ number: number }>(page, 'POST', `/api/cart/${line.id}/edit`, {
        params: { number },
        new: 1,
      });
      // Refused (a step, a limit, the stock): the nearest quantity it takes, when it is enough.
      if (edit.code !== 10000 && edit.data?.number >= number) {
        number = edit.data.number;
        edit = await call(page, 'POST', `/api/cart/${line.id}/edit`, { params: { number }, new: 1 });
      }
      const after = (await cartState(page)).data.find((l) => l.id === line.id);
      if (edit.code === 10000 && after && parseYuan(after.amount) >= target) lineId = line.id;
      else await emptyCart(page);
    }
    expect(lineId).toBeGreaterThan(0);

    await page.goto(`/cart/step2?ids=${lineId}`);
    const orderId = await submitOrder(page);
    expect(page.url()).toMatch(new RegExp(`/cart/step3/${orderId}$`));
    await page.getByTestId('pay-summary').waitFor();
    const byBalance = page.getByRole('radio', { name: /余额支付/ });
    await byBalance.check();
    await payByBalance(page);
    await page.waitForURL(new RegExp(`/cart/step4\\?id=${orderId}$`));
    await page.getByTestId('pay-done').waitFor();

    const order = (await call<OrderDetail>(page, 'GET', `/api/order/${orderId}`)).data;
    expect(order.status).toBe(1);
    expect(order.pay_method).toBe('balance');
    // The goods amount actually paid, as the campaign counts it: after 满减 and coupons, without shipping.
    const a = order.amounts;
    const paidGoods =
      parseYuan(a.goods_amount) -
      parseYuan(a.activity_amount) -
      parseYuan(a.coupon_amount) -
      parseYuan(a.voucher_amount);
    expect(reachedTier(tiers, paidGoods)?.threshold).toBeGreaterThanOrEqual(lowest.threshold);
    expect(await page.getByTestId('done-amount').innerText()).toContain(`¥${order.payable_amount}`);

    // Paid, not yet received: /hb credits nothing until the order completes.
    await page.goto('/hb');
    await page.getByTestId('cashback-mine').waitFor();
    expect((await page.getByTestId('cashback-mine').innerText()).trim()).toBe(minePrefix);
    expect(minePrefix).toBe(`¥${cashback.mine?.total}`);
    expect(onlyRefusals(errors)).toEqual([]);
  });
});
