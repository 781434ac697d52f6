/**
 * What is for guests stays with guests, and nothing floats over a page's own buttons: the
 * 「新人专享 … 立即注册」 bottom banner reaches guests only and ends the page with room for itself;
 * the cart's total and 去结算 are never under a fixed element; a flow's success page shows only
 * after the step before it succeeded in this tab.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Boxes of the visible fixed elements that overlap the element of `testId` (none when it is free). */
function fixedOver(page: Page, testId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const target = document.querySelector(`[data-testid="${id}"]`);
    if (!target) throw new Error(`no ${id}`);
    const box = target.getBoundingClientRect();
    const over: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
      if (el.contains(target) || target.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom) {
        over.push(el.getAttribute('data-testid') || el.getAttribute('aria-label') || el.className);
      }
    }
    return over;
  }, testId);
}

async function box(page: Page, testId: string): Promise<Box> {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not shown`);
  return { top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width };
}

/** Opens `path` and waits for the answer of the side ads, so the banner had every chance to show. */
async function openWithAds(page: Page, path: string): Promise<void> {
  const ads = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/focus/ads');
  await page.goto(path);
  await ads;
  await page.getByTestId('site-footer').waitFor();
}

describe.skipIf(Boolean(skipReason))('guest-only content and the action bars', () => {
  const { context } = useBrowser();

  it('shows the registration banner to a guest, ending the page with room so it covers nothing', async () => {
    const { page, errors } = await openPage(context());
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWithAds(page, '/');
    const banner = page.getByTestId('float-banner');
    await banner.waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/register');
    // Scrolled to the very end (the home page's floors load as they come near, so until it stops
    // growing), the footer ends where the banner begins.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const end = document.documentElement.scrollHeight;
            const w = window as unknown as { lastEnd?: number };
            const settled = w.lastEnd === end && Math.abs(window.scrollY + window.innerHeight - end) < 2;
            w.lastEnd = end;
            window.scrollTo(0, end);
            return settled;
          }),
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    const footer = await box(page, 'site-footer');
    const bannerBox = await box(page, 'float-banner');
    // Within a sub-pixel: the footer's height is fractional.
    expect(footer.bottom).toBeLessThanOrEqual(bannerBox.top + 0.5);
    expect(errors).toEqual([]);
  });

  it('shows no registration banner to a logged-in approved member', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    for (const path of ['/', '/list', '/user']) {
      await openWithAds(page, path);
      expect(await page.getByTestId('float-banner').count(), path).toBe(0);
      // No invitation to register anywhere (adding a store, /register/dd, is a member's own).
      const invitations = page.locator(
        'a[href="/register"], a[href^="/register/step"], a[href="/register_index"]',
      );
      expect(await invitations.count(), path).toBe(0);
    }
    // Nor while the page is still asking who this is: hold the answer back and look meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/base', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/list');
    await page.getByTestId('site-footer').waitFor();
    expect(await page.locator('a[href="/register"]').count()).toBe(0);
    release();
    await page.getByTestId('topbar-member').waitFor();
    await page.unroute('**/api/user/base');
    expect(errors).toEqual([]);
  });

  it("leaves the cart's total and 去结算 uncovered, at the top and at the end of the page", async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/cart');
    await page.getByTestId('cart-checkout').waitFor();
    await page.getByTestId('site-footer').waitFor();
    // The banner would come with the side ads; give them time to arrive if they were asked for.
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('float-banner').count()).toBe(0);
    // From the narrowest window the store is laid out for (its 1200 px column) to a wide one.
    for (const width of [1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 720 });
      for (const scroll of ['top', 'end'] as const) {
        await page.evaluate(
          (to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight),
          scroll,
        );
        await page.waitForTimeout(100);
        expect(await fixedOver(page, 'cart-checkout'), `去结算, ${width}, ${scroll}`).toEqual([]);
        expect(await fixedOver(page, 'cart-payable'), `total, ${width}, ${scroll}`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
  });

  it("leaves the checkout's 提交订单 uncovered wherever it is scrolled into view", async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/cart/step2');
    const submit = page.getByTestId('checkout-submit');
    await submit.waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('float-banner').count()).toBe(0);
    for (const width of [1200, 1440]) {
      await page.setViewportSize({ width, height: 720 });
      await submit.scrollIntoViewIfNeeded();
      expect(await fixedOver(page, 'checkout-submit'), `提交订单, ${width}`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      expect(await fixedOver(page, 'checkout-submit'), `提交订单, ${width}, end`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('sends a success page opened directly back to the start of its flow', async () => {
    const { page } = await openPage(context());
    await page.goto('/forget/step3');
    await page.waitForURL(/\/forget\/step1$/);
    expect(await page.getByTestId('forget-done').count()).toBe(0);

    await loginAs(page, 'demo');
    for (const [path, start] of [
      ['/register/dd/step3', '/register/dd/step1'],
      ['/register/dd/step2', '/register/dd/step1'],
      ['/register/step3', '/register/step1'],
    ] as const) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === start);
      expect(await page.getByTestId('pending-review').count(), path).toBe(0);
    }
  });
});
