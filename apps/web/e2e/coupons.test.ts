/**
 * Coupons in the browser, as demo: a guest is sent from 领券中心 to log in, demo claims a coupon in
 * 领券中心 (/lqzx), finds it under 未使用 in 我的优惠券 (/wdqb/yhq), and picks it in step 2's coupon
 * choice, which takes its value off the amount payable. No order is placed, so demo's orders stay
 * as the other files expect them.
 */
import type { CartState } from '@mall/shared/cart';
import type { Page as ListPage } from '@mall/shared/codes';
import type { CouponCampaign, CouponCounts } from '@mall/shared/coupon';
import { formatFen, parseYuan } from '@mall/shared/money';
import type { MemberCoupon } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

/** The seeded open campaign demo has not claimed (seed/coupon-centre.ts). */
const TITLE = '领券中心通用券 满100减8';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A read from the page, with the session cookie. */
async function get<T>(page: Page, url: string): Promise<T> {
  const body = await page.evaluate(
    async (u) => (await fetch(u, { headers: { Accept: 'application/json' } })).json(),
    url,
  );
  return (body as Envelope<T>).data;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

describe.skipIf(Boolean(skipReason))('coupons', () => {
  const { context } = useBrowser();

  it('sends a guest who wants a coupon to log in and back to 领券中心', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/lqzx');
    const ticket = page.getByTestId('coupon-centre-list').locator('article').filter({ hasText: TITLE });
    await ticket.getByTestId('campaign-login').click();
    await page.waitForURL(/\/login\?redirect=%2Flqzx$/);
    expect(errors).toEqual([]);
  });

  it('claims in 领券中心, shows it in 我的优惠券 and takes it off the order at checkout', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');

    // --- 领券中心: every state on show, then the claim ---
    await page.goto('/lqzx');
    const list = page.getByTestId('coupon-centre-list');
    await list.waitFor();
    expect(await page.title()).toContain('领券中心');
    await expect.poll(() => list.getByTestId('campaign-sold-out').count()).toBeGreaterThan(0);
    expect(await list.innerText()).toContain('即将开始');
    const ticket = list.locator('article').filter({ hasText: TITLE });
    const before = (
      await get<ListPage<CouponCampaign>>(page, '/api/coupon/center?page=1&page_size=50')
    ).list.find((c) => c.title === TITLE);
    expect(before).toMatchObject({ claimed: 0, claimable: true });
    expect(await ticket.getByTestId('campaign-stock').innerText()).toContain(`剩余${before?.remaining}张`);
    const countsBefore = await get<CouponCounts>(page, '/api/coupon/counts');
    await ticket.getByTestId('campaign-receive').click();
    await ticket.getByTestId('campaign-claimed').waitFor();
    await expect
      .poll(async () => ticket.getByTestId('campaign-stock').innerText())
      .toContain(`剩余${(before?.remaining ?? 0) - 1}张`);

    // --- 我的优惠券: under 未使用, with its rule, scope and validity, the tab counts one more ---
    await page.getByRole('link', { name: /我的优惠券/ }).click();
    await page.waitForURL(/\/wdqb\/yhq$/);
    await page.getByTestId('my-coupon-list').waitFor();
    const mine = page.getByTestId('my-coupon').filter({ hasText: TITLE });
    await mine.waitFor();
    expect(await mine.innerText()).toMatch(/满100元可用[\s\S]*适用范围：全场通用/);
    expect(await mine.innerText()).toMatch(
      /有效期：\d{4}-\d{2}-\d{2} \d{2}:\d{2} 至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await expect.poll(() => text(page, 'coupon-tab-unused')).toBe(`未使用${countsBefore.unused + 1}`);
    await page.getByTestId('coupon-tab-used').click();
    await expect.poll(() => page.getByTestId('my-coupon').first().innerText()).toContain('已使用');
    await page.getByTestId('coupon-tab-expired').click();
    await expect.poll(() => page.getByTestId('my-coupon').first().innerText()).toContain('已过期');
    const held = (
      await get<ListPage<MemberCoupon>>(page, '/api/user/coupon?status=0&page_size=50')
    ).list.find((c) => c.title === TITLE);
    expect(held?.status).toBe(0);

    // --- checkout: demo's cart lines that take coupons, then the coupon choice ---
    const cart = await get<CartState>(page, '/api/cart/list?filters=99999&new=1');
    const ids: number[] = [];
    let sum = 0;
    for (const line of cart.data) {
      if (line.type !== 0 || line.with_coupon !== 1 || line.invalid_reason !== '') continue;
      ids.push(line.id);
      sum += parseYuan(line.amount);
    }
    expect(sum).toBeGreaterThanOrEqual(10_000);
    await page.goto(`/cart/step2?ids=${ids.join(',')}`);
    const choice = page.getByTestId('checkout-coupons');
    const option = choice.locator('label').filter({ hasText: TITLE });
    await option.waitFor();
    await choice.locator('label').filter({ hasText: '不使用优惠券' }).click();
    await expect.poll(() => text(page, 'amount-coupon')).toBe('-¥0.00');
    const without = parseYuan((await text(page, 'amount-payable')).replace('¥', ''));
    await option.click();
    await expect.poll(() => text(page, 'amount-coupon')).toBe('-¥8.00');
    await expect.poll(() => text(page, 'amount-payable')).toBe(`¥${formatFen(without - 800)}`);
    expect(errors).toEqual([]);
  });
});
